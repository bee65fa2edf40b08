/// The words a mistyped word of a request may be corrected to before the
/// request is read again (``Matcher/readingTypoWords(_:exact:tokens:index:locale:)``):
/// every word of the catalog's phrases, values and app names, and the words
/// of its languages' action lexicons and flexible word lists, by script.
///
/// Worked out once per catalog, the first time a request needs it.
struct TypoLexicon: Sendable {
    /// An alphabetic or Hangul word with the letters a typo is counted on:
    /// accent-free letters, or jamo.
    struct Word: Sendable {
        /// The word as the catalog or lexicon writes it, normalized.
        var text: String
        /// Its typing letters.
        var letters: [UInt32]
        /// A bit per letter `a`…`z` it holds (0 for Hangul).
        var letterMask: UInt32
        /// How many letters it has.
        var count: Int
        /// Its first two letters (the second 0 for a word of one).
        var start: (first: UInt32, second: UInt32)

        /// `text` with typing letters `letters` and letter mask `letterMask`.
        init(text: String, letters: [UInt32], letterMask: UInt32) {
            self.text = text
            self.letters = letters
            self.letterMask = letterMask
            count = letters.count
            start = (letters.first ?? 0, letters.count > 1 ? letters[1] : 0)
        }
    }

    /// Alphabetic words by their first letter.
    private(set) var alphabetic: [UInt32: [Word]] = [:]
    /// The alphabetic words of values and app names by their first letter:
    /// the flexible stage reads a value's word mistyped itself, so a word
    /// is corrected to one of them only when it is corrected to a word of
    /// ``alphabetic`` as well, as another reading.
    private(set) var valueAlphabetic: [UInt32: [Word]] = [:]
    /// Hangul words (two syllables or more) by their first jamo.
    private(set) var hangul: [UInt32: [Word]] = [:]
    /// The words a reading may skip (fillers, small words, harmless words,
    /// generic words for an app): a word corrected to one of them is
    /// erased rather than read, so its reading is asked about.
    private(set) var skippable: Set<String> = []
    /// Every word known as typed, and accent-free.
    private(set) var known: Set<String> = []
    /// Every word as the catalog or a list writes it (``known`` without
    /// the accent-free forms that are no word themselves).
    private(set) var written: Set<String> = []
    /// The words written with marks, by their accent-free form (`doc`:
    /// `đọc`, `dọc`), in the order the catalog and lists give them.
    private(set) var markedByFold: [String: [String]] = [:]
    /// Hangul words and forms known whole (the action forms a word may
    /// start with are in ``hangulStarts``).
    private(set) var hangulWords: Set<String> = []
    /// Particles a Hangul word may have glued after it (`에서`, `를`).
    private(set) var hangulEndings: Set<String> = []
    /// Korean action forms a word may start with, its ending following.
    private(set) var hangulStarts: Set<String> = []
    /// The longest of ``hangulStarts``, in syllables.
    private(set) var longestHangulStart = 0
    /// Words of scripts written without spaces (two to four characters of
    /// a Han run, or a kana word), as the catalog writes them.
    private(set) var runWords: Set<String> = []
    /// Han words keyed by their readings, one reading a character, joined
    /// by `|`: a run typed with homophones finds its word.
    private(set) var wordsByReadings: [String: [String]] = [:]
    /// A kanji or katakana word with the hiragana readings of each of its
    /// characters (a katakana word: its whole hiragana form).
    struct KanaSpelled: Sendable {
        var word: String
        var readings: [[[Unicode.Scalar]]]
    }
    /// The kanji and katakana words of languages read in kana, by the first
    /// kana of a reading of their first character.
    private(set) var wordsByFirstKana: [Unicode.Scalar: [KanaSpelled]] = [:]
    /// The languages of the catalog's locales, whose number readers read
    /// number words (`two`, `hai`) as known.
    let numberLanguages: [Language]
    /// The character readings of each language that has them (Chinese
    /// pinyin, Japanese kana), by whether the locale is Japanese.
    let readingTables: [CharacterReadings]

