import Foundation
import Testing

/// Inputs that once hung or ran for minutes, through the real binary: each
/// now costs what reading it does. (The times the fixes took them from are
/// in the commit messages; no test here times anything.)
@Suite struct HostileInputRound3CLITests {
    @Test func aHugeAnswerToAConfirmationIsReadOnce() throws {
        let answer = "yes " + String(repeating: "ok ", count: 200_000)
        let run = try CommandRun.run(["repl"], stdin: "Delete Buy milk in Tasks\n\(answer)\n")
        #expect(run.status == 0)
        #expect(run.stdout.contains("Deleted Buy milk."))
    }

    @Test func aCorpusValueNestedDeepIsACorpusError() throws {
        let folder = try CommandRun.temporaryFolder("deep-corpus")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("deep.txt")
        let value = String(repeating: "[", count: 16_000) + "dune" + String(repeating: "]", count: 16_000)
        try "@locale en\n\n> Open Dune in Library\n= Library OpenBookIntent book=\(value)\n".write(
            to: file, atomically: true, encoding: .utf8)
        let run = try CommandRun.run(["coverage", "--corpus", file.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("a list nested at most 8 deep"))
        #expect(run.stderr.count < 2_000, "the value is not echoed whole")
    }

    @Test func linkLoopsDevicesAndLinksOutOfTheTreeAreNotWalked() throws {
        let folder = try CommandRun.temporaryFolder("walk")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Meditation")
        try FileManager.default.copyItem(
            at: GoldenCase.packageRoot.appendingPathComponent("Tests/PhrasebookCLITests/Fixtures/SwiftApps/Meditation"),
            to: sources)
        let app = sources.appendingPathComponent("Meditation")
        try FileManager.default.createSymbolicLink(
            atPath: app.appendingPathComponent("up1").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(
            atPath: app.appendingPathComponent("Intents/up2").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(
            atPath: app.appendingPathComponent("proc").path, withDestinationPath: "/proc")
        #expect(mkfifo(app.appendingPathComponent("fifo.swift").path, 0o644) == 0)
        let run = try CommandRun.run(["import", sources.path, "--check", "--out", "Phrases"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Phrases/Meditation matches"))
    }

    @Test func aHugeCatalogFileIsRefusedBeforeItIsRead() throws {
        let folder = try CommandRun.temporaryFolder("sparse")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("big.pbc")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 4 << 30)
        try handle.close()
        let run = try CommandRun.run(["say", "--catalog", file.path, "hi"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("over the 2147483648 a compiled catalog may have"))
    }

    @Test func aTimeZoneThatIsAPipeOrNoZoneIsUTCWithAWarning() throws {
        let folder = try CommandRun.temporaryFolder("tz")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("zone").path
        #expect(mkfifo(fifo, 0o644) == 0)
        for zone in [fifo, "Mars/Olympus"] {
            let run = try CommandRun.run(
                ["say", "Set a Meditation reminder"], stdin: "tomorrow at 9am\n",
                environment: ["TZ": zone, "PHRASEBOOK_NOW": "2026-11-28T10:00:00"])
            #expect(run.stderr.contains("TZ=\(zone)"))
            #expect(run.stderr.contains("dates are read and shown in UTC"))
            #expect(run.stdout.contains("2026-11-29"), "\(run.stdout)")
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "script is not installed"))
    func anEmptyNoColorLeavesColorOn() throws {
        func firstBytes(noColor: String) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qc", "\(CommandRun.executable.path) list --locale en", "/dev/null"]
            process.currentDirectoryURL = GoldenCase.packageRoot
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = noColor
            environment["TERM"] = "xterm"
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return String(text.prefix(20))
        }
        #expect(try firstBytes(noColor: "").hasPrefix("\u{1B}["), "an empty NO_COLOR leaves color on")
        #expect(try firstBytes(noColor: "1").hasPrefix("Library"), "NO_COLOR=1 turns it off")
    }

    @Test func importIntoAFileSaysSoInWords() throws {
        let run = try CommandRun.run([
            "import", "Tests/PhrasebookCLITests/Fixtures/SwiftApps/Meditation", "--out", "README.md",
        ])
        #expect(run.status == 2)
        #expect(run.stderr.contains("README.md: error: is a file, not a folder"))
        #expect(!run.stderr.contains("NSCocoaErrorDomain"))
    }

    @Test(arguments: ["(", "[", "{"])
    func bracketsNested100000DeepInASwiftSourceAreAWarning(opener: String) throws {
        let folder = try CommandRun.temporaryFolder("deep-swift")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Meditation")
        try FileManager.default.copyItem(
            at: GoldenCase.packageRoot.appendingPathComponent("Tests/PhrasebookCLITests/Fixtures/SwiftApps/Meditation"),
            to: sources)
        let closer = ["(": ")", "[": "]", "{": "}"][opener] ?? ")"
        let deep = "let x = " + String(repeating: opener, count: 100_000) + String(repeating: closer, count: 100_000)
        try (deep + "\n").write(
            to: sources.appendingPathComponent("Meditation/Deep.swift"), atomically: true, encoding: .utf8)
        for arguments in [["import", sources.path, "--check", "--out", "Phrases"], ["list", "--swift", sources.path]] {
            let run = try CommandRun.run(arguments)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            if arguments[0] == "import" { #expect(run.stderr.contains("brackets nested deeper than 200 levels")) }
        }
    }
}
