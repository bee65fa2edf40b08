import Foundation

/// Resolves an utterance to ranked candidates by walking the catalog's phrase
/// graph with the utterance's token ids; at a slot edge it walks the slot's
/// shared value trie (or reads an open value) and continues after it.
///
/// Every path that consumes the whole utterance is a candidate.
///
/// Two script-aware readings go beyond equal tokens:
/// - **Glued suffixes** (Korean): at a slot whose key carries a
///   ``GluedSuffix``, the value's last token and the suffix are one
///   utterance token (`도서관에서`). Each utterance token ending in Hangul is
///   cut once, before the walk, at every glued form the vocabulary knows
///   (``Vocabulary/gluedSplits(of:into:)``); the walk then reads the prefix
///   id in the value trie and the form against the key. A particle pair's
///   form that is not grammatical for the value scores
///   ``particleFormScore``.
/// - **Accents ignored** (Vietnamese typed without diacritics): only when
///   nothing matched exactly (in the requested locale), a second walk reads
///   each Latin-script token as any token of its accent fold class
///   (`thien` as `thiền`). A path that read a token other than the one typed
///   scores ``accentInsensitiveScore``. Exact matches therefore always come
///   first, and an utterance that matches exactly gets no extra candidates.
/// - **Particles left out** (Japanese): the compiler adds each phrase's
///   readings without the particles its language lets speakers drop after a
///   slot (`${session}を始めて` said as `歩く瞑想始めて`); such a path scores
///   ``droppedParticleScore``.
public struct Matcher: Sendable {
    /// Utterances with more tokens than this are not matched (no phrase is
    /// that long); the result says so instead of doing unbounded work.
    public static let maximumTokens = 512
    /// The most search states one match explores (open slots can branch).
    static let maximumStates = 200_000
    /// The score factor of a Korean particle in the form a value's final
    /// sound does not take (`이방인를` for `이방인을`).
    public static let particleFormScore = 0.95
    /// The score factor of a match that read a token without its accents
    /// (`thien` for `thiền`).
    public static let accentInsensitiveScore = 0.9
    /// The score factor of a match that left out a particle the phrase
    /// writes after a slot, as the phrase's language allows (Japanese
    /// `歩く瞑想始めて` for `歩く瞑想を始めて`).
    public static let droppedParticleScore = 0.96

    /// The catalog matched against.
    public let catalog: Catalog
    /// The clock an open `Date` slot reads relative dates ("tomorrow")
    /// against, as a conversation's prompts do (``Conversation`` sets its own).
    public var now: @Sendable () -> Date
    /// The time zone an open `Date` slot reads dates in (UTC unless set;
    /// ``Conversation`` sets its own).
    public var timeZone: TimeZone

    /// UTC, made once.
    private static let utc = TimeZone(identifier: "UTC") ?? .current
    /// Whether an utterance that matches nothing exactly is read flexibly
    /// (typos, fillers, other endings).
    ///
    /// `false`
    /// matches exact phrases only, as `--exact` does.
    public var allowsFlexibleMatching: Bool
    /// Whether the flexible stage also reads an app's name said in another
    /// place than the phrase says it (``readingMovedAppNames(_:exact:tokens:index:locale:)``);
    /// off for the readings it makes itself.
    var readsMovedAppNames: Bool
    /// Whether the flexible stage also reads the evidence an utterance
    /// gives for a phrase in any order (``readingEvidence(_:exact:tokens:index:locale:)``);
    /// off for the readings it makes itself.
    var readsEvidence: Bool
    /// Whether the flexible stage also reads a request again with its
    /// mistyped words corrected (``readingTypoWords(_:exact:tokens:locale:)``);
    /// off for the readings it makes itself.
    var readsTypoWords: Bool
    /// Whether the flexible stage also reads a request said with chatter
    /// clauses around it (``readingChatterClauses(_:exact:tokens:index:locale:)``);
    /// off for the clauses it reads alone.
    var readsChatterClauses: Bool
    /// Whether the flexible stage also reads a value's maker said next to
    /// the value (``readingValueOwners(_:exact:tokens:locale:)``); off for
    /// the readings it makes itself.
    var readsValueOwners: Bool
    /// The most a flexible reading may cost (``FlexibleCost/budget``; less
    /// for the readings of an app's name said elsewhere, which cost more
    /// afterwards and are kept only up to the ask threshold).
    var flexibleBudget: Float

