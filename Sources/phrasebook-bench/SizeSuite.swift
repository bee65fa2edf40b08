import Foundation

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
        for size in sizes {
            var arguments = ["--size", size.name]
            if let samples { arguments += ["--samples", String(samples)] }
            if let writeCatalog { arguments += ["--write-catalog", writeCatalog] }
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
                StandardStreams.printLine(String(line))
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

    /// This program's executable, as an absolute path.
    private static func executablePath() -> String? {
        if let path = Bundle.main.executablePath, FileManager.default.isExecutableFile(atPath: path) {
            return path
        }
        let argument = CommandLine.arguments.first ?? ""
        guard argument.contains("/") else { return nil }
        let url = URL(fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        return FileManager.default.isExecutableFile(atPath: url.path) ? url.path : nil
    }
}
