import Testing

@testable import Phrasebook

/// The flexible index's per-index values worked out on first use: a value
/// kept is found as it was kept, an index never kept (or outside the
/// table) is not found, and `value(at:decide:)` works a value out once.
@Suite struct LazyTableTests {
    @Test func aValueKeptIsFoundAndNoOtherIs() {
        let table = LazyTable<String>(count: 4)
        #expect(table.kept(at: 2) == nil)
        table.keep("two", at: 2)
        #expect(table.kept(at: 2) == "two")
        #expect(table.kept(at: 1) == nil)
        // Outside the table: never kept.
        table.keep("minus one", at: -1)
        table.keep("four", at: 4)
        #expect(table.kept(at: -1) == nil)
        #expect(table.kept(at: 4) == nil)
    }

    @Test func aValueIsWorkedOutOnceAndSeenByKept() {
        let table = LazyTable<Int>(count: 3)
        var decided = 0
        #expect(
            table.value(at: 1) {
                decided += 1
                return 10
            } == 10)
        #expect(
            table.value(at: 1) {
                decided += 1
                return 11
            } == 10)
        #expect(decided == 1)
        #expect(table.kept(at: 1) == 10)
        table.keep(12, at: 0)
        #expect(
            table.value(at: 0) {
                decided += 1
                return 13
            } == 12)
        #expect(decided == 1)
    }
}
