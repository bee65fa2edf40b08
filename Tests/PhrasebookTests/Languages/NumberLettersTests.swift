import Testing

@testable import Phrasebook

/// ``NumberLetters`` answers as its set of letters does: its range test only
/// spares the hashing of a letter no word has.
@Suite struct NumberLettersTests {
    @Test func containsExactlyTheLettersOfItsWords() {
        let letters = NumberLetters(lettersOf: ["스물", "하나", "三つ"])
        let inside: [Unicode.Scalar] = ["스", "물", "하", "나", "三", "つ"]
        for scalar in inside { #expect(letters.contains(scalar), "\(scalar)") }
        // Outside the range (below and above it) and inside it but not a letter.
        let outside: [Unicode.Scalar] = ["a", "đ", "ặ", "二", "둘", "\u{10FFFF}"]
        for scalar in outside { #expect(!letters.contains(scalar), "\(scalar)") }
        #expect(letters.lowest == Unicode.Scalar("つ").value)
        #expect(letters.highest == Unicode.Scalar("하").value)
    }

    @Test func noWordsHaveNoLetters() {
        let letters = NumberLetters(lettersOf: [])
        #expect(!letters.contains("a"))
        #expect(!letters.contains("\u{0}"))
        #expect(!letters.contains("\u{10FFFF}"))
    }

    @Test func aWordIsSpelledWithTheLettersOrDigits() {
        let letters = NumberLetters(lettersOf: ["열", "두"])
        #expect(NumberParser.isSpelled("열두", withLettersOf: letters))
        #expect(NumberParser.isSpelled("12두", withLettersOf: letters))
        #expect(!NumberParser.isSpelled("열셋", withLettersOf: letters))
        #expect(!NumberParser.isSpelled("mười", withLettersOf: letters))
    }
}
