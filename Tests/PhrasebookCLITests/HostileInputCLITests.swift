import Foundation
import Testing

/// The command under hostile input and output: a full or closed standard
/// output, locale tags in any case or unknown, control characters in
/// answers and names, and a benchmark `--outcomes` path that is a link.
@Suite struct HostileInputCLITests {
    /// Runs `phrasebook arguments…` through `sh` with standard output
    /// redirected by `redirection` (`>/dev/full`, `>&-`).
    func runRedirected(_ arguments: [String], _ redirection: String) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" \"$@\" \(redirection)", CommandRun.executable.path] + arguments
        process.currentDirectoryURL = GoldenCase.packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let error = Pipe()
        process.standardError = error
        try process.run()
        let data = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(arguments: [">/dev/full", ">&-"])
    func aFailedWriteIsAMessageAndStatusOne(redirection: String) throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        for arguments in [["list"], ["say", "Start Walking in Meditation"], ["coverage"]] {
            let run = try runRedirected(arguments, redirection)
            #expect(run.status == 1, "\(arguments) \(redirection): \(run.stderr)")
            #expect(run.stderr.hasPrefix("phrasebook: cannot write to standard output: "), "\(run.stderr)")
        }
    }

    @Test(arguments: [("EN", "[en]"), ("zh-hans", "[zh-Hans]"), ("VI", "[vi]")])
    func aLocaleTagMatchesIgnoringCase(tag: String, shown: String) throws {
        let run = try CommandRun.run(["list", "--locale", tag])
        #expect(run.status == 0)
        #expect(run.stdout.contains(shown))
        let coverage = try CommandRun.run(["coverage", "--locale", tag, "--min", "100"])
        #expect(coverage.status == 0, "\(coverage.stdout)")
        #expect(!coverage.stdout.contains("0/0"))
    }

    @Test(arguments: ["list", "say", "coverage", "explain", "repl", "lint"])
    func anUnknownLocaleIsAUsageError(command: String) throws {
        var arguments = [command, "--locale", "xx"]
        if command == "say" || command == "explain" { arguments.append("Start Walking in Meditation") }
        let run = try CommandRun.run(arguments, stdin: "")
        #expect(run.status == 2)
        #expect(
            run.stderr.contains("no phrases in locale 'xx'; the phrases are in en, ja, ko, vi, zh-Hans"),
            "\(run.stderr)")
    }

    @Test func theReplRefusesAnUnknownLocaleAndKeepsTheOldOne() throws {
        let run = try CommandRun.run(
            ["repl"], stdin: ":locale zh-hans\n:locale xx\n在Soup Chef点番茄汤\n", mergingStandardError: true)
        #expect(run.stdout.contains("matching locale zh-Hans only"))
        #expect(run.stdout.contains("no phrases in locale 'xx'"))
        #expect(run.stdout.contains("你想要几份？"))
    }

    static let attack = "\u{1B}]0;PWNED\u{07}\u{1B}[2J"

    @Test func anAnswerNeverReachesTheTerminalRaw() throws {
        let run = try CommandRun.run(
            ["say", "Create a task in Tasks"], stdin: "Buy \(Self.attack) milk\n\(Self.attack)\ntomorrow\n",
            mergingStandardError: true)
        #expect(run.status == 0)
        #expect(!run.stdout.contains("\u{1B}") && !run.stdout.contains("\u{07}"))
        #expect(run.stdout.contains(#"Sorry, I didn't understand "\u001B]0;PWNED\u0007\u001B[2J""#))
        #expect(run.stdout.contains(#"summary: Create Buy \u001B]0;PWNED\u0007\u001B[2J milk due"#))
    }

    @Test func aNameInAManifestNeverReachesTheTerminalRaw() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "phrasebook-escape-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("Evil")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let manifest = """
            { "format": 1, "app": { "name": "Evil\\u001b[2J", "synonyms": [], "locale": "en" },
              "intents": { "GoIntent": { "title": "Go\\u202e" } },
              "shortcuts": [ { "intent": "GoIntent", "phrases": ["Go in ${applicationName}"], "shortTitle": "Go\\u001b]0;x\\u0007",
                               "systemImageName": "star" } ] }
            """
        try Data(manifest.utf8).write(to: app.appendingPathComponent("app.json"))
        let run = try CommandRun.run(["list", "--phrases", folder.path], mergingStandardError: true)
        #expect(
            !run.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E },
            "\(run.stdout)")
        #expect(run.stdout.contains(#"Evil\u001B[2J"#))
        let json = try CommandRun.run(["list", "--json", "--phrases", folder.path])
        let object =
            try JSONSerialization.jsonObject(with: Data(json.stdout.split(separator: "\n")[0].utf8)) as? [String: Any]
        #expect(object?["shortTitle"] as? String == "Go\u{1B}]0;x\u{07}")
    }

    @Test func benchOutcomesRefusesALinkOrADevice() throws {
        let folder = try CommandRun.temporaryFolder("phrasebook-outcomes")
        defer { try? FileManager.default.removeItem(at: folder) }
        let utterances = folder.appendingPathComponent("utterances.txt")
        try Data("Start Walking in Meditation\n".utf8).write(to: utterances)
        let target = folder.appendingPathComponent("target.txt")
        try Data("keep me".utf8).write(to: target)
        let link = folder.appendingPathComponent("link.txt")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        for outcomes in [link.path, "/dev/null"] {
            let run = try CommandRun.run(
                ["--utterances", utterances.path, "--outcomes", outcomes, "--samples", "1"], program: "phrasebook-bench"
            )
            #expect(run.status == 2, "\(run.stderr)")
            #expect(run.stderr.contains("--outcomes writes only a regular file"), "\(run.stderr)")
        }
        let linkType = try FileManager.default.attributesOfItem(atPath: link.path)[.type] as? FileAttributeType
        #expect(linkType == .typeSymbolicLink)
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep me")
    }
}
