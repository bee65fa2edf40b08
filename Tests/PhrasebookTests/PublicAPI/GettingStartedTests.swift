import Foundation
import Phrasebook
import Testing

/// The getting-started article's first example, run as written against the
/// repository's `Phrases/` folder.
///
/// The test also reads the article and checks
/// that its first code block (without `import` lines) is the code between
/// the markers below, and that README.md's "Embed it" section shows the same
/// block, so the three cannot drift apart.
@Suite struct GettingStartedTests {
    /// The repository's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theExampleRunsAsWritten() throws {
        let phrasesFolder = Self.root.appendingPathComponent("Phrases")
        // BEGIN getting-started
        // Compiles the folder, or throws a CatalogLoadError with every diagnostic:
        // path:line:column: error: message [PBnnn] (at json.path)
        let catalog = try Catalog(contentsOf: phrasesFolder)

        let matcher = Matcher(catalog: catalog)
        let best = matcher.candidates(for: "Start Walking in Meditation").first
        // best?.app == "Meditation", best?.intent == "StartMeditationIntent",
        // best?["session"]?.values == [.entity(id: "walking", title: "Walking")]

        var conversation = Conversation(catalog: catalog)
        let question = conversation.say("Start a Meditation session")
        // .prompt: "Which session would you like to start?" with numbered options

        let saved = try JSONEncoder().encode(conversation.state)  // keep it between requests
        let state = try JSONDecoder().decode(ConversationState.self, from: saved)
        var resumed = Conversation(catalog: catalog, state: state)
        let outcome = resumed.answer("Walking")
        // .outcome: resolved, StartMeditationIntent with session = walking
        // END getting-started

        #expect(!catalog.hasErrors)
        #expect(best?.app == "Meditation")
        #expect(best?.intent == "StartMeditationIntent")
        #expect(best?.phrase == "Start ${session} in ${applicationName}")
        #expect(best?.score == 1.0)
        #expect(best?["session"]?.values == [.entity(id: "walking", title: "Walking")])
        guard case .prompt(let prompt) = question else {
            Issue.record("expected a prompt, got \(question)")
            return
        }
        #expect(prompt.text == "Which session would you like to start?")
        #expect(prompt.parameter == "session")
        #expect(prompt.options.contains { $0.id == "walking" && $0.title == "Walking" })
        guard case .outcome(let result) = outcome else {
            Issue.record("expected an outcome, got \(outcome)")
            return
        }
        #expect(result.status == .resolved)
        #expect(result.invocation?.app == "Meditation")
        #expect(result.invocation?.intent == "StartMeditationIntent")
        #expect(result.invocation?["session"]?.id == "walking")
        #expect(result.dialog == "Starting Walking.")
    }

    @Test func theArticleShowsTheSameCode() throws {
        let article = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/Phrasebook/Phrasebook.docc/GettingStarted.md"),
            encoding: .utf8)
        let test = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let block = try #require(Self.firstSwiftBlock(in: article))
        let shown = block.filter { !$0.hasPrefix("import ") }.drop { $0.isEmpty }
        let tested = try #require(Self.markedRegion(in: test))
        #expect(Array(shown) == tested)
    }

    @Test func theReadmeShowsTheSameCodeAsTheArticle() throws {
        let article = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/Phrasebook/Phrasebook.docc/GettingStarted.md"),
            encoding: .utf8)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let library = try #require(readme.range(of: "\n## Embed it\n"))
        let readmeBlock = try #require(Self.firstSwiftBlock(in: String(readme[library.upperBound...])))
        #expect(readmeBlock == Self.firstSwiftBlock(in: article))
    }

    /// The lines of the first ```` ```swift ```` block.
    static func firstSwiftBlock(in text: String) -> [String]? {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "```swift"),
            let end = lines[(start + 1)...].firstIndex(of: "```")
        else { return nil }
        return Array(lines[(start + 1)..<end])
    }

    /// The lines between the markers, without the test's indentation.
    static func markedRegion(in text: String) -> [String]? {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasSuffix("// BEGIN getting-started") }),
            let end = lines.firstIndex(where: { $0.hasSuffix("// END getting-started") }), start < end
        else { return nil }
        let indent = String(repeating: " ", count: 8)
        return lines[(start + 1)..<end].map { $0.hasPrefix(indent) ? String($0.dropFirst(indent.count)) : $0 }
    }
}
