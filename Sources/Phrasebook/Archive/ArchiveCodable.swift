/// A value a compiled catalog file stores: it writes its fields in a fixed
/// order and reads them back in the same order.
///
/// Every stored type conforms
/// in `ArchiveCodable+Catalog.swift`, one function each, so adding a field
/// is one line in `encode` and one in `init(from:)`.
protocol ArchiveCodable {
    /// Appends the value's fields.
    func encode(to writer: inout ArchiveWriter)
    /// Reads the fields `encode(to:)` wrote.
    init(from reader: inout ArchiveReader) throws(ArchiveError)
}

extension Int: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) { writer.write(self) }
    init(from reader: inout ArchiveReader) throws(ArchiveError) { self = try reader.readInt() }
}

extension UInt64: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) { writer.write(self) }
    init(from reader: inout ArchiveReader) throws(ArchiveError) { self = try reader.readUInt64() }
}

extension Int32: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) { writer.write(self) }
    init(from reader: inout ArchiveReader) throws(ArchiveError) { self = try reader.readInt32() }
}

extension UInt8: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) { writer.write(self) }
    init(from reader: inout ArchiveReader) throws(ArchiveError) { self = try reader.readUInt8() }
}

extension Double: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) { writer.write(bitPattern) }
    init(from reader: inout ArchiveReader) throws(ArchiveError) { self = Double(bitPattern: try reader.readUInt64()) }
}

extension Bool: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) { writer.write(UInt8(self ? 1 : 0)) }
    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        switch try reader.readUInt8() {
        case 0: self = false
        case 1: self = true
        default: throw ArchiveReader.damaged("a flag is neither 0 nor 1")
        }
    }
}

extension String: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) { writer.write(self) }
    init(from reader: inout ArchiveReader) throws(ArchiveError) { self = try reader.readString() }
}

extension Optional: ArchiveCodable where Wrapped: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        if let self {
            writer.write(UInt8(1))
            self.encode(to: &writer)
        } else {
            writer.write(UInt8(0))
        }
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        self = try Bool(from: &reader) ? try Wrapped(from: &reader) : nil
    }
}

extension Array: ArchiveCodable where Element: ArchiveCodable {
    func encode(to writer: inout ArchiveWriter) {
        writer.writeCount(count)
        for element in self {
            element.encode(to: &writer)
            writer.flushIfFull()
        }
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        let count = try reader.readCount()
        self = []
        reserveCapacity(count)
        for _ in 0..<count { append(try Element(from: &reader)) }
    }
}

extension Dictionary: ArchiveCodable where Key: ArchiveCodable & Comparable, Value: ArchiveCodable {
    /// Entries in key order, so one catalog always writes the same bytes.
    func encode(to writer: inout ArchiveWriter) {
        writer.writeCount(count)
        for key in keys.sorted() {
            key.encode(to: &writer)
            self[key]?.encode(to: &writer)
        }
    }

    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        let count = try reader.readCount()
        self.init(minimumCapacity: count)
        for _ in 0..<count {
            let key = try Key(from: &reader)
            self[key] = try Value(from: &reader)
        }
    }
}

/// A raw-value enum stored as its raw value; an unknown one is damage.
protocol ArchiveRawCodable: ArchiveCodable, RawRepresentable where RawValue: ArchiveCodable {}

extension ArchiveRawCodable {
    func encode(to writer: inout ArchiveWriter) { rawValue.encode(to: &writer) }
    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        guard let value = Self(rawValue: try RawValue(from: &reader)) else {
            throw ArchiveReader.damaged("an unknown \(Self.self)")
        }
        self = value
    }
}
