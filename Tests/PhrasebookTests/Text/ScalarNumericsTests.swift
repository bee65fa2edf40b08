import Testing
@testable import Phrasebook

@Suite struct ScalarNumericsTests {
    /// Every ASCII scalar and a few others: digits of other scripts, a
    /// fraction, a Han numeral, letters.
    static let scalars: [Unicode.Scalar] =
        (0..<128).compactMap { Unicode.Scalar(UInt32($0)) } + ["٣", "३", "½", "Ⅻ", "五", "é", "ß", "한", "\u{FF13}"]

    @Test func answerAsTheUnicodePropertiesDo() {
        for scalar in Self.scalars {
            #expect(scalar.hasNumericType == (scalar.properties.numericType != nil), "\(scalar.value)")
            #expect(scalar.isDecimalDigit == (scalar.properties.numericType == .decimal), "\(scalar.value)")
        }
        #expect(Unicode.Scalar("7").isDecimalDigit)
        #expect(!Unicode.Scalar("a").hasNumericType)
        #expect(Unicode.Scalar("½").hasNumericType && !Unicode.Scalar("½").isDecimalDigit)
    }

    @Test func anASCIIWordsTypingLettersAreItsLetters() {
        let word = Array("playlist".unicodeScalars)
        #expect(FlexibleIndex.typoLetters(word) == word.map(\.value))
        // Accents are still folded away, and digits take no typo.
        #expect(FlexibleIndex.typoLetters(Array("thư".unicodeScalars)) == Array("thu".unicodeScalars).map(\.value))
        #expect(FlexibleIndex.typoLetters(Array("ab3d".unicodeScalars)) == nil)
    }
}
