import Testing

@testable import Phrasebook

/// A place the flexible walk reaches again at the same cost, with the same
/// bindings and words left out, is walked once: only the account of its
/// liberties differs.
///
/// A word repeated is the usual way to get there; walked again, each repeat
/// would multiply the walk until it hit ``Matcher/maximumStates``.
@Suite struct FlexibleSearchTieTests {
    @Test(arguments: [
        "app app app app app", "app app app app app app app app app app app app", "please please please please please",
    ])
    func aRepeatedWordIsNotWalkedOncePerWayToSkipIt(utterance: String) {
        let search = FlexibleSearch.sampleWalk(utterance)
        #expect(search.statesExplored < Matcher.maximumStates / 20)
        #expect(Matcher(catalog: sampleCatalog).match(utterance).candidates.isEmpty)
    }

    @Test func aRequestWithItsFillerRepeatedStillResolves() throws {
        let search = FlexibleSearch.sampleWalk("please please start walking in meditation please please")
        #expect(search.statesExplored < Matcher.maximumStates / 20)
        let best = try #require(
            Matcher(catalog: sampleCatalog).match("please please start walking in meditation please please").candidates
                .first)
        #expect(best.intent == "StartMeditationIntent")
        #expect(best.bindings.map(\.text) == ["walking"])
        #expect(best.liberties?.map(\.kind) == [.filler, .filler, .filler, .filler])
    }
}
