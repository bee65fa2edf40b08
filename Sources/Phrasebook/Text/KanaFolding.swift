/// Hiragana and katakana as one script: the same syllable in the other
/// kana (`す` for `ス`, `シェ` for `しぇ`), as a user types a word without
/// converting it, or converts it to the other kana.
enum KanaFolding {
    /// The distance from a hiragana letter to its katakana.
    private static let offset: UInt32 = 0x60

    /// `scalar` in the other kana (a hiragana letter as katakana, a
    /// katakana letter as hiragana), `nil` for a scalar without one.
    static func swapped(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x3041...0x3096, 0x309D...0x309E: Unicode.Scalar(scalar.value + offset)
        case 0x30A1...0x30F6, 0x30FD...0x30FE: Unicode.Scalar(scalar.value - offset)
        default: nil
        }
    }

    /// `scalar` as hiragana: a katakana letter's hiragana, any other scalar itself.
    static func hiragana(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x30A1...0x30F6, 0x30FD...0x30FE: Unicode.Scalar(scalar.value - offset) ?? scalar
        default: scalar
        }
    }

    /// Whether `scalar` is a kana letter (hiragana or katakana, with the
    /// prolonged sound mark `ー`).
    static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041...0x3096, 0x309D...0x309E, 0x30A1...0x30FA, 0x30FC...0x30FE: true
        default: false
        }
    }
}
