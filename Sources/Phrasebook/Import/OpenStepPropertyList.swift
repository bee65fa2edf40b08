/// A value of an old-style (OpenStep) property list, the text format Xcode
/// keeps `project.pbxproj` in: dictionaries `{ key = value; }`, arrays
/// `( a, b, )`, quoted or bare strings and `<hex>` data, with `//` and
/// `/* */` comments.
///
/// ``parse(_:)`` reads one with the line and column of its first problem,
/// so a damaged project file is reported where it breaks, not guessed at.
indirect enum OpenStepPropertyList: Sendable, Equatable {
    /// A quoted or bare string (a number is a bare string too).
    case string(String)
    /// A `<hex>` data value, kept as its hex digits.
    case data(String)
    /// A parenthesised list.
    case array([OpenStepPropertyList])
    /// A braced dictionary; a key written twice keeps its last value, as Xcode does.
    case dictionary([String: OpenStepPropertyList])

    /// The string, when this is one.
    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The list, when this is one.
    var array: [OpenStepPropertyList]? {
        if case .array(let values) = self { return values }
        return nil
    }

    /// The dictionary, when this is one.
    var dictionary: [String: OpenStepPropertyList]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }

    /// The value under `key`, when this is a dictionary that has it.
    subscript(key: String) -> OpenStepPropertyList? { dictionary?[key] }

    /// How deep dictionaries and arrays may nest before the text is refused
    /// (Xcode's own files nest five levels).
    static let maximumDepth = 200

    /// Reads the property list in `file`, or the first problem with its place.
    static func parse(_ file: SourceFile) -> Result<OpenStepPropertyList, Diagnostic> {
        var parser = OpenStepPropertyListParser(file: file)
        return parser.document()
    }
}

/// The reader behind ``OpenStepPropertyList/parse(_:)``: one pass over the
/// bytes, no backtracking, bounded nesting.
private struct OpenStepPropertyListParser {
    let file: SourceFile
    var offset = 0

    init(file: SourceFile) { self.file = file }

    struct Failure: Error {
        let offset: Int
        let message: String
    }

    mutating func document() -> Result<OpenStepPropertyList, Diagnostic> {
        do {
            try skipTrivia()
            let value = try value(depth: 0)
            try skipTrivia()
            guard offset >= file.bytes.count else {
                throw Failure(offset: offset, message: "text after the property list's end")
            }
            return .success(value)
        } catch let failure as Failure {
            return .failure(
                Diagnostic(
                    .warning, .importUnreadable, "is not a property list Xcode can read: \(failure.message)",
                    location: file.location(ofOffset: failure.offset)))
        } catch {
            return .failure(Diagnostic(.warning, .importUnreadable, "cannot be read", file: file.path))
        }
    }

    var current: UInt8? { offset < file.bytes.count ? file.bytes[offset] : nil }

    func byte(at index: Int) -> UInt8? { index < file.bytes.count ? file.bytes[index] : nil }

