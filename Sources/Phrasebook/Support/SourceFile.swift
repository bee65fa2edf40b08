/// A text file held in memory with a table of line starts, so a byte offset
/// can be turned into the `line:column` a person reads in an editor.
struct SourceFile: Sendable {
    /// The path shown in diagnostics, as the user gave it.
    let path: String
    /// The file's bytes as read from disk.
    let bytes: [UInt8]
    private let lineStarts: [Int]
    /// The column of every ``checkpointStride``-th byte, so a column on a
    /// very long line (a manifest written on one line) costs a short count.
    private let checkpoints: [Int32]
    private static let checkpointStride = 1024

    /// Wraps `bytes` read from `path`.
    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        var checkpoints: [Int32] = []
        checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
        var column: Int32 = 1
        for (index, byte) in bytes.enumerated() {
            if index % Self.checkpointStride == 0 { checkpoints.append(column) }
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
                column = 1
            } else if byte & 0b1100_0000 != 0b1000_0000 {
                column += 1
            }
        }
        self.lineStarts = starts
        self.checkpoints = checkpoints
    }

    /// The 1-based line and column (counted in Unicode scalars) of a byte offset.
    func location(ofOffset offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        let checkpoint = clamped / Self.checkpointStride * Self.checkpointStride
        if checkpoint > index && checkpoint / Self.checkpointStride < checkpoints.count {
            index = checkpoint
            column = Int(checkpoints[checkpoint / Self.checkpointStride])
        }
        while index < clamped {
            // Count only the first byte of each UTF-8 sequence.
            if bytes[index] & 0b1100_0000 != 0b1000_0000 { column += 1 }
            index += 1
        }
        return SourceLocation(file: path, line: low + 1, column: column)
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
