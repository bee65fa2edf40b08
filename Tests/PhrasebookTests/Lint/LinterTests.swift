import Testing

@testable import Phrasebook

@Suite struct LinterTests {
    @Test func twoIntentsSharingAPhraseFailWithTheWitness() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts.append(ManifestFixture.shortcut("PauseIntent", ["Start Walking in ${applicationName}"]))
        let report = Linter.lint(try fixture.compile())
        #expect(report.hasErrors && !report.hasCompileErrors)
        #expect(report.errorCount == 1 && report.warningCount == 0, "\(report.findings)")
        let finding = try #require(report.findings.first)
        #expect(finding.code == .collision)
        #expect(finding.witnesses == ["Start Walking in Meditation"])
        #expect(finding.description.hasSuffix("\n  witness: \"Start Walking in Meditation\""))
    }

    @Test func theSampleAppsLintCleanOfErrors() {
        let report = Linter.lint(sampleCatalog)
        #expect(!report.hasErrors && !report.hasCompileErrors, "\(report.findings.filter { $0.severity == .error })")
        #expect(
            report.findings.contains { $0.code == .sharedValueName && $0.witnesses == ["Open The Outsider in Library"] }
        )
        #expect(report.findings.allSatisfy { !$0.witnesses.isEmpty })
    }

    @Test func compileDiagnosticsAreFindingsToo() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts[1] = ManifestFixture.shortcut("PauseIntent", ["Pause ${applicationName}"], shortTitle: nil)
        let report = Linter.lint(try fixture.compile())
        #expect(report.findings.map(\.code) == [.missingShortcutMetadata])
        #expect(!report.hasErrors)

        fixture.shortcuts[1] = ManifestFixture.shortcut("PauseIntent", ["Pause"])
        let broken = Linter.lint(try fixture.compile())
        #expect(broken.hasCompileErrors && broken.hasErrors)
        #expect(broken.findings.map(\.code) == [.applicationNameToken])
    }

    @Test func findingsAreSortedByFileLineAndColumn() throws {
        var fixture = ManifestFixture()
        fixture.negativePhrases = ["Pause ${applicationName}"]
        fixture.types = ManifestFixture.defaultTypes.replacingOccurrences(of: "\"Walking\"", with: "\"Calming\"")
        fixture.shortcuts.append(
            ManifestFixture.shortcut("PauseIntent", ["Start a ${applicationName} session"], systemImageName: nil))
        let findings = Linter.lint(try fixture.compile()).findings
        #expect(
            Set(findings.map(\.code)) == [
                .sharedValueName, .collision, .missingShortcutMetadata, .blockingNegativePhrase,
            ])
        let places = findings.map { [$0.diagnostic.location?.line ?? 0, $0.diagnostic.location?.column ?? 0] }
        #expect(places == places.sorted { $0.lexicographicallyPrecedes($1) })
    }

    @Test func theLocaleOptionKeepsThatLocalesFindings() throws {
        let everything = Linter.lint(sampleCatalog)
        let english = Linter.lint(sampleCatalog, options: Linter.Options(locale: "en"))
        #expect(english.findings.count < everything.findings.count)
        #expect(english.findings.contains { $0.code == .sharedValueName })
        #expect(english.findings.allSatisfy { !$0.message.contains("zh-Hans") })
    }

    @Test func aMissingFolderIsACompileError() {
        let report = Linter.lint(directory: "/no/such/folder")
        #expect(report.hasCompileErrors)
        #expect(report.findings.map(\.code) == [.unreadable])
    }
}
