/// How the characters of a script written without spaces are read aloud:
/// per character, its readings (Chinese toneless pinyin, Japanese kana).
///
/// Flexible matching reads, with a language's table, a character typed for
/// another of the same reading (an input method's homophone: `书价` for
/// `书架`, `迷走` for `瞑想`) and, where the readings are kana, kana typed
/// where a phrase writes kanji (`さくじょ` for `削除`).
///
/// The table is kept as its UTF-8 bytes with, per character, where its
/// readings stand: a catalog reads the few characters it uses, and making
/// a table costs no string per reading.
struct CharacterReadings: Sendable {
    /// The table's bytes.
    private let bytes: [UInt8]
    /// Per character, the bytes of its readings (separated by spaces).
    private let places: [Unicode.Scalar: Range<Int>]
    /// How many characters (scalars) the longest reading has.
    let longestReading: Int

    /// No readings: a language that has none.
    static let none = CharacterReadings(table: "")

    /// The readings of `table`: a line per character, the character, then
    /// its readings, separated by spaces (a line that does not start with
    /// one character and a space is skipped; leading spaces are).
    init(table text: String) {
        let bytes = Array(text.utf8)
        var places: [Unicode.Scalar: Range<Int>] = [:]
        var longest = 0
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            var first = start
            while first < end && bytes[first] == 0x20 { first += 1 }
            // The character: one scalar, then a space.
            let width = Self.scalarWidth(bytes[first < end ? first : start])
            let space = first + width
            if first < end, space < end, bytes[space] == 0x20,
                let character = Self.scalar(bytes[first..<space]), places[character] == nil
            {
                places[character] = (space + 1)..<end
                var count = 0
                for byte in bytes[(space + 1)..<end] {
                    if byte == 0x20 {
                        count = 0
                    } else if byte & 0xC0 != 0x80 {
                        count += 1
                        longest = max(longest, count)
                    }
                }
            }
            start = end + 1
        }
        self.bytes = bytes
        self.places = places
        longestReading = longest
    }

    /// The scalar UTF-8 bytes `bytes` encode (one scalar's worth, as
    /// ``scalarWidth(_:)`` counts them), `nil` for none.
    private static func scalar(_ bytes: ArraySlice<UInt8>) -> Unicode.Scalar? {
        guard let lead = bytes.first, bytes.count <= 4 else { return nil }
        let mask: UInt8 =
            switch bytes.count {
            case 1: 0x7F
            case 2: 0x1F
            case 3: 0x0F
            default: 0x07
            }
        var value = UInt32(lead & mask)
        for byte in bytes.dropFirst() {
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return Unicode.Scalar(value)
    }

    /// How many bytes the UTF-8 scalar starting with `lead` has.
    private static func scalarWidth(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// Whether the table reads no character.
    var isEmpty: Bool { places.isEmpty }

    /// How many characters the table reads.
    var count: Int { places.count }

    /// The readings of `character`, none when the table lacks it.
    func readings(of character: Unicode.Scalar) -> [String] {
        guard let place = places[character] else { return [] }
        return bytes[place].split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every reading with the characters read so, each in the table's
    /// order (made anew at each call: for tools that read the whole table).
    func charactersByReading() -> [String: [Unicode.Scalar]] {
        var found: [String: [Unicode.Scalar]] = [:]
        for (character, place) in places.sorted(by: { $0.value.lowerBound < $1.value.lowerBound }) {
            for reading in bytes[place].split(separator: 0x20) {
                found[String(decoding: reading, as: UTF8.self), default: []].append(character)
            }
        }
        return found
    }

    /// The Chinese table: the toneless pinyin of the common simplified characters.
    static let chinese = CharacterReadings(table: ChinesePinyin.table)
    /// The Japanese table: the kana readings of the jōyō and JIS kanji.
    static let japanese = CharacterReadings(table: JapaneseKanjiReadings.table)
}
