import Foundation

/// Reads standard input line by line as raw bytes, so a line that is not
/// UTF-8 or is far too long is reported and skipped instead of crashing or
/// stalling the REPL.
struct LineReader {
    /// One line of input.
    enum Line: Equatable {
        /// A line of UTF-8 text, without its line break.
        case text(String)
        /// A line that is not valid UTF-8.
        case invalidUTF8
        /// A line longer than ``maximumLength`` bytes, skipped; its length.
        case tooLong(Int)
    }

    /// Lines longer than this many bytes are skipped.
    static let maximumLength = 1 << 20

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var finished = false

    /// A reader of standard input.
    init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
    }

    /// The next line, or `nil` at the end of input.
    mutating func next() -> Line? {
        var skipped = 0
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let lineBytes = buffer[start..<newline]
                start = newline + 1
                compact()
                // Over the limit even when its end came in the same read.
                if skipped > 0 || lineBytes.count > Self.maximumLength {
                    return .tooLong(skipped + lineBytes.count)
                }
                return decode(lineBytes)
            }
            if buffer.count - start > Self.maximumLength {
                skipped += buffer.count - start
                buffer.removeAll(keepingCapacity: true)
                start = 0
            }
            if finished {
                guard start < buffer.count || skipped > 0 else { return nil }
                let rest = buffer[start...]
                buffer.removeAll()
                start = 0
                if skipped > 0 || rest.count > Self.maximumLength { return .tooLong(skipped + rest.count) }
                return decode(rest)
            }
            fill()
        }
    }

    private mutating func fill() {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count <= 0 {
            finished = true
        } else {
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    private mutating func compact() {
        if start > 64 * 1024 && start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }

    private func decode(_ bytes: ArraySlice<UInt8>) -> Line {
        var line = bytes
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        guard let text = String(validating: line, as: UTF8.self) else { return .invalidUTF8 }
        return .text(text)
    }
}