    /// A matcher over `catalog`.
    ///
    /// - Parameter catalog: The compiled phrases to match against.
    public init(catalog: Catalog) {
        self.init(catalog: catalog, timeZone: Self.utc, now: { Date() })
    }

    /// A matcher over `catalog` reading dates in `timeZone` against the
    /// clock `now`, as a conversation's turns match.
    ///
    /// Each field is set once: a field with a default that the initializer
    /// overwrites would make a conversation's initializer build the whole
    /// conversation twice.
    init(catalog: Catalog, timeZone: TimeZone, now: @escaping @Sendable () -> Date) {
        self.catalog = catalog
        self.now = now
        self.timeZone = timeZone
        self.allowsFlexibleMatching = true
        self.readsMovedAppNames = true
        self.readsEvidence = true
        self.readsTypoWords = true
        self.readsChatterClauses = true
        self.readsValueOwners = true
        self.flexibleBudget = FlexibleCost.budget
    }

    /// Everything `utterance` matches, best first: exact matches (score 1.0),
    /// then looser readings.
    ///
    /// With `locale`, only phrases of that locale are
    /// considered.
    func match(_ utterance: String, locale: String? = nil) -> MatchResult {
        let locale = catalog.canonicalLocale(locale)
        return MatchSearchPool.shared.withSearch { search in
            guard exactSearch(utterance, locale: locale, into: &search) else {
                return MatchResult(utterance: utterance, tokens: nil, candidates: [], blockedApps: [], isTooLong: true)
            }
            return result(of: search, locale: locale)
        }
    }

    /// Reads `utterance` into `search` and runs the exact stage's walk of
    /// it in `locale` (canonical, or `nil` for every locale): a second time
    /// ignoring accents when nothing of the locale matched and some token
    /// has an accent-fold twin.
    ///
    /// `false` (and nothing walked) when the
    /// utterance has more than ``maximumTokens`` tokens.
    func exactSearch(_ utterance: String, locale: String?, into search: inout MatchSearch) -> Bool {
        guard search.read(utterance, catalog) else { return false }
        // Closures below capture `phrases`, not `catalog`: capturing the
        // catalog would copy it (and retain each of its arrays) per match.
        let phrases = catalog.phrases
        // An open Date slot reads the date forms a prompt reads: the locale's
        // words when matching one locale, each catalog locale's otherwise.
        // A catalog without one reads no dates (nor sets up to).
        if catalog.hasOpenDateSlots {
            search.dateClock = (now, timeZone, locale ?? Language.fallback.tag)
            search.dateLocales = locale == nil ? catalog.locales : []
        }
        // A walk that cannot accept (a word the vocabulary lacks, and no
        // slot that takes it) is skipped; the accent-ignoring walk below
        // still reads that word as its fold class's members.
        if search.mayAccept(catalog) { search.run(catalog) }
        let matchedExactly = search.accepted.contains { locale == nil || phrases[$0.phrase].locale == locale }
        if !matchedExactly && search.prepareAccentFolding(catalog) {
            search.run(catalog)
        }
        return true
    }

