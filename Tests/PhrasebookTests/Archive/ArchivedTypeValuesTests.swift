import Testing

@testable import Phrasebook

/// A type's values in a compiled file's stored form: they read back as
/// written, and offsets or a sorted index that would lead outside the
/// values are refused when the layout is read, whatever the checksum says.
@Suite struct ArchivedTypeValuesTests {
    /// Three values' stored form: the offsets' count (one byte), four
    /// offsets, the blob's length and the blob, the indices' count and
    /// three indices sorted by id.
    static let stored: [UInt8] = {
        var writer = ArchiveWriter()
        let values = TypeValueList([
            TypeValue(id: "c", title: "Walking"),
            TypeValue(id: "a", title: "Breathing", subtitle: "Slowly", synonyms: ["breath"]),
            TypeValue(id: "b", title: "Sleep"),
        ])
        ArchivedTypeValues.encode(values, to: &writer)
        return writer.bytes
    }()

    /// Where offset `index` starts.
    static func offsetPosition(_ index: Int) -> Int { 1 + 4 * index }

    /// Where sorted index `index` starts (after the last byte's three indices).
    static func orderPosition(_ index: Int) -> Int { stored.count - 4 * (3 - index) }

    /// `bytes` with the 4-byte little-endian integer at `position` set to `value`.
    static func setting(_ value: Int32, at position: Int, in bytes: [UInt8]) -> [UInt8] {
        var changed = bytes
        for byte in 0..<4 { changed[position + byte] = UInt8(truncatingIfNeeded: value >> (8 * Int32(byte))) }
        return changed
    }

    static func read(_ bytes: [UInt8]) throws(ArchiveError) -> ArchivedTypeValues {
        var reader = ArchiveReader(FileBytes(copying: bytes))
        return try ArchivedTypeValues(from: &reader)
    }

    static func int32(at position: Int) -> Int32 {
        (0..<4).reduce(Int32(0)) { $0 | Int32(stored[position + $1]) << (8 * Int32($1)) }
    }

    @Test func valuesReadBackAsWrittenAndAreFoundByID() throws {
        let values = try Self.read(Self.stored)
        #expect(values.count == 3)
        #expect(values.idAndTitle(at: 1) == (id: "a", title: "Breathing"))
        #expect(values.idTitleAndSubtitle(at: 1) == (id: "a", title: "Breathing", subtitle: "Slowly"))
        #expect(values.idTitleAndSubtitle(at: 2) == (id: "b", title: "Sleep", subtitle: nil))
        #expect(values.value(at: 1).synonyms == ["breath"])
        #expect(values.idTitleAndSubtitle(at: 3) == (id: "", title: "", subtitle: nil))
        #expect(values.index(ofID: "c") == 0)
        #expect(values.index(ofID: "b") == 2)
    }

    @Test(arguments: [
        (offset: 0, value: Int32(1)),  // not starting at 0
        (offset: 1, value: Int32(-1)),  // below 0
        (offset: 2, value: Int32(0)),  // below the one before
        (offset: 2, value: Int32.max),  // past the blob, then back down
        (offset: 3, value: Int32(1000)),  // the last not the blob's length
    ])
    func offsetsOutsideTheBlobAreRefused(offset: Int, value: Int32) {
        let damaged = Self.setting(value, at: Self.offsetPosition(offset), in: Self.stored)
        let error = #expect(throws: ArchiveError.self) { try Self.read(damaged) }
        #expect(error?.message.contains("value offsets") == true)
    }

    @Test(arguments: [Int32(3), Int32(-1), Int32.min, Int32.max])
    func aSortedIndexOutsideTheValuesIsRefused(value: Int32) {
        let damaged = Self.setting(value, at: Self.orderPosition(1), in: Self.stored)
        let error = #expect(throws: ArchiveError.self) { try Self.read(damaged) }
        #expect(error?.message.contains("value order") == true)
    }

    @Test func theStoredFormIsLaidOutAsTheseTestsAssume() {
        #expect(Self.stored[0] == 4)
        #expect(Self.int32(at: Self.offsetPosition(0)) == 0)
        #expect(Self.int32(at: Self.orderPosition(0)) == 1)
        #expect(Self.int32(at: Self.orderPosition(2)) == 0)
    }
}
