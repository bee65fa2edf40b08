import Foundation

/// Unbuffered writes to standard output and error, so a child's JSON line
/// reaches its parent as soon as it is written.
enum StandardStreams {
    /// Writes `line` and a newline to standard output.
    static func printLine(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Writes `message` and a newline to standard error, prefixed with the
    /// program's name.
    static func error(_ message: String) {
        FileHandle.standardError.write(Data(("phrasebook-bench: " + message + "\n").utf8))
    }

    /// Writes `line` and a newline to standard error as it is.
    static func errorLine(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
