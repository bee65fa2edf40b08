extension Matcher {
    /// How many of the closest phrases a `noMatch` offers.
    static let maximumClosest = 3

    /// The flexible stage (``FlexibleSearch``), for an utterance that
    /// matched nothing exactly: candidates up to ``FlexibleCost/askThreshold``
    /// cheapest first, and the closest phrases beyond it.
    ///
    /// An app whose
    /// negative phrase the utterance is as close to as to any of its
    /// positive phrases gets no candidate. `exact` is the exact walk that
    /// read the utterance (its glued-form cuts are taken as they are).
    func flexibleMatch(after exact: MatchSearch, locale: String?) -> MatchResult {
        let tokens = exact.loadedTokens()
        let utterance = exact.utterance
        // The index read in its box (a copy of it retained each of its tables).
        let built = catalog.lazyFlexibleIndex.box
        // What evidence readings know of the apps, worked out with the
        // index (once per catalog) rather than when a request first needs it.
        if readsEvidence { _ = catalog.evidenceApps(index: built.index) }
        let result = MatchSearchPool.shared.withFlexibleSearch { search in
            search.load(catalog, index: built.index, tokens: tokens, ids: exact.ids, utterance: utterance, cutAs: exact)
            search.wantedLocales = built.index.graphLocales.wanted(for: locale)
            search.budget = flexibleBudget
            search.run(catalog, index: built.index)
            return flexibleResult(of: search, tokens: tokens, utterance: utterance, locale: locale, index: built.index)
        }
        let moved = readingMovedAppNames(result, exact: exact, tokens: tokens, index: built.index, locale: locale)
        let evidence = readingEvidence(moved, exact: exact, tokens: tokens, index: built.index, locale: locale)
        let clauses = readingChatterClauses(evidence, exact: exact, tokens: tokens, index: built.index, locale: locale)
        let typos = readingTypoWords(clauses, exact: exact, tokens: tokens, locale: locale)
        return readingValueOwners(typos, exact: exact, tokens: tokens, locale: locale)
    }

    /// Marks the words `candidate` reads as added that belong to another
    /// app's or type's noun (`Sách` of the Library's books, added to
    /// `Bắt đầu Thiền`): each costs ``FlexibleCost/otherNoun`` more, so the
    /// reading is asked about, never resolved at once.
    func addingOtherNouns(to candidate: inout PhraseMatch, index: FlexibleIndex) {
        guard let liberties = candidate.liberties else { return }
        var added: [Liberty] = []
        for liberty in liberties
        where (liberty.kind == .smallWordAdded || liberty.kind == .wordAdded)
            && (index.wholeWordNouns.contains(liberty.typed)
                || (liberty.typed.count > 1 && index.valueNounWords.contains(liberty.typed)
                    && !index.isSmallWord(catalog.vocabulary.id(of: liberty.typed))))
        {
            let own = catalog.evidence(ofApp: candidate.app, index: index)
            guard !own.nounWords.contains(liberty.typed) else { continue }
            let phrase = catalog.phrases[candidate.phraseIndex]
            let saysIt = phrase.pieces.contains { piece in
                guard case .tokens(let ids) = piece else { return false }
                return ids.contains { catalog.vocabulary.text(of: $0) == liberty.typed }
            }
            if !saysIt {
                added.append(
                    Liberty(kind: .otherNoun, typed: liberty.typed, read: "", cost: Double(FlexibleCost.otherNoun)))
            }
        }
        guard !added.isEmpty else { return }
        candidate.liberties = liberties + added
        let cost = (((candidate.cost ?? 0) + added.reduce(0) { $0 + $1.cost }) * 100).rounded() / 100
        candidate.cost = cost
        candidate.score = ((1 / (1 + cost)) * 1000).rounded() / 1000
    }

    /// Sorts flexible readings cheapest first; among readings of one cost,
    /// the phrase with more words of its own first, then in catalog order.
    func sortFlexible(_ candidates: inout [PhraseMatch]) {
        let phrases = catalog.phrases
        candidates.sort { lhs, rhs in
            if lhs.cost != rhs.cost { return (lhs.cost ?? 0) < (rhs.cost ?? 0) }
            let leftWords = phrases[lhs.phraseIndex].literalTokenCount
            let rightWords = phrases[rhs.phraseIndex].literalTokenCount
            if leftWords != rightWords { return leftWords > rightWords }
            return (lhs.app, lhs.shortcut, phrases[lhs.phraseIndex].phraseIndex, lhs.phraseIndex)
                < (rhs.app, rhs.shortcut, phrases[rhs.phraseIndex].phraseIndex, rhs.phraseIndex)
        }
    }

    /// The candidates and closest phrases of a flexible walk that has run.
    private func flexibleResult(
        of search: borrowing FlexibleSearch, tokens: [Token], utterance: String, locale: String?,
        index: FlexibleIndex
    ) -> MatchResult {
        let phrases = catalog.phrases
        // The cheapest negative and positive path per app, for the few apps
        // a walk reaches: a list searched in order (two dictionaries and a
        // set cost more to make than a walk finds paths).
        var apps: [(app: Int, negative: Float, positive: Float)] = []
        // A phrase's fields are read in place (a copy of the phrase retained
        // each of its strings and arrays, per path found).
        for found in search.found {
            if let locale, phrases[found.phrase].locale != locale { continue }
            let app = phrases[found.phrase].app
            var place = apps.firstIndex { $0.app == app } ?? -1
            if place < 0 {
                apps.append((app, .infinity, .infinity))
                place = apps.count - 1
            }
            if phrases[found.phrase].isNegative {
                apps[place].negative = min(apps[place].negative, found.cost)
            } else {
                apps[place].positive = min(apps[place].positive, found.cost)
            }
        }
        // An app whose negative phrase is as close as any positive one.
        let blocked = apps.filter { $0.negative <= $0.positive }.map(\.app).sorted()
        // The cheapest path of each reading (``ReadingKey``), in the order
        // the walk found them, with the path it came from. A walk finds a
        // few phrases, seldom one twice: a reading is looked for among those
        // of its phrase only, and its key (which hashes or compares the
        // bindings' texts) is made only then; its liberties are named once
        // it has won.
        var candidates: [PhraseMatch] = []
        var paths: [Int] = []
        candidates.reserveCapacity(search.found.count)
        paths.reserveCapacity(search.found.count)
        for (place, found) in search.found.enumerated() {
            if let locale, phrases[found.phrase].locale != locale { continue }
            guard !phrases[found.phrase].isNegative, !blocked.contains(phrases[found.phrase].app) else { continue }
            // A path to the same phrase with the same bindings (cell) found
            // before at no greater cost makes the same reading, which is
            // kept already at that cost or less: it is not made again.
            guard
                !search.found[..<place].contains(where: {
                    $0.phrase == found.phrase && $0.cell == found.cell && $0.cost <= found.cost
                })
            else { continue }
            var candidate = search.base.candidate(
                for: MatchSearch.Accepted(phrase: found.phrase, cell: found.cell, penalty: 0), in: catalog)
            let cost = (Double(found.cost) * 100).rounded() / 100
            candidate.cost = cost
            candidate.score = ((1 / (1 + cost)) * 1000).rounded() / 1000
            var known: Int?
            for other in candidates.indices where candidates[other].phraseIndex == found.phrase {
                if ReadingKey(candidates[other]) == ReadingKey(candidate) {
                    known = other
                    break
                }
            }
            if let known {
                if let knownCost = candidates[known].cost, knownCost <= cost { continue }
                candidates[known] = candidate
                paths[known] = place
            } else {
                candidates.append(candidate)
                paths.append(place)
            }
        }
        let vocabulary = catalog.vocabulary
        for (place, path) in paths.enumerated() {
            candidates[place].liberties = search.liberties(of: search.found[path], vocabulary: vocabulary)
            addingOtherNouns(to: &candidates[place], index: index)
        }
        sortFlexible(&candidates)
        let threshold = Double(FlexibleCost.askThreshold) + 1e-6
        var closest: [PhraseMatch] = []
        for candidate in candidates where (candidate.cost ?? 0) > threshold && closest.count < Self.maximumClosest {
            if !closest.contains(where: { $0.app == candidate.app && $0.shortcut == candidate.shortcut }) {
                closest.append(candidate)
            }
        }
        // Most walks find nothing past the threshold: the array is left as it is then.
        if candidates.contains(where: { ($0.cost ?? 0) > threshold }) {
            candidates.removeAll { ($0.cost ?? 0) > threshold }
        }
        return MatchResult(
            utterance: utterance, tokens: tokens, candidates: candidates, blockedApps: blocked, isTooLong: false,
            closest: closest)
    }
}

