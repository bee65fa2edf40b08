/// Appends values to the bytes of a compiled catalog file: integers in
/// little-endian order whatever the machine, strings as a length and UTF-8,
/// arrays as a count and their elements.
struct ArchiveWriter {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

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
        write(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends a count and every element's 4 bytes (the flat arrays of the tries).
    mutating func write(_ values: [Int32]) {
        // No exact reserveCapacity here: growing to the exact size on each
        // call would copy the whole file so far every time (quadratic).
        write(values.count)
        #if _endian(little)
        values.withUnsafeBytes { bytes.append(contentsOf: $0) }
        #else
        for value in values { write(value) }
        #endif
    }

    /// Appends raw bytes, without a count.
    mutating func append(raw: [UInt8]) {
        bytes.append(contentsOf: raw)
    }

    /// Replaces the bytes from `offset` on with `raw` (a header written last), in place.
    mutating func overwrite(at offset: Int, with raw: [UInt8]) {
        bytes.replaceSubrange(offset..<offset + raw.count, with: raw)
    }
}
