/// Korean particles whose form depends on the word before them: 은/는,
/// 이/가, 을/를, 과/와, 으로/로, (이)라는 — the first after a final
/// consonant (받침), the second after a vowel.
enum KoreanParticle {
    /// How a word ends when read aloud.
    enum Ending: Equatable {
        /// A vowel, no final consonant.
        case vowel
        /// The final consonant ㄹ (which 으로 treats as a vowel).
        case rieul
        /// Any other final consonant.
        case consonant
    }

    /// How the last character of `text` ends when read aloud, if known:
    /// Hangul syllables by their final consonant, digits by their
    /// Sino-Korean name (`3` is 삼, `2` is 이).
    static func ending(of text: String) -> Ending? {
        guard let last = text.unicodeScalars.last else { return nil }
        switch last.value {
        case 0xAC00...0xD7A3:
            let final = (last.value - 0xAC00) % 28
            return final == 0 ? .vowel : (final == 8 ? .rieul : .consonant)
        case 0x30...0x39:
            // 영 일 이 삼 사 오 육 칠 팔 구
            let endings: [Ending] = [.consonant, .rieul, .vowel, .consonant, .vowel, .vowel, .consonant, .rieul, .rieul, .vowel]
            return endings[Int(last.value - 0x30)]
        default:
            return nil
        }
    }

    /// `consonantForm` after a final consonant, `vowelForm` after a vowel,
    /// and both as `consonantForm(vowelForm)` when the ending is not known.
    /// ㄹ counts as a consonant unless `rieulIsVowel` (as for 으로/로).
    static func choose(after text: String, consonantForm: String, vowelForm: String, rieulIsVowel: Bool = false) -> String {
        switch ending(of: text) {
        case .vowel?: vowelForm
        case .rieul?: rieulIsVowel ? vowelForm : consonantForm
        case .consonant?: consonantForm
        case nil: "\(consonantForm)(\(vowelForm))"
        }
    }

    /// 은 or 는, the topic particle.
    static func topic(_ text: String) -> String { choose(after: text, consonantForm: "은", vowelForm: "는") }
    /// 이 or 가, the subject particle.
    static func subject(_ text: String) -> String { choose(after: text, consonantForm: "이", vowelForm: "가") }
    /// 을 or 를, the object particle.
    static func object(_ text: String) -> String { choose(after: text, consonantForm: "을", vowelForm: "를") }
    /// 이라는 or 라는, "called".
    static func called(_ text: String) -> String { choose(after: text, consonantForm: "이라는", vowelForm: "라는") }
}
