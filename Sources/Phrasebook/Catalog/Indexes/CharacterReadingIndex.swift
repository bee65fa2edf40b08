/// The catalog's Han characters by how they are read (see
/// ``CharacterReadings``), for the readings of flexible matching: a
/// character typed for another of the same reading (`价` for `架`, both
/// `jia`), and kana spelling a kanji's reading (`さく` for `削`).
struct CharacterReadingIndex: Sendable {
    /// The reading tables of the catalog's languages.
    private var tables: [CharacterReadings] = []
    /// Per reading, the catalog's one-character Han words read so, ascending.
    private var wordsByReading: [String: [Int32]] = [:]
    /// How many kana the longest reading of a catalog word has (0 when
    /// none is kana): a run of typed kana is read no further.
    private(set) var longestKanaReading = 0

    /// The fewest characters a reading shared by two characters has for
    /// one to be read as the other: one letter or kana says too little
    /// (`a`, `e`, `て`).
    static let shortestHomophone = 2

    /// An index over nothing.
    init() {}

    /// The index of the Han words among `vocabulary`'s (`isHan` says
    /// which ids are one Han character) by the readings `tables` give them.
    init(tables: [CharacterReadings], vocabulary: Vocabulary, isHan: [Bool]) {
        self.tables = tables.filter { !$0.isEmpty }
        guard !self.tables.isEmpty else { return }
        for id in 0..<Int32(min(vocabulary.count, isHan.count)) where isHan[Int(id)] {
            guard let character = vocabulary.text(of: id).unicodeScalars.first else { continue }
            for reading in readings(of: character) where wordsByReading[reading]?.last != id {
                wordsByReading[reading, default: []].append(id)
                if reading.unicodeScalars.allSatisfy(KanaFolding.isKana) {
                    longestKanaReading = max(longestKanaReading, reading.unicodeScalars.count)
                }
            }
        }
    }

    /// Whether no catalog word has a reading.
    var isEmpty: Bool { wordsByReading.isEmpty }

    /// The readings of `character` in every table.
    func readings(of character: Unicode.Scalar) -> [String] {
        guard tables.count > 1 else { return tables.first?.readings(of: character) ?? [] }
        var all: [String] = []
        for table in tables {
            for reading in table.readings(of: character) where !all.contains(reading) { all.append(reading) }
        }
        return all
    }

    /// The catalog's Han words read as `reading`, ascending.
    func words(readAs reading: String) -> [Int32] {
        wordsByReading[reading] ?? []
    }

    /// The catalog's Han words that share a reading of at least
    /// ``shortestHomophone`` characters with `character`, other than
    /// `id` (the character's own word, -1 for none), ascending.
    func homophones(of character: Unicode.Scalar, id: Int32) -> [Int32] {
        guard !wordsByReading.isEmpty else { return [] }
        var found: [Int32] = []
        for reading in readings(of: character) where reading.unicodeScalars.count >= Self.shortestHomophone {
            for word in words(readAs: reading) where word != id { found.append(word) }
        }
        guard found.count > 1 else { return found }
        return Array(Set(found)).sorted()
    }
}
