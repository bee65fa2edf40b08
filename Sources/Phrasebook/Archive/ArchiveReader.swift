/// Reads the values an ``ArchiveWriter`` wrote, checking every read against
/// the end of the bytes: a truncated or damaged file is an error, never a
/// crash or a read past the end.
struct ArchiveReader {
    private let bytes: [UInt8]
    /// The next byte to read.
    private(set) var offset: Int

    /// A reader of `bytes` from `offset`.
    init(_ bytes: [UInt8], from offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    /// How many bytes are left.
    var remaining: Int { bytes.count - offset }

    /// The error a damaged file gets, naming what was being read.
    static func damaged(_ what: String) -> ArchiveError {
        ArchiveError(message: "the file is damaged (\(what))")
    }

    private mutating func take(_ count: Int) throws(ArchiveError) -> Int {
        guard count >= 0, count <= remaining else { throw Self.damaged("it ends early") }
        let start = offset
        offset += count
        return start
    }

    /// Reads 8 bytes, least significant first.
    mutating func readUInt64() throws(ArchiveError) -> UInt64 {
        let start = try take(8)
        var value: UInt64 = 0
        for index in (0..<8).reversed() { value = value << 8 | UInt64(bytes[start + index]) }
        return value
    }

    /// Reads an `Int` written as 8 bytes.
    mutating func readInt() throws(ArchiveError) -> Int {
        Int(Int64(bitPattern: try readUInt64()))
    }

    /// Reads a count: a non-negative `Int` no larger than the bytes left
    /// divided by `elementSize` (so a damaged count cannot make a huge array).
    mutating func readCount(elementSize: Int = 1) throws(ArchiveError) -> Int {
        let count = try readInt()
        guard count >= 0, count <= remaining / max(elementSize, 1) else { throw Self.damaged("a count is out of range") }
        return count
    }

    /// Reads 4 bytes, least significant first.
    mutating func readInt32() throws(ArchiveError) -> Int32 {
        let start = try take(4)
        let bits = UInt32(bytes[start]) | UInt32(bytes[start + 1]) << 8 | UInt32(bytes[start + 2]) << 16 | UInt32(bytes[start + 3]) << 24
        return Int32(bitPattern: bits)
    }

    /// Reads one byte.
    mutating func readUInt8() throws(ArchiveError) -> UInt8 {
        bytes[try take(1)]
    }

    /// Reads a string: a count and UTF-8 bytes (invalid UTF-8 is damage).
    mutating func readString() throws(ArchiveError) -> String {
        let count = try readCount()
        let start = try take(count)
        guard let text = String(validating: bytes[start..<start + count], as: UTF8.self) else {
            throw Self.damaged("a text is not UTF-8")
        }
        return text
    }

    /// Reads a count and that many 4-byte integers.
    mutating func readInt32Array() throws(ArchiveError) -> [Int32] {
        let count = try readCount(elementSize: 4)
        let start = try take(4 * count)
        return [Int32](unsafeUninitializedCapacity: count) { buffer, initialized in
            var position = start
            for index in 0..<count {
                let bits = UInt32(bytes[position]) | UInt32(bytes[position + 1]) << 8 | UInt32(bytes[position + 2]) << 16
                    | UInt32(bytes[position + 3]) << 24
                buffer[index] = Int32(bitPattern: bits)
                position += 4
            }
            initialized = count
        }
    }

    /// Reads `count` raw bytes.
    mutating func readRaw(_ count: Int) throws(ArchiveError) -> ArraySlice<UInt8> {
        let start = try take(count)
        return bytes[start..<start + count]
    }
}
