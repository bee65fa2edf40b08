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

    @Test func textLongerThanTheBoundCompletesNothing() {
        let typed = "open d"
        let padding = Matcher.maximumCompletionTextLength - typed.utf8.count
        let atBound = String(repeating: " ", count: padding) + typed
        #expect(matcher.completions(for: atBound, locale: "en").contains { $0.text == "Open Dune in Library" })
        #expect(matcher.completions(for: " " + atBound, locale: "en").isEmpty)
        // A long Han text is measured in bytes, three a character.
        let han = String(repeating: "图", count: Matcher.maximumCompletionTextLength / 3 + 1)
        #expect(matcher.completions(for: han).isEmpty)
    }

    @Test func everyLocaleOfTheSamplesCompletes() {
        for locale in ["en", "vi", "ko", "zh-Hans", "ja"] {
            #expect(sampleCatalog.locales.contains(locale))
        }
    }

    @Test func valuesComeInDeclaredOrder() throws {
        let completions = matcher.completions(for: "Open ", locale: "en", limit: 50)
        let books = completions.filter { $0.phrase == "Open ${book} in ${applicationName}" }
        let ids = books.prefix(3).compactMap { $0.values.first?.id }
        let library = try #require(sampleCatalog.apps.first { $0.app.name == "Library" })
        let bookType = try #require(library.types.firstIndex { $0.name == "Book" })
        let declared = (0..<3).map { library.types[bookType].values.idAndTitle(at: $0).id }
        #expect(ids == declared)
    }

    @Test func limitBoundsTheCompletionsAndEachPhraseTakesItsTurn() throws {
        let all = matcher.completions(for: "Open ", locale: "en", limit: 50)
        let phrases = all.map(\.phrase).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        #expect(phrases.count > 3)
        let three = matcher.completions(for: "Open ", locale: "en", limit: 3)
        #expect(three.count == 3)
        // Each phrase's first completion before any phrase's second.
        #expect(three.map(\.phrase) == Array(phrases.prefix(3)))
        let firstRound = all.prefix(phrases.count)
        #expect(Set(firstRound.map(\.phrase)).count == phrases.count)
    }

    @Test func koreanParticleFollowsTheValuesFinalSound() throws {
        let texts = matcher.completions(for: "도서관에서 이방", locale: "ko", limit: 50).map(\.text)
        #expect(texts.contains("도서관에서 이방인을 읽을래"))
        #expect(!texts.contains("도서관에서 이방인를 읽을래"))
        let vowel = matcher.completions(for: "도서관에서 아웃", locale: "ko", limit: 50).map(\.text)
        #expect(vowel.contains { $0.hasSuffix("아웃사이더를 읽을래") })
    }

    @Test func aTypoInAValueOfALargeSetCompletes() throws {
        let completion = try #require(
            matcher.completions(for: "open dunr", locale: "en").first { $0.text == "Open Dune in Library" })
        #expect(completion.correctsTypo)
    }

    @Test func addedTextIsWhatFollowsTheTypedText() throws {
        let completion = try #require(
            matcher.completions(for: "open d", locale: "en").first { $0.text == "Open Dune in Library" })
        #expect(completion.addedText == "une in Library")
        #expect(!completion.correctsTypo)
    }

    @Test func aShorterFormDoesNotHideTheValueTheTypedTextGoesOnFrom() throws {
        // `Walk` (a synonym) is read whole before `Walking`; at a limit of
        // one value per slot it must not take the slot's only place.
        let manifest = ManifestFixture()
        let catalog = Catalog(manifests: [manifest.path: manifest.text])
        #expect(!catalog.hasErrors, "\(catalog.diagnostics)")
        let texts = Matcher(catalog: catalog).completions(for: "start walking in", limit: 1).map(\.text)
        #expect(texts == ["Start Walking in Meditation"])
    }

    @Test func aPhraseWhoseWordsAreTypedCloselyComesAfterThoseTypedExactly() throws {
        // `start w` spells `Start ${session}` exactly and `Start a` with
        // one key changed: the close phrase fills what the exact one leaves.
        let manifest = ManifestFixture()
        let matcher = Matcher(catalog: Catalog(manifests: [manifest.path: manifest.text]))
        let completions = matcher.completions(for: "start w", limit: 10)
        #expect(completions.map(\.text) == ["Start Walk in Meditation", "Start a Meditation session"])
        #expect(completions.map(\.correctsTypo) == [false, true])
        #expect(matcher.completions(for: "start w", limit: 1).map(\.text) == ["Start Walk in Meditation"])
    }

    @Test func theLetterMasksRuleOutOnlyPiecesNoCloseSpellingStarts() {
        // Every typed start against every piece: the masks may let a
        // piece through that the edit distance rules out, never the reverse.
        let pieces = ["start", "starta", "share the", "pause", "plan a trip", "review", "open", "o", "tsart"]
        let typed = ["strat", "startw", "shaer", "paus", "plnaa", "reveiw", "sttart", "opne", "xyzzy", "start a"]
        var ruledOut = 0
        for piece in pieces.map(CompletionFolding.foldedBytes) {
            guard let masks = CompletionTypo.startMasks(of: piece) else {
                Issue.record("an ASCII piece has masks")
                continue
            }
            for text in typed.map(CompletionFolding.foldedBytes) {
                for length in 1...text.count {
                    let start = text.prefix(length)
                    let close = CompletionTypo.startsClose(start, to: piece)
                    let may = CompletionTypo.mayStartClose(start, startMasks: masks[...])
                    #expect(may || !close, "\(Array(start)) against \(piece)")
                    if !may { ruledOut += 1 }
                }
            }
        }
        #expect(ruledOut > 0)
        #expect(CompletionTypo.startMasks(of: CompletionFolding.foldedBytes("도서관")) == nil)
    }

    @Test func aSetsKeptLeadingFormsAreWhatASearchOfTheWholeSetFinds() {
        let index = CompletionIndex.of(sampleCatalog)
        var checked = 0
        for set in sampleCatalog.valueSets.indices {
            let forms = index.forms(of: set, in: sampleCatalog)
            let variants = sampleCatalog.valueSets[set].variants
            for limit in [1, 3, 10, CompletionIndex.leadingCount, CompletionIndex.leadingCount + 1, 40] {
                let searched = forms.best(in: 0..<forms.count, limit: limit) { variants.values[Int($0)] }
                #expect(index.leadingForms(of: set, limit: limit, in: sampleCatalog) == searched, "set \(set)")
                if searched.count > CompletionIndex.leadingCount { checked += 1 }
            }
        }
        // Some set has more values than are kept, so the search past them is read too.
        #expect(checked > 0)
    }

    @Test func emptyTextCompletesNothing() {
        #expect(matcher.completions(for: "  ").isEmpty)
        #expect(matcher.completions(for: "open", limit: 0).isEmpty)
    }
}
