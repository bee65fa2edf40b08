import Foundation

/// Splits Swift source into ``SwiftToken``s: comments (nested `/* */`) are
/// skipped; string literals — single-line, multi-line `"""`, raw `#"…"#` —
/// keep their text and their `\( … )` interpolations, lexed recursively so
/// nested parentheses and strings inside them are whole.
///
/// Problems (an
/// unterminated string or comment) are located warnings.
struct SwiftLexer {
    private let file: SourceFile
    private var bytes: [UInt8] { file.bytes }
    private var index = 0
    private var sawNewline = true
    /// Every problem found.
    private(set) var diagnostics: [Diagnostic] = []

    /// The tokens of `file` and every problem found.
    static func tokens(of file: SourceFile) -> ([SwiftToken], [Diagnostic]) {
        var lexer = SwiftLexer(file: file)
        let tokens = lexer.lex(untilClosingParenthesis: false)
        return (tokens, lexer.diagnostics)
    }

    private init(file: SourceFile) {
        self.file = file
    }

    private func byte(at position: Int) -> UInt8? {
        position >= 0 && position < bytes.count ? bytes[position] : nil
    }

    private mutating func warn(_ message: String, at offset: Int) {
        diagnostics.append(Diagnostic(.warning, .importUnreadable, message, location: file.location(ofOffset: offset)))
    }

    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    private static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    private static let operatorCharacters = Set("/=-+!*%<>&|^~?".utf8)

