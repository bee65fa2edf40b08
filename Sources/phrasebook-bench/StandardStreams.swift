import Foundation

/// Unbuffered writes to standard output and error, so a child's JSON line
/// reaches its parent as soon as it is written.
///
/// A failed write to standard
/// output (a full disk, a closed descriptor) ends the run with a message
/// and status 1 instead of trapping as `FileHandle.write(_:)` does.
enum StandardStreams {
    /// Writes `line` and a newline to standard output.
    static func printLine(_ line: String) {
        if let failure = write(line + "\n", to: STDOUT_FILENO) {
            error("cannot write to standard output: \(failure)")
            exit(1)
        }
    }

    /// Writes `message` and a newline to standard error, prefixed with the
    /// program's name.
    static func error(_ message: String) {
        _ = write("phrasebook-bench: " + message + "\n", to: STDERR_FILENO)
    }

    /// Writes `line` and a newline to standard error as it is.
    static func errorLine(_ line: String) {
        _ = write(line + "\n", to: STDERR_FILENO)
    }

    /// Writes all of `text` to `descriptor`, retrying interrupted and partial
    /// writes; returns the system's description of the error, or `nil`.
    private static func write(_ text: String, to descriptor: Int32) -> String? {
        var bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress.map { $0 + start }, buffer.count - start)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            start += written
        }
        return nil
    }
}
