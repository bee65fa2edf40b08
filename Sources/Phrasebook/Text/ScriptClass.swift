/// How the tokenizer treats a Unicode scalar: part of a word, a token of its
/// own (Han, Hiragana, Katakana), a mark on the character before it, a joiner
/// inside a word, a presentation selector to skip, or a separator.
enum ScriptClass: Equatable {
    /// A letter or digit of a space-separated script.
    case word
    /// A combining mark (or a half-width kana voicing mark): part of the
    /// character before it, dropped when no word character precedes it.
    case mark
    /// A variation selector: it changes how the character before it is drawn
    /// (an emoji's colour form), never what it says, so it is skipped.
    ///
    /// So is
    /// an invisible format character (category Cf: a zero-width joiner or
    /// space, a soft hyphen, a bidi mark), which must not split a word.
    case ignorable
    /// A Han, Hiragana or Katakana character: always a token by itself
    /// (with any marks that follow it).
    case single
    /// An apostrophe: kept when it stands between two word characters.
    case apostrophe
    /// A decimal point or digit-group comma: kept between two digits.
    case numberJoiner
    /// Whitespace, punctuation, symbols, hyphens.
    case separator

    /// Classifies one scalar.
    ///
    /// An ASCII scalar, and one of the blocks most words outside ASCII are
    /// written in (Latin letters and their combining marks, Vietnamese, Hangul
    /// syllables), is classified without the Unicode property tables, whose
    /// lookup is slow for every letter of every utterance in those scripts
    /// (`ScriptClassTests` checks every scalar of these blocks against
    /// ``init(byProperties:)``).
    @inline(__always)
    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            switch value {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: self = .word
            case 0x27: self = .apostrophe
            case 0x2E, 0x2C: self = .numberJoiner
            default: self = .separator
            }
            return
        }
        switch value {
        case 0x00D7, 0x00F7:  // × ÷
            self = .separator
        case 0x00C0...0x02AF, 0x1E00...0x1EFF, 0xAC00...0xD7A3:
            self = .word
        case 0x0300...0x036F:
            self = .mark
        default:
            self.init(byProperties: scalar)
        }
    }

    /// Classifies a scalar past ASCII by its Unicode properties (its general
    /// category and script block).
    init(byProperties scalar: Unicode.Scalar) {
        let value = scalar.value
        switch value {
        case 0xFE00...0xFE0F, 0xE0100...0xE01EF:
            self = .ignorable
            return
        case 0xFF9E, 0xFF9F:
            self = .mark
            return
        default:
            break
        }
        let category = scalar.properties.generalCategory
        if category == .nonspacingMark || category == .spacingMark || category == .enclosingMark {
            self = .mark
            return
        }
        if category == .format {
            self = .ignorable
            return
        }
        if ScriptClass.isSingleTokenScript(value) {
            self = .single
            return
        }
        if value == 0x2019 || value == 0x02BC {
            self = .apostrophe
            return
        }
        switch category {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            self = .word
        default:
            self = .separator
        }
    }

    /// Whether the scalar belongs to a script written without spaces whose
    /// every character is a token: Han ideographs, Hiragana, Katakana.
    static func isSingleTokenScript(_ value: UInt32) -> Bool {
        switch value {
        case 0x3005...0x3007,  // 々 〆 〇
            0x3040...0x309F,  // Hiragana
            0x30A1...0x30FA, 0x30FC...0x30FF,  // Katakana, without the punctuation ゠ and ・
            0x31F0...0x31FF,  // Katakana phonetic extensions
            0x3400...0x4DBF,  // CJK extension A
            0x4E00...0x9FFF,  // CJK unified ideographs
            0xF900...0xFAFF,  // CJK compatibility ideographs
            0xFF66...0xFF9D,  // half-width Katakana (NFKC folds them)
            0x20000...0x3FFFF:  // CJK extensions B and later
            return true
        default:
            return false
        }
    }
}