    /// The keyboard schemes of the catalog's languages that type marks as
    /// keys (``TypingKeys``), each with the words of its languages'
    /// phrases, values and lists a keyed word may read as.
    private(set) var typingKeys: [KeyedWords] = []
    /// The action words of one Han character of each language with
    /// character readings, by reading (``SingleCharacterWords``).
    private(set) var singleCharacters: [SingleCharacterWords] = []

    /// The most readings a word's characters may make together.
    static let maximumReadingsPerWord = 64

    /// The lexicon of `catalog`.
    init(catalog: Catalog) {
        let vocabulary = catalog.vocabulary
        var words: [String] = []
        // The words of values and app names: known, and a mistyped word is
        // read as one of them by the flexible stage itself, so none is a
        // correction of an alphabetic word (a long list a miss would scan).
        var valueWords: [String] = []
        var runs: [(text: String, readings: CharacterReadings, kana: Bool)] = []
        var tables: [CharacterReadings] = []
        var starts = Set<String>()
        var keyed: [KeyedWords] = []
        var singles: [SingleCharacterWords] = []
        for locale in catalog.locales {
            let flexible = Language.of(locale).flexibleWords
            let table = flexible.characterReadings()
            if !table.isEmpty && !tables.contains(where: { $0.count == table.count }) { tables.append(table) }
            let kanaWords = !Language.of(locale).droppableParticles.isEmpty
            for particle in flexible.nounParticles
                + Language.of(locale).gluedParticles.flatMap({
                    [$0.afterConsonant, $0.afterVowel]
                }) where Self.isHangulWord(particle)
            {
                hangulEndings.insert(particle)
            }
            var lists = flexible.fillers + flexible.smallWords + flexible.genericAppWords + flexible.actions.harmless
            for text in lists { skippable.formUnion(TextNormalizer.words(text)) }
            lists += flexible.interchangeable.flatMap { $0 }
            for group in flexible.actions.groups {
                for form in group {
                    SingleCharacterWords.add(form, table: table, to: &singles)
                    lists.append(form)
                    if flexible.actions.matchesWordStarts {
                        for word in TextNormalizer.words(form) { starts.insert(word) }
                    }
                }
            }
            for text in lists {
                let normalized = TextNormalizer.words(text)
                words += normalized
                runs += Self.runs(of: normalized).map { ($0, table, kanaWords) }
                Self.addKeyed(normalized, locale: locale, to: &keyed)
            }
        }
        // The words naming what a value is (types' titles, apps' names).
        words += catalog.flexibleIndex.valueNounWords.sorted()
        // The phrases' own words and the values' and names' words.
        for phrase in catalog.phrases {
            let flexible = Language.of(phrase.locale).flexibleWords
            let table = flexible.characterReadings()
            let kanaWords = !Language.of(phrase.locale).droppableParticles.isEmpty
            for piece in phrase.pieces {
                guard case .tokens(let ids) = piece else { continue }
                let texts = ids.map { $0 >= 0 ? vocabulary.text(of: $0) : "" }
                words += texts
                runs += Self.runs(of: texts).map { ($0, table, kanaWords) }
                Self.addKeyed(texts, locale: phrase.locale, to: &keyed)
            }
        }
        for set in catalog.valueSets {
            let flexible = Language.of(set.locale).flexibleWords
            let table = flexible.characterReadings()
            let kanaWords = !Language.of(set.locale).droppableParticles.isEmpty
            for form in 0..<max(0, set.formStart.count - 1) {
                let texts = set.form(form).map { $0 >= 0 ? vocabulary.text(of: $0) : "" }
                valueWords += texts
                runs += Self.runs(of: texts).map { ($0, table, kanaWords) }
                Self.addKeyed(texts, locale: set.locale, to: &keyed)
            }
        }
        readingTables = tables
        typingKeys = keyed
        singleCharacters = singles
        var languages: [Language] = []
        for locale in catalog.locales where !languages.contains(where: { $0.isSame(as: Language.of(locale)) }) {
            languages.append(Language.of(locale))
        }
        numberLanguages = languages
        var seen = Set<String>()
        for word in words where !word.isEmpty && seen.insert(word).inserted {
            add(word, alphabeticTarget: true)
        }
        var values = Set<String>()
        for word in valueWords where !word.isEmpty && values.insert(word).inserted {
            if seen.insert(word).inserted { add(word, alphabeticTarget: false) }
            addValueWord(word)
        }
        for start in starts where Self.isHangulWord(start) {
            hangulStarts.insert(start)
            longestHangulStart = max(longestHangulStart, start.unicodeScalars.count)
        }
        var spelled = Set<String>()
        for run in runs {
            for word in Self.windows(of: run.text) {
                runWords.insert(word)
                guard !run.readings.isEmpty else { continue }
                for key in Self.readingKeys(of: word, table: run.readings)
                where !(wordsByReadings[key]?.contains(word) ?? false) {
                    wordsByReadings[key, default: []].append(word)
                }
                // Kana spelling the word, a reading per kanji.
                guard run.kana, spelled.insert(word).inserted else { continue }
                let readings = word.unicodeScalars.map { character in
                    run.readings.readings(of: character).map { Array($0.unicodeScalars) }
                }
                guard readings.allSatisfy({ !$0.isEmpty }), let first = readings.first else { continue }
                var starts = Set<Unicode.Scalar>()
                for reading in first { if let kana = reading.first { starts.insert(kana) } }
                for kana in starts {
                    wordsByFirstKana[kana, default: []].append(KanaSpelled(word: word, readings: readings))
                }
            }
            // A katakana word typed in hiragana.
            if run.kana && run.text.unicodeScalars.count >= 3
                && run.text.unicodeScalars.allSatisfy({ $0.value >= 0x30A1 && $0.value <= 0x30FE })
                && spelled.insert(run.text).inserted
            {
                let kana = run.text.unicodeScalars.map(KanaFolding.hiragana)
                runWords.insert(run.text)
                if let first = kana.first {
                    wordsByFirstKana[first, default: []].append(KanaSpelled(word: run.text, readings: [[kana]]))
                }
            }
        }
    }

