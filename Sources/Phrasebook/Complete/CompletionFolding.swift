import Foundation

/// The comparable form of typed and phrase text for completion: lower
/// case, diacritics and spaces dropped, Hangul syllables cut into jamo,
/// katakana as hiragana, as UTF-8 bytes.
///
/// Cutting syllables into jamo lets a syllable typed in part (`과` on
/// the way to `관`) be a prefix of the whole; dropping diacritics lets
/// Vietnamese typed without them (`mo xu`) complete `Mở Xứ`; katakana
/// as hiragana lets a word typed in the other kana (`すーぷ`) complete
/// `スープシェフ`; dropping
/// spaces lets scripts written without them (Chinese, Japanese) and
/// Korean spacing variants compare alike. Bytes of whole scalars compare
/// in the scalars' order, and a prefix of scalars is a prefix of bytes.
enum CompletionFolding {
    /// The folded scalars of `character` (none for a space or a mark).
    static func fold(_ character: Character) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        for scalar in String(character).lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .spaceSeparator, .lineSeparator,
                .paragraphSeparator, .control, .format, .otherPunctuation, .dashPunctuation, .openPunctuation,
                .closePunctuation, .initialPunctuation, .finalPunctuation:
                continue
            default:
                result.append(scalar == "đ" ? "d" : KanaFolding.hiragana(scalar))
            }
        }
        return result
    }

    /// How many folded bytes `character` has.
    static func foldedByteCount(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return asciiFold(ascii) == nil ? 0 : 1 }
        return fold(character).reduce(0) { $0 + UTF8.width($1) }
    }

    /// The folded form of an ASCII byte, `nil` when folding drops it; a
    /// letter or digit folds to itself in lower case.
    @inline(__always)
    private static func asciiFold(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte | 0x20
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
        case 0..<0x21, 0x7F: nil
        default: foldedSymbol(byte)
        }
    }

    /// The fold of an ASCII symbol: kept, unless it is punctuation.
    private static func foldedSymbol(_ byte: UInt8) -> UInt8? {
        let scalar = Unicode.Scalar(byte)
        return fold(Character(scalar)).isEmpty ? nil : byte
    }

    /// The folded bytes of `text`.
    static func foldedBytes(_ text: String) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 { if let folded = asciiFold(byte) { result.append(folded) } }
            return result
        }
        for character in text {
            if let ascii = character.asciiValue {
                if let folded = asciiFold(ascii) { result.append(folded) }
                continue
            }
            for scalar in fold(character) { result.append(contentsOf: String(scalar).utf8) }
        }
        return result
    }

    /// How many characters of `text` it takes to cover `count` folded
    /// bytes (a character whose fold is cut covers it whole).
    static func characterCount(of text: String, covering count: Int) -> Int {
        var covered = 0
        var characters = 0
        for character in text {
            if covered >= count { break }
            covered += foldedByteCount(character)
            characters += 1
        }
        return characters
    }
}
