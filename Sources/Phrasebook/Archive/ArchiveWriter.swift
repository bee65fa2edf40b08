/// Appends values to the bytes of a compiled catalog file: integers in
/// little-endian order whatever the machine, strings as a length and UTF-8,
/// arrays as a count and their elements (counts and lengths as
/// ``writeCount(_:)`` writes them).
///
/// A writer with a sink streams: it hands
/// its bytes to the sink a chunk at a time (``flushIfFull()``).
struct ArchiveWriter {
    /// The bytes written so far (with a sink: since the last flush).
    private(set) var bytes: [UInt8] = []
    /// How many bytes were flushed before ``bytes``.
    private var flushed = 0
    /// How many bytes were written: where the next one goes.
    var position: Int { flushed + bytes.count }
    /// Where the bytes go when flushed; `nil` keeps them all in ``bytes``.
    private let sink: ArchiveFileSink?
    /// How many bytes a streaming writer gathers before it flushes them.
    private static let chunkLength = 1 << 20

    /// A writer that keeps every byte in ``bytes``.
    init() {
        sink = nil
    }

    /// A writer that streams its bytes to `sink`.
    init(sink: ArchiveFileSink) {
        self.sink = sink
        bytes.reserveCapacity(2 * Self.chunkLength)
    }

    /// With a sink, hands the bytes gathered to it once there is a chunk's
    /// worth (called between elements of a large array, so the bytes held
    /// stay small whatever is written).
    @inline(__always)
    mutating func flushIfFull() {
        if sink != nil && bytes.count >= Self.chunkLength { flush() }
    }

    /// With a sink, hands every byte gathered to it.
    mutating func flush() {
        guard let sink else { return }
        bytes.withUnsafeBytes { sink.append($0) }
        flushed += bytes.count
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends `value`'s 8 bytes, least significant first.
    mutating func write(_ value: UInt64) {
        var value = value
        for _ in 0..<8 {
            bytes.append(UInt8(truncatingIfNeeded: value))
            value >>= 8
        }
    }

    /// Appends `value` as 8 bytes.
    mutating func write(_ value: Int) {
        write(UInt64(bitPattern: Int64(value)))
    }

    /// Appends a count or a length (non-negative) in as few bytes as it
    /// needs: seven bits a byte, least significant first, the top bit set on
    /// every byte but the last.
    ///
    /// Most are below 128, one byte instead of eight.
    mutating func writeCount(_ count: Int) {
        var value = UInt64(max(count, 0))
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// Appends `value`'s 4 bytes, least significant first.
    mutating func write(_ value: Int32) {
        let bits = UInt32(bitPattern: value)
        bytes.append(UInt8(truncatingIfNeeded: bits))
        bytes.append(UInt8(truncatingIfNeeded: bits >> 8))
        bytes.append(UInt8(truncatingIfNeeded: bits >> 16))
        bytes.append(UInt8(truncatingIfNeeded: bits >> 24))
    }

    /// Appends one byte.
    mutating func write(_ value: UInt8) {
        bytes.append(value)
    }

    /// Appends a count and the UTF-8 bytes of `text`.
    mutating func write(_ text: String) {
        writeCount(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends a count and every element's 4 bytes (the flat arrays of the tries).
    mutating func write(_ values: [Int32]) {
        // No exact reserveCapacity here: growing to the exact size on each
        // call would copy the whole file so far every time (quadratic).
        writeCount(values.count)
        #if _endian(little)
            values.withUnsafeBytes { bytes.append(contentsOf: $0) }
        #else
            for value in values { write(value) }
        #endif
    }

    /// Appends a count, zero bytes up to a multiple of 4 from the start (a
    /// body starts at such an offset of its file, so the elements are
    /// aligned in the file too), and every element's 4 bytes: a column that
    /// a reader uses where it lies (``ArchiveReader/readInt32Column()``).
    mutating func write(_ column: Int32Column) {
        writeCount(column.count)
        while position % 4 != 0 { bytes.append(0) }
        column.withUnsafeBufferPointer { elements in
            #if _endian(little)
                bytes.append(contentsOf: UnsafeRawBufferPointer(elements))
            #else
                for value in elements { write(value) }
            #endif
        }
    }

    /// Appends raw bytes, without a count.
    mutating func append(raw: [UInt8]) {
        bytes.append(contentsOf: raw)
    }

    /// Appends raw bytes, without a count.
    mutating func append(raw: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: raw)
    }
}
