import Phrasebook

/// A driver for an instruction-count profiler (the hidden `--profile-turns N`
/// with `--size NAME`): compiles the generated catalog, then runs N
/// ``Conversation/say(_:)`` turns on hits and N on misses with flexible
/// matching off, each group in a function of its own, and the matcher alone
/// on the same utterances, so
/// `valgrind --tool=callgrind --toggle-collect='*ConversationProfile*Turns*'`
/// counts what the turns cost, and `*Matches*` what the matches in them
/// cost; `*typoMatches*` counts the flexible stage, on each hit with the
/// benchmark's one typo, and `*flexibleMisses*` the whole flexible stage on
/// the misses.
///
/// Every turn is said once before, unprofiled, so the profile counts
/// a warm catalog's turns. Prints nothing the profile needs; no timing.
struct ConversationProfile {
    /// The size whose catalog and utterances are used.
    let size: BenchmarkSize
    /// Turns per kind.
    let turns: Int
    /// The size's compiled catalog file (written by `--write-catalog`), loaded
    /// instead of compiling the generated sources; nil to compile them.
    let catalogFile: String?

    /// Runs the turns; returns how many outcomes resolved (so nothing is
    /// optimized away).
    func run() throws(ArchiveError) -> Int {
        let generator = CatalogGenerator()
        let apps = generator.apps(for: size)
        let catalog =
            if let catalogFile { try Catalog(compiledFile: catalogFile) } else {
                Catalog(manifests: Dictionary(uniqueKeysWithValues: apps.map { ($0.path, $0.manifestText) }))
            }
        var matcher = Matcher(catalog: catalog)
        matcher.allowsFlexibleMatching = false
        let sampler = UtteranceSampler(apps: apps, lexicon: generator.lexicon)
        var hitRandom = SplitMix64(seed: CatalogGenerator.seed, stream: "hits \(size.name)")
        var missRandom = SplitMix64(seed: CatalogGenerator.seed, stream: "misses \(size.name)")
        let hits = sampler.hits(turns + 1, random: &hitRandom).map(\.utterance)
        let misses = sampler.misses(turns + 1, random: &missRandom, matcher: matcher)
        // Every turn is said once first, unprofiled, so what is built once
        // (a per-thread search, the dialog templates each intent parses the
        // first time it renders) is built, as in a long-running server.
        var resolved = Self.turns((hits + misses)[...], catalog: catalog, counting: .resolved)
        resolved += Self.hitTurns(hits.dropFirst(), catalog: catalog)
        resolved += Self.missTurns(misses.dropFirst(), catalog: catalog)
        resolved += Self.hitMatches(hits.dropFirst(), matcher: matcher)
        resolved += Self.missMatches(misses.dropFirst(), matcher: matcher)
        let flexible = Matcher(catalog: catalog)
        // The flexible stage keeps what it works out per value set the
        // first time a request reads it: the misses are matched once
        // first, unprofiled, like the turns above.
        for miss in misses.dropFirst() { _ = flexible.candidates(for: miss) }
        let typed = hits.map(SizeRun.withOneTypo)
        resolved += Self.typoMatches(typed.prefix(1), matcher: flexible)
        resolved += Self.typoMatches(typed.dropFirst(), matcher: flexible)
        resolved += Self.flexibleMisses(misses.dropFirst(), matcher: flexible)
        resolved += Self.splitHitTurns(hits.dropFirst(), catalog: catalog)
        return resolved
    }

    /// One `say` turn per hit.
    @inline(never)
    static func hitTurns(_ utterances: ArraySlice<String>, catalog: Catalog) -> Int {
        turns(utterances, catalog: catalog, counting: .resolved)
    }

    /// One `say` turn per miss.
    @inline(never)
    static func missTurns(_ utterances: ArraySlice<String>, catalog: Catalog) -> Int {
        turns(utterances, catalog: catalog, counting: .noMatch)
    }

    /// The matcher alone on the hits.
    @inline(never)
    static func hitMatches(_ utterances: ArraySlice<String>, matcher: Matcher) -> Int {
        utterances.reduce(0) { $0 + matcher.candidates(for: $1).count }
    }

    /// The matcher alone on the misses.
    @inline(never)
    static func missMatches(_ utterances: ArraySlice<String>, matcher: Matcher) -> Int {
        utterances.reduce(0) { $0 + (matcher.candidates(for: $1).isEmpty ? 1 : 0) }
    }

    /// The matcher, flexible matching on, on the hits with one typo each
    /// (the first call, on one utterance, builds the flexible index);
    /// counts those that found something (a body unlike the others', so
    /// the compiler does not merge it with one of them).
    @inline(never)
    static func typoMatches(_ utterances: ArraySlice<String>, matcher: Matcher) -> Int {
        utterances.reduce(0) { $0 + (matcher.candidates(for: $1).isEmpty ? 0 : 1) }
    }

    /// The matcher, flexible matching on, on the misses: the exact stage,
    /// then the whole flexible stage, finding nothing (a body unlike the
    /// others', so the compiler keeps it apart for the profile).
    @inline(never)
    static func flexibleMisses(_ utterances: ArraySlice<String>, matcher: Matcher) -> Int {
        utterances.reduce(0) { $0 + (matcher.candidates(for: $1).first == nil ? 2 : 0) }
    }

    /// Turns of one exact conversation, counting the outcomes of `status`
    /// (the hit and miss callers differ so the compiler keeps them apart
    /// for the profile).
    ///
    /// `say` starts each request afresh, so every turn
    /// is a new request's; the conversation is made once, outside the
    /// turns, as the benchmark makes each timed turn's before timing it.
    @inline(__always)
    private static func turns(_ utterances: ArraySlice<String>, catalog: Catalog, counting status: Outcome.Status)
        -> Int
    {
        var conversation = Conversation(catalog: catalog)
        conversation.allowsFlexibleMatching = false
        return utterances.reduce(0) { count, utterance in
            guard case .outcome(let outcome) = conversation.say(utterance) else { return count }
            return count + (outcome.status == status ? 1 : 0)
        }
    }
}
