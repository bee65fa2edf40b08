import Foundation

/// The accent-free form of a Latin-script token, for utterances typed
/// without diacritics (Vietnamese `bat dau` for `bắt đầu`): the token is
/// decomposed (NFD), its combining marks — tones, circumflex, breve, horn —
/// are dropped, and `đ` becomes `d`.
///
/// Tokens with a letter of another script
/// have no folded form: only Latin-script words are compared this way.
enum AccentFolding {
    /// The folded form of a normalized token (case-folded already), or `nil`
    /// when the token has a letter outside the Latin script.
    ///
    /// An ASCII token
    /// is its own folded form. A token whose letters the fold table
    /// (``ScalarFolds``) covers is folded letter by letter from it.
    static func fold(_ token: String) -> String? {
        var isASCII = true
        for scalar in token.unicodeScalars where !scalar.isASCII {
            guard isLatin(scalar) else { return nil }
            isASCII = false
        }
        if isASCII { return token }
        return ScalarFolds.shared.fold(token.unicodeScalars, utf8Count: token.utf8.count) ?? wholeWordFold(token)
    }

    /// ``fold(_:)`` of a token of Latin letters and marks, through
    /// Foundation's decomposition of the whole token.
    static func wholeWordFold(_ token: String) -> String? {
        var folded = String.UnicodeScalarView()
        for scalar in token.decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark:
                continue
            default:
                folded.append(scalar == "\u{0111}" || scalar == "\u{0110}" ? "d" : scalar)
            }
        }
        return String(folded)
    }

    /// Whether a non-ASCII scalar belongs to the Latin script or is a
    /// combining mark one may carry.
    static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00C0...0x024F,  // Latin-1 letters, Latin Extended-A and -B
            0x0250...0x02AF,  // IPA extensions
            0x0300...0x036F,  // combining diacritical marks
            0x1AB0...0x1AFF, 0x1DC0...0x1DFF,  // combining marks, extended and supplement
            0x1E00...0x1EFF,  // Latin Extended Additional (Vietnamese)
            0x2C60...0x2C7F, 0xA720...0xA7FF, 0xAB30...0xAB6F,  // Latin Extended-C, -D, -E
            0xFB00...0xFB06:  // Latin ligatures
            return true
        default:
            return false
        }
    }
}
