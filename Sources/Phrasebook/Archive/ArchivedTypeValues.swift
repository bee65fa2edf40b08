import Foundation

/// A type's values as a compiled catalog file stores them, decoded one at a
/// time when read (``StoredTypeValues``): loading a catalog touches none of
/// them.
///
/// The file holds, per type, the offsets of its values (`count + 1`
/// 4-byte integers, from 0 to the blob's length, never decreasing), the blob
/// of the values one after another (each as `TypeValue`'s codec writes it),
/// and the value indices sorted by id (then index), which ``index(ofID:)``
/// searches. The offsets and sorted indices are checked when the file is
/// read; a value that still fails to decode reads as an empty value.
struct ArchivedTypeValues: StoredTypeValues {
    /// The whole file's bytes.
    private let file: FileBytes
    /// Where the offsets start.
    private let offsetsStart: Int
    /// Where the blob starts; offsets count from here.
    private let blobStart: Int
    /// Where the indices sorted by id start.
    private let orderStart: Int
    /// Where this type's stored form starts (its offsets' count) and ends
    /// (after the sorted indices): the bytes written again unchanged when
    /// the catalog is written back (``encode(_:to:)``).
    private let storedRange: Range<Int>
    let count: Int

    /// Reads the layout of one type's values at `reader`'s offset and moves
    /// past it, checking every offset and index.
    init(from reader: inout ArchiveReader) throws(ArchiveError) {
        file = reader.file
        let storedStart = reader.offset
        let offsets = try reader.readCount(elementSize: 4)
        guard offsets >= 1 else { throw ArchiveReader.damaged("a type's value offsets") }
        count = offsets - 1
        offsetsStart = reader.offset
        try reader.skip(4 * offsets)
        let blobLength = try reader.readCount()
        blobStart = reader.offset
        try reader.skip(blobLength)
        guard try reader.readCount(elementSize: 4) == count else { throw ArchiveReader.damaged("a type's value order") }
        orderStart = reader.offset
        try reader.skip(4 * count)
        storedRange = storedStart..<reader.offset
        let (offsetsStart, orderStart, count) = (offsetsStart, orderStart, count)
        // Both loops ask every element and stop at none, gathering sign
        // bits (subtractions and ors only), so they compile to vector code:
        // a full-size catalog has half a million values. An offset below 0,
        // or below the one before it, sets a sign bit; once all are at least
        // 0, their differences cannot overflow. The last offset being the
        // blob's length bounds the others.
        let problem: String? = { (raw: UnsafeRawBufferPointer) -> String? in
            // Both ranges were skipped above, so they lie in the file: wrapping
            // arithmetic on the positions is exact (and lets the loops vectorize).
            guard let base = raw.baseAddress else { return "a type's value offsets" }
            let offsetAt = base + offsetsStart
            let orderAt = base + orderStart
            @inline(__always) func offset(_ index: Int) -> Int32 {
                Int32(littleEndian: offsetAt.loadUnaligned(fromByteOffset: index &* 4, as: Int32.self))
            }
            guard offset(0) == 0, Int(offset(count)) == blobLength else { return "a type's value offsets" }
            var signs: Int32 = 0
            for index in 1..<offsets {
                let current = offset(index)
                signs |= current | (current &- offset(index &- 1))
            }
            guard signs >= 0 else { return "a type's value offsets" }
            let top = Int32(clamping: count - 1)
            for index in 0..<count {
                let value = Int32(littleEndian: orderAt.loadUnaligned(fromByteOffset: index &* 4, as: Int32.self))
                signs |= value | (top &- value)
            }
            return signs >= 0 ? nil : "a type's value order"
        }(file.buffer)
        if let problem { throw ArchiveReader.damaged(problem) }
    }

    /// Where this type's stored form ends in the file.
    var storedEnd: Int { storedRange.upperBound }

    /// Throws unless every value's stored form starts with an id and a
    /// title that are not empty and end inside its bytes (as the compiler
    /// writes them: a manifest's empty id or title is an error).
    ///
    /// Asked
    /// once at load, of the first two fields only, so that offsets shifted
    /// off the values' starts are refused rather than read as other values'
    /// bytes; the rest of a value is checked when it is decoded.
    func checkValueStarts() throws(ArchiveError) {
        for index in 0..<count {
            var reader = reader(of: index)
            do {
                let id = try reader.readCount()
                try reader.skip(id)
                let title = try reader.readCount()
                try reader.skip(title)
                guard id > 0, title > 0 else { throw ArchiveReader.damaged("") }
            } catch {
                throw ArchiveReader.damaged("a type's values' offsets do not fall on values with an id and a title")
            }
        }
    }

    /// Writes `values` in the layout ``init(from:)`` reads.
    ///
    /// Values still in
    /// a file's stored form are that form's bytes, copied as they are: an
    /// entity update writes back the types it did not change without
    /// decoding and encoding their values again.
    static func encode(_ values: TypeValueList, to writer: inout ArchiveWriter) {
        if let archived = values.stored as? ArchivedTypeValues {
            writer.append(raw: UnsafeRawBufferPointer(rebasing: archived.file.buffer[archived.storedRange]))
            return
        }
        var blob = ArchiveWriter()
        var offsets: [Int32] = [0]
        offsets.reserveCapacity(values.count + 1)
        for value in values {
            value.encode(to: &blob)
            offsets.append(Int32(blob.bytes.count))
        }
        let ids = (0..<values.count).map(values.id(at:))
        let order = ids.indices.sorted { ids[$0] != ids[$1] ? ids[$0] < ids[$1] : $0 < $1 }
        writer.write(offsets)
        writer.writeCount(blob.bytes.count)
        writer.append(raw: blob.bytes)
        writer.write(order.map { Int32($0) })
    }

    /// A reader of value `index`'s bytes (of none when out of range).
    private func reader(of index: Int) -> ArchiveReader {
        guard index >= 0, index < count else { return ArchiveReader(file, from: 0, to: 0) }
        let start = Int(ArchiveReader.int32(in: file, at: offsetsStart + 4 * index))
        let end = Int(ArchiveReader.int32(in: file, at: offsetsStart + 4 * index + 4))
        return ArchiveReader(file, from: blobStart + start, to: blobStart + end)
    }

    func value(at index: Int) -> TypeValue {
        var reader = reader(of: index)
        return (try? TypeValue(from: &reader)) ?? TypeValue(id: "", title: "")
    }

    func id(at index: Int) -> String {
        var reader = reader(of: index)
        return (try? String(from: &reader)) ?? ""
    }

    func idAndTitle(at index: Int) -> (id: String, title: String) {
        var reader = reader(of: index)
        guard let id = try? String(from: &reader), let title = try? String(from: &reader) else { return ("", "") }
        return (id, title)
    }

    /// Value `index`'s id, title and subtitle, the first three fields of its
    /// stored form: a prompt's options decode nothing after them.
    func idTitleAndSubtitle(at index: Int) -> (id: String, title: String, subtitle: String?) {
        var reader = reader(of: index)
        do {
            return (try String(from: &reader), try String(from: &reader), try String?(from: &reader))
        } catch {
            return ("", "", nil)
        }
    }

    func index(ofID id: String) -> Int? {
        // The first entry whose id is not below `id`: ties are in index
        // order, so it is the first value with that id.
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self.id(at: Int(ArchiveReader.int32(in: file, at: orderStart + 4 * middle))) < id {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low < count else { return nil }
        let found = Int(ArchiveReader.int32(in: file, at: orderStart + 4 * low))
        return self.id(at: found) == id ? found : nil
    }
}
