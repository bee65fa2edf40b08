import Foundation

/// Reads Apple's `.strings` files: `"key" = "value";` entries with `/* */`
/// and `//` comments, escapes (`\"`, `\\`, `\n`, `\t`, `\U00E9`) and bare-word
/// keys, in UTF-8 or UTF-16 (with a byte-order mark).
///
/// Errors carry
/// `file:line:column`, as Apple's tools report them.
enum StringsFileParser {
    /// One entry and where its key was written.
    struct Entry: Sendable, Hashable {
        /// The key.
        var key: String
        /// The value.
        var value: String
        /// Where the key starts.
        var location: SourceLocation
    }

    /// The largest `.strings` file read.
    static let maximumSize = 64 * 1024 * 1024

    /// Reads the file at `path` (a regular file of at most ``maximumSize`` bytes).
    static func read(_ path: String) -> Result<[Entry], Diagnostic> {
        let bytes: [UInt8]
        switch ManifestFile.readBytes(path, limit: maximumSize) {
        case .failure(let diagnostic): return .failure(diagnostic)
        case .success(let read): bytes = read
        }
        let data = Data(bytes)
        let text: String
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard let decoded = String(data: data, encoding: .utf16) else {
                return .failure(Diagnostic(.error, .notText, "is not valid UTF-16 text", file: path))
            }
            text = decoded
        } else {
            if let bad = ManifestFile.firstInvalidUTF8Offset(bytes) {
                let file = SourceFile(path: path, bytes: bytes)
                return .failure(
                    Diagnostic(
                        .error, .notText, "is not UTF-8 or UTF-16 text (an invalid byte at offset \(bad))",
                        location: file.location(ofOffset: bad)))
            }
            text = String(
                decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self)
        }
        return parse(text, file: path)
    }

    /// Reads `.strings` text.
    static func parse(_ text: String, file: String) -> Result<[Entry], Diagnostic> {
        var parser = Parser(scalars: Array(text.unicodeScalars), file: file)
        do {
            return .success(try parser.entries())
        } catch {
            return .failure(error)
        }
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1
        var column = 1

        init(scalars: [Unicode.Scalar], file: String) {
            self.scalars = scalars
            self.file = file
        }

        var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

        func failure(_ message: String) -> Diagnostic {
            Diagnostic(.error, .syntax, message, location: location)
        }

        mutating func advance() {
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }

        mutating func skipTrivia() throws(Diagnostic) {
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar.properties.isWhitespace {
                    advance()
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    let start = location
                    advance()
                    advance()
                    while true {
                        guard index + 1 < scalars.count else {
                            throw Diagnostic(.error, .syntax, "unterminated /* comment", location: start)
                        }
                        if scalars[index] == "*" && scalars[index + 1] == "/" {
                            advance()
                            advance()
                            break
                        }
                        advance()
                    }
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while index < scalars.count, scalars[index] != "\n" { advance() }
                } else {
                    return
                }
            }
        }

        mutating func entries() throws(Diagnostic) -> [Entry] {
            var result: [Entry] = []
            var firstLines: [String: Int] = [:]
            while true {
                try skipTrivia()
                guard index < scalars.count else { return result }
                let keyLocation = location
                let key = try readString("a key")
                try skipTrivia()
                guard index < scalars.count, scalars[index] == "=" else {
                    throw failure("expected '=' after the key \"\(TextStyle.excerpt(key))\"")
                }
                if let first = firstLines[key] {
                    throw Diagnostic(
                        .error, .duplicate, "duplicate key \"\(TextStyle.excerpt(key))\" (first at line \(first))",
                        location: keyLocation)
                }
                firstLines[key] = keyLocation.line
                advance()
                try skipTrivia()
                let value = try readString("a value")
                try skipTrivia()
                guard index < scalars.count, scalars[index] == ";" else {
                    throw failure("expected ';' after the value of \"\(TextStyle.excerpt(key))\"")
                }
                advance()
                result.append(Entry(key: key, value: value, location: keyLocation))
            }
        }

        /// The four hex digits of a `\U` escape, as a number.
        mutating func readHex() throws(Diagnostic) -> UInt32 {
            var code: UInt32 = 0
            for _ in 0..<4 {
                guard index < scalars.count, scalars[index].isASCII,
                    let digit = UInt32(String(scalars[index]), radix: 16)
                else {
                    throw failure("\\U needs four hex digits")
                }
                code = code * 16 + digit
                advance()
            }
            return code
        }

        mutating func readString(_ what: String) throws(Diagnostic) -> String {
            guard index < scalars.count else { throw failure("expected \(what) but found the end of the file") }
            if scalars[index] != "\"" {
                var word = String.UnicodeScalarView()
                while index < scalars.count,
                    scalars[index].properties.isAlphabetic || scalars[index].properties.numericType != nil
                        || "_.-$".unicodeScalars.contains(scalars[index])
                {
                    word.append(scalars[index])
                    advance()
                }
                guard !word.isEmpty else { throw failure("expected \(what) in double quotes") }
                return String(word)
            }
            let start = location
            advance()
            var value = String.UnicodeScalarView()
            while true {
                guard index < scalars.count else {
                    throw Diagnostic(.error, .syntax, "unterminated string", location: start)
                }
                let scalar = scalars[index]
                advance()
                if scalar == "\"" { return String(value) }
                guard scalar == "\\" else {
                    value.append(scalar)
                    continue
                }
                guard index < scalars.count else {
                    throw Diagnostic(.error, .syntax, "unterminated string", location: start)
                }
                let escape = scalars[index]
                advance()
                switch escape {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "r": value.append("\r")
                case "\"", "\\", "'": value.append(escape)
                case "U", "u":
                    var code = try readHex()
                    // A UTF-16 surrogate pair, as Apple's tools write characters
                    // beyond the BMP: \UD83D\UDE00 is 😀.
                    if (0xD800...0xDBFF).contains(code) {
                        guard index + 1 < scalars.count, scalars[index] == "\\",
                            scalars[index + 1] == "U" || scalars[index + 1] == "u"
                        else {
                            throw failure(
                                "\\U\(String(code, radix: 16, uppercase: true)) is half of a surrogate pair; the low half (\\UDC00 to \\UDFFF) must follow"
                            )
                        }
                        advance()
                        advance()
                        let low = try readHex()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw failure(
                                "\\U\(String(low, radix: 16, uppercase: true)) is not the low half of a surrogate pair (\\UDC00 to \\UDFFF)"
                            )
                        }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let decoded = Unicode.Scalar(code) else {
                        throw failure("\\U\(String(code, radix: 16)) is not a character")
                    }
                    value.append(decoded)
                default:
                    throw failure("unknown escape '\\\(escape)'")
                }
            }
        }
    }
}
