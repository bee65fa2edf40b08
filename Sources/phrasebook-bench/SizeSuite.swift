import Foundation
import Phrasebook

/// Runs generated sizes one after another, each in a child process (this
/// executable again, with the hidden `--size NAME`), so each size's peak
/// memory is its own; relays each child's JSON line when the child ends.
struct SizeSuite {
    /// The sizes to run, in order.
    let sizes: [BenchmarkSize]
    /// Timed samples per kind, passed on to each child.
    let samples: Int?
    /// `--write-catalog DIR`, passed on to each child.
    var writeCatalog: String? = nil

    /// Runs every size; `false` when some child failed or reported failures.
    func run() -> Bool {
        guard let executable = Self.executablePath() else {
            StandardStreams.error("cannot find this program's own executable to run each size in a child process")
            return false
        }
        var clean = true
        let phrasebook = ChildRun.phrasebookExecutable()
        if phrasebook == nil {
            StandardStreams.error(
                "no phrasebook executable beside the benchmark: build it for the command-line figures")
        }
        for size in sizes {
            var arguments = ["--size", size.name]
            if let samples { arguments += ["--samples", String(samples)] }
            let root =
                writeCatalog
                ?? (NSTemporaryDirectory() + "phrasebook-bench-\(ProcessInfo.processInfo.processIdentifier)")
            defer { if writeCatalog == nil { try? FileManager.default.removeItem(atPath: root) } }
            arguments += ["--write-catalog", root]
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.standardError
            do {
                try process.run()
            } catch {
                StandardStreams.error("cannot start \(executable) for size \(size.name): \(error.localizedDescription)")
                return false
            }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let text = String(decoding: data, as: UTF8.self)
            for line in text.split(separator: "\n") where line.hasPrefix("{") {
                var line = String(line)
                if let phrasebook,
                    let (extra, ran) = Self.commandLineFigures(of: line, phrasebook: phrasebook, runs: size.compileRuns)
                {
                    line = String(line.dropLast()) + "," + extra + "}"
                    if !ran {
                        StandardStreams.error("size \(size.name): a phrasebook run failed")
                        clean = false
                    }
                }
                StandardStreams.printLine(line)
            }
            if process.terminationReason == .uncaughtSignal {
                StandardStreams.error("size \(size.name) was killed by signal \(process.terminationStatus)")
                clean = false
            } else if process.terminationStatus != 0 {
                StandardStreams.error("size \(size.name) exited with status \(process.terminationStatus)")
                clean = false
            }
        }
        return clean
    }

    /// The command-line figures of the size a child described in `line`
    /// (which names its sources, compiled file and probe utterance), as JSON
    /// members to append to it, and whether every run ended normally.
    private static func commandLineFigures(of line: String, phrasebook: String, runs: Int) -> (String, Bool)? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let phrases = object["phrasesDirectory"] as? String, let file = object["catalogFile"] as? String,
            let probe = object["probe"] as? String
        else { return nil }
        var figures = CommandLineFigures(phrasebook: phrasebook, phrases: phrases, file: file, probe: probe, runs: runs)
            .measure()
        if let workload = object["serveWorkload"] as? String {
            let serve = ServeFigures(phrasebook: phrasebook, file: file, workload: workload).measure()
            figures.members += serve.members
            figures.clean = figures.clean && serve.clean
        }
        let members = figures.members.map { "\(JSONOutput.string($0.0).serialized()):\($0.1.serialized())" }
        return (members.joined(separator: ","), figures.clean)
    }

    /// This program's executable, as an absolute path.
    private static func executablePath() -> String? {
        if let path = Bundle.main.executablePath, FileManager.default.isExecutableFile(atPath: path) {
            return path
        }
        let argument = CommandLine.arguments.first ?? ""
        guard argument.contains("/") else { return nil }
        let url = URL(
            fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        return FileManager.default.isExecutableFile(atPath: url.path) ? url.path : nil
    }
}
