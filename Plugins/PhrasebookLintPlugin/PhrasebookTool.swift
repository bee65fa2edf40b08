import Foundation
import PackagePlugin

/// Runs the `phrasebook` tool the plugin was given, in the package's folder,
/// passing its exit status on. (Each plugin holds its own copy: a plugin
/// target cannot depend on a library target.)
enum PhrasebookTool {
    /// Why the command failed: the tool's exit status.
    struct Failed: Error, CustomStringConvertible {
        /// The command (`lint`, `coverage`).
        var command: String
        /// The tool's exit status.
        var status: Int32
        /// The failure in words.
        var description: String { "phrasebook \(command) exited with status \(status)" }
    }

    /// Runs `phrasebook command arguments…` in `directory`, its output
    /// going where the plugin's goes; throws when it does not exit 0.
    static func run(_ command: String, arguments: [String], tool: PluginContext.Tool, in directory: URL) throws {
        let process = Process()
        process.executableURL = tool.url
        process.arguments = [command] + arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("phrasebook \(command) exited with status \(process.terminationStatus)")
            throw Failed(command: command, status: process.terminationStatus)
        }
    }
}
