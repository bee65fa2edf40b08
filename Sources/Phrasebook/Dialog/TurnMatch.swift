import Foundation

/// What a conversation's new request makes of its utterance's match
/// (``Matcher/turnMatch(_:locale:quotingMiss:resolvingAtOnce:)``): a
/// single reading that resolved at once, the ranked result, or, for an
/// exact miss that needs nothing more of the match, its message.
enum TurnMatch {
    /// The utterance's single reading resolved at once: its outcome is
    /// where the `resolve` closure that said so put it.
    ///
    /// Not carried here: an outcome in the enum, a large value, would be
    /// copied at each step out (the closure, the search's pool, the
    /// conversation's turn).
    case resolved
    /// The match's result, as ``Matcher/match(_:locale:)`` gives it;
    /// `triedAtOnce` when its one candidate was already tried for resolving
    /// at once, and did not.
    case result(MatchResult, triedAtOnce: Bool)
    /// Nothing matched exactly, flexible matching is off, and the
    /// utterance, read by ids alone, is no built-in question in any
    /// language: `message` quotes ``TextNormalizer/display(_:)`` of its
    /// tokens in the frame given.
    case missed(message: String)
}

extension Matcher {
    /// ``match(_:locale:)`` as a conversation's new request needs it, with
    /// the two commonest turns cut short.
    ///
    /// A single reading (of `locale`, not negative, not read ignoring
    /// accents) is the ranked result's one candidate. It is handed to
    /// `resolve` (the request's resolving at once) as it lies in the search,
    /// no candidate made of it (``InvocationBuilder/resolvedAtOnce(reading:of:catalog:now:into:)``
    /// reads its bindings in place); when that resolves the request (the
    /// closure keeps the outcome and returns true), it is done, and no
    /// result is made. Otherwise it is made with its texts, as the
    /// result's one candidate: no ranking.
    ///
    /// An exact miss of an utterance read by ids alone, with flexible
    /// matching off, no `locale` (the conversation's, which also narrows
    /// the built-in questions read) and a `frame` to quote it in (read only
    /// then), is ``TurnMatch/missed(message:)`` when its first and last
    /// words open no built-in question: its message is made from the walk's
    /// bytes, and no tokens are made.
    func turnMatch(
        _ utterance: String, locale: String?, quotingMiss frame: @autoclosure () -> QuotingFrame?,
        resolvingAtOnce resolve: (MatchSearch, MatchSearch.Accepted) -> Bool
    ) -> TurnMatch {
        let canonical = catalog.canonicalLocale(locale)
        return MatchSearchPool.shared.withSearch { search in
            guard exactSearch(utterance, locale: canonical, into: &search) else { return Self.tooLong(utterance) }
            if let only = search.onlyReading(in: catalog, locale: canonical) {
                if resolve(search, only) { return .resolved }
                return onlyCandidate(only, of: search)
            }
            return unresolved(search, locale: locale, canonical: canonical, quotingMiss: frame)
        }
    }

    /// The turn match of an utterance too long to search.
    ///
    /// Out of line, as
    /// are the other turns that do not resolve at once: the path of one
    /// that does is then short and its code together.
    @inline(never)
    private static func tooLong(_ utterance: String) -> TurnMatch {
        .result(
            MatchResult(utterance: utterance, tokens: nil, candidates: [], blockedApps: [], isTooLong: true),
            triedAtOnce: false)
    }

    /// The turn match of a single reading `only` of `search` that did not
    /// resolve at once: the result of its one candidate, made with its texts.
    @inline(never)
    private func onlyCandidate(_ only: MatchSearch.Accepted, of search: MatchSearch) -> TurnMatch {
        .result(
            MatchResult(
                utterance: search.utterance, tokens: search.tokens.isEmpty ? nil : search.tokens,
                candidates: [search.candidate(for: only, in: catalog)], blockedApps: [], isTooLong: false),
            triedAtOnce: true)
    }

    /// The turn match of `search` when it found no single reading: an exact
    /// miss cut short (see ``turnMatch(_:locale:quotingMiss:resolvingAtOnce:)``),
    /// or the ranked result.
    ///
    /// `locale` is the one asked for, `canonical` its
    /// catalog form.
    @inline(never)
    private func unresolved(
        _ search: MatchSearch, locale: String?, canonical: String?, quotingMiss frame: () -> QuotingFrame?
    ) -> TurnMatch {
        if search.accepted.isEmpty && !allowsFlexibleMatching && locale == nil, let frame = frame(),
            let message = Self.missMessage(of: search, in: frame)
        {
            return .missed(message: message)
        }
        return .result(result(of: search, locale: canonical), triedAtOnce: false)
    }

    /// The message of an exact miss read by ids alone, its words quoted in
    /// `frame`, when its first and last words open no built-in question
    /// (so ``BuiltinQuestion/parse(_:catalog:locale:)`` with no locale finds
    /// none); `nil` otherwise.
    private static func missMessage(of search: MatchSearch, in frame: QuotingFrame) -> String? {
        let count = search.ids.count
        guard count > 0, search.tokens.isEmpty else { return nil }
        let beforeLast = count > 1 ? search.text(ofToken: count - 2) : nil
        guard
            !BuiltinQuestion.mayAsk(
                first: search.text(ofToken: 0), last: search.text(ofToken: count - 1), beforeLast: beforeLast)
        else { return nil }
        return search.shownWords(after: frame.prefix, before: frame.suffix)
    }
}
