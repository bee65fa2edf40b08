import Testing

@testable import Phrasebook

/// Hangul script mechanics: a syllable's final consonant, what is Hangul.
@Suite struct HangulSyllableTests {
    @Test func theFinalSoundIsTheLastSyllablesFinalConsonant() {
        #expect(FinalSound(of: "아웃사이더") == .vowel)
        #expect(FinalSound(of: "이방인") == .consonant)
        #expect(FinalSound(of: "서울") == .rieul)
        #expect(FinalSound(of: "호흡") == .consonant)
        #expect(FinalSound(of: "가") == .vowel)
        #expect(FinalSound(of: "힣") == .consonant)
    }

    @Test func wordsNotEndingInAHangulSyllableHaveNoFinalSound() {
        for word in ["", "soup chef", "1984", "the stranger", "ㄱ", "局外人"] {
            #expect(FinalSound(of: word) == .notHangul, "\(word)")
        }
    }

    @Test func hangulIsSyllablesAndJamo() {
        for scalar: Unicode.Scalar in ["가", "힣", "\u{1100}", "ㄱ", "ㅏ"] {
            #expect(HangulSyllable.isHangul(scalar), "\(scalar)")
        }
        for scalar: Unicode.Scalar in ["a", "1", "局", "あ", "ắ"] {
            #expect(!HangulSyllable.isHangul(scalar), "\(scalar)")
        }
    }
}
