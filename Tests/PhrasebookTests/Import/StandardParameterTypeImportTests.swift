import Foundation
import Testing

@testable import Phrasebook

/// Parameters of the standard App Intents and Foundation types, and what
/// import does with the text that names a parameter it leaves out: the
/// manifest it writes always compiles.
@Suite struct StandardParameterTypeImportTests {
    /// Writes `source` as the only Swift file of a fresh folder.
    func folder(_ source: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("standard-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try source.write(toFile: folder + "/Timer.swift", atomically: true, encoding: .utf8)
        return folder
    }

    static let source = """
        import AppIntents
        struct BrewIntent: AppIntent {
            static var title: LocalizedStringResource = "Brew"
            @Parameter(title: "Steep") var steep: Measurement<UnitDuration>
            @Parameter(title: "Rest") var rest: TimeInterval?
            @Parameter(title: "Recipe") var recipe: Foundation.URL
            @Parameter(title: "Label") var label: IntentFile
            @Parameter(title: "Guest") var guest: IntentPerson
            @Parameter(title: "Tip") var tip: IntentCurrencyAmount
            @Parameter(title: "At") var at: DateComponents
            @Parameter(title: "Cups") var cups: Int64?
            static var parameterSummary: some ParameterSummary {
                Summary("Brew for \\(\\.$steep) with \\(\\.$label)")
            }
            func perform() async throws -> some IntentResult { .result() }
        }
        struct Shortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: BrewIntent(label: "x"), phrases: [
                    "Brew in \\(.applicationName)",
                    "Brew \\(\\.$label) in \\(.applicationName)",
                ], shortTitle: "Brew", systemImageName: "cup")
            }
        }
        """

    @Test func standardTypesMapToTheManifestsBuiltins() throws {
        let app = ImportedApp(sources: try folder(Self.source), appName: "Pot", defines: [])
        let parameters = app.manifest.intents.first?.parameters ?? []
        #expect(parameters.map(\.name) == ["steep", "rest", "recipe", "guest", "tip", "at", "cups"])
        #expect(
            parameters.map(\.type) == [.double, .double, .string, .string, .double, .date, .int])
        #expect(parameters.map(\.optional) == [false, true, false, false, false, false, true])
    }

    @Test func whatNamesALeftOutParameterIsLeftOutAtItsSwiftPlaceAndTheResultCompiles() throws {
        let folder = try folder(Self.source)
        let app = ImportedApp(sources: folder, appName: "Pot", defines: [])
        #expect(app.manifest.intents.first?.summary == nil)
        #expect(app.manifest.shortcuts.first?.phrases == ["Brew in ${applicationName}"])
        let messages = app.diagnostics.map(\.description)
        #expect(
            messages.contains { $0.hasPrefix("\(folder)/Timer.swift:7:36: warning: the parameter BrewIntent.label") })
        #expect(
            messages.contains(
                "\(folder)/Timer.swift:13:44: warning: the parameter summary of BrewIntent names the parameter label, which is left out; it is left out too [PB140]"
            ))
        #expect(
            messages.contains {
                $0.hasPrefix("\(folder)/Timer.swift:21:19: warning: this phrase names the parameter label")
            })
        #expect(messages.contains { $0.contains("fixes label, a parameter that is left out") })
        let catalog = Catalog(swiftSources: folder, appName: "Pot")
        #expect(!catalog.hasErrors, "\(catalog.diagnostics)")
    }

    @Test func anAppShortcutWithNoReadablePhraseIsLeftOut() throws {
        let source = Self.source.replacingOccurrences(of: "\"Brew in \\(.applicationName)\",\n", with: "")
        let folder = try folder(source)
        let app = ImportedApp(sources: folder, appName: "Pot", defines: [])
        #expect(app.manifest.shortcuts.isEmpty)
        #expect(app.diagnostics.contains { $0.message.contains("none of whose phrases could be read") })
    }
}