    /// Skips white space and comments.
    mutating func skipTrivia() throws {
        while let byte = current {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                offset += 1
            } else if byte == UInt8(ascii: "/"), self.byte(at: offset + 1) == UInt8(ascii: "/") {
                while let next = current, next != 0x0A { offset += 1 }
            } else if byte == UInt8(ascii: "/"), self.byte(at: offset + 1) == UInt8(ascii: "*") {
                let start = offset
                offset += 2
                while true {
                    guard let next = current else { throw Failure(offset: start, message: "a comment never closed") }
                    if next == UInt8(ascii: "*"), self.byte(at: offset + 1) == UInt8(ascii: "/") {
                        offset += 2
                        break
                    }
                    offset += 1
                }
            } else {
                return
            }
        }
    }

    mutating func expect(_ character: Character, after what: String) throws {
        try skipTrivia()
        guard let ascii = character.asciiValue, current == ascii else {
            throw Failure(offset: offset, message: "expected \"\(character)\" \(what)")
        }
        offset += 1
    }

    mutating func value(depth: Int) throws -> OpenStepPropertyList {
        try skipTrivia()
        guard depth < OpenStepPropertyList.maximumDepth else {
            throw Failure(offset: offset, message: "nested deeper than \(OpenStepPropertyList.maximumDepth) levels")
        }
        guard let byte = current else { throw Failure(offset: offset, message: "the text ends where a value was due") }
        switch byte {
        case UInt8(ascii: "{"):
            offset += 1
            var entries: [String: OpenStepPropertyList] = [:]
            while true {
                try skipTrivia()
                if current == UInt8(ascii: "}") {
                    offset += 1
                    return .dictionary(entries)
                }
                guard current != nil else { throw Failure(offset: offset, message: "a dictionary never closed") }
                guard case .string(let key) = try scalar() else {
                    throw Failure(offset: offset, message: "a dictionary key must be a string")
                }
                try expect("=", after: "after the key \"\(key)\"")
                entries[key] = try value(depth: depth + 1)
                try expect(";", after: "after the value of \"\(key)\"")
            }
        case UInt8(ascii: "("):
            offset += 1
            var values: [OpenStepPropertyList] = []
            while true {
                try skipTrivia()
                if current == UInt8(ascii: ")") {
                    offset += 1
                    return .array(values)
                }
                guard current != nil else { throw Failure(offset: offset, message: "a list never closed") }
                values.append(try value(depth: depth + 1))
                try skipTrivia()
                if current == UInt8(ascii: ",") {
                    offset += 1
                } else if current != UInt8(ascii: ")") {
                    throw Failure(offset: offset, message: "expected \",\" or \")\" in a list")
                }
            }
        default:
            return try scalar()
        }
    }

    /// A quoted string, a bare string or `<hex>` data.
    mutating func scalar() throws -> OpenStepPropertyList {
        try skipTrivia()
        let start = offset
        guard let byte = current else { throw Failure(offset: offset, message: "the text ends where a value was due") }
        if byte == UInt8(ascii: "\"") { return .string(try quoted()) }
        if byte == UInt8(ascii: "<") {
            offset += 1
            var digits: [UInt8] = []
            while let next = current, next != UInt8(ascii: ">") {
                offset += 1
                if next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D { continue }
                guard Self.isHexDigit(next) else {
                    throw Failure(offset: offset - 1, message: "data holds a non-hex byte")
                }
                digits.append(next)
            }
            guard current != nil else { throw Failure(offset: start, message: "data never closed") }
            offset += 1
            return .data(String(decoding: digits, as: UTF8.self))
        }
        while let next = current, Self.isBare(next) {
            // `/*` or `//` right after a bare string opens a comment.
            if next == UInt8(ascii: "/"), let after = self.byte(at: offset + 1),
                after == UInt8(ascii: "*") || after == UInt8(ascii: "/")
            {
                break
            }
            offset += 1
        }
        guard offset > start else {
            let shown = byte < 0x80 ? "\"\(Character(Unicode.Scalar(byte)))\"" : "a non-ASCII byte"
            throw Failure(offset: start, message: "unexpected \(shown) where a value was due")
        }
        return .string(String(decoding: file.bytes[start..<offset], as: UTF8.self))
    }

    /// A `"…"` string with its escapes read.
    mutating func quoted() throws -> String {
        let start = offset
        offset += 1
        var bytes: [UInt8] = []
        while true {
            guard let byte = current else { throw Failure(offset: start, message: "a quoted string never closed") }
            offset += 1
            if byte == UInt8(ascii: "\"") { break }
            guard byte == UInt8(ascii: "\\") else {
                bytes.append(byte)
                continue
            }
            guard let escaped = current else { throw Failure(offset: start, message: "a quoted string never closed") }
            offset += 1
            switch escaped {
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var value: UInt32 = 0
                for _ in 0..<4 {
                    guard let digit = current, let number = Self.hexValue(digit) else {
                        throw Failure(offset: offset, message: "\\U needs four hex digits")
                    }
                    value = value << 4 | number
                    offset += 1
                }
                let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                bytes += Array(String(Character(scalar)).utf8)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let digit = current, digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "7") else { break }
                    value = value << 3 | UInt32(digit - UInt8(ascii: "0"))
                    offset += 1
                }
                bytes += Array(String(Character(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))).utf8)
            default: bytes.append(escaped)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "_$+/:.-".utf8.contains(byte)
        }
    }

    static func isHexDigit(_ byte: UInt8) -> Bool { hexValue(byte) != nil }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
