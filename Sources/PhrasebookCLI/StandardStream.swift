import Foundation

/// Writes to standard output or error with `write(2)`, reporting failure
/// instead of trapping as `FileHandle.write(_:)` does: a full disk
/// (`list >/dev/full`) or a closed standard output ends the command with a
/// message on standard error and exit status 1 (``ExitStatus/notDone``), never
/// a crash.
enum StandardStream {
    /// Writes `text` to standard output; on failure, reports it on standard
    /// error and exits with status 1.
    static func output(_ text: String) {
        if let failure = write(text, to: STDOUT_FILENO) {
            _ = write("phrasebook: cannot write to standard output: \(failure)\n", to: STDERR_FILENO)
            exit(ExitStatus.notDone.rawValue)
        }
    }

    /// Writes `text` to standard error; a failure there has nowhere to be
    /// reported and is ignored.
    static func error(_ text: String) {
        _ = write(text, to: STDERR_FILENO)
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
