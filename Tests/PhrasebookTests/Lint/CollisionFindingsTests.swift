import Testing

@testable import Phrasebook

@Suite struct CollisionFindingsTests {
    private func collisions(_ fixture: ManifestFixture) throws -> [LintFinding] {
        Linter.lint(try fixture.compile()).findings.filter { $0.code == .collision }
    }

    @Test func twoIntentsSharingAPhraseAreAnError() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts[1] = ManifestFixture.shortcut(
            "PauseIntent", ["Pause ${applicationName}", "Start a ${applicationName} session"])
        let findings = try collisions(fixture)
        try #require(findings.count == 1, "\(findings)")
        expectDiagnostic(
            findings[0].diagnostic, .collision, .error,
            message: [
                "this shortcut (PauseIntent) says the same utterance in en as shortcuts[0] (StartIntent), phrase \"Start a ${applicationName} session\"",
                "but they run different invocations: PauseIntent here, StartIntent there",
            ],
            at: fixture.location(of: "\"Start a ${applicationName} session\"", occurrence: 2),
            path: "shortcuts[1].phrases[1]")
        #expect(findings[0].witnesses == ["Start a Meditation session"])
        let report = Linter.lint(try fixture.compile())
        #expect(report.hasErrors && !report.hasCompileErrors)
    }

    @Test func theSameInvocationStaysAWarning() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts.append(
            ManifestFixture.shortcut(
                "StartIntent", ["Start calming in ${applicationName}"], parameters: #"{ "session": "calming" }"#))
        let findings = try collisions(fixture)
        try #require(findings.count == 1, "\(findings)")
        expectDiagnostic(
            findings[0].diagnostic, .collision, .warning,
            message: [
                "as shortcuts[0] (StartIntent)",
                "and both run StartIntent(session=calming); the user will be asked which one",
            ],
            at: fixture.location(of: "\"Start calming in"), path: "shortcuts[2].phrases[0]")
        #expect(findings[0].witnesses == ["Start calming in Meditation"])
        #expect(!Linter.lint(try fixture.compile()).hasErrors)
    }

    @Test func differentFixedValuesAreAnError() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts.append(
            ManifestFixture.shortcut(
                "StartIntent", ["Start calming in ${applicationName}"], parameters: #"{ "session": "walking" }"#))
        let findings = try collisions(fixture)
        try #require(findings.count == 1, "\(findings)")
        #expect(findings[0].severity == .error)
        #expect(
            findings[0].message.contains("StartIntent(session=walking) here, StartIntent(session=calming) there"),
            "\(findings[0].message)")
    }

    @Test func aPairWhoseFirstWitnessAgreesIsWatchedForOneThatDoesNot() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts.append(
            ManifestFixture.shortcut(
                "StartIntent", ["Start calming in ${applicationName}", "Start walking in ${applicationName}"],
                parameters: #"{ "session": "calming" }"#))
        let findings = try collisions(fixture)
        try #require(findings.count == 2, "\(findings)")
        #expect(findings.map(\.severity) == [.warning, .error])
        #expect(findings.map(\.diagnostic.jsonPath) == ["shortcuts[2].phrases[0]", "shortcuts[2].phrases[1]"])
        #expect(findings[1].witnesses == ["Start walking in Meditation"])
        #expect(findings[1].message.contains("StartIntent(session=calming) here, StartIntent(session=walking) there"))
        // compile still reports the pair once, as before.
        #expect(try fixture.compile().diagnostics.filter { $0.code == .collision }.count == 1)
    }

    @Test func appsThatShareANameCollideAcrossApps() throws {
        let first = ManifestFixture()
        var second = ManifestFixture()
        second.app = #"{ "name": "Zen", "synonyms": ["Meditation"] }"#
        second.path = "Phrases/Zen/app.json"
        second.shortcuts = [ManifestFixture.shortcut("PauseIntent", ["Pause ${applicationName}"])]
        let manifests = try [first, second].map { try #require($0.load().0) }
        let findings = Linter.lint(CatalogCompiler.compile(manifests)).findings.filter { $0.code == .collision }
        try #require(findings.count == 1, "\(findings)")
        #expect(findings[0].severity == .error)
        #expect(findings[0].diagnostic.file == "Phrases/Zen/app.json")
        #expect(
            findings[0].message.contains("Zen PauseIntent here, Meditation PauseIntent there"), "\(findings[0].message)"
        )
        #expect(findings[0].witnesses == ["Pause Meditation"])
    }

    @Test func appsNamedAlikeOnlyInATranslationCollideAndAreNoNearCollision() throws {
        let findings = Linter.lint(CatalogCompiler.compile(try ManifestFixture.appsNamedAlikeInKorean())).findings
        #expect(findings.allSatisfy { $0.code != .nearCollision }, "\(findings)")
        let collisions = findings.filter { $0.code == .collision }
        try #require(collisions.count == 1, "\(findings)")
        #expect(collisions[0].severity == .error)
        #expect(collisions[0].diagnostic.file == "Phrases/Beta/ko.lproj/AppShortcuts.strings")
        #expect(
            collisions[0].message.contains("Beta PauseIntent here, Alpha PauseIntent there"), "\(collisions[0].message)"
        )
        #expect(collisions[0].witnesses == ["앱에서 멈춰"])
    }

    @Test func theSampleAppsHaveNoCollisions() {
        #expect(Linter.lint(sampleCatalog).findings.allSatisfy { $0.code != .collision })
    }
}
