import Foundation

/// Fuzz target: an utterance matched against the sample apps in every
/// locale and explained.
func fuzzMatcher(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    let utterance = FuzzInput.text(data, size)
    let matcher = Matcher(catalog: FuzzInput.sampleCatalog)
    for locale in FuzzInput.locales {
        _ = matcher.match(utterance, locale: locale).candidates.count
    }
    _ = matcher.explain(utterance).text()
    _ = TextNormalizer.display(utterance)
}
