import Testing

@testable import Phrasebook

/// Korean particles: the glued pairs the compiler keeps both forms of, and
/// the form the dialog engine writes after a word.
@Suite struct KoreanParticlesTests {
    @Test func eitherFormOfAPairNamesThePair() throws {
        let object = try #require(Language.gluedParticle("를"))
        #expect(Language.gluedParticle("을") == object)
        #expect(object.afterConsonant == "을")
        #expect(object.afterVowel == "를")
        #expect(!object.rieulTakesVowelForm)
        #expect(try #require(Language.gluedParticle("로")).rieulTakesVowelForm)
        for pair in [("이", "가"), ("은", "는"), ("과", "와"), ("으로", "로")] {
            #expect(Language.gluedParticle(pair.0) == Language.gluedParticle(pair.1))
            #expect(Language.gluedParticle(pair.0)?.afterConsonant == pair.0)
        }
        for text in ["에서", "에", "하라고", "이랑", "를요", ""] {
            #expect(Language.gluedParticle(text) == nil, "\(text)")
        }
    }

    /// `pair`'s form after `text`.
    private func form(_ pair: ParticlePair, _ text: String) -> String {
        KoreanParticles.choose(pair, after: text)
    }

    @Test func koreanParticlesFitTheWordBefore() {
        #expect(form(KoreanParticles.topic, "책") == "은" && form(KoreanParticles.topic, "수프") == "는")
        #expect(form(KoreanParticles.object, "책") == "을" && form(KoreanParticles.object, "수프") == "를")
        #expect(form(KoreanParticles.subject, "명상") == "이" && form(KoreanParticles.subject, "수프") == "가")
        #expect(form(KoreanParticles.direction, "서울") == "로")
        #expect(form(KoreanParticles.direction, "명상") == "으로")
        // Digits are read in Sino-Korean: 3 (삼) ends in a consonant, 2 (이) in a vowel.
        #expect(form(KoreanParticles.topic, "3") == "은" && form(KoreanParticles.topic, "2") == "는")
        #expect(form(KoreanParticles.topic, "ID") == "은(는)")
    }
}
