import Foundation
import Testing

/// A compiled catalog file truncated or overwritten in place while a
/// process holds it (`: > catalog.pbc`, `cp other.pbc catalog.pbc`) never
/// reaches that process: it goes on answering from what it loaded.
@Suite struct CatalogChangedUnderReaderTests {
    @Test(arguments: ["truncated", "overwritten"])
    func aServerGoesOnWhenItsFileChanges(change: String) throws {
        let folder = try CommandRun.temporaryFolder("changed-under-reader")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("catalog.pbc")
        #expect(try CommandRun.run(["compile", "-o", file.path]).status == 0)
        let other = folder.appendingPathComponent("other.pbc")
        let fixture = "Tests/PhrasebookCLITests/Fixtures/compile-warnings"
        #expect(try CommandRun.run(["compile", "-o", other.path, "--phrases", fixture]).status == 0)

        let process = Process()
        process.executableURL = CommandRun.executable
        process.arguments = ["serve", "--catalog", file.path]
        process.currentDirectoryURL = GoldenCase.packageRoot
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var pending = Data()
        func ask(_ text: String) -> [String: Any]? {
            input.fileHandleForWriting.write(Data(("{\"text\":\"\(text)\"}\n").utf8))
            while !pending.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { return nil }
                pending.append(chunk)
            }
            let newline = pending.firstIndex(of: UInt8(ascii: "\n")) ?? pending.endIndex
            let line = pending[pending.startIndex..<newline]
            pending = Data(pending[pending.index(after: newline)...])
            return (try? JSONSerialization.jsonObject(with: Data(line))) as? [String: Any]
        }
        func intent(_ answer: [String: Any]?) -> String? {
            (answer?["turn"] as? [String: Any])?["intent"] as? String
        }
        #expect(intent(ask("Open Dune in Library")) == "OpenBookIntent")
        if change == "truncated" {
            try Data().write(to: file)
        } else {
            let handle = try FileHandle(forWritingTo: file)
            try handle.write(contentsOf: try Data(contentsOf: other))
            try handle.truncate(atOffset: UInt64(try Data(contentsOf: other).count))
            try handle.close()
        }
        // Values and tries read after the change come from what was loaded.
        #expect(intent(ask("Open Pride and Prejudice in Library")) == "OpenBookIntent")
        #expect(intent(ask("Start Walking in Meditation")) == "StartMeditationIntent")
        #expect(intent(ask("Ordr Tomato from Soup Chef")) == nil)
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    }
}
