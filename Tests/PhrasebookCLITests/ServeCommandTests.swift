import Foundation
import Testing

/// Checks `phrasebook serve` through a pipe: every request line gets one
/// answer line, in order, whatever it holds; sessions and states carry
/// conversations on; a catalog replaced mid-run is reloaded.
@Suite struct ServeCommandTests {
    /// The answers `serve` wrote to `requests`, one object per line.
    static func serve(_ requests: [String], arguments: [String] = []) throws -> (
        status: Int32, answers: [[String: Any]]
    ) {
        let run = try CommandRun.run(["serve"] + arguments, stdin: requests.joined(separator: "\n") + "\n")
        let answers = try run.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        return (run.status, answers)
    }

    /// `object` as one JSON line.
    static func line(_ object: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    @Test func aSessionCarriesTheConversationOn() throws {
        let (status, answers) = try Self.serve([
            try Self.line(["id": 1, "session": "a", "text": "Start a Meditation session"]),
            try Self.line(["id": 2, "session": "b", "text": "Order soup from Soup Chef"]),
            try Self.line(["id": 3, "session": "a", "text": "walking"]),
            try Self.line(["id": 4, "type": "end", "session": "b"]),
            try Self.line(["id": 5, "type": "stats"]),
        ])
        #expect(status == 0)
        #expect(answers.map { $0["id"] as? Int } == [1, 2, 3, 4, 5])
        let resolved = try #require(answers[2]["turn"] as? [String: Any])
        #expect(resolved["status"] as? String == "resolved" && resolved["intent"] as? String == "StartMeditationIntent")
        #expect(answers[3]["ended"] as? Bool == true)
        #expect((answers[4]["stats"] as? [String: Any])?["sessions"] as? Int == 1)
    }

    @Test func aStateSentBackContinuesTheConversationWithoutASession() throws {
        let first = try Self.serve([try Self.line(["id": "q", "text": "Open The Outsider in Library"])])
        let state = try #require(first.answers.first?["state"])
        #expect((first.answers.first?["turn"] as? [String: Any])?["kind"] as? String == "disambiguation")
        let second = try Self.serve([try Self.line(["id": "a", "state": state, "text": "camus"])])
        let turn = try #require(second.answers.first?["turn"] as? [String: Any])
        let book = (turn["parameters"] as? [String: Any])?["book"] as? [String: Any]
        #expect(book?["id"] as? String == "outsiderCamus")
    }

    @Test func everyLineIsAnsweredWhateverItHolds() throws {
        let asked = try Self.serve([try Self.line(["text": "Start a Meditation session"])])
        var foreignState = try #require(asked.answers.first?["state"] as? [String: Any])
        #expect(foreignState["catalogFingerprint"] is String)
        foreignState["catalogFingerprint"] = "0000000000000000"
        let requests = [
            "not json", "[1,2]", String(repeating: "[", count: 100_000), "{\"id\":7,",
            try Self.line(["id": 8, "type": "bogus"]), try Self.line(["id": 9]),
            try Self.line(["id": 10, "text": "hi", "locale": "xx"]),
            try Self.line(["id": 11, "state": ["pending": 3], "text": "walking"]),
            try Self.line(["id": 12, "state": foreignState, "text": "walking"]),
            try Self.line(["id": 13, "type": "reload", "catalog": "/no/such/catalog.pbc"]),
            "{\"id\":14,\"text\":\"" + String(repeating: "a", count: 2 << 20) + "\"}",
            try Self.line(["id": 15, "type": "match", "text": "open dune in library"]),
            // Just over the limit, its end read with the rest of it.
            "{\"id\":16,\"text\":\"" + String(repeating: "a", count: (1 << 20) + 16) + "\"}",
            try Self.line(["id": 17, "type": "end", "session": "nobody"]),
        ]
        let (status, answers) = try Self.serve(requests)
        #expect(status == 0)
        #expect(answers.count == requests.count)
        let codes = answers.map { ($0["error"] as? [String: Any])?["code"] as? String ?? "-" }
        #expect(
            codes == [
                "malformedJSON", "notAnObject", "tooDeep", "malformedJSON", "unknownType", "missingField",
                "unknownLocale", "badState", "stateMismatch", "reloadFailed", "tooLong", "-", "tooLong", "-",
            ])
        #expect(answers.map { $0["id"] as? Int } == [nil, nil, nil, nil, 8, 9, 10, 11, 12, 13, nil, 15, nil, 17])
        #expect(answers.last?["ended"] as? Bool == false)
    }

