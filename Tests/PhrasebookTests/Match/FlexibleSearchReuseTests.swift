import Testing

@testable import Phrasebook

/// What the flexible walk keeps for reuse does not change what it finds:
/// typo lookups through one ``TypoDistance`` (whose storage they fill
/// again) find what a fresh one finds, and a place's floor is the same
/// whichever positions of its signature's row were asked for first.
@Suite struct FlexibleSearchReuseTests {
    private static func typing(_ word: String) -> [UInt32] {
        FlexibleIndex.typoLetters(Array(word.unicodeScalars)) ?? []
    }

    @Test func typoLookupsThroughOneDistanceFindWhatFreshOnesFind() {
        let index = sampleCatalog.flexibleIndex
        var kept = TypoDistance()
        for word in ["walkng", "meditaton", "libary", "이방잉", "walkng", "thu vine", "outsidr"] {
            let hangul = FlexibleIndex.isHangulWord(Array(word.unicodeScalars))
            var fresh = TypoDistance()
            let expected = FlexibleSearch.typoCandidates(Self.typing(word), hangul: hangul, index: index, typo: &fresh)
            let found = FlexibleSearch.typoCandidates(Self.typing(word), hangul: hangul, index: index, typo: &kept)
            #expect(found.map(\.id) == expected.map(\.id))
            #expect(found.map(\.cost) == expected.map(\.cost))
        }
        var fresh = TypoDistance()
        #expect(
            !FlexibleSearch.typoCandidates(Self.typing("walkng"), hangul: false, index: index, typo: &fresh).isEmpty)
    }

    /// A word the vocabulary lacks is read once: its readings are kept by
    /// its text, are those a fresh reading makes, and the match that reads
    /// them again finds what the first found.
    @Test func aWordTheVocabularyLacksIsReadOnceAndKept() throws {
        let catalog = CatalogCompiler.compile(directory: samplePhrasesDirectory)
        #expect(catalog.vocabulary.id(of: "walkng") == Vocabulary.unknown)
        let index = catalog.flexibleIndex
        #expect(index.keptWordReadings(id: Vocabulary.unknown, text: "walkng") == nil)
        let matcher = Matcher(catalog: catalog)
        let first = matcher.candidates(for: "please start walkng in meditation")
        #expect(!first.isEmpty)
        let kept = try #require(index.keptWordReadings(id: Vocabulary.unknown, text: "walkng"))
        var typo = TypoDistance()
        let fresh = FlexibleSearch.wordReadings(
            of: "walkng", id: Vocabulary.unknown, index: index, vocabulary: catalog.vocabulary, typo: &typo)
        #expect(kept.readings.map(\.token) == fresh.readings.map(\.token))
        #expect(kept.readings.map(\.cost) == fresh.readings.map(\.cost))
        #expect(kept.readings.contains { $0.token == catalog.vocabulary.id(of: "walking") })
        #expect(matcher.candidates(for: "please start walkng in meditation") == first)
    }

    @Test func aPlaceFloorIsTheSameWhicheverPositionIsAskedFirst() {
        let utterance = "please could you start walkng in the meditation app"
        var upward = FlexibleSearch.sampleWalk(utterance)
        var downward = FlexibleSearch.sampleWalk(utterance)
        let count = upward.count
        let nodes = Int32(0)..<Int32(min(200, sampleCatalog.graph.nodeCount))
        var upwardFloors: [Float] = []
        var downwardFloors: [Float] = []
        for node in nodes {
            for position in 0...count { upwardFloors.append(upward.placeFloor(node: node, position: position)) }
            var floors: [Float] = []
            for position in (0...count).reversed() {
                floors.append(downward.placeFloor(node: node, position: position))
            }
            downwardFloors += floors.reversed()
        }
        #expect(upwardFloors == downwardFloors)
        #expect(upwardFloors.contains { $0 > 0 })
    }
}
