import Testing

@testable import Phrasebook

/// The number spellings below value-trie nodes past the root: worked out
/// once per value set and node, and kept apart per set and per node.
@Suite struct NodeNumberSpellingsCacheTests {
    /// Spellings reaching node `node` with number `number`.
    private static func spellings(_ node: Int32, _ number: Double) -> ValueNumberSpellings {
        ValueNumberSpellings(nodes: [node], numberStart: [0, 1], numbers: [number])
    }

    @Test func spellingsAreWorkedOutOncePerSetAndNode() {
        let cache = NodeNumberSpellingsCache()
        var decided = 0
        var reached: [Int32] = []
        cache.spellings(ofValueSet: 2, below: 7) {
            decided += 1
            return Self.spellings(8, 24)
        }.appendNodes(spelling: 24, to: &reached)
        cache.spellings(ofValueSet: 2, below: 7) {
            decided += 1
            return Self.spellings(9, 25)
        }.appendNodes(spelling: 24, to: &reached)
        #expect(decided == 1)
        #expect(reached == [8, 8])
        // Another node of the set, and the same node of another set, are their own.
        reached = []
        cache.spellings(ofValueSet: 2, below: 6) {
            decided += 1
            return Self.spellings(5, 24)
        }.appendNodes(spelling: 24, to: &reached)
        cache.spellings(ofValueSet: 3, below: 7) {
            decided += 1
            return Self.spellings(4, 24)
        }.appendNodes(spelling: 24, to: &reached)
        #expect(decided == 3)
        #expect(reached == [5, 4])
        // A number the spellings do not read reaches nothing.
        reached = []
        cache.spellings(ofValueSet: 2, below: 7) {
            decided += 1
            return Self.spellings(9, 25)
        }.appendNodes(spelling: 25, to: &reached)
        #expect(reached.isEmpty)
        #expect(decided == 3)
    }
}
