import Foundation
import Testing
@testable import Phrasebook

/// The flexible stage: its liberties and costs, the decisions, negative
/// phrases, the per-app switch, and the noisy-utterance evaluation's floors.
@Suite struct FlexibleMatchingTests {
    let matcher = Matcher(catalog: sampleCatalog)

    static func radio(flexible: String) -> String {
        """
        {
          "format": 1,
          "app": { "name": "Radio", "synonyms": [], "locale": "en" },
          "types": { "Station": { "kind": "enum", "title": "Station",
            "cases": [ { "id": "jazz", "title": "Jazz" }, { "id": "classical", "title": "Classical" } ] } },
          "intents": { "PlayIntent": { "title": "Play",
            "parameters": [ { "name": "station", "title": "Station", "type": "Station", "prompt": "Which station?" } ],
            "result": "Playing ${station}." } },
          "shortcuts": [ { "intent": "PlayIntent", "phrases": ["Play ${station} on ${applicationName}"],
            "shortTitle": "Play", "systemImageName": "radio" } ]\(flexible)
        }
        """
    }

    @Test func aTypoIsReadWithinTheWordsBudgetAndCosted() throws {
        let best = try #require(matcher.match("Start Walkng in Meditation").candidates.first)
        #expect(best.intent == "StartMeditationIntent")
        #expect(best.cost == 0.5)
        #expect(best.liberties?.map(\.kind) == [.typo])
        #expect(!best.needsConfirming)
        // Words under three letters take no typos.
        #expect(matcher.match("Start Walking im Meditation").candidates.isEmpty)
    }

    @Test func distantReadingsNeedConfirmingAndFarOnesAreOnlyOffered() throws {
        let distant = try #require(matcher.match("Strat Walkng in Meditaton").candidates.first)
        #expect(distant.needsConfirming)
        let far = matcher.match("Strat Walkng Meditaton soup")
        #expect(far.candidates.isEmpty)
        #expect(far.closest.first?.intent == "StartMeditationIntent")
    }

    @Test func aNegativePhraseAsCloseAsAnyPositiveBlocksItsApp() {
        let result = matcher.match("please stop meditaton")
        #expect(!result.candidates.contains { sampleCatalog.apps[$0.app].app.name == "Meditation" })
        #expect(result.blockedApps.contains { sampleCatalog.apps[$0].app.name == "Meditation" })
    }

    @Test func theExactStageComesFirstAndFlexibleMatchingCanBeTurnedOff() {
        #expect(matcher.match("Start Walking in Meditation").candidates.first?.cost == nil)
        #expect(Matcher.exactOnly(sampleCatalog).match("Start Walkng in Meditation").candidates.isEmpty)
    }

    @Test func anAppCanTurnFlexibleMatchingOffInItsManifest() throws {
        let flexible = Catalog(manifests: ["Radio/app.json": Self.radio(flexible: "")])
        #expect(!flexible.hasErrors, "\(flexible.diagnostics)")
        #expect(Matcher(catalog: flexible).match("Play Clasical on Radio").candidates.count == 1)
        let exact = Catalog(manifests: ["Radio/app.json": Self.radio(flexible: #", "flexibleMatching": false"#)])
        #expect(!exact.hasErrors, "\(exact.diagnostics)")
        #expect(Matcher(catalog: exact).match("Play Clasical on Radio").candidates.isEmpty)
        #expect(Matcher(catalog: exact).match("Play Classical on Radio").candidates.count == 1)
        let wrong = Catalog(manifests: ["Radio/app.json": Self.radio(flexible: #", "flexibleMatching": "no""#)])
        #expect(wrong.diagnostics.contains { $0.severity == .error && $0.message.contains("true or false") })
    }

    @Test func typoDistanceCountsSwapsAndKeyboardNeighboursAsLess() {
        var distance = TypoDistance()
        func units(_ a: String, _ b: String) -> Int32? {
            distance.units(ArraySlice(a.unicodeScalars.map(\.value)), ArraySlice(b.unicodeScalars.map(\.value)), limit: 40)
        }
        #expect(units("strat", "start") == 8)
        #expect(units("walkng", "walking") == 10)
        #expect(units("walkibg", "walking") == 7)
        #expect(units("walking", "walking") == 0)
        #expect(units("xyzzy", "walking") == nil)
    }

    /// Floors at what the evaluation measured (percent resolved to the
    /// expected invocation), per kind and locale with at least 20 variants.
    static let floors: [String: Double] = [
        "typo1 en": 98.2,
        "typo1 vi": 93.3,
        "typo2 en": 95.7,
        "typo2 vi": 85.7,
        "filler en": 98.3,
        "smallWordDropped en": 90.5,
        "smallWordDropped ko": 52.8,
        "smallWordDropped vi": 89.3,
        "smallWordAdded en": 86.3,
        "smallWordAdded ko": 84.0,
        "smallWordAdded vi": 67.5,
        "smallWordAdded zh-Hans": 95.2,
        "wordClass en": 98.3,
        "wordClass ko": 99.0,
        "wordClass vi": 99.1,
        "particle ko": 93.6,
        "casePunctuation en": 99.1,
        "accents vi": 95.7,
        "traditional zh-Hans": 98.6,
    ]

    @Test func theNoisyEvaluationStaysAtItsFloors() {
        let corpus = CorpusParser.load(directory: SampleCorpusTests.corpusDirectory)
        let evaluation = NoisyEvaluation(catalog: sampleCatalog, cases: corpus.cases)
        for row in evaluation.rows {
            if row.kind == .outOfScope {
                #expect(row.resolved == 0, "\(row.locale): out-of-scope probes resolved")
                continue
            }
            guard row.total >= 20 else { continue }
            let floor = Self.floors["\(row.kind.rawValue) \(row.locale)"] ?? 100
            #expect((row.accuracy * 10).rounded() / 10 >= floor, "\(row.kind.rawValue) \(row.locale): \(row.accuracy)% < \(floor)%")
        }
    }
}
