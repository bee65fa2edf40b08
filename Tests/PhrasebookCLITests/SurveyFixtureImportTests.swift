import Foundation
import Testing

/// `phrasebook import` on `Fixtures/SwiftApps/CrumbDiary`, an invented app
/// written with the constructs a survey of public apps found, through the
/// real binary: what it writes compiles, and the phrases those constructs
/// give resolve.
@Suite struct SurveyFixtureImportTests {
    static let fixture = "Tests/PhrasebookCLITests/Fixtures/SwiftApps/CrumbDiary"

    @Test func theSurveyedConstructsImportCompileAndResolve() throws {
        let out = try CommandRun.temporaryFolder("phrasebook-import")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try CommandRun.run(["import", Self.fixture, "--out", out.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasPrefix("imported Crumb Diary from "), "\(run.stdout)")
        // The repeats and the copied provider are said once each, at their Swift place.
        let warnings = run.stderr.split(separator: "\n")
        #expect(warnings.count == 3, "\(run.stderr)")
        #expect(warnings.allSatisfy { $0.contains(".swift:") && $0.hasSuffix("[PB140]") }, "\(run.stderr)")
        let compile = try CommandRun.run(["compile", "--phrases", out.path])
        #expect(compile.status == 0, "\(compile.stderr)")

        let cases: [(utterance: String, intent: String)] = [
            // AppShortcutPhrase<…>("… ${applicationName}")
            ("Bake a rye with Crumb Diary", "BakeLoafIntent"),
            // an English alternative from the catalog's stringSet
            ("Top up my starter in Crumb Diary", "FeedStarterIntent"),
            // a German one from the same key
            ("Gib meinem Sauerteig Mehl in Crumb Diary", "FeedStarterIntent"),
        ]
        for (utterance, intent) in cases {
            let say = try CommandRun.run(["say", "--phrases", out.path, "--json", utterance])
            #expect(say.stdout.contains(#""intent":"\#(intent)""#), "\(utterance): \(say.stdout)")
        }
        // The keyed summary reads as the English the table gives its key.
        let say = try CommandRun.run(["say", "--phrases", out.path, "Feed my starter in Crumb Diary"])
        #expect(say.stdout.contains("summary: Feed the starter with "), "\(say.stdout)")
    }

    /// A tree built without an Xcode project (here XcodeGen's `project.yml`)
    /// is named after its folder, with a warning that says which build
    /// description was not read and how to name the app.
    @Test func aTreeWithoutAnXcodeProjectIsNamedAfterItsFolderUntilNamed() throws {
        let out = try CommandRun.temporaryFolder("phrasebook-import")
        defer { try? FileManager.default.removeItem(at: out) }
        let folder = "Tests/PhrasebookCLITests/Fixtures/SwiftApps/KiteLog"
        let run = try CommandRun.run(["import", folder, "--out", out.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(
            run.stderr
                == "\(folder): warning: no Xcode project or Info.plist names the app (CFBundleDisplayName, CFBundleName, PRODUCT_NAME); XcodeGen's project.yml is not read; the app is named \"KiteLog\" after its folder: pass --app-name NAME to name it [PB140]\n"
        )
        #expect(run.stdout.hasPrefix("imported KiteLog from "), "\(run.stdout)")

        let named = try CommandRun.run(["import", folder, "--app-name", "Kite Log", "--out", out.path])
        #expect(named.status == 0, "\(named.stdout)\(named.stderr)")
        #expect(named.stderr.isEmpty, "\(named.stderr)")
        let say = try CommandRun.run(["say", "--phrases", out.path, "--json", "Log a gusty flight in Kite Log"])
        #expect(say.stdout.contains(#""intent":"LogFlightIntent""#), "\(say.stdout)")
    }
}
