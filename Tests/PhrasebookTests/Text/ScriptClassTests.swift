import Testing

@testable import Phrasebook

@Suite struct ScriptClassTests {
    /// Every scalar of the blocks classified without the property tables
    /// (Latin-1 letters, Latin Extended-A and -B, IPA, combining marks,
    /// Latin Extended Additional, Hangul syllables) is classified as the
    /// tables classify it.
    @Test func theBlocksClassifiedWithoutTablesAnswerAsTheTablesDo() {
        let blocks: [ClosedRange<UInt32>] = [0x80...0x036F, 0x1E00...0x1EFF, 0xAC00...0xD7A3]
        for block in blocks {
            for value in block {
                guard let scalar = Unicode.Scalar(value) else { continue }
                #expect(ScriptClass(scalar) == ScriptClass(byProperties: scalar), "\(value)")
            }
        }
    }

    /// The fast paths' answers for a few scalars, as the tokenizer needs them.
    @Test func classifiesLettersMarksAndSigns() {
        #expect(ScriptClass("ệ") == .word)
        #expect(ScriptClass("Đ") == .word)
        #expect(ScriptClass("한") == .word)
        #expect(ScriptClass("\u{0301}") == .mark)
        #expect(ScriptClass("×") == .separator)
        #expect(ScriptClass("÷") == .separator)
        #expect(ScriptClass("書") == .single)
        #expect(ScriptClass("\u{2019}") == .apostrophe)
    }
}
