@testable import Phrasebook

extension FlexibleSearch {
    /// The flexible walk of `utterance` over the sample apps, run, wanting
    /// the locales whose bits are set in `wantedLocales` (all by default):
    /// what tests of the walk's own state read.
    static func sampleWalk(_ utterance: String, wantedLocales: UInt64 = .max) -> FlexibleSearch {
        let catalog = sampleCatalog
        let tokens = TextNormalizer.tokenize(utterance, limit: Matcher.maximumTokens)
        let ids = tokens.map { catalog.vocabulary.id(of: $0.text) }
        var search = FlexibleSearch(catalog, tokens: tokens, ids: ids, utterance: utterance)
        search.wantedLocales = wantedLocales
        search.run(catalog)
        return search
    }
}
