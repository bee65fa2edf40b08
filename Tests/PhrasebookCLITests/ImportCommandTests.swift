import Foundation
import Testing

/// `phrasebook import` on the four sample apps written as Swift sources
/// (`Fixtures/SwiftApps/`), through the real binary: the manifests it
/// writes compile and pass the sample corpus, `--check` agrees with
/// `Phrases/`, and a phrase changed in Swift is reported as drift.
@Suite struct ImportCommandTests {
    static let apps = ["Library", "Meditation", "SoupChef", "Tasks"]
    static let fixtures = "Tests/PhrasebookCLITests/Fixtures/SwiftApps"
    /// One entity file per app to check import keeps.
    static let entityFile = [
        "Library": "Book.json", "Meditation": "MeditationSession.json", "SoupChef": "Soup.json",
        "Tasks": "TaskItem.json",
    ]

    /// Writes each entity type's values from `Phrases/<App>/app.json` as the
    /// `<Type>.json` a developer fills, before import (which must keep it).
    static func fillEntityFiles(app: String, into folder: URL) throws {
        let manifest = GoldenCase.packageRoot.appendingPathComponent("Phrases/\(app)/app.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .joined(separator: "\n")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let types = try #require(root["types"] as? [String: Any])
        let destination = folder.appendingPathComponent(app)
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        for (name, value) in types {
            guard let type = value as? [String: Any], let entities = type["entities"] else { continue }
            let data = try JSONSerialization.data(withJSONObject: entities, options: [.prettyPrinted, .sortedKeys])
            try data.write(to: destination.appendingPathComponent("\(name).json"))
        }
    }

    @Test(arguments: apps) func importMatchesThePhrasesFolder(app: String) throws {
        let run = try CommandRun.run(["import", "\(Self.fixtures)/\(app)", "--check"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout == "Phrases/\(app) matches \(Self.fixtures)/\(app)\n")
        #expect(run.stderr.isEmpty, "unexpected warnings: \(run.stderr)")
    }

    @Test func importedAppsCompileAndPassTheSampleCorpus() throws {
        let out = try CommandRun.temporaryFolder("phrasebook-import")
        defer { try? FileManager.default.removeItem(at: out) }
        for app in Self.apps {
            try Self.fillEntityFiles(app: app, into: out)
            let filled = try Data(
                contentsOf: out.appendingPathComponent(app).appendingPathComponent(try #require(Self.entityFile[app])))
            let run = try CommandRun.run(["import", "\(Self.fixtures)/\(app)", "--out", out.path])
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            #expect(run.stdout.hasPrefix("imported "))
            // The developer's entity values are kept, not overwritten by a stub.
            let kept = try Data(
                contentsOf: out.appendingPathComponent(app).appendingPathComponent(try #require(Self.entityFile[app])))
            #expect(kept == filled)
        }
        let compile = try CommandRun.run(["compile", "--phrases", out.path])
        #expect(compile.status == 0, "\(compile.stderr)")
        let coverage = try CommandRun.run(["coverage", "--phrases", out.path, "--min", "100"])
        #expect(coverage.status == 0, "\(coverage.stdout)\(coverage.stderr)")
        // The imported apps pass every case the sample apps in Phrases/ pass, and fail none.
        let sample = try CommandRun.run(["coverage", "--phrases", "Phrases"])
        let casesLine = { (text: String) in
            text.split(separator: "\n").last { $0.hasPrefix("Cases: ") }.map(String.init)
        }
        let expected = try #require(casesLine(sample.stdout))
        #expect(expected.hasSuffix(" passed, 0 failed"))
        #expect(casesLine(coverage.stdout) == expected, "\(coverage.stdout)")
    }

    @Test func aPhraseChangedInSwiftIsReportedAsDrift() throws {
        let sources = try CommandRun.temporaryFolder("phrasebook-import")
        defer { try? FileManager.default.removeItem(at: sources) }
        let copy = sources.appendingPathComponent("Meditation")
        try FileManager.default.copyItem(
            at: GoldenCase.packageRoot.appendingPathComponent("\(Self.fixtures)/Meditation"), to: copy)
        let file = copy.appendingPathComponent("Meditation/MeditationShortcuts.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "\"Pause \\(.applicationName)\"", with: "\"Hold \\(.applicationName)\"")
            .write(to: file, atomically: true, encoding: .utf8)
        let run = try CommandRun.run(["import", copy.path, "--check"])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == #"Phrases/Meditation/app.json: shortcuts[1].phrases[1]: phrase changed: the sources have "Hold ${applicationName}" (\#(file.path):23:17); the manifest has "Pause ${applicationName}""#
        )
        #expect(lines.count == 2)
        #expect(lines.last?.hasPrefix("1 difference between Phrases/Meditation and ") == true)

        // A phrase added is said as a phrase, not as the indexes it shifts.
        try text.replacingOccurrences(
            of: "\"Pause \\(.applicationName)\",",
            with: "\"Pause \\(.applicationName)\", \"Wait \\(.applicationName)\","
        ).write(to: file, atomically: true, encoding: .utf8)
        let again = try CommandRun.run(["import", copy.path, "--check"])
        #expect(again.status == 1)
        #expect(again.stdout.contains(#"phrase added in the sources: "Wait ${applicationName}" ("#), "\(again.stdout)")
        #expect(!again.stdout.contains("phrases[2]:"), "\(again.stdout)")
    }

    @Test func lintWithSwiftSourcesWritesNothing() throws {
        let before = try FileManager.default.subpathsOfDirectory(
            atPath: GoldenCase.packageRoot.appendingPathComponent(Self.fixtures).path)
        let run = try CommandRun.run(["lint", "--swift", "\(Self.fixtures)/Library"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("errors,"))
        let after = try FileManager.default.subpathsOfDirectory(
            atPath: GoldenCase.packageRoot.appendingPathComponent(Self.fixtures).path)
        #expect(before.sorted() == after.sorted())
        // The Library's suggested books are its entity values in memory.
        let say = try CommandRun.run(["say", "--swift", "\(Self.fixtures)/Library", "--json", "Open Dune in Library"])
        #expect(say.status == 0)
        #expect(say.stdout.contains(#""intent":"OpenBookIntent""#))
        #expect(say.stdout.contains(#""book":{"id":"dune","title":"Dune"}"#))
    }

    @Test func aMissingSourcesFolderIsAUsageError() throws {
        let run = try CommandRun.run(["import", "NoSuchApp/"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("NoSuchApp/: error: no such folder"))
    }

    /// An Xcode project's application target names the app and its
    /// development language; its `InfoPlist.xcstrings` localizes the name and
    /// alternative names; the widget extension's name and table are not read.
    @Test func anXcodeProjectsAppTargetNamesTheAppInEveryLocale() throws {
        let out = try CommandRun.temporaryFolder("phrasebook-import")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try CommandRun.run(["import", "\(Self.fixtures)/TeaHouse", "--out", out.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasPrefix("imported Nhà Trà from "), "\(run.stdout)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let list = try CommandRun.run(["list", "--phrases", out.path])
        #expect(list.status == 0, "\(list.stderr)")
        let headers = list.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.isEmpty }
        #expect(
            headers == ["Nhà Trà (also: Quán Trà)  [vi]", "Tea Room (also: Tea Corner)  [en]", "茶房 (also: お茶処)  [ja]"])
        #expect(!list.stdout.contains("quan tra"), "a pronunciation hint is not a listed name")
        let say = try CommandRun.run(["say", "--phrases", out.path, "--json", "茶房でお茶を淹れて"])
        #expect(say.stdout.contains(#""intent":"BrewTeaIntent""#), "\(say.stdout)")
    }

    @Test func anUnknownTargetIsAUsageErrorThatWritesNothing() throws {
        let out = try CommandRun.temporaryFolder("phrasebook-import")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try CommandRun.run(["import", "\(Self.fixtures)/TeaHouse", "--target", "Kiosk", "--out", out.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains(#"error: no Xcode target is named "Kiosk"; the app targets are: TeaHouse"#))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }
}
