import Testing

@testable import Phrasebook

/// `refill(with:count:)` leaves `count` copies of the value, whatever the
/// array held, written over in place when the count is the same.
@Suite struct ArrayRefillingTests {
    @Test(arguments: [(0, 0), (0, 5), (5, 5), (5, 2), (2, 40), (40, 0)])
    func anArrayBecomesCountCopiesOfTheValue(before: Int, after: Int) {
        var values = Array(0..<before)
        values.refill(with: -1, count: after)
        #expect(values == [Int](repeating: -1, count: after))
    }

    @Test func theSameCountIsWrittenOverInItsStorage() {
        var values: [Float] = [1, 2, 3, 4]
        values.reserveCapacity(64)
        let capacity = values.capacity
        values.refill(with: .infinity, count: 4)
        #expect(values == [.infinity, .infinity, .infinity, .infinity])
        #expect(values.capacity == capacity)
    }

    @Test func aSharedArrayIsRefilledWithoutChangingItsCopy() {
        var values = [1, 2, 3]
        let copy = values
        values.refill(with: 0, count: 3)
        #expect(values == [0, 0, 0])
        #expect(copy == [1, 2, 3])
    }
}
