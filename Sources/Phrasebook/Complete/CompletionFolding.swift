import Foundation

/// The comparable form of typed and phrase text for completion: lower
/// case, diacritics and spaces dropped, Hangul syllables cut into jamo.
///
/// Cutting syllables into jamo lets a syllable typed in part (`과` on
/// the way to `관`) be a prefix of the whole; dropping diacritics lets
/// Vietnamese typed without them (`mo xu`) complete `Mở Xứ`; dropping
/// spaces lets scripts written without them (Chinese, Japanese) and
/// Korean spacing variants compare alike.
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
                result.append(scalar == "đ" ? "d" : scalar)
            }
        }
        return result
    }

    /// The folded scalars of `text`.
    static func fold(_ text: String) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        for character in text { result += fold(character) }
        return result
    }

    /// How many characters of `text` it takes to cover `count` folded
    /// scalars (a character whose fold is cut covers it whole).
    static func characterCount(of text: String, covering count: Int) -> Int {
        var covered = 0
        var characters = 0
        for character in text {
            if covered >= count { break }
            covered += fold(character).count
            characters += 1
        }
        return characters
    }
}
