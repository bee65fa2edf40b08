import Testing

@testable import Phrasebook

/// `empty()` leaves an array empty with the storage it had, whatever its size.
@Suite struct ArrayEmptyingTests {
    @Test(arguments: [0, 1, 2, 16, 17, 1_000])
    func anArrayIsEmptiedAndKeepsItsStorage(count: Int) {
        var values = Array(0..<count)
        values.reserveCapacity(count + 8)
        let capacity = values.capacity
        values.empty()
        #expect(values.isEmpty)
        #expect(values.capacity == capacity)
        values.append(7)
        #expect(values == [7])
    }

    @Test func aSharedArrayIsEmptiedWithoutChangingItsCopy() {
        var values = [1, 2, 3]
        let copy = values
        values.empty()
        #expect(values.isEmpty)
        #expect(copy == [1, 2, 3])
    }
}
