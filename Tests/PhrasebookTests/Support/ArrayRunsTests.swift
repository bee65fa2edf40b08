import Testing

@testable import Phrasebook

/// `Array.runs(where:)`: the longest runs of members, in order.
@Suite struct ArrayRunsTests {
    @Test func findsEachLongestRunInOrder() {
        let numbers = [1, 2, 0, 3, 0, 0, 4, 5, 6]
        #expect(numbers.runs { $0 > 0 } == [0..<2, 3..<4, 6..<9])
    }

    @Test func noMemberAndEmptyGiveNoRun() {
        #expect([0, 0].runs { $0 > 0 }.isEmpty)
        #expect([Int]().runs { $0 > 0 }.isEmpty)
        #expect([7, 8].runs { $0 > 0 } == [0..<2])
    }
}