    /// Lexes tokens until the input ends, or (inside an interpolation) until
    /// the `)` that closes it, which is consumed.
    private mutating func lex(untilClosingParenthesis: Bool) -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        var depth = 0
        while index < bytes.count {
            let current = bytes[index]
            let next = byte(at: index + 1)
            switch current {
            case 0x0A:
                sawNewline = true
                index += 1
                continue
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                index += 1
                continue
            case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
                continue
            case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                skipBlockComment()
                continue
            default:
                break
            }
            let start = index
            let startsLine = sawNewline
            sawNewline = false
            func add(_ kind: SwiftToken.Kind) {
                tokens.append(SwiftToken(kind: kind, offset: start, startsLine: startsLine))
            }
            if current == UInt8(ascii: "\"") || (current == UInt8(ascii: "#") && rawStringFollows()) {
                add(.string(lexString()))
            } else if current == UInt8(ascii: "#") {
                index += 1
                let nameStart = index
                while let byte = byte(at: index), Self.isIdentifierBody(byte) { index += 1 }
                add(.directive("#" + String(decoding: bytes[nameStart..<index], as: UTF8.self)))
            } else if current == UInt8(ascii: "`") {
                index += 1
                let nameStart = index
                while let byte = byte(at: index), byte != UInt8(ascii: "`"), byte != 0x0A { index += 1 }
                add(.identifier(String(decoding: bytes[nameStart..<index], as: UTF8.self)))
                if byte(at: index) == UInt8(ascii: "`") { index += 1 }
            } else if Self.isIdentifierHead(current)
                || (current == UInt8(ascii: "$") && next.map(Self.isIdentifierBody) == true)
            {
                index += 1
                while let byte = byte(at: index), Self.isIdentifierBody(byte) { index += 1 }
                add(.identifier(String(decoding: bytes[start..<index], as: UTF8.self)))
            } else if current >= 0x30 && current <= 0x39 {
                index += 1
                while let byte = byte(at: index),
                    Self.isIdentifierBody(byte)
                        || (byte == UInt8(ascii: ".")
                            && (self.byte(at: index + 1).map { $0 >= 0x30 && $0 <= 0x39 } ?? false))
                {
                    index += 1
                }
                add(.number(String(decoding: bytes[start..<index], as: UTF8.self)))
            } else if current == UInt8(ascii: ".") {
                if next == UInt8(ascii: "."), byte(at: index + 2) == UInt8(ascii: ".") {
                    index += 3
                    add(.operator("..."))
                } else if next == UInt8(ascii: "."), byte(at: index + 2) == UInt8(ascii: "<") {
                    index += 3
                    add(.operator("..<"))
                } else {
                    index += 1
                    add(.punctuation("."))
                }
            } else if Self.operatorCharacters.contains(current) {
                index += 1
                while let byte = byte(at: index), Self.operatorCharacters.contains(byte),
                    !(byte == UInt8(ascii: "/")
                        && (self.byte(at: index + 1) == UInt8(ascii: "/")
                            || self.byte(at: index + 1) == UInt8(ascii: "*")))
                {
                    index += 1
                }
                add(.operator(String(decoding: bytes[start..<index], as: UTF8.self)))
            } else {
                index += 1
                let character = Character(Unicode.Scalar(current))
                if untilClosingParenthesis {
                    if current == UInt8(ascii: "(") { depth += 1 }
                    if current == UInt8(ascii: ")") {
                        if depth == 0 { return tokens }
                        depth -= 1
                    }
                }
                add(.punctuation(character))
            }
        }
        return tokens
    }

    /// Whether `#`s here open a raw string (`#"`, `##"`).
    private func rawStringFollows() -> Bool {
        var position = index
        while byte(at: position) == UInt8(ascii: "#") { position += 1 }
        return byte(at: position) == UInt8(ascii: "\"")
    }

    private mutating func skipBlockComment() {
        let start = index
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && byte(at: index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*") && byte(at: index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if bytes[index] == 0x0A { sawNewline = true }
                index += 1
            }
        }
        warn("this comment is never closed (a '/*' without its '*/')", at: start)
    }

    /// Lexes a string literal starting at `index` (at its `#`s or `"`).
    private mutating func lexString() -> [SwiftToken.StringSegment] {
        let start = index
        var hashes = 0
        while byte(at: index) == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let isMultiline = byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
        index += isMultiline ? 3 : 1
        var segments: [SwiftToken.StringSegment] = []
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))) }
            text = []
        }
        func closes(at position: Int) -> Bool {
            let quotes = isMultiline ? 3 : 1
            for offset in 0..<quotes where byte(at: position + offset) != UInt8(ascii: "\"") { return false }
            for offset in 0..<hashes where byte(at: position + quotes + offset) != UInt8(ascii: "#") { return false }
            return true
        }
        func escapeStarts(at position: Int) -> Bool {
            guard byte(at: position) == UInt8(ascii: "\\") else { return false }
            for offset in 0..<hashes where byte(at: position + 1 + offset) != UInt8(ascii: "#") { return false }
            return true
        }
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\"") && closes(at: index) {
                index += (isMultiline ? 3 : 1) + hashes
                flush()
                return isMultiline ? Self.dedented(segments) : segments
            }
            if current == 0x0A && !isMultiline {
                break
            }
            if escapeStarts(at: index) {
                index += 1 + hashes
                guard let escaped = byte(at: index) else { break }
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "0"): text.append(0)
                case UInt8(ascii: "("):
                    flush()
                    let interpolationStart = index - 2 - hashes
                    let inner = lex(untilClosingParenthesis: true)
                    segments.append(.interpolation(inner, offset: interpolationStart))
                case UInt8(ascii: "u"):
                    var digits: [UInt8] = []
                    if byte(at: index) == UInt8(ascii: "{") {
                        index += 1
                        while let digit = byte(at: index), digit != UInt8(ascii: "}"), digits.count < 8 {
                            digits.append(digit)
                            index += 1
                        }
                        index += 1
                    }
                    if let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16),
                        let scalar = Unicode.Scalar(value)
                    {
                        text += Array(String(Character(scalar)).utf8)
                    }
                case 0x0A where isMultiline:
                    sawNewline = true
                case 0x0D where isMultiline:
                    if byte(at: index) == 0x0A { index += 1 }
                default:
                    text.append(escaped)
                }
                continue
            }
            if current == 0x0A { sawNewline = true }
            text.append(current)
            index += 1
        }
        warn("this string literal is never closed", at: start)
        flush()
        return segments
    }

    /// A multi-line literal's text as Swift reads it: the line break after
    /// the opening `"""` and the one before the closing `"""` dropped, and
    /// the closing line's indentation removed from every line.
    private static func dedented(_ segments: [SwiftToken.StringSegment]) -> [SwiftToken.StringSegment] {
        var segments = segments
        var indentation = ""
        if case .text(let last)? = segments.last, let lastBreak = last.lastIndex(of: "\n") {
            let tail = last[last.index(after: lastBreak)...]
            if tail.allSatisfy({ $0 == " " || $0 == "\t" }) {
                indentation = String(tail)
                segments[segments.count - 1] = .text(String(last[..<lastBreak]))
            }
        }
        if case .text(let first)? = segments.first, first.hasPrefix("\n") {
            segments[0] = .text("\n" + first.dropFirst())
        } else {
            segments.insert(.text("\n"), at: 0)
        }
        var result: [SwiftToken.StringSegment] = []
        for segment in segments {
            guard case .text(let text) = segment else {
                result.append(segment)
                continue
            }
            let lines = text.components(separatedBy: "\n")
            var rebuilt = lines[0]
            for line in lines.dropFirst() {
                rebuilt += "\n" + (line.hasPrefix(indentation) ? String(line.dropFirst(indentation.count)) : line)
            }
            result.append(.text(rebuilt))
        }
        if case .text(let first)? = result.first {
            let trimmed = String(first.dropFirst())
            if trimmed.isEmpty { result.removeFirst() } else { result[0] = .text(trimmed) }
        }
        return result
    }
}
