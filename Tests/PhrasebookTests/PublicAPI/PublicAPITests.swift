import Foundation
import Phrasebook
import Testing

/// What a library user sees, through a plain (not `@testable`) import:
/// candidates and outcomes in names, in-memory catalogs, and the reports.
@Suite struct PublicAPITests {
    static let phrases = GettingStartedTests.root.appendingPathComponent("Phrases").path
    static let catalog = Catalog(directory: phrases)

    @Test func anAmbiguousValueListsEveryChoiceByIdAndTitle() throws {
        let best = try #require(Matcher(catalog: Self.catalog).candidates(for: "Open The Outsider in Library").first)
        #expect(best.app == "Library")
        #expect(best.locale == "en")
        let book = try #require(best["book"])
        #expect(book.text == "The Outsider")
        #expect(book.isAmbiguous)
        #expect(Set(book.values.compactMap(\.id)) == ["outsiderKing", "outsiderCamus"])
        #expect(
            book.values.allSatisfy { value in
                guard case .entity(_, let title) = value else { return false }
                return title == "The Outsider"
            })
    }

    @Test func aTranslatedPhraseNamesValuesInItsLocale() throws {
        let best = try #require(Matcher(catalog: Self.catalog).candidates(for: "Bắt đầu Thư giãn trong Thiền").first)
        #expect(best.app == "Meditation")
        #expect(best.intent == "StartMeditationIntent")
        #expect(best.locale == "vi")
        #expect(best.phrase.contains("${applicationName}"))
        #expect(best["session"]?.text == "Thư giãn")
        #expect(best["session"]?.values.map(\.id) == ["calming"])
        #expect(best["session"]?.isAmbiguous == false)
        #expect(Matcher(catalog: Self.catalog).candidates(for: "no such phrase at all").isEmpty)
    }

    @Test func needsValueSaysWhatWasMatchedAndWhatWasAsked() {
        var conversation = Conversation(catalog: Self.catalog)
        _ = conversation.say("Start a Meditation session")
        let outcome = conversation.endOfInput()
        #expect(outcome.status == .needsValue)
        #expect(outcome.invocation == nil)
        #expect(outcome.unfinished?.app == "Meditation")
        #expect(outcome.unfinished?.intent == "StartMeditationIntent")
        #expect(outcome.unfinished?.locale == "en")
        #expect(outcome.unfinished?.parameters.isEmpty == true)
        #expect(outcome.awaitedParameter == "session")
        #expect(!outcome.json.serialized().contains("unfinished"))
    }

    @Test func aCancelledRequestKeepsTheValuesSetSoFar() {
        var conversation = Conversation(catalog: Self.catalog)
        guard case .prompt = conversation.say("Order Tomato from Soup Chef") else {
            Issue.record("expected a question")
            return
        }
        guard case .outcome(let outcome) = conversation.answer("cancel") else {
            Issue.record("expected an outcome")
            return
        }
        #expect(outcome.status == .cancelled)
        #expect(outcome.unfinished?.app == "Soup Chef")
        #expect(outcome.unfinished?.parameters.contains { $0.value.id == "tomato" } == true)
    }

    @Test func aResolvedOutcomeHasNoUnfinishedInvocation() {
        var conversation = Conversation(catalog: Self.catalog)
        guard case .outcome(let outcome) = conversation.say("Start Walking in Meditation") else {
            Issue.record("expected an outcome")
            return
        }
        #expect(outcome.status == .resolved)
        #expect(outcome.unfinished == nil)
        #expect(outcome.awaitedParameter == nil)
    }

    @Test func aCatalogCompilesFromManifestsInMemory() throws {
        let manifest = """
            {
              "format": 1,
              "app": { "name": "Radio", "synonyms": [], "locale": "en" },
              "types": { "Station": { "kind": "enum", "title": "Station",
                "cases": [ { "id": "jazz", "title": "Jazz" }, { "id": "news", "title": "News" } ] } },
              "intents": { "PlayIntent": { "title": "Play",
                "parameters": [ { "name": "station", "title": "Station", "type": "Station", "prompt": "Which station?" } ],
                "result": "Playing ${station}." } },
              "shortcuts": [ { "intent": "PlayIntent", "phrases": ["Play ${station} on ${applicationName}"],
                "shortTitle": "Play", "systemImageName": "radio" } ]
            }
            """
        let catalog = Catalog(manifests: ["Radio/app.json": manifest])
        #expect(!catalog.hasErrors, "\(catalog.diagnostics)")
        #expect(catalog.statistics.apps == 1)
        let best = try #require(Matcher(catalog: catalog).candidates(for: "Play Jazz on Radio").first)
        #expect(best.intent == "PlayIntent")
        #expect(best["station"]?.values == [.entity(id: "jazz", title: "Jazz")])

        let broken = Catalog(manifests: ["Broken/app.json": "{ not json"])
        #expect(broken.hasErrors)
        #expect(broken.diagnostics.first?.file == "Broken/app.json")
        #expect(broken.diagnostics.first?.line == 1)
        let json = broken.compileJSON.serialized()
        #expect(json.contains(#""errors":1,"warnings":0,"diagnostics":[{"severity":"error","code":"#), "\(json)")
        #expect(json.contains(#""file":"Broken/app.json","line":1,"column":"#), "\(json)")
        #expect(broken.compileSummary.hasPrefix("0 apps, 0 shortcuts, 0 phrases, 0 values (0 titles and synonyms)\n"))
        #expect(broken.compileSummary.hasSuffix(" ms: 1 error, 0 warnings"))
    }

    @Test func anInMemoryManifestReadsItsEntitiesFileBesideItsPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "phrasebook-\(UUID().uuidString)/Radio")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try #"[ { "id": "jazz", "title": "Jazz FM" } ]"#.write(
            to: folder.appendingPathComponent("stations.json"), atomically: true, encoding: .utf8)
        let manifest = """
            {
              "format": 1,
              "app": { "name": "Radio", "synonyms": [], "locale": "en" },
              "types": { "Station": { "kind": "entity", "title": "Station", "entitiesFile": "stations.json" } },
              "intents": { "PlayIntent": { "title": "Play",
                "parameters": [ { "name": "station", "title": "Station", "type": "Station", "prompt": "Which station?" } ],
                "result": "Playing ${station}." } },
              "shortcuts": [ { "intent": "PlayIntent", "phrases": ["Play ${station} on ${applicationName}"],
                "shortTitle": "Play", "systemImageName": "radio" } ]
            }
            """
        let catalog = Catalog(manifests: [folder.appendingPathComponent("app.json").path: manifest])
        #expect(!catalog.hasErrors, "\(catalog.diagnostics)")
        let best = try #require(Matcher(catalog: catalog).candidates(for: "Play Jazz FM on Radio").first)
        #expect(best["station"]?.values == [.entity(id: "jazz", title: "Jazz FM")])
    }

    @Test func reportsRenderTextWithTheCallersStyle() {
        var exact = Matcher(catalog: Self.catalog)
        exact.allowsFlexibleMatching = false
        let explanation = exact.explain("Start Walkng in Meditation")
        #expect(explanation.candidates.isEmpty)
        #expect(explanation.text().contains("Closest phrases:"))
        let marked = explanation.text { text, style in style == .green ? "<\(text)>" : text }
        #expect(marked.contains("<did you mean \"walking\"?>"))
        let listing = Self.catalog.listing(locale: "en")
        #expect(listing.contains("Meditation (also: Mindfulness, Mindful)  [en]"))
        #expect(Self.catalog.listingJSON(locale: "en").count > 0)
    }
}
