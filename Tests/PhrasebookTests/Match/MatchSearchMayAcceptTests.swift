import Testing

@testable import Phrasebook

/// When the exact walk is skipped: an utterance with a word the vocabulary
/// lacks, in a catalog with no slot that takes such a word.
@Suite struct MatchSearchMayAcceptTests {
    /// A catalog whose only slot is an enum's: it takes known words only.
    static let radio = Catalog(manifests: ["Radio/app.json": FlexibleMatchingTests.radio(flexible: "")])

    @Test func anUnknownWordIsNotWalkedWhenNoSlotTakesIt() {
        #expect(!Self.radio.takesUnknownWords)
        var search = MatchSearch()
        for (utterance, known) in [
            ("Play jazz on Radio", true), ("Play jaz on Radio", false), ("Play jazz on Radió", false), ("", true),
        ] {
            let read = search.read(utterance, Self.radio)
            #expect(read)
            #expect(search.hasUnknownToken == !known, "\(utterance)")
            #expect(search.hasUnknownToken == search.ids.contains { $0 < 0 }, "\(utterance)")
            #expect(search.mayAccept(Self.radio) == known, "\(utterance)")
        }
        // The outcomes the skipped walk would have given: none for the miss.
        let matcher = Matcher(catalog: Self.radio)
        var exact = matcher
        exact.allowsFlexibleMatching = false
        #expect(exact.candidates(for: "Play jazz on Radio").count == 1)
        #expect(exact.candidates(for: "Play jaz on Radio").isEmpty)
    }

    @Test func aCatalogWithOpenSlotsOrGluedFormsWalksEveryUtterance() {
        #expect(sampleCatalog.takesUnknownWords)
        var search = MatchSearch()
        let read = search.read("Play zzqx on Radio", sampleCatalog)
        #expect(read)
        #expect(search.hasUnknownToken)
        #expect(search.mayAccept(sampleCatalog))
    }

    /// A Vietnamese radio: one enum slot, words with accents, no open slot.
    static let nhac = Catalog(manifests: ["Nhac/app.json": nhacManifest])

    @Test func aSkippedWalkStillReadsWordsTypedWithoutAccents() throws {
        let catalog = Self.nhac
        #expect(!catalog.hasErrors)
        #expect(!catalog.takesUnknownWords)
        var search = MatchSearch()
        let read = search.read("phat co dien tren nhac", catalog)
        #expect(read && !search.mayAccept(catalog))
        var exact = Matcher(catalog: catalog)
        exact.allowsFlexibleMatching = false
        let best = try #require(exact.candidates(for: "phat co dien tren nhac").first)
        #expect(best.intent == "PlayIntent")
        #expect(best.score < 1)
        #expect(best["station"]?.values == [.entity(id: "classical", title: "Cổ điển")])
    }

    @Test func theWalkIgnoringAccentsIsSkippedWhenAWordIsNoWordAtAll() {
        let catalog = Self.nhac
        var search = MatchSearch()
        // Every word is a word once accents are ignored: that walk runs.
        let readKnown = search.read("phat co dien tren nhac", catalog)
        let foldsKnown = search.prepareAccentFolding(catalog)
        #expect(readKnown && foldsKnown && search.isFolding)
        // "qzx" is no word with or without accents, and no slot takes it.
        let readUnknown = search.read("phat co dien qzx tren nhac", catalog)
        let foldsUnknown = search.prepareAccentFolding(catalog)
        #expect(readUnknown && !foldsUnknown && !search.isFolding)
        // The outcome it would have given: nothing.
        var exact = Matcher(catalog: catalog)
        exact.allowsFlexibleMatching = false
        #expect(exact.candidates(for: "phat co dien qzx tren nhac").isEmpty)
        #expect(exact.candidates(for: "Phát cổ điển qzx trên Nhạc").isEmpty)
    }

    static let nhacManifest = """
        {
          "format": 1,
          "app": { "name": "Nhạc", "synonyms": [], "locale": "vi" },
          "types": { "Station": { "kind": "enum", "title": "Kênh",
            "cases": [ { "id": "jazz", "title": "Nhạc jazz" }, { "id": "classical", "title": "Cổ điển" } ] } },
          "intents": { "PlayIntent": { "title": "Phát",
            "parameters": [ { "name": "station", "title": "Kênh", "type": "Station", "prompt": "Kênh nào?" } ],
            "result": "Đang phát ${station}." } },
          "shortcuts": [ { "intent": "PlayIntent", "phrases": ["Phát ${station} trên ${applicationName}"],
            "shortTitle": "Phát", "systemImageName": "radio" } ]
        }
        """
}