extension PhraseMatch {
    /// Whether this flexible reading is too distant to act on without
    /// asking the user to confirm it (beyond ``FlexibleCost/resolveThreshold``).
    var needsConfirming: Bool {
        (cost ?? 0) > Double(FlexibleCost.resolveThreshold) + 1e-6
    }

    /// Whether this candidate is as close to the utterance as `best`: the
    /// same score for exact readings; within ``FlexibleCost/rivalMargin``
    /// of its cost for flexible ones.
    func isAsClose(as best: PhraseMatch) -> Bool {
        guard let bestCost = best.cost, let cost else { return score == best.score }
        return cost <= bestCost + Double(FlexibleCost.rivalMargin) + 1e-6
    }
}

extension Catalog {
    /// "Did you mean "Start Walking in Meditation"?", in the reading's language.
    func didYouMeanText(_ match: PhraseMatch) -> String {
        Language.of(match.locale).flexibleWords.didYouMean(spokenPhrase(match))
    }

    /// The phrase of `match` as the user would say it: its template in its
    /// locale with the app's name and each bound value's title filled in
    /// (`Start Walking in Meditation`).
    func spokenPhrase(_ match: PhraseMatch) -> String {
        let manifest = apps[match.app]
        return phrases[match.phraseIndex].template.rendered { segment in
            switch segment {
            case .applicationName:
                return manifest.translate(manifest.app.name, into: match.locale)
            case .parameter(let name):
                guard let binding = match.bindings.first(where: { $0.parameter == name }) else { return nil }
                if case .values(let type, let choices) = binding.value, let choice = choices.first,
                    case .entity(_, let title) = entity(choice.index, type: type, app: match.app, locale: match.locale)
                {
                    return title
                }
                return binding.text
            case .text:
                return nil
            }
        }
    }
}
