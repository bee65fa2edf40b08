import Testing

@testable import Phrasebook

/// A slot's words held as the utterance and their bounds read as the words
/// themselves, and a parameter holding them is equal to (and hashes as)
/// one holding the same words as text.
@Suite struct TypedTextTests {
    @Test func aSliceReadsItsBytes() {
        let utterance = "Play The Long Dark Afternoon in Radio"
        #expect(TypedText(utterance: utterance, bytes: 5..<28).text == "The Long Dark Afternoon")
        #expect(TypedText(utterance: utterance, bytes: 0..<4).text == "Play")
        #expect(TypedText(utterance: "图书馆 开", bytes: 0..<9).text == "图书馆")
        #expect(TypedText("walking").text == "walking")
    }

    @Test func parametersCompareByTheirWords() {
        let utterance = "Start Walking Meditation in Meditation"
        let sliced = Candidate.Parameter(
            name: "session", typed: TypedText(utterance: utterance, bytes: 6..<24),
            values: [.entity(id: "walking", title: "Walking")])
        let copied = Candidate.Parameter(
            name: "session", text: "Walking Meditation", values: [.entity(id: "walking", title: "Walking")])
        #expect(sliced.text == "Walking Meditation")
        #expect(sliced == copied)
        #expect(sliced.hashValue == copied.hashValue)
        #expect(Set([sliced, copied]).count == 1)
        var other = sliced
        other.text = "Walking"
        #expect(other.text == "Walking")
        #expect(other != copied)
    }

    /// What a match returns: the text of each parameter is the words as typed.
    @Test func aMatchNamesTheWordsAsTyped() {
        let candidates = Matcher(catalog: sampleCatalog).candidates(for: "Start WALKING in Meditation")
        #expect(candidates.first?["session"]?.text == "WALKING")
    }
}
