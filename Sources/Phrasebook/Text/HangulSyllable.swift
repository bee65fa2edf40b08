/// How a word ends when read aloud, by the final consonant (받침) of its last
/// Hangul syllable: what picks the form of a Korean particle written after
/// it.
///
/// `이방인` ends in a consonant, `아웃사이더` in a vowel, `서울` in ㄹ.
enum FinalSound: UInt8, Sendable, Hashable {
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
    init(of word: String) {
        guard let last = word.unicodeScalars.last else {
            self = .notHangul
            return
        }
        self.init(last)
    }

    /// The final sound of one scalar.
    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        guard value >= HangulSyllable.first && value <= HangulSyllable.last else {
            self = .notHangul
            return
        }
        // A syllable is (initial × 21 + medial) × 28 + final; final 0 is none, 8 is ㄹ.
        switch (value - HangulSyllable.first) % 28 {
        case 0: self = .vowel
        case 8: self = .rieul
        default: self = .consonant
        }
    }
}

/// The Hangul script's scalars: precomposed syllables and jamo.
///
/// Script
/// mechanics only; Korean words (particles, numbers) live in `Languages/Korean`.
enum HangulSyllable {
    /// The first precomposed Hangul syllable, 가.
    static let first: UInt32 = 0xAC00
    /// The last precomposed Hangul syllable, 힣.
    static let last: UInt32 = 0xD7A3

    /// Whether `scalar` is Hangul: a syllable, a conjoining jamo or a
    /// compatibility jamo.
    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
        default: false
        }
    }
}

extension HangulSyllable {
    /// Whether `scalar` is a precomposed syllable (가…힣).
    static func isSyllable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= first && scalar.value <= last
    }

    /// Appends the conjoining jamo of a precomposed syllable — initial,
    /// medial and, when it has one, final (`관` → ᄀ ᅪ ᆫ) — to `jamo`: what
    /// a typo is counted on, as a Korean keyboard types one jamo per key.
    static func appendJamo(of scalar: Unicode.Scalar, to jamo: inout [UInt32]) {
        guard isSyllable(scalar) else {
            jamo.append(scalar.value)
            return
        }
        let index = scalar.value - first
        jamo.append(0x1100 + index / 588)
        jamo.append(0x1161 + (index % 588) / 28)
        if index % 28 != 0 { jamo.append(0x11A7 + index % 28) }
    }

    /// The syllable of `initial` (0..<19), `medial` (0..<21) and `final`
    /// (0..<28, 0 for none), or `nil` when one is out of range.
    static func syllable(initial: UInt32, medial: UInt32, final: UInt32) -> Unicode.Scalar? {
        guard initial < 19, medial < 21, final < 28 else { return nil }
        return Unicode.Scalar(first + (initial * 21 + medial) * 28 + final)
    }
}

extension HangulSyllable {
    /// The conjoining jamo of each compatibility jamo `ㄱ`…`ㅣ` (0x3131…0x3163),
    /// as an initial consonant or a vowel; 0 for a final-only cluster (`ㄳ`).
    private static let conjoiningOfCompatibility: [UInt32] = {
        // The compatibility consonants in order: the initial each is, or -1.
        let initials = [
            0, 1, -1, 2, -1, -1, 3, 4, 5, -1, -1, -1, -1, -1, -1, -1, 6, 7, 8, -1, 9, 10, 11, 12, 13, 14, 15, 16,
            17, 18,
        ]
        var table = initials.map { $0 < 0 ? UInt32(0) : 0x1100 + UInt32($0) }
        for vowel in 0..<UInt32(21) { table.append(0x1161 + vowel) }
        return table
    }()

    /// The jamo a Korean keyboard types for `word`: each syllable's
    /// initial, medial and final, and a compatibility jamo typed alone
    /// (`보여ㅈ`) as the initial consonant or vowel it is.
    static func typingJamo(of word: String) -> [UInt32] {
        var jamo: [UInt32] = []
        for scalar in word.unicodeScalars {
            if scalar.value >= 0x3131 && scalar.value <= 0x3163 {
                let conjoining = conjoiningOfCompatibility[Int(scalar.value - 0x3131)]
                jamo.append(conjoining == 0 ? scalar.value : conjoining)
            } else {
                appendJamo(of: scalar, to: &jamo)
            }
        }
        return jamo
    }
}
