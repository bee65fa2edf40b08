import Foundation
import Phrasebook
import Testing

/// README.md's library call of "Complete as people type", run as written
/// against the repository's `Phrases/` folder: the README must show the
/// lines between the markers below, and what their comments say must hold.
@Suite struct CompletionReadmeTests {
    @Test func theReadmeExampleRunsAsWritten() throws {
        let catalog = try Catalog(contentsOf: GettingStartedTests.root.appendingPathComponent("Phrases"))
        // BEGIN readme-completions
        let completions = Matcher(catalog: catalog).completions(for: "open d", locale: "en", limit: 3)
        // completions.map(\.text) == ["Open Dune in Library", "Open Dog walk in Tasks", "Open Dentist in Tasks"]
        // completions[0].addedText == "une in Library", completions[0].values[0].id == "dune"
        // END readme-completions
        #expect(completions.map(\.text) == ["Open Dune in Library", "Open Dog walk in Tasks", "Open Dentist in Tasks"])
        #expect(completions[0].addedText == "une in Library")
        #expect(completions[0].values.first?.id == "dune")

        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        let begin = try #require(lines.firstIndex { $0.contains("// BEGIN readme-completions") })
        let end = try #require(lines.firstIndex { $0.contains("// END readme-completions") })
        let block = lines[(begin + 1)..<end].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
        let readme = try String(
            contentsOf: GettingStartedTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("```swift\n" + block + "\n```"))
    }
}
