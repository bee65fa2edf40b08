import Testing

@testable import Phrasebook

@Suite struct CollisionFinderTests {
    private func collisions(_ catalog: Catalog) -> [Diagnostic] {
        catalog.diagnostics.filter { $0.code == .collision }
    }

    @Test func twoShortcutsWithTheSamePhraseCollide() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts.append(
            ManifestFixture.shortcut("PauseIntent", ["Halt ${applicationName}", "Pause ${applicationName}"]))
        let catalog = try fixture.compile()
        #expect(catalog.diagnostics.count == 1)
        // "pause mindful" collides too, but one pair of shortcuts is reported once.
        expectDiagnostic(
            try single(.collision, in: catalog.diagnostics), .collision, .warning,
            message: [
                "\"pause meditation\" is said in en by this shortcut (PauseIntent)",
                "and by shortcuts[1] (PauseIntent), phrase \"Pause ${applicationName}\"",
                "the user will be asked which one",
            ],
            at: fixture.location(of: "\"Pause ${applicationName}\"", occurrence: 2), path: "shortcuts[2].phrases[1]")
        #expect(!catalog.hasErrors)
    }

    @Test func differentPhrasesWhoseExpansionsMeetCollide() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts[1] = ManifestFixture.shortcut(
            "PauseIntent", ["Pause ${applicationName}", "Start calming in ${applicationName}"])
        let catalog = try fixture.compile()
        let collision = try single(.collision, in: catalog.diagnostics)
        expectDiagnostic(
            collision, .collision, .warning,
            message: [
                "\"start calming in meditation\" is said in en by this shortcut (PauseIntent)",
                "by shortcuts[0] (StartIntent), phrase \"Start ${session} in ${applicationName}\"",
            ],
            at: fixture.location(of: "\"Start calming in"), path: "shortcuts[1].phrases[1]")
    }

    @Test func phrasesOfOneShortcutMayOverlap() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts[0] = ManifestFixture.shortcut(
            "StartIntent", ["Start ${session} in ${applicationName}", "Start calming in ${applicationName}"])
        let catalog = try fixture.compile()
        #expect(collisions(catalog).isEmpty)
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
    }

    @Test func negativePhrasesDoNotCollide() throws {
        var fixture = ManifestFixture()
        fixture.negativePhrases = ["Pause ${applicationName}"]
        #expect(collisions(try fixture.compile()).isEmpty)
    }

    @Test func appsThatShareANameAreCheckedTogether() throws {
        let first = ManifestFixture()
        var second = ManifestFixture()
        second.app = #"{ "name": "Zen", "synonyms": ["Meditation"] }"#
        second.path = "Phrases/Zen/app.json"
        second.shortcuts = [ManifestFixture.shortcut("PauseIntent", ["Pause ${applicationName}"])]
        let manifests = try [first, second].map { try #require($0.load().0) }
        let catalog = CatalogCompiler.compile(manifests)
        let collision = try single(.collision, in: catalog.diagnostics)
        expectDiagnostic(
            collision, .collision, .warning,
            message: [
                "\"pause meditation\" is said in en by this shortcut (PauseIntent)",
                "by Meditation's shortcuts[1] (PauseIntent)",
            ],
            at: second.location(of: "\"Pause ${applicationName}\""), path: "shortcuts[0].phrases[0]")
        #expect(collision.file == "Phrases/Zen/app.json")
    }

    @Test func appsNamedAlikeOnlyInATranslationCollide() throws {
        let catalog = CatalogCompiler.compile(try ManifestFixture.appsNamedAlikeInKorean())
        let collision = try single(.collision, in: catalog.diagnostics)
        #expect(collision.severity == .warning)
        #expect(
            collision.message.contains(
                "\"앱에서 멈춰\" is said in ko by this shortcut (PauseIntent) and by Alpha's shortcuts[0] (PauseIntent)"),
            "\(collision.message)")
        #expect(collision.file == "Phrases/Beta/ko.lproj/AppShortcuts.strings")
        #expect(catalog.diagnostics.count == 1, "\(catalog.diagnostics)")
    }

    @Test func appsWithDifferentNamesCannotCollide() throws {
        let first = ManifestFixture()
        var second = ManifestFixture()
        second.app = #"{ "name": "Zen" }"#
        let manifests = try [first, second].map { try #require($0.load().0) }
        let catalog = CatalogCompiler.compile(manifests)
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
    }

    @Test func koreanPhrasesThatGlueEitherFormOfAParticleCollide() throws {
        var fixture = ManifestFixture.korean([
            ManifestFixture.shortcut("StartIntent", ["${applicationName}에서 ${session}을 시작해"]),
            ManifestFixture.shortcut(
                "ResumeIntent", ["${applicationName}에서 ${session}를 다시 시작해", "${applicationName}에서 ${session}를 시작해"]),
        ])
        fixture.intents = """
            { "StartIntent": { "title": "시작", "parameters": [ { "name": "session", "title": "세션", "type": "Session" } ] },
              "ResumeIntent": { "title": "재개", "parameters": [ { "name": "session", "title": "세션", "type": "Session" } ] } }
            """
        let catalog = try fixture.compile()
        let collision = try single(.collision, in: catalog.diagnostics)
        // Written with 를 or 을, both phrases say each value with its own particle.
        expectDiagnostic(
            collision, .collision, .warning,
            message: [
                "\"명상에서 걷기를 시작해\" is said in ko by this shortcut (ResumeIntent)", "by shortcuts[0] (StartIntent)",
            ],
            at: fixture.location(of: "\"${applicationName}에서 ${session}를 시작해\""), path: "shortcuts[1].phrases[1]")
    }

    @Test func theSampleAppsHaveNoCollisions() {
        #expect(collisions(sampleCatalog).isEmpty)
    }

    @Test func eachLocaleOfAPairIsReportedWithItsLocale() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts.append(ManifestFixture.shortcut("PauseIntent", ["Halt ${applicationName}"]))
        var manifest = try #require(fixture.load().0)
        // The same pair of shortcuts collides in two translations: both are reported.
        for locale in ["nl", "fy"] {
            var translation = AppLocalization(locale: locale, shortcutCount: 3)
            let location = Phrasebook.SourceLocation(
                file: "Phrases/Meditation/\(locale).lproj/AppShortcuts.strings", line: 1, column: 1)
            translation.shortcutPhrases[1] = [
                LocalizedPhrase(
                    text: "Stop ${applicationName}", key: "Pause ${applicationName}", form: .strings, location: location
                )
            ]
            translation.shortcutPhrases[2] = [
                LocalizedPhrase(
                    text: "Stop ${applicationName}", key: "Halt ${applicationName}", form: .strings, location: location)
            ]
            manifest.localizations[locale] = translation
        }
        let found = collisions(CatalogCompiler.compile([manifest]))
        #expect(
            found.map { $0.message.components(separatedBy: " by this").first ?? "" } == [
                "\"stop meditation\" is said in fy", "\"stop meditation\" is said in nl",
            ])
    }
}
