/// How the characters of a script written without spaces are read aloud:
/// per character, its readings (Chinese toneless pinyin, Japanese kana).
///
/// Flexible matching reads, with a language's table, a character typed for
/// another of the same reading (an input method's homophone: `书价` for
/// `书架`, `迷走` for `瞑想`) and, where the readings are kana, kana typed
/// where a phrase writes kanji (`さくじょ` for `削除`).
struct CharacterReadings: Sendable {
    /// Each character's readings, in the table's order.
    private let table: [Unicode.Scalar: [String]]
    /// Per reading, the characters read so, in the table's order.
    private let byReading: [String: [Unicode.Scalar]]
    /// How many characters (scalars) the longest reading has.
    let longestReading: Int

    /// No readings: a language that has none.
    static let none = CharacterReadings(table: "")

    /// The readings of `table`: a line per character, the character, then
    /// its readings, separated by spaces (a line that does not start with
    /// one character and a space is skipped).
    init(table text: String) {
        var table: [Unicode.Scalar: [String]] = [:]
        var byReading: [String: [Unicode.Scalar]] = [:]
        var longest = 0
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 2, fields[0].unicodeScalars.count == 1, let character = fields[0].unicodeScalars.first
            else { continue }
            let readings = fields.dropFirst().map(String.init)
            for reading in readings {
                longest = max(longest, reading.unicodeScalars.count)
                byReading[reading, default: []].append(character)
            }
            table[character, default: []] += readings
        }
        self.table = table
        self.byReading = byReading
        longestReading = longest
    }

    /// Whether the table reads no character.
    var isEmpty: Bool { table.isEmpty }

    /// How many characters the table reads.
    var count: Int { table.count }

    /// The readings of `character`, none when the table lacks it.
    func readings(of character: Unicode.Scalar) -> [String] {
        table[character] ?? []
    }

    /// The characters read as `reading`, in the table's order.
    func characters(readAs reading: String) -> [Unicode.Scalar] {
        byReading[reading] ?? []
    }

    /// The Chinese table: the toneless pinyin of the common simplified characters.
    static let chinese = CharacterReadings(table: ChinesePinyin.table)
    /// The Japanese table: the kana readings of the jōyō and JIS kanji.
    static let japanese = CharacterReadings(table: JapaneseKanjiReadings.table)
}
