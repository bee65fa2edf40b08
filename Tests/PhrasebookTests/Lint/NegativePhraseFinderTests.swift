import Testing

@testable import Phrasebook

@Suite struct NegativePhraseFinderTests {
    private func blocking(_ fixture: ManifestFixture) throws -> [LintFinding] {
        Linter.lint(try fixture.compile()).findings.filter { $0.code == .blockingNegativePhrase }
    }

    @Test func aNegativePhraseThatIsAShortcutsPhraseBlocksIt() throws {
        var fixture = ManifestFixture()
        fixture.negativePhrases = ["Stop ${applicationName}", "Pause ${applicationName}"]
        let findings = try blocking(fixture)
        try #require(findings.count == 1, "\(findings)")
        expectDiagnostic(
            findings[0].diagnostic, .blockingNegativePhrase, .error,
            message: [
                "this negative phrase blocks an utterance of shortcuts[1] (PauseIntent), phrase \"Pause ${applicationName}\"",
                "saying it can never run the shortcut",
            ],
            at: fixture.location(of: "\"Pause ${applicationName}\"", occurrence: 2), path: "negativePhrases[1]")
        #expect(findings[0].witnesses == ["Pause Meditation"])
        let report = Linter.lint(try fixture.compile())
        #expect(report.hasErrors && !report.hasCompileErrors)
    }

    @Test func aNegativePhraseWithAnAppSynonymBlocksThatUtterance() throws {
        var fixture = ManifestFixture()
        fixture.negativePhrases = ["Pause Mindful"]
        let findings = try blocking(fixture)
        try #require(findings.count == 1, "\(findings)")
        #expect(findings[0].witnesses == ["Pause Mindful"])
    }

    @Test func aNegativePhraseCanBlockAValuesUtterance() throws {
        var fixture = ManifestFixture()
        fixture.negativePhrases = ["Start calm in ${applicationName}"]
        let findings = try blocking(fixture)
        try #require(findings.count == 1, "\(findings)")
        #expect(
            findings[0].message.contains(
                "shortcuts[0] (StartIntent), phrase \"Start ${session} in ${applicationName}\""))
        #expect(findings[0].witnesses == ["Start calm in Meditation"])
    }

    @Test func aNegativePhraseThatNoShortcutSaysBlocksNothing() throws {
        var fixture = ManifestFixture()
        fixture.negativePhrases = ["Stop ${applicationName}", "Pause the ${applicationName}"]
        #expect(try blocking(fixture).isEmpty)
    }

    @Test func anotherAppsNegativePhraseBlocksNothingHere() throws {
        let first = ManifestFixture()
        var second = ManifestFixture()
        second.app = #"{ "name": "Zen", "synonyms": ["Meditation"] }"#
        second.path = "Phrases/Zen/app.json"
        second.shortcuts = [ManifestFixture.shortcut("StartIntent", ["Begin ${applicationName}"])]
        second.negativePhrases = ["Pause ${applicationName}"]
        let manifests = try [first, second].map { try #require($0.load().0) }
        #expect(
            Linter.lint(CatalogCompiler.compile(manifests)).findings.allSatisfy { $0.code != .blockingNegativePhrase })
    }

    @Test func theSampleNegativePhrasesBlockNothing() {
        #expect(Linter.lint(sampleCatalog).findings.allSatisfy { $0.code != .blockingNegativePhrase })
    }
}
