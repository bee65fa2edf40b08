/// Reads the text of an entities file written plainly straight from its
/// bytes into values, with no tree of ``JSONNode``s in between: how an
/// entity update reads a file of thousands of values quickly.
///
/// Plainly means: a JSON array (white space around it, an optional UTF-8
/// byte order mark before it) of objects whose members are `id` and `title`
/// strings, an optional `subtitle` string or `null` and an optional
/// `synonyms` array of strings, each at most once, in any order; every key
/// and string in double quotes with no escape and no line break in it, and
/// nothing but white space between the tokens. Anything else — a comment,
/// an escape, a trailing comma, another member, a missing `id`, a number —
/// makes the reader answer `nil`, and the caller reads the text the general
/// way (``JSONParser`` and ``ManifestDecoder``), which decodes the same
/// values from a plain file and reports what is wrong in any other.
struct PlainEntitiesReader {
    private let bytes: [UInt8]
    private var index = 0

    /// The values of `bytes` when they are written plainly, each as the
    /// general reader decodes it; `nil` otherwise.
    static func values(in bytes: [UInt8]) -> [TypeValue]? {
        var reader = PlainEntitiesReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        return reader.readArray()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The byte at the reading position, `nil` at the end.
    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Steps over spaces, tabs and line breaks (not comments: a comment is
    /// not plain).
    private mutating func skipSpace() {
        while let byte = current,
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\t")
        {
            index += 1
        }
    }

    /// Steps over `byte` (after white space); whether it was there.
    private mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard current == byte else { return false }
        index += 1
        return true
    }

    /// The whole document: the array of values and nothing after it.
    private mutating func readArray() -> [TypeValue]? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var values: [TypeValue] = []
        if take(UInt8(ascii: "]")) {
            skipSpace()
            return current == nil ? values : nil
        }
        // Roughly one value per 80 bytes: room for most files at once.
        values.reserveCapacity(bytes.count / 80 + 1)
        while true {
            guard let value = readValue() else { return nil }
            values.append(value)
            if take(UInt8(ascii: ",")) { continue }
            guard take(UInt8(ascii: "]")) else { return nil }
            skipSpace()
            return current == nil ? values : nil
        }
    }

    /// One value's object.
    private mutating func readValue() -> TypeValue? {
        guard take(UInt8(ascii: "{")) else { return nil }
        var id: String?
        var title: String?
        var subtitle: String?
        var synonyms: [String] = []
        var seen: UInt8 = 0
        if take(UInt8(ascii: "}")) { return nil }
        while true {
            skipSpace()
            guard let key = readKey(), take(UInt8(ascii: ":")) else { return nil }
            guard seen & key.rawValue == 0 else { return nil }
            seen |= key.rawValue
            skipSpace()
            switch key {
            case .id:
                guard let text = readString() else { return nil }
                id = text
            case .title:
                guard let text = readString() else { return nil }
                title = text
            case .subtitle:
                if readNull() {
                    subtitle = nil
                } else {
                    guard let text = readString() else { return nil }
                    subtitle = text
                }
            case .synonyms:
                guard let list = readStrings() else { return nil }
                synonyms = list
            }
            if take(UInt8(ascii: ",")) { continue }
            guard take(UInt8(ascii: "}")) else { return nil }
            guard let id, let title else { return nil }
            return TypeValue(id: id, title: title, subtitle: subtitle, synonyms: synonyms)
        }
    }

    /// The members a plain value has, each a bit of its own.
    private enum Key: UInt8 {
        case id = 1
        case title = 2
        case subtitle = 4
        case synonyms = 8
    }

    /// The key at the reading position, when it is one of ``Key``'s.
    private mutating func readKey() -> Key? {
        guard current == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        guard let end = stringEnd(from: start) else { return nil }
        // The one key the length (and for eight bytes the second byte) can
        // be, then compared whole.
        let candidate: (key: Key, spelling: StaticString)? =
            switch end - start {
            case 2: (.id, "id")
            case 5: (.title, "title")
            case 8: bytes[start + 1] == UInt8(ascii: "u") ? (.subtitle, "subtitle") : (.synonyms, "synonyms")
            default: nil
            }
        index = end + 1
        guard let candidate, bytes(start..<end, are: candidate.spelling) else { return nil }
        return candidate.key
    }

    /// Whether the bytes `range` (inside the text) spell `word`, compared
    /// byte by byte (a comparison with a `String`'s UTF-8 view goes through
    /// its generic iterator, many times slower).
    private func bytes(_ range: Range<Int>, are word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { spelled in
            // `offset` < `spelled.count` == `range.count`: both reads in bounds.
            for offset in 0..<spelled.count where bytes[range.lowerBound + offset] != spelled[offset] { return false }
            return true
        }
    }

    /// The string at the reading position, when it is written plainly.
    private mutating func readString() -> String? {
        guard current == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        guard let end = stringEnd(from: start) else { return nil }
        index = end + 1
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Where the string whose text starts at `start` closes (its quote), or
    /// `nil` when it holds an escape or a line break or never closes.
    private func stringEnd(from start: Int) -> Int? {
        var end = start
        while end < bytes.count {
            switch bytes[end] {
            case UInt8(ascii: "\""): return end
            case UInt8(ascii: "\\"), UInt8(ascii: "\n"): return nil
            default: end += 1
            }
        }
        return nil
    }

    /// Steps over `null` at the reading position; whether it was there.
    private mutating func readNull() -> Bool {
        guard index + 4 <= bytes.count, bytes(index..<index + 4, are: "null") else { return false }
        index += 4
        return true
    }

    /// The array of strings at the reading position.
    private mutating func readStrings() -> [String]? {
        guard current == UInt8(ascii: "[") else { return nil }
        index += 1
        var strings: [String] = []
        if take(UInt8(ascii: "]")) { return strings }
        // Room for a few at once: most values have one to four.
        strings.reserveCapacity(4)
        while true {
            skipSpace()
            guard let text = readString() else { return nil }
            strings.append(text)
            if take(UInt8(ascii: ",")) { continue }
            return take(UInt8(ascii: "]")) ? strings : nil
        }
    }
}
