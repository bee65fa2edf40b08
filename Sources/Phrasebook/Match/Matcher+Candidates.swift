extension Matcher {
    /// Every way `utterance` matches, best first and in names: exact matches
    /// (score 1.0), then looser readings. With `locale`, only phrases of that
    /// locale are considered. An utterance that matches a negative phrase of
    /// an app gets no candidate of that app; one longer than
    /// ``maximumTokens`` tokens gets none.
    ///
    /// The search itself works on indices and allocates nothing per step;
    /// each returned candidate is named once, here. The common result, one
    /// exact reading, is named straight from the search (see
    /// ``MatchSearch/onlyReading(in:locale:)``).
    public func candidates(for utterance: String, locale: String? = nil) -> [Candidate] {
        let locale = catalog.canonicalLocale(locale)
        var search = MatchSearchPool.shared.take()
        guard exactSearch(utterance, locale: locale, into: &search) else {
            MatchSearchPool.shared.give(consume search)
            return []
        }
        if search.accepted.isEmpty && !allowsFlexibleMatching {
            MatchSearchPool.shared.give(consume search)
            return []
        }
        if let only = search.onlyReading(in: catalog, locale: locale) {
            let named = search.namedCandidate(for: only, in: catalog)
            MatchSearchPool.shared.give(consume search)
            return [named]
        }
        // A plain loop: a closure here would copy the catalog (a retain per field) per match.
        let matches = result(of: search, locale: locale).candidates
        MatchSearchPool.shared.give(consume search)
        var candidates: [Candidate] = []
        candidates.reserveCapacity(matches.count)
        for match in matches { candidates.append(Candidate(match, in: catalog)) }
        return candidates
    }
}
