/// One token of Swift source, as the importer's lexer reads it: enough of
/// Swift's grammar to find App Intents declarations, not a compiler's.
struct SwiftToken: Sendable {
    /// What the token is.
    enum Kind: Sendable {
        /// A name or keyword (`struct`, `AppShortcut`, `$session`, `` `default` ``).
        case identifier(String)
        /// A number as written (`10`, `0.5`).
        case number(String)
        /// A string literal: its text and interpolations, in order.
        case string([StringSegment])
        /// A run of operator characters (`->`, `?`, `==`, `...`).
        case `operator`(String)
        /// One punctuation character: `( ) [ ] { } , : ; . @ \`.
        case punctuation(Character)
        /// A compiler directive such as `#if`, `#else`, `#endif`, `#Preview`.
        case directive(String)
    }

    /// One piece of a string literal.
    enum StringSegment: Sendable {
        /// Literal text, escapes resolved.
        case text(String)
        /// `\( … )`: the tokens inside the parentheses, and where it starts.
        case interpolation([SwiftToken], offset: Int)
    }

    /// The token.
    var kind: Kind
    /// The byte offset of its first character in the file.
    var offset: Int
    /// Whether a line break separates it from the token before.
    var startsLine: Bool

    /// The name, when the token is an identifier.
    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    /// Whether the token is the punctuation `character`.
    func isPunctuation(_ character: Character) -> Bool {
        if case .punctuation(let found) = kind { return found == character }
        return false
    }

    /// Whether the token is the operator `text`.
    func isOperator(_ text: String) -> Bool {
        if case .operator(let found) = kind { return found == text }
        return false
    }

    /// The string's segments, when the token is a string literal.
    var segments: [StringSegment]? {
        if case .string(let segments) = kind { return segments }
        return nil
    }

    /// The string's text, when the token is a literal without interpolation.
    var plainString: String? {
        guard let segments else { return nil }
        var text = ""
        for segment in segments {
            guard case .text(let part) = segment else { return nil }
            text += part
        }
        return text
    }
}
