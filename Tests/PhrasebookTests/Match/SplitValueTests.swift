import Testing

@testable import Phrasebook

/// A value of several words said whole is one noun phrase: no reading
/// parts it for an action word or a type's noun when another binds it.
@Suite struct SplitValueTests {
    let matcher = Matcher(catalog: sampleCatalog)

    /// The id of the value `candidate` binds first, or `nil`.
    func valueID(_ candidate: PhraseMatch) -> String? {
        guard case .values(let type, let choices)? = candidate.bindings.first?.value, choices.count == 1 else {
            return nil
        }
        return sampleCatalog.apps[candidate.app].types[type].values[choices[0].index].id
    }

    @Test func aShelfWhoseTitleHoldsAVerbIsReadWhole() throws {
        // `읽은 책` (Read) and `読みたい本` (Want to Read) hold the verbs of
        // `${book}를 읽을래` and `${book}を読みたい`, and a book's noun.
        for (utterance, locale, shelf) in [
            ("읽은 책 책장 좀", "ko", "read"), ("本棚の読みたい本", "ja", "wantToRead"),
            ("読みたい本の本棚", "ja", "wantToRead"),
        ] {
            let read = try #require(matcher.resolvedCandidate(utterance, locale: locale), "\(utterance)")
            #expect(read.intent == "OpenShelfIntent" && valueID(read) == shelf, "\(utterance)")
        }
    }

    /// A reading of `phrase` binding `values` (an empty text: the type's
    /// noun in the value's place), with its action at `action`.
    func reading(phrase: Int, values: [(Range<Int>, String)], action: [Int]) -> EvidenceReading {
        EvidenceReading(
            phrase: phrase, values: values.map { (parameter: "p", range: $0.0, text: $0.1) },
            action: action.isEmpty ? .left(read: "open") : .said, reordered: false, skipped: [],
            actionPlaces: action)
    }

    @Test func onlyAReadingThatPartsAValueAnotherBindsIsDropped() {
        let whole = reading(phrase: 0, values: [(0..<2, "read books")], action: [])
        let parting = reading(phrase: 1, values: [(1..<2, "")], action: [0])
        let beside = reading(phrase: 2, values: [(3..<4, "")], action: [2])
        let kept = Matcher.droppingSplitValues([whole, parting, beside]).map(\.phrase)
        #expect(kept == [0, 2])
        // With no reading binding the value, nothing is dropped; nor for a
        // value of one word.
        #expect(Matcher.droppingSplitValues([parting, beside]).map(\.phrase) == [1, 2])
        let single = reading(phrase: 3, values: [(0..<1, "read")], action: [])
        let verb = reading(phrase: 4, values: [(1..<2, "")], action: [0])
        #expect(Matcher.droppingSplitValues([single, verb]).map(\.phrase) == [3, 4])
    }
}
