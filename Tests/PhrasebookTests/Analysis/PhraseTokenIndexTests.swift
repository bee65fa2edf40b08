import Testing

@testable import Phrasebook

/// The collision check's token index finds exactly the earlier phrases that
/// share a token, ascending and each once, as a dictionary of sets would.
@Suite struct PhraseTokenIndexTests {
    /// The earlier phrases sharing a token, the slow and obvious way.
    private static func expected(_ sets: [Set<Int32>], before later: Int, sharing tokens: Set<Int32>) -> [Int] {
        (0..<later).filter { !sets[$0].isDisjoint(with: tokens) }
    }

    @Test func findsTheEarlierPhrasesSharingAToken() {
        let sets: [Set<Int32>] = [[5, 7], [7], [], [9, 5, 12], [40], [7, 40]]
        let index = PhraseTokenIndex(sets)
        #expect(index.phrases(before: 0, sharingAnyOf: [5, 7]) == [])
        #expect(index.phrases(before: 3, sharingAnyOf: [5, 7]) == [0, 1])
        #expect(index.phrases(before: 5, sharingAnyOf: [7, 40]) == [0, 1, 4])
        #expect(index.phrases(before: 6, sharingAnyOf: [5, 12, 40]) == [0, 3, 4, 5])
        // Tokens outside the listed range, below and above it.
        #expect(index.phrases(before: 6, sharingAnyOf: [0, 4, 41, 1_000]) == [])
    }

    @Test func anEmptyIndexFindsNothing() {
        #expect(PhraseTokenIndex([]).phrases(before: 3, sharingAnyOf: [1]) == [])
        #expect(PhraseTokenIndex([[], []]).phrases(before: 2, sharingAnyOf: [0]) == [])
    }

    @Test func matchesTheObviousSearchOnManySets() {
        // A fixed linear congruential sequence: the same sets every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let sets: [Set<Int32>] = (0..<60).map { _ in Set((0..<next(12)).map { _ in Int32(100 + next(50)) }) }
        let index = PhraseTokenIndex(sets)
        for later in 0...sets.count {
            let tokens = Set((0..<next(8)).map { _ in Int32(90 + next(70)) })
            #expect(
                index.phrases(before: later, sharingAnyOf: tokens)
                    == Self.expected(sets, before: later, sharing: tokens))
        }
    }
}
