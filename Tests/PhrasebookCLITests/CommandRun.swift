import Foundation

/// Runs the built `phrasebook` binary (or `phrasebook-bench`) as a user
/// would, from the package root, without color, and captures what it printed.
struct CommandRun {
    /// The exit status.
    var status: Int32
    /// Everything written to standard output.
    var stdout: String
    /// Everything written to standard error.
    var stderr: String

    /// The folder the test products are built into.
    static var productsDirectory: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return Bundle.main.bundleURL
    }

    /// The `phrasebook` binary.
    static var executable: URL { productsDirectory.appendingPathComponent("phrasebook") }

    /// A fresh, empty folder under the temporary directory, named
    /// `prefix-<UUID>`; the caller removes it.
    static func temporaryFolder(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `program arguments…` (a binary built beside the tests) with
    /// `stdin` as standard input.
    ///
    /// With `mergingStandardError` both streams
    /// go to one pipe, in the order they were written, as a terminal shows
    /// them; `stdout` then holds both.
    static func run(
        _ arguments: [String], stdin: String? = nil, stdinData: Data? = nil, environment extra: [String: String] = [:],
        mergingStandardError: Bool = false, in directory: URL? = nil, program: String = "phrasebook"
    ) throws -> CommandRun {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent(program)
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? GoldenCase.packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["TZ"] = "UTC"
        environment.removeValue(forKey: "PHRASEBOOK_NOW")
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = mergingStandardError ? output : error
        try process.run()
        let feed = stdinData ?? stdin.map { Data($0.utf8) } ?? Data()
        let inputHandle = input.fileHandleForWriting
        let errorHandle = error.fileHandleForReading
        let errorBox = DataBox()
        let group = DispatchGroup()
        // Feed input and drain standard error beside the standard output read,
        // so a full pipe never blocks the child. A child that exits without
        // reading its input (a usage error) closes the pipe: the write then
        // fails on a thread of its own that blocks SIGPIPE, instead of the
        // signal ending the whole test process.
        group.enter()
        Thread {
            var brokenPipe = sigset_t()
            sigemptyset(&brokenPipe)
            sigaddset(&brokenPipe, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &brokenPipe, nil)
            try? inputHandle.write(contentsOf: feed)
            try? inputHandle.close()
            group.leave()
        }.start()
        if !mergingStandardError {
            DispatchQueue.global().async(group: group) {
                errorBox.data = errorHandle.readDataToEndOfFile()
            }
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        let errorData = errorBox.data
        return CommandRun(
            status: process.terminationStatus,
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self))
    }
}

/// Holds bytes read on another queue until the group is waited on.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
