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

    /// Every scalar the fast paths answer for without the property tables
    /// (the blocks of `isOutsideNumbers`, the rest below U+0660, the CJK
    /// unified ideographs) answers as the tables do.
    @Test func theBlocksAnsweredWithoutTablesAnswerAsTheTablesDo() {
        let blocks: [ClosedRange<UInt32>] = [
            0x80...0x065F, 0x1E00...0x1EFF, 0x3040...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
        ]
        for block in blocks {
            for value in block {
                guard let scalar = Unicode.Scalar(value) else { continue }
                #expect(scalar.hasNumericType == (scalar.properties.numericType != nil), "\(value)")
                #expect(scalar.isDecimalDigit == (scalar.properties.numericType == .decimal), "\(value)")
            }
        }
        // Inside the ranges: a Han numeral has a numeric type, not a decimal one.
        #expect(Unicode.Scalar("五").hasNumericType && !Unicode.Scalar("五").isDecimalDigit)
        #expect(Unicode.Scalar("\u{0660}").isDecimalDigit)
        #expect(!Unicode.Scalar("ệ").hasNumericType && Unicode.Scalar("ệ").isOutsideNumbers)
    }

    @Test func anASCIIWordsTypingLettersAreItsLetters() {
        let word = Array("playlist".unicodeScalars)
        #expect(FlexibleIndex.typoLetters(word) == word.map(\.value))
        // Accents are still folded away, and digits take no typo.
        #expect(FlexibleIndex.typoLetters(Array("thư".unicodeScalars)) == Array("thu".unicodeScalars).map(\.value))
        #expect(FlexibleIndex.typoLetters(Array("ab3d".unicodeScalars)) == nil)
    }
}
