/// How a word ends, for choosing the Korean particle written after it: by
/// the final consonant (받침) of its last Hangul syllable. `이방인` ends in a
/// consonant and takes `을`; `아웃사이더` ends in a vowel and takes `를`.
public enum FinalSound: UInt8, Sendable, Hashable {
    /// The word does not end in a Hangul syllable (`Soup Chef`, `1984`): a
    /// Korean reader may say it either way, so either particle form reads.
    case notHangul = 0
    /// A Hangul syllable without a final consonant (`아웃사이더`).
    case vowel = 1
    /// A Hangul syllable ending in ㄹ (`서울`): like a vowel before `로`.
    case rieul = 2
    /// A Hangul syllable ending in any other consonant (`이방인`).
    case consonant = 3

    /// The final sound of `word`'s last scalar (a normalized token, so
    /// Hangul is composed into syllables).
    public init(of word: String) {
        guard let last = word.unicodeScalars.last else {
            self = .notHangul
            return
        }
        self.init(last)
    }

    /// The final sound of one scalar.
    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        guard value >= HangulParticles.firstSyllable && value <= HangulParticles.lastSyllable else {
            self = .notHangul
            return
        }
        // A syllable is (initial × 21 + medial) × 28 + final; final 0 is none, 8 is ㄹ.
        switch (value - HangulParticles.firstSyllable) % 28 {
        case 0: self = .vowel
        case 8: self = .rieul
        default: self = .consonant
        }
    }
}

/// Korean text glued to the word before it, and the particles whose form
/// follows that word's final sound: 을/를, 이/가, 은/는, 과/와 and 으로/로.
enum HangulParticles {
    /// A particle with one form after a consonant and another after a vowel.
    struct Pair: Equatable {
        /// The form after a consonant-final word: `을`.
        var afterConsonant: String
        /// The form after a vowel-final word: `를`.
        var afterVowel: String
        /// Whether a word ending in ㄹ takes the vowel form (`서울로`, not `서울으로`).
        var rieulTakesVowelForm: Bool
    }

    /// The first precomposed Hangul syllable, 가.
    static let firstSyllable: UInt32 = 0xAC00
    /// The last precomposed Hangul syllable, 힣.
    static let lastSyllable: UInt32 = 0xD7A3

    /// The particles that alternate by the final sound of the word before them.
    static let pairs: [Pair] = [
        Pair(afterConsonant: "을", afterVowel: "를", rieulTakesVowelForm: false),
        Pair(afterConsonant: "이", afterVowel: "가", rieulTakesVowelForm: false),
        Pair(afterConsonant: "은", afterVowel: "는", rieulTakesVowelForm: false),
        Pair(afterConsonant: "과", afterVowel: "와", rieulTakesVowelForm: false),
        Pair(afterConsonant: "으로", afterVowel: "로", rieulTakesVowelForm: true),
    ]

    /// The pair `suffix` is a form of, when the whole suffix is one such
    /// particle (`를`); `nil` for other glued text (`에서`, `하라고`).
    static func pair(of suffix: String) -> Pair? {
        pairs.first { $0.afterConsonant == suffix || $0.afterVowel == suffix }
    }

    /// Whether `scalar` is Hangul: a syllable, a conjoining jamo or a
    /// compatibility jamo.
    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
        default: false
        }
    }
}