    /// Adds one alphabetic or Hangul word, an alphabetic word a typed one
    /// may be corrected to when `alphabeticTarget` is set.
    private mutating func add(_ word: String, alphabeticTarget: Bool) {
        known.insert(word)
        written.insert(word)
        if let folded = AccentFolding.fold(word) {
            known.insert(folded)
            if folded != word { markedByFold[folded, default: []].append(word) }
            guard alphabeticTarget, let entry = Self.alphabeticWord(word, folded: folded) else { return }
            alphabetic[entry.first, default: []].append(entry.word)
        } else if Self.isHangulWord(word) {
            hangulWords.insert(word)
            let letters = HangulSyllable.typingJamo(of: word)
            guard word.unicodeScalars.count >= 2, let first = letters.first else { return }
            hangul[first, default: []].append(Word(text: word, letters: letters, letterMask: 0))
        }
    }

    /// The words written with marks that `typed` spells without some or
    /// all of them (`thong` for `thống`, `đoc` for `đọc`): those that keep
    /// more of the marks typed first; `nil` when `typed` is a word as
    /// written, is not Latin, or spells none.
    ///
    /// Typing without marks is a way of writing a word (no Vietnamese
    /// keyboard at hand), not a guess at it: the words are read back with
    /// their marks before the request is matched again.
    func markedWords(typed: String) -> [String]? {
        guard !written.contains(typed), let folded = AccentFolding.fold(typed), let marked = markedByFold[folded]
        else { return nil }
        let typedMarks = typed.unicodeScalars.filter { !$0.isASCII }
        guard !typedMarks.isEmpty, marked.count > 1 else { return marked }
        func kept(_ word: String) -> Int { typedMarks.filter { word.unicodeScalars.contains($0) }.count }
        return marked.enumerated().sorted { left, right in
            let (a, b) = (kept(left.element), kept(right.element))
            return a != b ? a > b : left.offset < right.offset
        }.map(\.element)
    }

