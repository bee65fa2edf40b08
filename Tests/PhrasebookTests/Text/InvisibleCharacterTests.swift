import Testing

@testable import Phrasebook

/// An invisible format character inside a word — a zero-width joiner or
/// space, a soft hyphen, a word joiner, a bidi mark — does not split it: a
/// pasted utterance that looks like a phrase matches it.
@Suite struct InvisibleCharacterTests {
    @Test(arguments: ["\u{200D}", "\u{00AD}", "\u{200B}", "\u{2060}", "\u{200C}", "\u{FEFF}", "\u{200E}"])
    func anInvisibleCharacterInsideAWordIsDropped(invisible: String) {
        #expect(TextNormalizer.words("Med\(invisible)itation") == ["meditation"])
        #expect(TextNormalizer.words("Start\(invisible) Walking") == ["start", "walking"])
        let match = Matcher(catalog: sampleCatalog).match("Start Wal\(invisible)king in Medi\(invisible)tation")
        #expect(match.candidates.first?.intent == "StartMeditationIntent")
    }

    @Test func visibleSeparatorsStillSplit() {
        #expect(TextNormalizer.words("walk-ing walk\u{2014}ing") == ["walk", "ing", "walk", "ing"])
    }
}
