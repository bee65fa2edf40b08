import Testing

@testable import Phrasebook

/// Corpus files from other editors and with mistakes: CRLF line ends read as
/// LF ones; two `=` lines in one case are an error at the second.
@Suite struct CorpusHostileTests {
    @Test func aCorpusWithCRLFLineEndsReadsAsWithLF() {
        let text =
            "@locale en\n\n> Start Walking in Meditation\n= Meditation StartMeditationIntent session=walking\n\n> hello there\n= none\n"
        let crlf = CorpusParser.parse(text.replacingOccurrences(of: "\n", with: "\r\n"), file: "crlf.txt")
        let lf = CorpusParser.parse(text, file: "lf.txt")
        #expect(crlf.diagnostics.isEmpty, "\(crlf.diagnostics)")
        #expect(crlf.cases.count == 2)
        #expect(crlf.cases.map(\.line) == lf.cases.map(\.line))
        #expect(crlf.cases.first?.locale == "en")
        let results = CorpusRunner(catalog: sampleCatalog).run(crlf.cases)
        #expect(results.allSatisfy { $0.passed })
    }

    @Test func twoOutcomeLinesInOneCaseAreAnError() throws {
        let text = "> Start Walking in Meditation\n= Meditation StartMeditationIntent session=walking\n= none\n"
        let parsed = CorpusParser.parse(text, file: "two.txt")
        let diagnostic = try #require(parsed.diagnostics.first)
        #expect(parsed.diagnostics.count == 1)
        #expect(diagnostic.location?.line == 3)
        #expect(diagnostic.message.contains("second '=' line") && diagnostic.message.contains("line 2"))
        #expect(parsed.cases.isEmpty)
    }
}