    @Test func completeListsWhatFinishesTheTypedText() throws {
        let (status, answers) = try Self.serve([
            try Self.line(["id": 1, "type": "complete", "text": "open d", "limit": 1]),
            try Self.line(["id": 2, "type": "complete", "text": "start wal", "locale": "en"]),
            try Self.line(["id": 3, "type": "complete", "text": "open d", "limit": true]),
            try Self.line(["id": 4, "type": "complete", "text": "open d", "limit": 0]),
            try Self.line(["id": 5, "type": "complete"]),
            try Self.line(["id": 6, "type": "complete", "text": "zzzz qqqq"]),
            try Self.line(["id": 7, "type": "complete", "text": String(repeating: "open dune ", count: 10_000)]),
        ])
        #expect(status == 0)
        #expect(answers.map { $0["id"] as? Int } == [1, 2, 3, 4, 5, 6, 7])
        let first = try #require(answers[0]["completions"] as? [[String: Any]])
        #expect(
            first.contains {
                $0["text"] as? String == "Open Dune in Library" && $0["added"] as? String == "une in Library"
            })
        // One value per slot and phrase: no phrase twice with the same typo flag.
        let phrases = first.map { "\($0["phrase"] ?? "") \($0["typo"] ?? "")" }
        #expect(Set(phrases).count == phrases.count)
        let second = try #require(answers[1]["completions"] as? [[String: Any]])
        #expect(second.contains { ($0["text"] as? String)?.hasPrefix("Start Walk") == true })
        #expect(second.allSatisfy { $0["locale"] as? String == "en" })
        let codes = answers.map { ($0["error"] as? [String: Any])?["code"] as? String ?? "-" }
        #expect(codes == ["-", "-", "invalidField", "invalidField", "missingField", "-", "tooLong"])
        #expect((answers[5]["completions"] as? [Any])?.isEmpty == true)
    }

    @Test func matchSaysWhatTheDialogWouldDoAndWhy() throws {
        let (_, answers) = try Self.serve([
            try Self.line(["id": 1, "type": "match", "text": "strat wlakng in meditaton"]),
            try Self.line(["id": 2, "type": "match", "text": "strat wlakng in meditaton", "exact": true]),
            try Self.line(["id": 3, "type": "match", "text": "Start Walking in Meditation"]),
        ])
        let typo = try #require((answers[0]["candidates"] as? [[String: Any]])?.first)
        #expect(typo["decision"] as? String == "confirm")
        let cost = try #require(typo["cost"] as? Double)
        #expect(cost > 1 && cost <= 2)
        let liberties = try #require(typo["liberties"] as? [[String: Any]])
        // Each slip is read as a typo, by the walk or by reading mistyped words again.
        #expect(liberties.count == 3)
        #expect(liberties.allSatisfy { ["typo", "typoWord"].contains($0["kind"] as? String ?? "") })
        #expect(liberties.first?["typed"] as? String == "strat" && liberties.first?["read"] as? String == "start")
        #expect((answers[1]["candidates"] as? [Any])?.isEmpty == true)
        let exact = try #require((answers[2]["candidates"] as? [[String: Any]])?.first)
        #expect(exact["decision"] as? String == "resolve" && exact["cost"] as? Double == 0)
    }

    @Test func aCatalogReplacedMidRunIsReloadedAndSessionsGoOn() throws {
        let folder = try CommandRun.temporaryFolder("serve-reload")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("catalog.pbc").path
        #expect(try CommandRun.run(["compile", "-o", file]).status == 0)
        let other = folder.appendingPathComponent("other.pbc").path
        let fixture = "Tests/PhrasebookCLITests/Fixtures/compile-warnings"
        #expect(try CommandRun.run(["compile", "-o", other, "--phrases", fixture]).status == 0)
        // The mixed workload: sessions, states, matches and malformed lines,
        // with another catalog deployed at a third and the first back at two
        // thirds.
        var requests: [String] = []
        var expectedIDs: [Int] = []
        for index in 0..<600 {
            let session = "s\((index / 6) % 40)"
            switch index % 6 {
            case 0:
                requests.append(try Self.line(["id": index, "session": session, "text": "Start a Meditation session"]))
            case 1: requests.append(try Self.line(["id": index, "session": session, "text": "walking"]))
            case 2: requests.append(try Self.line(["id": index, "type": "match", "text": "Opne Dune in Library"]))
            case 3: requests.append("{\"id\":\(index),\"text\":")
            case 4:
                requests.append(try Self.line(["id": index, "session": session, "text": "Oder Tomato from Soup Chef"]))
            default: requests.append(try Self.line(["id": index, "text": "what's the weather"]))
            }
            expectedIDs.append(index % 6 == 3 ? -1 : index)
            if index == 200 || index == 400 {
                requests.append(
                    try Self.line(["id": 10_000 + index, "type": "reload", "catalog": index == 200 ? other : file]))
                expectedIDs.append(10_000 + index)
            }
        }
        let (status, answers) = try Self.serve(requests, arguments: ["--catalog", file, "--max-sessions", "16"])
        #expect(status == 0)
        #expect(answers.map { $0["id"] as? Int ?? -1 } == expectedIDs)
        let away = try #require(answers.first { $0["id"] as? Int == 10_200 }?["reloaded"] as? [String: Any])
        #expect((away["sessionsKept"] as? Int ?? 0) + (away["sessionsReset"] as? Int ?? 0) <= 16)
        #expect((away["sessionsReset"] as? Int ?? 0) >= 1, "a session with an open question cannot go on")
        let back = try #require(answers.first { $0["id"] as? Int == 10_400 }?["reloaded"] as? [String: Any])
        #expect(back["catalog"] as? String != away["catalog"] as? String)
        let resolved = answers.filter { (($0["turn"] as? [String: Any])?["status"] as? String) == "resolved" }
        let resolvedIDs = resolved.compactMap { $0["id"] as? Int }
        #expect(resolvedIDs.contains { $0 < 200 } && resolvedIDs.contains { $0 > 400 })
        #expect(!resolvedIDs.contains { (201..<400).contains($0) }, "the other catalog has no Meditation")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "python3 is not installed"))
    func theReadmesPythonClientRunsAsWritten() throws {
        let readme = try String(contentsOf: GoldenCase.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let afterClient = try #require(readme.components(separatedBy: "```python\n").dropFirst().first)
        let client = try #require(afterClient.components(separatedBy: "```").first)
        let expected = try #require(
            afterClient.components(separatedBy: "```text\n").dropFirst().first?.components(separatedBy: "```").first)
        let folder = try CommandRun.temporaryFolder("python-client")
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("client.py")
        try client.write(to: script, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script.path]
        process.currentDirectoryURL = GoldenCase.packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = CommandRun.productsDirectory.path + ":" + (environment["PATH"] ?? "")
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(printed == expected)
    }
}