    /// The candidates of an exact-stage walk, ranked, or the flexible
    /// stage's when it found none (and flexible matching is allowed).
    func result(of search: MatchSearch, locale: String?) -> MatchResult {
        if search.accepted.isEmpty {
            // Nothing matched exactly: nothing to rank or block.
            guard allowsFlexibleMatching else {
                return MatchResult(
                    utterance: search.utterance, tokens: search.tokens.isEmpty ? nil : search.tokens, candidates: [],
                    blockedApps: [],
                    isTooLong: false)
            }
            return flexibleMatch(after: search, locale: locale)
        }
        let phrases = catalog.phrases

        var blocked = Set<Int>()
        var candidates: [PhraseMatch] = []
        for accepted in search.accepted {
            // Read in place: a copy of the phrase would retain its fields.
            if let locale, phrases[accepted.phrase].locale != locale { continue }
            if phrases[accepted.phrase].isNegative {
                blocked.insert(phrases[accepted.phrase].app)
                continue
            }
            candidates.append(search.candidate(for: accepted, in: catalog))
        }
        candidates.removeAll { blocked.contains($0.app) }
        if candidates.isEmpty && blocked.isEmpty && allowsFlexibleMatching {
            return flexibleMatch(after: search, locale: locale)
        }
        candidates.sort { lhs, rhs in
            if lhs.score != rhs.score { return lhs.score > rhs.score }
            let leftWords = phrases[lhs.phraseIndex].literalTokenCount
            let rightWords = phrases[rhs.phraseIndex].literalTokenCount
            if leftWords != rightWords { return leftWords > rightWords }
            return (lhs.app, lhs.shortcut, phrases[lhs.phraseIndex].phraseIndex, lhs.phraseIndex)
                < (rhs.app, rhs.shortcut, phrases[rhs.phraseIndex].phraseIndex, rhs.phraseIndex)
        }
        if candidates.count > 1 { preferReadingsThatBindRequiredValues(&candidates) }
        if search.isFolding {
            // Two accent-free readings of one token (`pho` as `pho` and `phở`)
            // may name the same value: keep the best of each reading.
            var seen = Set<ReadingKey>()
            candidates.removeAll { !seen.insert(ReadingKey($0)).inserted }
        }
        return MatchResult(
            utterance: search.utterance, tokens: search.tokens.isEmpty ? nil : search.tokens, candidates: candidates,
            blockedApps: blocked.sorted(), isTooLong: false)
    }

    /// Within one shortcut (same app, shortcut, locale and score), a reading
    /// that binds more of the intent's required values goes first, ahead of
    /// one that only has more literal words: `${isFavorite} song in …` binds
    /// what "Favorite song in …" would ask for.
    ///
    /// The group keeps its places
    /// in the ranking; other shortcuts' order is untouched.
    private func preferReadingsThatBindRequiredValues(_ candidates: inout [PhraseMatch]) {
        struct ShortcutReading: Hashable {
            var app: Int
            var shortcut: Int
            var locale: String
            var score: Double
        }
        func requiredBound(_ candidate: PhraseMatch) -> Int {
            guard let intent = catalog.apps[candidate.app].intent(named: candidate.intent) else { return 0 }
            return candidate.bindings.filter { intent.parameter(named: $0.parameter)?.optional == false }.count
        }
        // Most results have no two readings of one shortcut: say so without hashing.
        if candidates.count <= 32 {
            var shared = false
            search: for first in candidates.indices {
                for second in candidates.indices where second > first {
                    let lhs = candidates[first]
                    let rhs = candidates[second]
                    if lhs.app == rhs.app && lhs.shortcut == rhs.shortcut && lhs.score == rhs.score
                        && lhs.locale == rhs.locale
                    {
                        shared = true
                        break search
                    }
                }
            }
            guard shared else { return }
        }
        var groups: [ShortcutReading: [Int]] = [:]
        for (position, candidate) in candidates.enumerated() {
            groups[
                ShortcutReading(
                    app: candidate.app, shortcut: candidate.shortcut, locale: candidate.locale, score: candidate.score),
                default: []
            ]
            .append(position)
        }
        for positions in groups.values where positions.count > 1 {
            let members = positions.map { (candidate: candidates[$0], bound: requiredBound(candidates[$0])) }
            let reordered = members.indices.sorted { lhs, rhs in
                members[lhs].bound != members[rhs].bound ? members[lhs].bound > members[rhs].bound : lhs < rhs
            }
            for (position, member) in zip(positions, reordered) { candidates[position] = members[member].candidate }
        }
    }
}

/// What a candidate means, whichever title or synonym its values were said
/// by: the phrase and each binding's values and token range.
struct ReadingKey: Hashable {
    var phrase: Int
    var bindings: [Binding]

    init(_ candidate: PhraseMatch) {
        phrase = candidate.phraseIndex
        bindings = candidate.bindings.map { binding in
            var binding = binding
            if case .values(let type, let choices) = binding.value {
                let anyWay = ValueVariant(value: 0, synonym: 0)
                binding.value = .values(
                    type: type, choices: choices.map { ValueChoice(index: $0.index, variant: anyWay) })
            }
            return binding
        }
    }
}
