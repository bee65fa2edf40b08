import Foundation
import Testing

@testable import Phrasebook

/// `Matcher.completions(for:locale:limit:)` over the sample catalog: every
/// phrase completes from its first word and the start of its second, in
/// every locale, and values come in their declared order.
@Suite struct CompletionsTests {
    let matcher = Matcher(catalog: sampleCatalog)

    @Test func everyPrimaryPhraseCompletesFromItsFirstWordAndTheStartOfItsSecond() throws {
        var missing: [String] = []
        var checked = 0
        for index in sampleCatalog.phrases.indices where !sampleCatalog.phrases[index].isNegative {
            let phrase = sampleCatalog.phrases[index]
            guard let expansion = sampleCatalog.expandedUtterances(ofPhrase: index, limit: 1).first else { continue }
            let words = expansion.text.split(separator: " ")
            guard let first = words.first else { continue }
            let typed = words.count > 1 ? "\(first) \(words[1].prefix(2))" : String(first)
            let completions = matcher.completions(for: typed, locale: phrase.locale, limit: 1000)
            checked += 1
            if !completions.contains(where: { $0.phrase == phrase.template.source }) {
                missing.append("\(phrase.locale): \(typed) → \(expansion.text)")
            }
        }
        #expect(checked > 100)
        #expect(missing.isEmpty, "\(missing.count) not completed:\n\(missing.prefix(20).joined(separator: "\n"))")
    }

    @Test func everyLocaleOfTheSamplesCompletes() {
        for locale in ["en", "vi", "ko", "zh-Hans", "ja"] {
            #expect(sampleCatalog.locales.contains(locale))
        }
    }

    @Test func valuesComeInDeclaredOrderAtMostLimitPerSlot() throws {
        let completions = matcher.completions(for: "Open ", locale: "en", limit: 3)
        let byPhrase = Dictionary(grouping: completions, by: \.phrase)
        #expect(!byPhrase.isEmpty)
        for (_, group) in byPhrase { #expect(group.count <= 3) }
        let books = completions.filter { $0.phrase == "Open ${book} in ${applicationName}" }
        let ids = books.compactMap { $0.values.first?.id }
        let library = try #require(sampleCatalog.apps.first { $0.app.name == "Library" })
        let bookType = try #require(library.types.firstIndex { $0.name == "Book" })
        let declared = (0..<3).map { library.types[bookType].values.idAndTitle(at: $0).id }
        #expect(ids == declared)
    }

    @Test func addedTextIsWhatFollowsTheTypedText() throws {
        let completion = try #require(
            matcher.completions(for: "open d", locale: "en").first { $0.text == "Open Dune in Library" })
        #expect(completion.addedText == "une in Library")
        #expect(!completion.correctsTypo)
    }

    @Test func emptyTextCompletesNothing() {
        #expect(matcher.completions(for: "  ").isEmpty)
        #expect(matcher.completions(for: "open", limit: 0).isEmpty)
    }
}
