extension Matcher {
    /// Every way `utterance` matches, best first and in names: exact matches
    /// (score 1.0), then looser readings.
    ///
    /// With `locale`, only phrases of that
    /// locale are considered; with `exactOnly`, only exact readings (as when
    /// ``allowsFlexibleMatching`` is off), for this call. Each candidate
    /// says what a ``Conversation`` would do with it
    /// (``Candidate/decision``) and why (``Candidate/cost``,
    /// ``Candidate/liberties``). An utterance that matches a negative phrase of
    /// an app gets no candidate of that app; one longer than
    /// ``maximumTokens`` tokens gets none.
    ///
    /// - Parameters:
    ///   - utterance: What the user typed or said.
    ///   - locale: A locale tag to match in only, or `nil` for every locale.
    ///   - exactOnly: Whether to skip flexible readings (typos, fillers,
    ///     words left out) for this call.
    /// - Returns: The candidates, best first; empty when nothing matches.
    public func candidates(for utterance: String, locale: String? = nil, exactOnly: Bool = false) -> [Candidate] {
        guard !exactOnly || !allowsFlexibleMatching else {
            var exact = self
            exact.allowsFlexibleMatching = false
            return exact.candidates(for: utterance, locale: locale)
        }
        let locale = catalog.canonicalLocale(locale)
        return MatchSearchPool.shared.withSearch { search in
            guard exactSearch(utterance, locale: locale, into: &search) else { return [] }
            if search.accepted.isEmpty && !allowsFlexibleMatching { return [] }
            if let only = search.onlyReading(in: catalog, locale: locale) {
                return [search.namedCandidate(for: only, in: catalog)]
            }
            return Candidate.named(result(of: search, locale: locale).candidates, in: catalog)
        }
    }
}
