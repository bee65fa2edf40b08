extension Matcher {
    /// Every way `utterance` matches, best first and in names: exact matches
    /// (score 1.0), then looser readings.
    ///
    /// With `locale`, only phrases of that
    /// locale are considered. An utterance that matches a negative phrase of
    /// an app gets no candidate of that app; one longer than
    /// ``maximumTokens`` tokens gets none.
    ///
    /// - Parameters:
    ///   - utterance: What the user typed or said.
    ///   - locale: A locale tag to match in only, or `nil` for every locale.
    /// - Returns: The candidates, best first; empty when nothing matches.
    public func candidates(for utterance: String, locale: String? = nil) -> [Candidate] {
        let locale = catalog.canonicalLocale(locale)
        return MatchSearchPool.shared.withSearch { search in
            guard exactSearch(utterance, locale: locale, into: &search) else { return [] }
            if search.accepted.isEmpty && !allowsFlexibleMatching { return [] }
            if let only = search.onlyReading(in: catalog, locale: locale) {
                return [search.namedCandidate(for: only, in: catalog)]
            }
            let matches = result(of: search, locale: locale).candidates
            var candidates: [Candidate] = []
            candidates.reserveCapacity(matches.count)
            for match in matches { candidates.append(Candidate(match, in: catalog)) }
            return candidates
        }
    }
}
