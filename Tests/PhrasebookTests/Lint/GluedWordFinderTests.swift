import Testing

@testable import Phrasebook

@Suite struct GluedWordFinderTests {
    func findings(_ phrases: [String]) throws -> [LintFinding] {
        var fixture = ManifestFixture()
        fixture.shortcuts = [ManifestFixture.shortcut("StartIntent", phrases)]
        return Linter.lint(try fixture.compile()).findings.filter { $0.code == .gluedWord }
    }

    @Test func aWordWrittenAgainstATokenIsAWarning() throws {
        let found = try findings(["Apri${applicationName} ${session}", "Start ${session}now in ${applicationName}"])
        #expect(
            found.map(\.message) == [
                "\"Apri\" is written against ${applicationName} with no space, so the two read as one word; add a space (this phrase: \"Apri${applicationName} ${session}\")",
                "${session} is written against \"now\" with no space, so the two read as one word; add a space (this phrase: \"Start ${session}now in ${applicationName}\")",
            ])
        #expect(
            found.allSatisfy { $0.severity == .warning && $0.diagnostic.jsonPath.hasPrefix("shortcuts[0].phrases[") })
    }

    @Test func spacesApostrophesHangulAndHanAreFine() throws {
        #expect(
            try findings([
                "Start ${session} in ${applicationName}", "Start ${session}'s twin in ${applicationName}",
                "Start l'${session} in ${applicationName}", "${applicationName}에서 ${session} 시작",
                "打开${applicationName}的${session}",
            ]).isEmpty)
    }
}
