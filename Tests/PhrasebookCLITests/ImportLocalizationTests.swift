import Foundation
import Testing

/// Translations as Xcode stores them, through the real binary: a dialog
/// under the key Xcode extracts (`%@`, `%lld`, positional `%2$lld`) is found
/// and read back with the parameters in the translation's order, and one
/// untranslated synonym of an enum case leaves that locale's other synonyms
/// in place.
@Suite struct ImportLocalizationTests {
    static let fixture = "Tests/PhrasebookCLITests/Fixtures/import-xcode-keys"

    @Test func aDialogUnderXcodesKeyIsTranslated() throws {
        let run = try CommandRun.run(["say", "--swift", Self.fixture, "--json", "Cafeでラテを注文"])
        #expect(run.stdout.contains(#""dialog":"1杯のラテを準備しています。""#), "\(run.stdout)\(run.stderr)")
    }

    @Test func anUntranslatedSynonymKeepsTheTranslatedOnes() throws {
        let run = try CommandRun.run(["say", "--swift", Self.fixture, "--json", "Cafeでカフェオレを注文"])
        #expect(run.stdout.contains(#""intent":"OrderIntent","locale":"ja""#), "\(run.stdout)\(run.stderr)")
        let compile = try CommandRun.run(["compile", "--swift", Self.fixture])
        #expect(compile.status == 0, "\(compile.stderr)")
        #expect(
            compile.stderr.contains(
                #"OrderShortcuts.swift:4:10: warning: Drink.latte's synonym "flat white" has no ja translation"#),
            "\(compile.stderr)")
    }
}
