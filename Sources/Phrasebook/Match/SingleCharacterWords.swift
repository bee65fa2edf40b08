/// The action words of one Han character of a language with character
/// readings (``CharacterReadings``: `点`, `删`), by reading: a character
/// typed for one of them by an input method (`店` for `点`) is read as it.
struct SingleCharacterWords: Sendable {
    /// The language's readings.
    var table: CharacterReadings
    /// The words, by each of their readings.
    var byReading: [String: [Unicode.Scalar]] = [:]
    /// The words.
    var words: Set<Unicode.Scalar> = []

    /// Adds `form` (an action word of the language of `table`) to the
    /// words of `table` in `singles` when it is one Han character the
    /// table reads.
    static func add(_ form: String, table: CharacterReadings, to singles: inout [SingleCharacterWords]) {
        let scalars = form.unicodeScalars
        guard !table.isEmpty, scalars.count == 1, let character = scalars.first,
            character.properties.isIdeographic
        else { return }
        let readings = table.readings(of: character)
        guard !readings.isEmpty else { return }
        let place =
            singles.firstIndex { $0.table.count == table.count }
            ?? {
                singles.append(SingleCharacterWords(table: table))
                return singles.count - 1
            }()
        guard singles[place].words.insert(character).inserted else { return }
        for reading in readings { singles[place].byReading[reading, default: []].append(character) }
    }
}

extension TypoWordCorrections {
    /// The single Han characters of a run (`characters`, from token
    /// `start`) that no known word covers (`covered`) and that read as
    /// one action word of one character alone that reads every way it
    /// does (`店` for `点`), in a language of character readings: each such character
    /// is a correction, read as each language's word.
    ///
    /// A number, kana, and a character that is itself such a word stay.
    static func singleCharacterCorrections(
        characters: [Unicode.Scalar], covered: [Bool], start: Int, lexicon: TypoLexicon
    ) -> [Correction] {
        guard !lexicon.singleCharacters.isEmpty else { return [] }
        var corrections: [Correction] = []
        for place in characters.indices where place < covered.count && !covered[place] {
            let character = characters[place]
            guard character.properties.isIdeographic, character.properties.numericType == nil,
                !lexicon.singleCharacters.contains(where: { $0.words.contains(character) })
            else { continue }
            var reads: [Unicode.Scalar] = []
            for words in lexicon.singleCharacters {
                // A word that reads every way the character does (`点` for
                // `店`; not a kanji of a dozen readings sharing one).
                let readings = words.table.readings(of: character)
                var found = Set<Unicode.Scalar>()
                for reading in readings {
                    for word in words.byReading[reading] ?? []
                    where Set(readings).isSubset(of: words.table.readings(of: word)) {
                        found.insert(word)
                    }
                }
                if found.count == 1, let word = found.first, !reads.contains(word) { reads.append(word) }
            }
            // Each language that finds one word alone gives a reading.
            guard let read = reads.first else { continue }
            corrections.append(
                Correction(
                    tokens: (start + place)..<(start + place + 1), typed: String(character), read: String(read),
                    others: reads.dropFirst().map { String($0) }))
        }
        return corrections
    }
}
