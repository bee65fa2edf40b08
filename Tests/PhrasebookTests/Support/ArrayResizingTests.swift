import Testing

@testable import Phrasebook

/// `resize(to:padding:)` makes an array the length asked for: its first
/// elements kept, padding after them, its storage kept when it shrinks.
@Suite struct ArrayResizingTests {
    @Test(arguments: [(3, 0), (3, 1), (3, 3), (3, 5), (0, 4), (17, 2)])
    func anArrayIsCutOrPaddedToTheLengthAsked(from count: Int, to target: Int) {
        var values = Array(0..<count)
        values.resize(to: target, padding: -1)
        #expect(values.count == target)
        #expect(Array(values.prefix(count)) == Array((0..<count).prefix(target)))
        #expect(values.dropFirst(count).allSatisfy { $0 == -1 })
    }

    @Test func aShrunkArrayKeepsItsStorage() {
        var values = Array(0..<8)
        let capacity = values.capacity
        values.resize(to: 2, padding: 0)
        #expect(values == [0, 1])
        #expect(values.capacity == capacity)
    }

    @Test func aSharedArrayIsResizedWithoutChangingItsCopy() {
        var values = [1, 2, 3]
        let copy = values
        values.resize(to: 1, padding: 0)
        #expect(values == [1])
        #expect(copy == [1, 2, 3])
    }
}