    /// Adds `word`, a word of a value or an app name, to ``valueAlphabetic``
    /// when it is alphabetic (a phrase's or list's word too).
    private mutating func addValueWord(_ word: String) {
        guard let folded = AccentFolding.fold(word), let entry = Self.alphabeticWord(word, folded: folded) else {
            return
        }
        valueAlphabetic[entry.first, default: []].append(entry.word)
    }

    /// `word` (accent-free `folded`) as an alphabetic word with its first
    /// letter, or `nil` when it has fewer than two letters or one outside
    /// `a`…`z`.
    private static func alphabeticWord(_ word: String, folded: String) -> (first: UInt32, word: Word)? {
        let letters = Array(folded.unicodeScalars.map(\.value))
        guard letters.count >= 2, letters.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }), let first = letters.first
        else { return nil }
        return (first, Word(text: word, letters: letters, letterMask: mask(letters)))
    }

    /// The words of `table` (``alphabetic`` or ``valueAlphabetic``) that
    /// start with the first or second of `letters`, one bucket each.
    static func buckets(of table: [UInt32: [Word]], startingLike letters: [UInt32]) -> [[Word]] {
        guard let first = letters.first else { return [] }
        var buckets = [table[first] ?? []]
        if letters.count > 1, letters[1] != first { buckets.append(table[letters[1]] ?? []) }
        return buckets
    }

    /// A bit per letter `a`…`z` of `letters`.
    static func mask(_ letters: [UInt32]) -> UInt32 {
        var mask: UInt32 = 0
        for letter in letters where letter >= 0x61 && letter <= 0x7A { mask |= 1 << (letter - 0x61) }
        return mask
    }

    /// Whether every scalar of `word` is Hangul.
    static func isHangulWord(_ word: String) -> Bool {
        !word.isEmpty && word.unicodeScalars.allSatisfy(HangulSyllable.isHangul)
    }

    /// The runs of `tokens` written in a script without spaces (a
    /// character a token), each joined into one string.
    static func runs(of tokens: [String]) -> [String] {
        var runs: [String] = []
        var current = ""
        for token in tokens {
            if let scalar = token.unicodeScalars.first, token.unicodeScalars.count == 1,
                ScriptClass.isSingleTokenScript(scalar.value)
            {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                runs.append(current)
                current = ""
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    /// The Han words of `run`: each stretch of two to four Han characters.
    static func windows(of run: String) -> [String] {
        let scalars = Array(run.unicodeScalars)
        var found: [String] = []
        for start in scalars.indices {
            for length in 2...4 where start + length <= scalars.count {
                let slice = scalars[start..<(start + length)]
                guard slice.allSatisfy({ !KanaFolding.isKana($0) }) else { break }
                found.append(String(String.UnicodeScalarView(slice)))
            }
        }
        return found
    }

    /// Every way `word`'s characters read together (a reading per
    /// character, joined by `|`), at most ``maximumReadingsPerWord``;
    /// none when a character has no reading.
    ///
    /// Characters of many readings
    /// together (`統計`, kanji of a dozen readings each) read only their
    /// first readings, the ones a table gives first (on readings):
    /// `等径` and `頭系` still read as `統計`.
    static func readingKeys(of word: String, table: CharacterReadings) -> [String] {
        var keys = [""]
        var first = ""
        var overflows = false
        for (place, character) in word.unicodeScalars.enumerated() {
            let readings = table.readings(of: character)
            guard let reading = readings.first else { return [] }
            first += place == 0 ? reading : "|" + reading
            guard !overflows else { continue }
            var next: [String] = []
            for key in keys {
                for reading in readings where !overflows {
                    next.append(place == 0 ? reading : key + "|" + reading)
                    if next.count > maximumReadingsPerWord { overflows = true }
                }
            }
            keys = next
        }
        return overflows ? [first] : keys
    }
}

extension Catalog {
    /// The catalog's ``TypoLexicon``, worked out the first time it is asked
    /// for and shared by copies.
    var typoLexicon: TypoLexicon {
        storage.typoAttachment.value { TypoLexicon(catalog: self) }
    }
}
