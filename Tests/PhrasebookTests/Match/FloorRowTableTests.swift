import Testing

@testable import Phrasebook

@Suite struct FloorRowTableTests {
    /// A signature per number, spread over both halves and the flags.
    static func mask(_ number: Int) -> GraphTokenMasks.Mask {
        GraphTokenMasks.Mask(low: UInt64(number) &* 0x0101, high: UInt64(number % 7), flags: UInt8(number % 3))
    }

    @Test func rowsAreNumberedInOrderAndFoundAgainPastGrowing() {
        var table = FloorRowTable()
        #expect(table.row(of: Self.mask(0)) == nil)
        // 500 rows: the table grows from 64 slots several times.
        for number in 0..<500 {
            #expect(table.row(of: Self.mask(number)) == nil)
            #expect(table.insert(Self.mask(number)) == Int32(number))
        }
        for number in 0..<500 { #expect(table.row(of: Self.mask(number)) == Int32(number)) }
        #expect(table.row(of: Self.mask(500)) == nil)
    }

    @Test func signaturesDifferingOnlyInFlagsKeepRowsOfTheirOwn() {
        var table = FloorRowTable()
        let plain = GraphTokenMasks.Mask(low: 5, high: 9, flags: 0)
        var withValue = plain
        withValue.flags = GraphTokenMasks.Mask.valueSlot
        #expect(table.insert(plain) == 0)
        #expect(table.row(of: withValue) == nil)
        #expect(table.insert(withValue) == 1)
        #expect(table.row(of: plain) == 0)
        #expect(table.row(of: withValue) == 1)
    }
}

/// A table emptied for the next walk keeps no row, numbers its rows from
/// 0 again and keeps each new row's signature.
@Suite struct FloorRowTableReuseTests {
    @Test func anEmptiedTableKnowsNoRow() {
        var table = FloorRowTable()
        for number in 0..<40 { _ = table.insert(FloorRowTableTests.mask(number)) }
        table.removeAll()
        for number in 0..<40 { #expect(table.row(of: FloorRowTableTests.mask(number)) == nil) }
        #expect(table.insert(FloorRowTableTests.mask(7)) == 0)
        #expect(table.insert(FloorRowTableTests.mask(3)) == 1)
        #expect(table.row(of: FloorRowTableTests.mask(3)) == 1)
        #expect(table.mask(ofRow: 0) == FloorRowTableTests.mask(7))
    }

    @Test func aTableThatGrewLargeIsEmptiedToo() {
        var table = FloorRowTable()
        for number in 0..<1_000 { _ = table.insert(FloorRowTableTests.mask(number)) }
        table.removeAll()
        #expect(table.row(of: FloorRowTableTests.mask(10)) == nil)
        #expect(table.insert(FloorRowTableTests.mask(10)) == 0)
    }
}
