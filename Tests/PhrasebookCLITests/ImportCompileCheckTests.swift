import Foundation
import Testing

/// Import runs the compile rules before it writes: through the real binary,
/// a broken phrase is an error at its Swift file, line and column (not in a
/// manifest that does not exist), and nothing is written; so are a folder
/// with no App Shortcut and a malformed string table, each said once.
@Suite struct ImportCompileCheckTests {
    static let broken = "Tests/PhrasebookCLITests/Fixtures/import-broken-phrase"

    @Test func aPhraseWithoutTheAppsNameIsAnErrorAtItsSwiftPlace() throws {
        let out = try CommandRun.temporaryFolder("phrasebook-import")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try CommandRun.run(["import", Self.broken, "--app-name", "Bean", "--out", out.path])
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(
            run.stderr.contains(
                "\(Self.broken)/OrderShortcuts.swift:20:13: error: Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it. [PB101] (at shortcuts[0].phrases[1])"
            ), "\(run.stderr)")
        #expect(!run.stderr.contains("(imported)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
        let check = try CommandRun.run(["import", Self.broken, "--app-name", "Bean", "--check", "--out", out.path])
        #expect(check.status == 2, "--check does not pass a manifest that would not compile")
    }

    @Test func compileWithSwiftSourcesPointsAtTheSwiftPlaceToo() throws {
        let run = try CommandRun.run(["compile", "--swift", Self.broken])
        #expect(run.status == 2)
        #expect(
            run.stderr.contains("\(Self.broken)/OrderShortcuts.swift:20:13: error: Invalid Utterance."), "\(run.stderr)"
        )
        #expect(!run.stderr.contains("(imported)"), "\(run.stderr)")
    }

    @Test func aFolderWithNoAppShortcutIsAnErrorThatWritesNothing() throws {
        let sources = try CommandRun.temporaryFolder("phrasebook-import-src")
        let out = try CommandRun.temporaryFolder("phrasebook-import")
        defer {
            try? FileManager.default.removeItem(at: sources)
            try? FileManager.default.removeItem(at: out)
        }
        try "struct Model { var name = \"\" }\n".write(
            to: sources.appendingPathComponent("Model.swift"), atomically: true, encoding: .utf8)
        let run = try CommandRun.run(["import", sources.path, "--app-name", "Empty", "--out", out.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: no App Shortcut found"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test func aMalformedStringTableIsReportedOnceAndNotCopied() throws {
        let sources = try CommandRun.temporaryFolder("phrasebook-import-src")
        let out = try CommandRun.temporaryFolder("phrasebook-import")
        defer {
            try? FileManager.default.removeItem(at: sources)
            try? FileManager.default.removeItem(at: out)
        }
        let copy = sources.appendingPathComponent("Meditation")
        try FileManager.default.copyItem(
            at: GoldenCase.packageRoot.appendingPathComponent("Tests/PhrasebookCLITests/Fixtures/SwiftApps/Meditation"),
            to: copy)
        try #"{"strings": {"a": 3}"#.write(
            to: copy.appendingPathComponent("Meditation/Localizable.xcstrings"), atomically: true, encoding: .utf8)
        let run = try CommandRun.run(["import", copy.path, "--out", out.path])
        #expect(run.status == 2)
        let mentions = run.stderr.split(separator: "\n").filter { $0.contains("Localizable.xcstrings") }
        #expect(mentions.count == 1, "\(run.stderr)")
        #expect(mentions.first?.contains("error: invalid JSON") == true, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }
}
