import Testing
@testable import Phrasebook

@Suite struct HangulParticlesTests {
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

    @Test func eitherFormOfAPairNamesThePair() throws {
        let object = try #require(HangulParticles.pair(of: "를"))
        #expect(HangulParticles.pair(of: "을") == object)
        #expect(object.afterConsonant == "을")
        #expect(object.afterVowel == "를")
        #expect(!object.rieulTakesVowelForm)
        #expect(try #require(HangulParticles.pair(of: "로")).rieulTakesVowelForm)
        for pair in [("이", "가"), ("은", "는"), ("과", "와"), ("으로", "로")] {
            #expect(HangulParticles.pair(of: pair.0) == HangulParticles.pair(of: pair.1))
            #expect(HangulParticles.pair(of: pair.0)?.afterConsonant == pair.0)
        }
        for text in ["에서", "에", "하라고", "이랑", "를요", ""] {
            #expect(HangulParticles.pair(of: text) == nil, "\(text)")
        }
    }

    @Test func hangulIsSyllablesAndJamo() {
        for scalar: Unicode.Scalar in ["가", "힣", "\u{1100}", "ㄱ", "ㅏ"] {
            #expect(HangulParticles.isHangul(scalar), "\(scalar)")
        }
        for scalar: Unicode.Scalar in ["a", "1", "局", "あ", "ắ"] {
            #expect(!HangulParticles.isHangul(scalar), "\(scalar)")
        }
    }
}
