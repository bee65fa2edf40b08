import Foundation

/// Reads the values an ``ArchiveWriter`` wrote, checking every read against
/// the end of the bytes: a truncated or damaged file is an error, never a
/// crash or a read past the end.
///
/// The bytes are a ``FileBytes``, usually the
/// file read into memory: parts read later (entity values, see
/// ``ArchivedTypeValues``) keep it and decode from it when asked.
struct ArchiveReader {
    /// The file's bytes, indexed from 0, kept alive by the reader (views of
    /// them, ``readInt32Column()``, keep them alive too).
    let file: FileBytes
    /// The next byte to read.
    private(set) var offset: Int
    /// Where the readable bytes end (a reader of one stored value stops at its end).
    private let end: Int
    /// How many nested values (a type inside an array type, a summary
    /// inside a summary) are being read now.
    private var nesting = 0

    /// The deepest nesting of values a file may hold: deeper than any
    /// manifest the compiler accepts (its JSON nests 256 levels at most), and
    /// far from what would exhaust the stack while decoding.
    static let maximumNesting = 256

    /// A reader of `file` from `offset` up to `end` (the end of the file by default).
    init(_ file: FileBytes, from offset: Int = 0, to end: Int? = nil) {
        self.file = file
        self.offset = offset
        self.end = min(end ?? file.count, file.count)
    }

    /// How many bytes are left.
    var remaining: Int { max(0, end - offset) }

    /// Starts reading a value that may hold others of its kind.
    ///
    /// Throws before the stack could run out on a crafted file. Pair it
    /// with ``leaveNesting()``.
    mutating func enterNesting(_ what: String) throws(ArchiveError) {
        guard nesting < Self.maximumNesting else {
            throw Self.damaged("\(what) nested deeper than \(Self.maximumNesting) levels")
        }
        nesting += 1
    }

    /// Ends what ``enterNesting(_:)`` started.
    mutating func leaveNesting() {
        nesting = max(0, nesting - 1)
    }

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

    /// Moves past `count` bytes without reading them.
    mutating func skip(_ count: Int) throws(ArchiveError) {
        _ = try take(count)
    }

    /// Reads 8 bytes, least significant first.
    mutating func readUInt64() throws(ArchiveError) -> UInt64 {
        let start = try take(8)
        return UInt64(littleEndian: file.buffer.loadUnaligned(fromByteOffset: start, as: UInt64.self))
    }

    /// Reads an `Int` written as 8 bytes.
    mutating func readInt() throws(ArchiveError) -> Int {
        Int(Int64(bitPattern: try readUInt64()))
    }

    /// Reads a count ``ArchiveWriter/writeCount(_:)`` wrote: no larger than
    /// the bytes left divided by `elementSize` (so a damaged count cannot
    /// make a huge array), in at most 9 bytes.
    mutating func readCount(elementSize: Int = 1) throws(ArchiveError) -> Int {
        var count = 0
        var shift = 0
        while true {
            let byte = try readUInt8()
            count |= Int(byte & 0x7F) << shift
            if byte & 0x80 == 0 { break }
            shift += 7
            guard shift < 63 else { throw Self.damaged("a count is out of range") }
        }
        guard count >= 0, count <= remaining / max(elementSize, 1) else {
            throw Self.damaged("a count is out of range")
        }
        return count
    }

    /// Reads 4 bytes, least significant first.
    mutating func readInt32() throws(ArchiveError) -> Int32 {
        let start = try take(4)
        return Int32(littleEndian: file.buffer.loadUnaligned(fromByteOffset: start, as: Int32.self))
    }

    /// Reads one byte.
    mutating func readUInt8() throws(ArchiveError) -> UInt8 {
        file.buffer[try take(1)]
    }

    /// Reads a string: a count and UTF-8 bytes (invalid UTF-8 is damage).
    mutating func readString() throws(ArchiveError) -> String {
        let count = try readCount()
        let start = try take(count)
        // Decoded as UTF-8 code units (the standard library's fast path; its
        // validating initializer is generic and looks up type metadata on
        // every call, most of what reading a catalog's texts cost). Decoding
        // puts U+FFFD in place of invalid bytes, so a text whose UTF-8 is
        // not its bytes had some.
        let bytes = UnsafeRawBufferPointer(rebasing: file.buffer[start..<start + count])
        let text = bytes.withMemoryRebound(to: UInt8.self) { String(decoding: $0, as: UTF8.self) }
        guard Self.utf8(of: text, is: bytes) else { throw Self.damaged("a text is not UTF-8") }
        return text
    }

    /// Whether `text`'s UTF-8 is exactly `bytes` (compared in one `memcmp`).
    private static func utf8(of text: String, is bytes: UnsafeRawBufferPointer) -> Bool {
        guard text.utf8.count == bytes.count else { return false }
        let compared = text.utf8.withContiguousStorageIfAvailable { stored in
            guard let textStart = stored.baseAddress, let bytesStart = bytes.baseAddress else { return true }
            return memcmp(textStart, bytesStart, bytes.count) == 0
        }
        return compared ?? text.utf8.elementsEqual(bytes)
    }

    /// Reads a count and that many 4-byte integers (copied in one go).
    mutating func readInt32Array() throws(ArchiveError) -> [Int32] {
        let count = try readCount(elementSize: 4)
        let start = try take(4 * count)
        return Self.int32s(in: file, at: start, count: count)
    }

    /// Reads a column ``ArchiveWriter/write(_:)-(Int32Column)`` wrote: a
    /// count, zero to three padding bytes (to a multiple of 4) and the
    /// elements.
    ///
    /// A reader of a ``FileBytes`` on a little-endian machine
    /// returns a view of the elements where they lie; otherwise a copy.
    mutating func readInt32Column() throws(ArchiveError) -> Int32Column {
        let count = try readCount(elementSize: 4)
        try skip((4 - offset % 4) % 4)
        let start = try take(4 * count)
        #if _endian(little)
            // `take` checked that the elements lie inside the file's bytes.
            if let base = file.base, Int(bitPattern: base + start) % MemoryLayout<Int32>.alignment == 0 {
                return Int32Column(
                    viewing: (base + start).assumingMemoryBound(to: Int32.self), count: count, owner: file)
            }
        #endif
        return Int32Column(Self.int32s(in: file, at: start, count: count))
    }

    /// `count` little-endian 4-byte integers of `bytes` from `start`, which
    /// the caller has checked are inside.
    static func int32s(in file: FileBytes, at start: Int, count: Int) -> [Int32] {
        [Int32](unsafeUninitializedCapacity: count) { buffer, initialized in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(
                from: UnsafeRawBufferPointer(rebasing: file.buffer[start..<start + 4 * count]))
            #if _endian(big)
                for index in 0..<count { buffer[index] = Int32(littleEndian: buffer[index]) }
            #endif
            initialized = count
        }
    }

    /// The 4-byte integer at `start` of `file`, which the caller has checked is inside.
    @inline(__always)
    static func int32(in file: FileBytes, at start: Int) -> Int32 {
        Int32(littleEndian: file.buffer.loadUnaligned(fromByteOffset: start, as: Int32.self))
    }
}
