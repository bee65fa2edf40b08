import Foundation

/// A phrase or dialog string split into literal text and `${name}` tokens:
/// `Start ${session} in ${applicationName}`.
struct Template: Hashable, Sendable, CustomStringConvertible {
    /// One piece of a template.
    enum Segment: Hashable, Sendable {
        /// Literal text, as written.
        case text(String)
        /// `${applicationName}`: the app's name or one of its synonyms.
        case applicationName
        /// `${name}`: a parameter's value.
        case parameter(String)
    }

    /// A template that cannot be read, with the scalar offset of the problem.
    struct ParseError: Error, Sendable, Equatable {
        /// What is wrong.
        var message: String
        /// Offset in Unicode scalars from the start of the string.
        var offset: Int
    }

    /// The template as two phrases that say the same utterances compare:
    /// its text normalized, its tokens as written (`start ${session}`).
    var normalizedText: String {
        segments.map { segment -> String in
            switch segment {
            case .text(let text): TextNormalizer.normalize(text)
            case .applicationName: "${applicationName}"
            case .parameter(let name): "${\(name)}"
            }
        }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The name of the application-name token.
    static let applicationNameToken = "applicationName"

    /// The text as written.
    let source: String
    /// The pieces in order.
    let segments: [Segment]
    /// For each segment, its offset in Unicode scalars in `source`.
    let segmentOffsets: [Int]

    /// A template from its parts, as a compiled catalog file stores them
    /// (so loading one parses nothing); one offset per segment.
    init(source: String, segments: [Segment], segmentOffsets: [Int]) {
        self.source = source
        self.segments = segments
        self.segmentOffsets = segmentOffsets
    }

    /// Parses `source`; an unclosed `${` or an empty or malformed name is an error.
    init(parsing source: String) throws(ParseError) {
        // Most templates are ASCII with plain names: read from their bytes,
        // as the scalar reading below would read them.
        if let (segments, offsets) = Self.plainASCIIParts(of: source) {
            self.source = source
            self.segments = segments
            self.segmentOffsets = offsets
            return
        }
        var segments: [Segment] = []
        var offsets: [Int] = []
        let scalars = Array(source.unicodeScalars)
        var literal = String.UnicodeScalarView()
        var literalStart = 0
        var index = 0
        while index < scalars.count {
            if scalars[index] == "$", index + 1 < scalars.count, scalars[index + 1] == "{" {
                let tokenStart = index
                var end = index + 2
                while end < scalars.count, scalars[end] != "}" {
                    if scalars[end] == "$" || scalars[end] == "{" {
                        throw ParseError(message: "'${' is not closed before the next '${'", offset: tokenStart)
                    }
                    end += 1
                }
                guard end < scalars.count else {
                    throw ParseError(message: "'${' is not closed with '}'", offset: tokenStart)
                }
                let name = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
                    .trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty else {
                    throw ParseError(message: "empty token '${}'", offset: tokenStart)
                }
                guard
                    name.unicodeScalars.allSatisfy({
                        $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_"
                    })
                else {
                    throw ParseError(
                        message: "'${\(name)}' is not a parameter name (letters, digits and '_' only)",
                        offset: tokenStart)
                }
                if !literal.isEmpty {
                    segments.append(.text(String(literal)))
                    offsets.append(literalStart)
                    literal = String.UnicodeScalarView()
                }
                segments.append(name == Self.applicationNameToken ? .applicationName : .parameter(name))
                offsets.append(tokenStart)
                index = end + 1
                literalStart = index
                continue
            }
            if literal.isEmpty { literalStart = index }
            literal.append(scalars[index])
            index += 1
        }
        if !literal.isEmpty {
            segments.append(.text(String(literal)))
            offsets.append(literalStart)
        }
        self.source = source
        self.segments = segments
        self.segmentOffsets = offsets
    }

    /// The segments of `source` when it parses by its bytes alone (ASCII,
    /// each token closed and named in ASCII letters, digits and `_`): what
    /// ``init(parsing:)`` would give it, read without the scalar reading's
    /// Unicode tables (whose first use costs a one-shot process more than
    /// the rest of a short request).
    ///
    /// `nil` otherwise.
    static func plainASCIISegments(of source: String) -> [Segment]? {
        plainASCIIParts(of: source)?.0
    }

    /// The segments and offsets of `source` when it is ASCII and each of
    /// its tokens is closed and names a parameter in ASCII letters, digits
    /// and `_` alone (no spaces to trim): then each byte is a scalar, and
    /// the bytes read as ``init(parsing:)`` reads the scalars.
    ///
    /// `nil`
    /// otherwise (a non-ASCII byte, a token to trim or refuse), for the
    /// scalar reading to read.
    private static func plainASCIIParts(of source: String) -> ([Segment], [Int])? {
        var source = source
        return source.withUTF8 { bytes -> ([Segment], [Int])? in
            var segments: [Segment] = []
            var offsets: [Int] = []
            var literalStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte < 0x80 else { return nil }
                guard byte == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") else {
                    index += 1
                    continue
                }
                var end = index + 2
                while end < bytes.count, bytes[end] != UInt8(ascii: "}") {
                    guard isPlainNameByte(bytes[end]) else { return nil }
                    end += 1
                }
                guard end < bytes.count, end > index + 2 else { return nil }
                if literalStart < index {
                    segments.append(
                        .text(
                            String(decoding: UnsafeBufferPointer(rebasing: bytes[literalStart..<index]), as: UTF8.self))
                    )
                    offsets.append(literalStart)
                }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 2)..<end]), as: UTF8.self)
                segments.append(name == applicationNameToken ? .applicationName : .parameter(name))
                offsets.append(index)
                index = end + 1
                literalStart = index
            }
            if literalStart < bytes.count {
                segments.append(
                    .text(String(decoding: UnsafeBufferPointer(rebasing: bytes[literalStart...]), as: UTF8.self)))
                offsets.append(literalStart)
            }
            return (segments, offsets)
        }
    }

    /// Whether `byte` is an ASCII letter, digit or `_`.
    private static func isPlainNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// The parameter names used, in order of appearance.
    var parameterNames: [String] {
        segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    }

    /// How many times `${applicationName}` appears.
    var applicationNameCount: Int {
        segments.filter { $0 == .applicationName }.count
    }

    /// The offset of the first use of parameter `name`, for diagnostics.
    func offset(ofParameter name: String) -> Int? {
        segments.firstIndex(of: .parameter(name)).map { segmentOffsets[$0] }
    }

    /// The template with every token replaced by `value(token)`, where
    /// `nil` keeps the token as written.
    func rendered(_ value: (Segment) -> String?) -> String {
        Self.rendered(segments, value)
    }

    /// A template's `segments` with every token replaced by `value(token)`,
    /// where `nil` keeps the token as written: the one way a template is
    /// rendered, for suggestions and lint witnesses and for dialogs
    /// (``DialogRenderer``, whose templates are parsed once and kept as
    /// their segments, ``DialogTemplates``).
    static func rendered(_ segments: [Segment], _ value: (Segment) -> String?) -> String {
        // A text with no token is shown as written: its string is shared.
        if segments.count == 1, case .text(let literal) = segments[0] { return literal }
        // Each token's text is found once; the string is then made once, at
        // its size, from the pieces' bytes (appending piece by piece to a
        // string costs about twice as much, growing it or not). Most dialogs
        // have one or two tokens, whose texts are kept in locals; past two,
        // in an array.
        var first: String?
        var second: String?
        var more: [String] = []
        var byteCount = 0
        for segment in segments {
            let shown: String
            switch segment {
            case .text(let literal):
                byteCount += literal.utf8.count
                continue
            case .applicationName: shown = value(segment) ?? "${\(Self.applicationNameToken)}"
            case .parameter(let name): shown = value(segment) ?? "${\(name)}"
            }
            byteCount += shown.utf8.count
            if first == nil { first = shown } else if second == nil { second = shown } else { more.append(shown) }
        }
        return String(unsafeUninitializedCapacity: byteCount) { text in
            var written = 0
            /// Copies `piece` after the bytes written (`text` has room for
            /// every piece: it was made at their total size).
            func write(_ piece: inout String) {
                piece.withUTF8 { bytes in
                    let count = min(bytes.count, text.count - written)
                    guard count > 0, let source = bytes.baseAddress, let target = text.baseAddress else { return }
                    (target + written).update(from: source, count: count)
                    written += count
                }
            }
            var token = 0
            for segment in segments {
                if case .text(var literal) = segment {
                    write(&literal)
                    continue
                }
                switch token {
                case 0: if var piece = first { write(&piece) }
                case 1: if var piece = second { write(&piece) }
                default: if more.indices.contains(token - 2) { write(&more[token - 2]) }
                }
                token += 1
            }
            return written
        }
    }

    var description: String { source }
}
