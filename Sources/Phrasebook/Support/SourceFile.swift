import Foundation

/// A text file held in memory with a table of line starts, so a byte offset
/// can be turned into the `line:column` a person reads in an editor.
///
/// The
/// table is built the first time a location is asked for: a file read
/// without a problem in it never pays for it.
struct SourceFile: Sendable {
    /// The path shown in diagnostics, as the user gave it.
    let path: String
    /// The file's bytes as read from disk.
    let bytes: [UInt8]
    private let lines: LineTable

    /// Wraps `bytes` read from `path`.
    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lines = LineTable()
    }

    /// The 1-based line and column (counted in Unicode scalars) of a byte offset.
    func location(ofOffset offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        let (line, column) = lines.lineAndColumn(of: clamped, in: bytes)
        return SourceLocation(file: path, line: line, column: column)
    }
}

/// Where the lines of a ``SourceFile`` start, and the column of every
/// ``checkpointStride``-th byte (so a column on a very long line — a
/// manifest written on one line — costs a short count), built on first use.
///
/// A class so copies of the file share one table; a lock guards the build.
private final class LineTable: @unchecked Sendable {
    private static let checkpointStride = 1024
    private let lock = NSLock()
    private var starts: [Int] = []
    private var checkpoints: [Int32] = []
    private var isBuilt = false

    /// The 1-based line and column of `offset` (within `bytes`).
    func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        lock.lock()
        if !isBuilt { build(bytes) }
        lock.unlock()
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = starts[low]
        let checkpoint = offset / Self.checkpointStride * Self.checkpointStride
        if checkpoint > index && checkpoint / Self.checkpointStride < checkpoints.count {
            index = checkpoint
            column = Int(checkpoints[checkpoint / Self.checkpointStride])
        }
        while index < offset {
            // Count only the first byte of each UTF-8 sequence.
            if bytes[index] & 0b1100_0000 != 0b1000_0000 { column += 1 }
            index += 1
        }
        return (low + 1, column)
    }

    private func build(_ bytes: [UInt8]) {
        var starts = [0]
        var checkpoints: [Int32] = []
        checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
        var column: Int32 = 1
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            // A checkpoint every stride bytes, then that stretch eight bytes at
            // a time: a manifest is often one long line, and a diagnostic in
            // it asks for the whole table.
            var chunk = 0
            while chunk < buffer.count {
                checkpoints.append(column)
                let end = min(chunk + Self.checkpointStride, buffer.count)
                var index = chunk
                while index < end {
                    if end - index >= 8 {
                        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                        if !Self.hasLineBreak(word) {
                            // A byte 10xxxxxx (its high bit set, the bit
                            // below clear) continues a UTF-8 sequence; each
                            // other byte starts a column.
                            let continuing = word & ~(word &<< 1) & 0x8080_8080_8080_8080
                            column += Int32(8 &- continuing.nonzeroBitCount)
                            index += 8
                            continue
                        }
                    }
                    // A line break among the next eight bytes, or fewer
                    // than eight left: one byte.
                    let byte = buffer[index]
                    if byte == UInt8(ascii: "\n") {
                        starts.append(index + 1)
                        column = 1
                    } else if byte & 0b1100_0000 != 0b1000_0000 {
                        column += 1
                    }
                    index += 1
                }
                chunk = end
            }
        }
        self.starts = starts
        self.checkpoints = checkpoints
        isBuilt = true
    }

    /// Whether one of a word's eight bytes is a line break: `word ^ 0x0A…`
    /// has a zero byte exactly there, and the classic test for a zero byte
    /// (a borrow into its high bit that the byte itself did not have) is
    /// exact about whether there is one.
    @inline(__always)
    private static func hasLineBreak(_ word: UInt64) -> Bool {
        let breaks = word ^ 0x0A0A_0A0A_0A0A_0A0A
        return (breaks &- 0x0101_0101_0101_0101) & ~breaks & 0x8080_8080_8080_8080 != 0
    }
}

/// A place in a text file: 1-based line and column.
struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file's path as shown to the user.
    var file: String
    /// The 1-based line number.
    var line: Int
    /// The 1-based column, counted in Unicode scalars.
    var column: Int

    /// Creates a location.
    init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The location moved `count` scalars to the right on the same line.
    func advanced(by count: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + count)
    }

    /// `file:line:column`.
    var description: String { "\(file):\(line):\(column)" }
}
