import Foundation
import Testing

/// A shipping app's broken translation, through the real binary: under
/// Apple's rules the translated phrase that uses a token its shortcut lacks,
/// or lost the app's name, is a warning and is left out — the rest of the
/// app compiles and matches — while `lint` reports it as an error.
@Suite struct ShippedTranslationTests {
    static let fixture = "Tests/PhrasebookCLITests/Fixtures/translation-shipped-broken"

    @Test func compileWarnsAndLeavesOutOnlyTheBrokenPhrases() throws {
        let compile = try CommandRun.run(["compile", "--phrases", Self.fixture])
        #expect(compile.status == 0, "\(compile.stderr)")
        #expect(compile.stdout.contains("0 errors, 3 warnings"), "\(compile.stdout)")
        #expect(
            compile.stderr.contains(
                "AppShortcuts.strings:3:1: warning: the ja translation of \"Brew tea with ${applicationName}\" uses ${application_name}"
            ))
        #expect(
            compile.stderr.contains(
                "AppShortcuts.strings:4:1: warning: the ja translation of \"Make tea in ${applicationName}\": Invalid Utterance."
            ))
        let list = try CommandRun.run(["list", "--phrases", Self.fixture, "--locale", "ja"])
        #expect(list.stdout.contains("\"Kettleで${tea}を淹れて\""), "\(list.stdout)")
        #expect(!list.stdout.contains("お茶を淹れて"), "a left-out phrase is not listed: \(list.stdout)")
        let say = try CommandRun.run(["say", "--phrases", Self.fixture, "--json", "Kettleでgreen teaを淹れて"])
        #expect(say.stdout.contains(#""intent":"BrewIntent","locale":"ja""#), "\(say.stdout)\(say.stderr)")
        let english = try CommandRun.run(["say", "--phrases", Self.fixture, "--json", "Brew tea with Kettle"])
        #expect(english.stdout.contains(#""intent":"BrewIntent""#), "\(english.stdout)")
    }

    @Test func lintReportsTheBrokenPhrasesAsErrors() throws {
        let lint = try CommandRun.run(["lint", "--phrases", Self.fixture])
        #expect(lint.status == 1, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout.contains("3 errors, 0 warnings"), "\(lint.stdout)")
        #expect(lint.stdout.contains("AppShortcuts.strings:3:1: error: the ja translation"))
    }

    @Test func theDevelopmentLanguagesOwnPhraseStaysAnError() throws {
        let compile = try CommandRun.run([
            "compile", "--phrases", "Tests/PhrasebookCLITests/Fixtures/missing-app-token",
        ])
        #expect(compile.status == 2)
        #expect(compile.stderr.contains("error: Invalid Utterance."))
    }
}
