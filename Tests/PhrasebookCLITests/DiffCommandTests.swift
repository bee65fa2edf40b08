import Foundation
import Testing

/// Checks `phrasebook diff` through the real binary: a copy of the samples
/// with one phrase removed, one value renamed and one translation changed
/// differs from them by exactly those effects.
@Suite struct DiffCommandTests {
    /// A copy of `Phrases/` in a new folder, with `edits` applied as
    /// (file under it, text, replacement); the caller removes the folder.
    static func editedSamples(_ edits: [(String, String, String)]) throws -> URL {
        let folder = try CommandRun.temporaryFolder("diff")
        let copy = folder.appendingPathComponent("Phrases")
        try FileManager.default.copyItem(at: GoldenCase.packageRoot.appendingPathComponent("Phrases"), to: copy)
        for (file, text, replacement) in edits {
            let url = copy.appendingPathComponent(file)
            let contents = try String(contentsOf: url, encoding: .utf8)
            #expect(contents.contains(text), "\(file) does not hold \(text)")
            try contents.replacingOccurrences(of: text, with: replacement).write(
                to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func theSamplesDoNotDifferFromThemselves() throws {
        let run = try CommandRun.run(["diff", "Phrases", "Phrases"])
        #expect(run.status == 0)
        #expect(run.stdout == "No change: every utterance runs what it ran.\n")
    }

    @Test func aRemovedPhraseARenamedValueAndAChangedTranslationAreExactlyWhatChanges() throws {
        let folder = try Self.editedSamples([
            (
                "Meditation/app.json",
                #""Begin a ${applicationName} session",\#n        "Begin ${session} in ${applicationName}""#,
                #""Begin a ${applicationName} session""#
            ),
            ("Library/app.json", #""title": "Dune""#, #""title": "Dune Messiah""#),
            ("Meditation/AppShortcuts.xcstrings", "${applicationName}の記録を表示", "${applicationName}の記録を出して"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let new = folder.appendingPathComponent("Phrases").path
        let run = try CommandRun.run(["diff", "Phrases", new, "--json"])
        #expect(run.status == 1, "utterances that resolved are lost: breaking")
        let diff = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(diff["breaking"] as? Bool == true)
        let phrases = try #require(diff["phrases"] as? [String: [[String: String]]])
        #expect(
            phrases["removed"] == [
                [
                    "app": "Meditation", "intent": "StartMeditationIntent", "locale": "en",
                    "phrase": "Begin ${session} in ${applicationName}",
                ],
                [
                    "app": "Meditation", "intent": "ShowMeditationStatsIntent", "locale": "ja",
                    "phrase": "${applicationName}の記録を表示",
                ],
            ])
        #expect(
            phrases["added"] == [
                [
                    "app": "Meditation", "intent": "ShowMeditationStatsIntent", "locale": "ja",
                    "phrase": "${applicationName}の記録を出して",
                ]
            ])
        let values = try #require(diff["values"] as? [String: [[String: String]]])
        #expect(
            values["removed"] == [["app": "Library", "type": "Book", "id": "dune", "locale": "en", "text": "Dune"]])
        #expect(
            values["added"] == [
                ["app": "Library", "type": "Book", "id": "dune", "locale": "en", "text": "Dune Messiah"]
            ])
        let changes = try #require(diff["utterances"] as? [[String: Any]])
        let lost = changes.filter { $0["change"] as? String == "lost" }.compactMap {
            ($0["utterance"] as? String)?.lowercased()
        }
        let added = changes.filter { $0["change"] as? String == "added" }.compactMap {
            ($0["utterance"] as? String)?.lowercased()
        }
        #expect(changes.allSatisfy { ["lost", "added"].contains($0["change"] as? String) })
        // Each lost utterance says the removed phrase, the old title or the old translation.
        #expect(!lost.isEmpty)
        for utterance in lost {
            let saysRemovedPhrase = utterance.hasPrefix("begin ") && !utterance.hasPrefix("begin a ")
            let saysOldTitle = utterance.contains(" dune ") && !utterance.contains("dune messiah")
            #expect(saysRemovedPhrase || saysOldTitle || utterance.hasSuffix("の記録を表示"), "\(utterance)")
        }
        #expect(added.allSatisfy { $0.contains("dune messiah") || $0.hasSuffix("の記録を出して") })
        #expect(added.contains { $0.hasSuffix("の記録を出して") } && lost.contains { $0.hasSuffix("の記録を表示") })
    }

    @Test func aNewCollisionIsAnUtteranceThatNowAsks() throws {
        let folder = try Self.editedSamples([
            ("Tasks/app.json", #""Show ${task} in ${applicationName}""#, #""Complete ${task} in ${applicationName}""#)
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRun.run(["diff", "Phrases", folder.appendingPathComponent("Phrases").path])
        #expect(run.status == 1)
        #expect(run.stdout.contains("Utterances that now ask which one ("))
        #expect(
            run.stdout.contains(
                #"! [en] "Complete Buy milk in Tasks" → was Tasks CompleteTaskIntent task=buyMilk; now Tasks CompleteTaskIntent task=buyMilk | Tasks ShowTaskIntent task=buyMilk"#
            ))
    }

    @Test func aCompiledCatalogAndSwiftSourcesCompareToo() throws {
        let folder = try CommandRun.temporaryFolder("diff-compiled")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("samples.pbc").path
        #expect(try CommandRun.run(["compile", "-o", file]).status == 0)
        #expect(try CommandRun.run(["diff", file, "Phrases"]).stdout.hasPrefix("No change"))
        let swift = try CommandRun.run(["diff", "Tests/PhrasebookCLITests/Fixtures/SwiftApps/Library", "Phrases"])
        #expect(swift.status == 1, "the samples hold apps the Swift sources do not")
        let missing = try CommandRun.run(["diff", "Phrases", "/no/such/place"])
        #expect(missing.status == 2 && missing.stderr.contains("/no/such/place: no such file or folder"))
    }
}
