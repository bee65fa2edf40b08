import Foundation
import Testing

@testable import Phrasebook

/// Locale tags compare without regard to case (and with `_` as `-`)
/// wherever the library takes one; the catalog names the locales it has.
@Suite struct CatalogLocaleTests {
    @Test func theCatalogListsItsLocales() {
        #expect(sampleCatalog.locales == ["en", "ja", "ko", "vi", "zh-Hans"])
    }

    /// Each locale once, sorted, however the phrases' locales are ordered.
    @Test func localesAreEachPhraseLocaleOnceSorted() {
        let phrases = sampleCatalog.phrases
        let expected = Set(phrases.map(\.locale)).sorted()
        #expect(Catalog.locales(of: phrases) == expected)
        #expect(Catalog.locales(of: Array(phrases.reversed())) == expected)
        let interleaved = phrases.enumerated().sorted { ($0.offset % 7, $0.offset) < ($1.offset % 7, $1.offset) }.map(
            \.element)
        #expect(Catalog.locales(of: interleaved) == expected)
        #expect(Catalog.locales(of: []) == [])
    }

    /// In the order met: each locale where a phrase first has it.
    @Test func localesInOrderMetFollowThePhrases() {
        let phrases = sampleCatalog.phrases
        var expected: [String] = []
        for phrase in phrases where !expected.contains(phrase.locale) { expected.append(phrase.locale) }
        #expect(Catalog.localesInOrderMet(of: phrases) == expected)
        #expect(Catalog.localesInOrderMet(of: Array(phrases.reversed())) == expected.reversed())
    }

    @Test(arguments: [("EN", "en"), ("zh-hans", "zh-Hans"), ("ZH_HANS", "zh-Hans"), ("Vi", "vi")])
    func aTagMatchesIgnoringCase(tag: String, locale: String) {
        #expect(sampleCatalog.locale(matching: tag) == locale)
    }

    @Test(arguments: ["xx", "zh", "en-US", ""])
    func aTagTheCatalogLacksMatchesNothing(tag: String) {
        #expect(sampleCatalog.locale(matching: tag) == nil)
    }

    @Test func libraryLocaleArgumentsIgnoreCase() throws {
        let matcher = Matcher(catalog: sampleCatalog)
        #expect(matcher.match("在Soup Chef点番茄汤", locale: "zh-hans").candidates.first?.locale == "zh-Hans")
        #expect(
            matcher.match("Start Walking in Meditation", locale: "EN").candidates.first?.intent
                == "StartMeditationIntent")
        #expect(sampleCatalog.listing(locale: "ZH-HANS") == sampleCatalog.listing(locale: "zh-Hans"))
        #expect(!sampleCatalog.listing(locale: "ZH-HANS").isEmpty)
        var conversation = dialogConversation()
        conversation.locale = "EN"
        let outcome = try requireOutcome(conversation.say("Start Walking in Meditation"))
        #expect(outcome.status == .resolved)
    }

    @Test func coverageOfALocaleIgnoresCase() {
        let lower = CoverageReport(
            catalog: sampleCatalog,
            corpusDirectory: (samplePhrasesDirectory as NSString).deletingLastPathComponent + "/Corpus",
            locale: "zh-hans")
        let exact = CoverageReport(
            catalog: sampleCatalog,
            corpusDirectory: (samplePhrasesDirectory as NSString).deletingLastPathComponent + "/Corpus",
            locale: "zh-Hans")
        #expect(lower.phrases.count == exact.phrases.count)
        #expect(lower.phrases.count > 0)
        #expect(lower.failed == 0)
    }
}
