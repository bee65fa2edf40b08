import Foundation

/// Reads a file of utterances, one per line: UTF-8 (a leading byte order
/// mark is dropped), `\n` or `\r\n` line ends, blank lines skipped.
enum UtteranceFile {
    /// Why the file could not be read, in words for the user.
    struct Failure: Error {
        /// The message to print.
        let message: String
    }

    /// The utterances in the file at `path`.
    static func read(_ path: String) throws(Failure) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure(message: "\(path): no such utterances file")
        }
        guard !isDirectory.boolValue else {
            throw Failure(message: "\(path): is a folder; --utterances takes a file with one utterance per line")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw Failure(message: "\(path): cannot be read (\(error.localizedDescription))")
        }
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        var utterances: [String] = []
        for (number, rawLine) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.last == 0x0D ? rawLine.dropLast() : rawLine
            guard let text = String(bytes: line, encoding: .utf8) else {
                throw Failure(message: "\(path):\(number + 1): is not valid UTF-8")
            }
            if !text.allSatisfy(\.isWhitespace) { utterances.append(text) }
        }
        guard !utterances.isEmpty else {
            throw Failure(message: "\(path): holds no utterances (expected one per line)")
        }
        return utterances
    }
}
