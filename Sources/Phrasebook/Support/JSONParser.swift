/// Reads JSON as people write it by hand: standard JSON plus `//` and `/* */`
/// comments, trailing commas, single-quoted strings and bare identifier keys
/// (the JSON5 conveniences manifests use).
///
/// Errors carry a byte offset.
struct JSONParser {
    /// A syntax error at a byte offset.
    struct SyntaxError: Error, Sendable {
        /// What is wrong.
        var message: String
        /// Byte offset of the problem.
        var offset: Int
    }

    /// Nesting deeper than this is refused rather than risking the stack.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    /// Parses one JSON document from `bytes`, which must be valid UTF-8.
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        try parser.skipTrivia()
        let node = try parser.parseValue()
        try parser.skipTrivia()
        if parser.index < bytes.count {
            throw SyntaxError(
                message: "unexpected \(parser.describeCurrent()) after the JSON value", offset: parser.index)
        }
        return node
    }

    /// Parses the one JSON value that starts at byte `offset` of `bytes` (a
    /// document parsed before), ignoring what follows it: how one element of
    /// a long array is read again without the rest.
    ///
    /// Offsets in the nodes are
    /// offsets in `bytes`.
    static func parse(_ bytes: [UInt8], valueAt offset: Int) throws(SyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        parser.index = max(0, min(offset, bytes.count))
        return try parser.parseValue()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func describeCurrent() -> String {
        guard let byte = current else { return "end of file" }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "character"
    }

    private mutating func skipTrivia() throws(SyntaxError) {
        while let byte = current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/"):
                let start = index
                guard index + 1 < bytes.count else {
                    throw SyntaxError(message: "unexpected '/'", offset: start)
                }
                if bytes[index + 1] == UInt8(ascii: "/") {
                    while let next = current, next != UInt8(ascii: "\n") { index += 1 }
                } else if bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while true {
                        guard index + 1 < bytes.count else {
                            throw SyntaxError(message: "unterminated /* comment", offset: start)
                        }
                        if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
                            index += 2
                            break
                        }
                        index += 1
                    }
                } else {
                    throw SyntaxError(message: "unexpected '/'", offset: start)
                }
            default:
                return
            }
        }
    }

    private mutating func parseValue() throws(SyntaxError) -> JSONNode {
        let start = index
        guard let byte = current else {
            throw SyntaxError(message: "expected a value but found end of file", offset: start)
        }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return JSONNode(.string(try parseString()), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        default:
            let word = readIdentifier()
            switch word {
            case "true": return JSONNode(.bool(true), offset: start)
            case "false": return JSONNode(.bool(false), offset: start)
            case "null": return JSONNode(.null, offset: start)
            case "": throw SyntaxError(message: "expected a value but found \(describeCurrent())", offset: start)
            default:
                throw SyntaxError(
                    message: "unexpected word '\(TextStyle.excerpt(word))' (strings need quotes)", offset: start)
            }
        }
    }

    private mutating func enter(_ start: Int) throws(SyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw SyntaxError(message: "nesting deeper than \(Self.maximumDepth) levels", offset: start)
        }
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONNode {
        let start = index
        try enter(start)
        defer { depth -= 1 }
        index += 1
        // Room for a few members at once: most objects have two to four.
        var members: [JSONMember] = []
        members.reserveCapacity(4)
        while true {
            try skipTrivia()
            guard let byte = current else {
                throw SyntaxError(message: "unterminated object: expected '}'", offset: start)
            }
            if byte == UInt8(ascii: "}") {
                index += 1
                return JSONNode(.object(members), offset: start)
            }
            let keyOffset = index
            let key: String
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                key = try parseString()
            } else {
                key = readIdentifier()
                if key.isEmpty {
                    throw SyntaxError(message: "expected a key or '}' but found \(describeCurrent())", offset: index)
                }
            }
            try skipTrivia()
            guard current == UInt8(ascii: ":") else {
                throw SyntaxError(
                    message: "expected ':' after the key \"\(TextStyle.excerpt(key))\" but found \(describeCurrent())",
                    offset: index)
            }
            index += 1
            try skipTrivia()
            let value = try parseValue()
            members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
            try skipTrivia()
            if current == UInt8(ascii: ",") {
                index += 1
            } else if current == UInt8(ascii: "}") {
                continue
            } else if current == nil {
                throw SyntaxError(message: "unterminated object: expected '}'", offset: start)
            } else {
                throw SyntaxError(
                    message:
                        "expected ',' or '}' after the value of \"\(TextStyle.excerpt(key))\" but found \(describeCurrent())",
                    offset: index)
            }
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> JSONNode {
        let start = index
        try enter(start)
        defer { depth -= 1 }
        index += 1
        var elements: [JSONNode] = []
        // Room for a few elements at once when the array has any.
        try skipTrivia()
        if let byte = current, byte != UInt8(ascii: "]") { elements.reserveCapacity(4) }
        while true {
            try skipTrivia()
            guard let byte = current else {
                throw SyntaxError(message: "unterminated array: expected ']'", offset: start)
            }
            if byte == UInt8(ascii: "]") {
                index += 1
                return JSONNode(.array(elements), offset: start)
            }
            elements.append(try parseValue())
            try skipTrivia()
            if current == UInt8(ascii: ",") {
                index += 1
            } else if current == UInt8(ascii: "]") {
                continue
            } else if current == nil {
                throw SyntaxError(message: "unterminated array: expected ']'", offset: start)
            } else {
                throw SyntaxError(message: "expected ',' or ']' in array but found \(describeCurrent())", offset: index)
            }
        }
    }

    private mutating func readIdentifier() -> String {
        let start = index
        while let byte = current,
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
        {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func parseNumber() throws(SyntaxError) -> JSONNode {
        let start = index
        while let byte = current,
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        {
            index += 1
        }
        var text = String(decoding: bytes[start..<index], as: UTF8.self)
        if text.hasPrefix("+") { text.removeFirst() }
        guard let number = Double(text), number.isFinite else {
            throw SyntaxError(message: "malformed number '\(TextStyle.excerpt(text))'", offset: start)
        }
        return JSONNode(.number(number, text: text), offset: start)
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        let start = index
        let quote = bytes[index]
        index += 1
        // Most strings have no escape: made from their bytes in one step
        // (the file was checked to be UTF-8).
        var end = index
        while end < bytes.count {
            let byte = bytes[end]
            if byte == quote {
                let text = String(decoding: bytes[index..<end], as: UTF8.self)
                index = end + 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\n") { break }
            end += 1
        }
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ end: Int) {
            scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard let byte = current else {
                throw SyntaxError(message: "unterminated string", offset: start)
            }
            if byte == quote {
                flush(index)
                index += 1
                return String(scalars)
            }
            if byte == UInt8(ascii: "\n") {
                throw SyntaxError(
                    message: "unterminated string (a line break inside a string must be written \\n)", offset: start)
            }
            if byte == UInt8(ascii: "\\") {
                flush(index)
                index += 1
                guard let escape = current else {
                    throw SyntaxError(message: "unterminated string", offset: start)
                }
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "'"): scalars.append("'")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try readHex4()
                    if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count,
                        bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try readHex4()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw SyntaxError(message: "invalid surrogate pair in \\u escape", offset: index - 6)
                        }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else {
                        throw SyntaxError(message: "invalid \\u escape (a lone surrogate)", offset: index - 6)
                    }
                    scalars.append(scalar)
                default:
                    throw SyntaxError(
                        message: "unknown escape '\\\(Character(Unicode.Scalar(escape)))'", offset: index - 2)
                }
                runStart = index
                continue
            }
            index += 1
        }
    }

    private mutating func readHex4() throws(SyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else {
            throw SyntaxError(message: "incomplete \\u escape", offset: index)
        }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw SyntaxError(message: "invalid hex digit in \\u escape", offset: index)
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
