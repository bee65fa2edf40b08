import Testing

@testable import Phrasebook

/// A String Catalog `stringSet` may list one phrase twice: that is a
/// duplicate (PB110) and one utterance, so coverage counts it once.
@Suite struct RepeatedTranslationTests {
    /// The fixture with a Dutch stringSet for its first shortcut that lists
    /// "Begin ${session} in ${applicationName}" twice.
    func manifest() throws -> AppManifest {
        var manifest = try #require(ManifestFixture().load().0)
        var dutch = AppLocalization(locale: "nl", shortcutCount: manifest.shortcuts.count)
        let location = Phrasebook.SourceLocation(file: "Phrases/Meditation/AppShortcuts.xcstrings", line: 4, column: 5)
        dutch.shortcutPhrases[0] = [
            "Begin ${session} in ${applicationName}", "Start een ${applicationName} sessie",
            "begin ${session} in ${applicationName}!",
        ].map {
            LocalizedPhrase(
                text: $0, key: "Start ${session} in ${applicationName}", form: .stringSet, location: location)
        }
        manifest.localizations["nl"] = dutch
        return manifest
    }

    @Test func aRepeatedPhraseInAStringSetIsADuplicate() throws {
        let catalog = CatalogCompiler.compile([try manifest()])
        let duplicates = catalog.diagnostics.filter { $0.code == .duplicate }
        #expect(
            duplicates.map(\.description) == [
                "Phrases/Meditation/AppShortcuts.xcstrings:4:5: warning: the nl translation of \"Start ${session} in ${applicationName}\" repeats \"begin ${session} in ${applicationName}!\", already a phrase of this shortcut in nl; it counts once [PB110]"
            ])
    }

    @Test func coverageCountsDistinctUtterances() throws {
        let catalog = CatalogCompiler.compile([try manifest()])
        let report = CoverageReport(catalog: catalog, results: [])
        let dutch = report.phrases.filter { $0.locale == "nl" }
        #expect(
            dutch.map(\.phrase) == ["Begin ${session} in ${applicationName}", "Start een ${applicationName} sessie"])
    }
}
