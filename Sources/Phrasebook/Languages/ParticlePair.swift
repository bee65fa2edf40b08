/// A particle with one form after a word ending in a consonant and another
/// after a word ending in a vowel (Korean 을/를, 이/가, 으로/로), chosen by
/// the word's ``FinalSound``.
struct ParticlePair: Equatable, Sendable {
    /// The form after a consonant-final word: `을`.
    var afterConsonant: String
    /// The form after a vowel-final word: `를`.
    var afterVowel: String
    /// Whether a word ending in ㄹ takes the vowel form (`서울로`, not `서울으로`).
    var rieulTakesVowelForm: Bool = false

    /// The form a word ending in `final` takes; `nil` when the word does not
    /// end in Hangul and either form reads.
    func form(after final: FinalSound) -> String? {
        switch final {
        case .notHangul: nil
        case .vowel: afterVowel
        case .rieul: rieulTakesVowelForm ? afterVowel : afterConsonant
        case .consonant: afterConsonant
        }
    }

    /// The form after a word ending in `final`, or both as
    /// `consonantForm(vowelForm)` when the ending is not known (`ID은(는)`).
    func written(after final: FinalSound) -> String {
        form(after: final) ?? "\(afterConsonant)(\(afterVowel))"
    }
}
