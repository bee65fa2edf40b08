/// The mistyped words of a request, each with the one word of the
/// catalog's or its languages' (``TypoLexicon``) it is closest to:
/// letters replaced, left out, added or swapped in an alphabetic word;
/// jamo in a Hangul word, or Hangul words run together; Han characters
/// typed for others of the same reading; kana typed for a kanji or
/// katakana word.
///
/// A word is corrected only when nothing the catalog knows reads it as
/// typed; a word nearly as close as the closest (within ``margin``) is
/// another reading of it, and the request is read with each.
struct TypoWordCorrections {
    /// One correction: tokens `tokens` of the request, typed `typed`,
    /// read as `read`, or as one of `others`, nearly as close.
    struct Correction {
        var tokens: Range<Int>
        var typed: String
        var read: String
        var others: [String] = []
        /// Whether `typed` is `read` typed with a keyboard scheme's keys
        /// for its marks (``TypingKeys``) or without its marks: a
        /// spelling, not a guess.
        var isKeyed = false
        /// Whether `typed` is `read` without some or all of its marks.
        var restoresMarks = false
        /// Values' words as close to `typed` as ``read`` (`want` of `Want
        /// to Read` for `wnat`, read `what`): the word may say a value
        /// instead, so a reading that resolves is read with each too.
        var valueReadings: [String] = []

        /// Reading `number`: 0 is ``read``, then ``others``.
        func reading(_ number: Int) -> String { number == 0 ? read : others[min(number, others.count) - 1] }
    }

    /// How much closer (in ``TypoDistance`` units) the closest word must be
    /// than another for the other not to be read too.
    static let margin: Int32 = 3
    /// The most words one mistyped word is read as.
    static let maximumReadings = 3

    /// The corrections, in the order of the request.
    private(set) var found: [Correction] = []
    /// Whether some word was corrected.
    var isEmpty: Bool { found.isEmpty }

    /// Whether a correction reads a word as one a reading may skip (a
    /// filler, a small word: `teh` as `the`), which erases it. (A word of
    /// four letters or more is never read so: `kindle` is not `kindly`; a
    /// word typed with a scheme's keys is spelled, not guessed.)
    func erasesWords(_ lexicon: TypoLexicon) -> Bool {
        found.contains { correction in
            !correction.isKeyed && ([correction.read] + correction.others).contains { lexicon.skippable.contains($0) }
        }
    }

    /// The most readings of a request's corrected words read again.
    static let maximumCombinations = 4

    /// Each way of reading the corrected words, the closest first: per
    /// correction, which of its readings (0 for ``Correction/read``); at
    /// most ``maximumCombinations``.
    var combinations: [[Int]] {
        // The fewest other readings first, then in order.
        func precedes(_ left: [Int], _ right: [Int]) -> Bool {
            let (a, b) = (left.reduce(0, +), right.reduce(0, +))
            return a != b ? a < b : left.lexicographicallyPrecedes(right)
        }
        // Kept to the first few after each word: a way past them has
        // ways before it that one more reading 0 keeps before it, so the
        // first few of all are found without making every way (a request
        // of twenty words each read three ways has 3^20).
        var all: [[Int]] = [[]]
        for correction in found {
            var next: [[Int]] = []
            for combination in all {
                for reading in 0...correction.others.count { next.append(combination + [reading]) }
            }
            all = Array(next.sorted(by: precedes).prefix(Self.maximumCombinations))
        }
        return all
    }

    /// The most typing edits read in an alphabetic word of `letters`
    /// letters: words of four to six letters take one, longer ones two.
    static func edits(letters: Int) -> Int { letters >= 7 ? 2 : letters >= 4 ? 1 : 0 }

    /// The corrections of the words of `exact`'s request (its tokens
    /// `tokens`), read with `lexicon`.
    init(tokens: [Token], exact: MatchSearch, lexicon: TypoLexicon) {
        var distance = TypoDistance()
        var position = 0
        while position < tokens.count {
            let text = tokens[position].text
            let scalars = text.unicodeScalars
            if let first = scalars.first, scalars.count == 1, ScriptClass.isSingleTokenScript(first.value) {
                // A run of a script written without spaces.
                var end = position
                while end < tokens.count, let scalar = tokens[end].text.unicodeScalars.first,
                    tokens[end].text.unicodeScalars.count == 1, ScriptClass.isSingleTokenScript(scalar.value)
                {
                    end += 1
                }
                readRun(tokens: tokens, range: position..<end, lexicon: lexicon)
                position = end
                continue
            }
            defer { position += 1 }
            guard !lexicon.written.contains(text) else { continue }
            // A word typed without its marks is spelled, not mistyped.
            if let marked = lexicon.markedWords(typed: text), let read = marked.first {
                found.append(
                    Correction(
                        tokens: position..<(position + 1), typed: text, read: read,
                        others: Array(marked.dropFirst().prefix(Self.maximumReadings - 1)), isKeyed: true,
                        restoresMarks: true))
                continue
            }
            guard !lexicon.known.contains(text) else { continue }
            if exact.splits(at: position).contains(where: { $0.prefix >= 0 }) { continue }
            // A number (in digits or words) is read by the number readers.
            if text.unicodeScalars.contains(where: \.hasNumericType) { continue }
            // The word read as the closest of `reads`, or left as typed. (A
            // number word is asked about only once it has a correction: the
            // number readers are slower than most words' search.)
            func correct(as reads: [String]?, values: [String] = []) {
                guard let reads, let read = reads.first,
                    !lexicon.numberLanguages.contains(where: { $0.readNumber([text]) != nil })
                else { return }
                found.append(
                    Correction(
                        tokens: position..<(position + 1), typed: text, read: read, others: Array(reads.dropFirst()),
                        valueReadings: values))
            }
            if TypoLexicon.isHangulWord(text) {
                guard !isKnownHangul(text, lexicon: lexicon) else { continue }
                correct(as: hangulCorrection(of: text, lexicon: lexicon, distance: &distance))
            } else if let folded = AccentFolding.fold(text) {
                guard !lexicon.known.contains(folded) else { continue }
                if let keyed = lexicon.keyedWord(folded) {
                    found.append(Correction(tokens: position..<(position + 1), typed: text, read: keyed, isKeyed: true))
                    continue
                }
                let read = alphabeticCorrection(of: folded, lexicon: lexicon, distance: &distance)
                correct(as: read?.words, values: read?.values ?? [])
            }
        }
        found.sort { $0.tokens.lowerBound < $1.tokens.lowerBound }
    }

    // MARK: Alphabetic words

    /// The one word `folded` (an accent-free word) is closest to, within
    /// its length's edits; a word of two or three letters only with a
    /// letter doubled or two neighbours swapped (`ad`, `teh`).
    private func alphabeticCorrection(
        of folded: String, lexicon: TypoLexicon, distance: inout TypoDistance
    ) -> (words: [String], values: [String])? {
        let letters = Array(folded.unicodeScalars.map(\.value))
        guard letters.count >= 2, letters.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return nil }
        let edits = Self.edits(letters: letters.count)
        let buckets = TypoLexicon.buckets(of: lexicon.alphabetic, startingLike: letters)
        if edits == 0 {
            // A letter doubled or two neighbours swapped.
            var variants: [[UInt32]] = []
            for place in letters.indices {
                var doubled = letters
                doubled.insert(letters[place], at: place)
                variants.append(doubled)
                if place + 1 < letters.count && letters[place] != letters[place + 1] && place > 0 {
                    var swapped = letters
                    swapped.swapAt(place, place + 1)
                    variants.append(swapped)
                }
            }
            var read: Set<String> = []
            for bucket in buckets {
                // The words are read in place: a copy of each retains its text and letters.
                bucket.withUnsafeBufferPointer { words in
                    for place in words.indices
                    where words[place].count == letters.count || words[place].count == letters.count + 1 {
                        if variants.contains(words[place].letters) { read.insert(words[place].text) }
                    }
                }
            }
            return read.count == 1 ? (Array(read), []) : nil
        }
        let typedMask = TypoLexicon.mask(letters)
        let limit = Int32(Float(edits) * FlexibleCost.typoEdit * TypoDistance.unitsPerCost)
        // The words of `buckets` within the edits, each with its distance.
        func nearWords(in buckets: [[TypoLexicon.Word]], values: Bool = false) -> [(units: Int32, word: String)] {
            var near: [(units: Int32, word: String)] = []
            for bucket in buckets {
                bucket.withUnsafeBufferPointer { words in
                    for place in words.indices where abs(words[place].count - letters.count) <= edits {
                        // The first letter stays in a short word, or is swapped with the second.
                        let start = words[place].start
                        let sameStart =
                            start.first == letters[0]
                            || (words[place].count > 1 && start.first == letters[1] && start.second == letters[0])
                        guard sameStart, (words[place].letterMask ^ typedMask).nonzeroBitCount <= 2 * edits else {
                            continue
                        }
                        // A word a reading skips would erase it (`kindle` is not
                        // `kindly`); a value's word is read as the value.
                        guard values || !lexicon.skippable.contains(words[place].text),
                            let units = distance.units(letters[...], words[place].letters[...], limit: limit)
                        else { continue }
                        near.append((units, words[place].text))
                    }
                }
            }
            return near
        }
        let near = nearWords(in: buckets)
        guard let words = Self.closest(near), let best = near.map(\.units).min() else { return nil }
        // A word corrected to a phrase's word may be a value's word
        // mistyped as well (`wnat`: `what`, or `want` of `Want to Read`):
        // values' words as close are kept apart, read only when a reading
        // would resolve.
        let valueBuckets = TypoLexicon.buckets(of: lexicon.valueAlphabetic, startingLike: letters)
        let values = nearWords(in: valueBuckets, values: true).filter {
            $0.units <= best + Self.margin && !words.contains($0.word)
        }
        return (words, Self.closest(values).map { Array($0.prefix(Self.maximumReadings - 1)) } ?? [])
    }

    /// The words of `near` within ``margin`` of the closest, closest first
    /// (at most ``maximumReadings``); `nil` when none.
    static func closest(_ near: [(units: Int32, word: String)]) -> [String]? {
        var seen = Set<String>()
        let sorted = near.sorted { $0.units != $1.units ? $0.units < $1.units : $0.word < $1.word }.filter {
            seen.insert($0.word).inserted
        }
        guard let best = sorted.first else { return nil }
        return sorted.prefix { $0.units <= best.units + margin }.prefix(maximumReadings).map(\.word)
    }

    // MARK: Hangul words

    /// Whether the catalog reads Hangul word `word` as typed: a word it
    /// knows, one with a particle or ending after it, or an action form
    /// with its ending.
    private func isKnownHangul(_ word: String, lexicon: TypoLexicon) -> Bool {
        if lexicon.hangulWords.contains(word) { return true }
        let scalars = Array(word.unicodeScalars)
        for length in stride(from: min(lexicon.longestHangulStart, scalars.count), through: 1, by: -1) {
            if lexicon.hangulStarts.contains(String(String.UnicodeScalarView(scalars[..<length]))) { return true }
        }
        // A known word with a particle of one or two syllables after it.
        for cut in [1, 2] where scalars.count > cut + 1 {
            let stem = String(String.UnicodeScalarView(scalars[..<(scalars.count - cut)]))
            let ending = String(String.UnicodeScalarView(scalars[(scalars.count - cut)...]))
            if lexicon.hangulWords.contains(stem) && lexicon.hangulEndings.contains(ending) { return true }
        }
        return false
    }

    /// What Hangul word `word` (unknown as typed) reads as: a stray jamo
    /// typed after it dropped, known words run together parted, or the
    /// one known word (or word start) within a jamo edit (two for about
    /// four syllables).
    private func hangulCorrection(of word: String, lexicon: TypoLexicon, distance: inout TypoDistance) -> [String]? {
        let scalars = Array(word.unicodeScalars)
        // A jamo typed alone after a word (`알려줘ㅓ`).
        if let last = scalars.last, last.value >= 0x3131 && last.value <= 0x318E, scalars.count > 2 {
            let rest = String(String.UnicodeScalarView(scalars.dropLast()))
            if isKnownHangul(rest, lexicon: lexicon) { return [rest] }
        }
        // Words run together (`책장열어`): two or three known parts.
        if let parted = parted(scalars, parts: 3, lexicon: lexicon) { return [parted] }
        let jamo = HangulSyllable.typingJamo(of: word)
        // The whole word.
        if let read = closestHangul(to: jamo, syllables: scalars.count, lexicon: lexicon, distance: &distance) {
            return read
        }
        // A mistyped word start with its ending (`주뭄해` for `주문해`).
        for length in stride(from: scalars.count - 1, through: 2, by: -1) {
            let start = String(String.UnicodeScalarView(scalars[..<length]))
            if lexicon.hangulWords.contains(start) || lexicon.hangulStarts.contains(start) { break }
            let rest = String(String.UnicodeScalarView(scalars[length...]))
            guard
                let read = closestHangul(
                    to: HangulSyllable.typingJamo(of: start), syllables: length, lexicon: lexicon,
                    distance: &distance)
            else { continue }
            let reads = read.map { $0 + rest }.filter { isKnownHangul($0, lexicon: lexicon) }
            if !reads.isEmpty { return reads }
        }
        return nil
    }

    /// `scalars` parted into at most `parts` known Hangul words, the first
    /// as long as it can be, joined by spaces; `nil` when no parting reads.
    private func parted(_ scalars: [Unicode.Scalar], parts: Int, lexicon: TypoLexicon) -> String? {
        guard parts > 1, scalars.count >= 2 else { return nil }
        for cut in stride(from: scalars.count - 1, through: 1, by: -1) {
            let head = String(String.UnicodeScalarView(scalars[..<cut]))
            guard lexicon.hangulWords.contains(head) else { continue }
            let tail = Array(scalars[cut...])
            let tailText = String(String.UnicodeScalarView(tail))
            if isKnownHangul(tailText, lexicon: lexicon) { return head + " " + tailText }
            if let rest = parted(tail, parts: parts - 1, lexicon: lexicon) { return head + " " + rest }
        }
        return nil
    }

    /// The one known Hangul word of two syllables or more within reach of
    /// `jamo` (a word of `syllables` syllables): one jamo edit, two from
    /// ten jamo.
    private func closestHangul(
        to jamo: [UInt32], syllables: Int, lexicon: TypoLexicon, distance: inout TypoDistance
    ) -> [String]? {
        guard syllables >= 2, let first = jamo.first else { return nil }
        let edits = jamo.count >= 10 ? 2 : 1
        let limit = Int32(Float(edits) * FlexibleCost.typoEdit * TypoDistance.unitsPerCost)
        var near: [(units: Int32, word: String)] = []
        (lexicon.hangul[first] ?? []).withUnsafeBufferPointer { words in
            for place in words.indices where abs(words[place].count - jamo.count) <= edits {
                guard let units = distance.units(jamo[...], words[place].letters[...], limit: limit) else { continue }
                near.append((units, words[place].text))
            }
        }
        return Self.closest(near)
    }

    // MARK: Scripts without spaces

    /// How many kana of `kana` from `start` spell `spelled` (its
    /// characters' readings in turn, each typed in kana: `characters`
    /// there are kana), the longest way; 0 when none does.
    static func longestSpelling(
        of spelled: TypoLexicon.KanaSpelled, in kana: [Unicode.Scalar], from start: Int,
        characters: [Unicode.Scalar]
    ) -> Int {
        var ends: Set<Int> = [start]
        for readings in spelled.readings {
            var next = Set<Int>()
            for end in ends {
                for reading in readings where end + reading.count <= kana.count {
                    var place = 0
                    while place < reading.count && KanaFolding.isKana(characters[end + place])
                        && kana[end + place] == reading[place]
                    {
                        place += 1
                    }
                    if place == reading.count { next.insert(end + reading.count) }
                }
            }
            guard !next.isEmpty else { return 0 }
            ends = next
        }
        return (ends.max() ?? start) - start
    }

    /// Reads the run `range` of `tokens` (a character a token): kana
    /// spelling a kanji or katakana word's reading, and Han characters a
    /// known word of the same readings writes otherwise.
    private mutating func readRun(tokens: [Token], range: Range<Int>, lexicon: TypoLexicon) {
        let characters = tokens[range].compactMap { $0.text.unicodeScalars.first }
        guard characters.count >= 2 else { return }
        var covered = [Bool](repeating: false, count: characters.count)
        func text(_ slice: ArraySlice<Unicode.Scalar>) -> String { String(String.UnicodeScalarView(slice)) }
        // Kana spelling a word (`さくじょ` for `削除`, `たすく` for `タスク`).
        if !lexicon.wordsByFirstKana.isEmpty {
            let kana = characters.map { KanaFolding.isKana($0) ? KanaFolding.hiragana($0) : $0 }
            var place = 0
            while place < characters.count {
                // The longest spelling of three kana or more starting here, and its words.
                var longest = 0
                var reads: [String] = []
                if KanaFolding.isKana(characters[place]) {
                    for spelled in lexicon.wordsByFirstKana[kana[place]] ?? [] {
                        let length = Self.longestSpelling(of: spelled, in: kana, from: place, characters: characters)
                        guard length >= 3, length >= longest, spelled.word != text(characters[place..<(place + length)])
                        else { continue }
                        if length > longest { reads = [] }
                        longest = length
                        if !reads.contains(spelled.word) { reads.append(spelled.word) }
                    }
                }
                if let read = reads.first {
                    let start = range.lowerBound + place
                    found.append(
                        Correction(
                            tokens: start..<(start + longest), typed: text(characters[place..<(place + longest)]),
                            read: read, others: Array(reads.dropFirst().prefix(Self.maximumReadings - 1))))
                    for covering in place..<(place + longest) { covered[covering] = true }
                    place += longest
                } else {
                    place += 1
                }
            }
        }
        // Han characters inside a known word are read as typed.
        for start in characters.indices {
            for length in 2...4 where start + length <= characters.count {
                if lexicon.runWords.contains(text(characters[start..<(start + length)])) {
                    for covering in start..<(start + length) { covered[covering] = true }
                }
            }
        }
        guard !lexicon.readingTables.isEmpty, covered.contains(false) else { return }
        defer {
            found += Self.singleCharacterCorrections(
                characters: characters, covered: covered, start: range.lowerBound, lexicon: lexicon)
        }
        // A stretch of two to four characters with one uncovered, read as
        // the one known word of the same readings (`名想` for `冥想`).
        for length in stride(from: 4, through: 2, by: -1) {
            for start in characters.indices where start + length <= characters.count {
                let window = characters[start..<(start + length)]
                guard (start..<(start + length)).contains(where: { !covered[$0] }),
                    window.allSatisfy({ !KanaFolding.isKana($0) })
                else { continue }
                // Each language's readings find their own words (pinyin for
                // Chinese, kana for Japanese); a language that finds one word
                // alone gives a reading of the stretch.
                var reads: [String] = []
                for table in lexicon.readingTables {
                    var words: Set<String> = []
                    for key in TypoLexicon.readingKeys(of: text(window), table: table) {
                        for word in lexicon.wordsByReadings[key] ?? [] {
                            // Only the uncovered characters may differ.
                            let differs = zip(word.unicodeScalars, window.indices).allSatisfy { scalar, place in
                                scalar == characters[place] || !covered[place]
                            }
                            if differs { words.insert(word) }
                        }
                    }
                    if words.count == 1, let word = words.first, !reads.contains(word) { reads.append(word) }
                }
                guard let read = reads.first else { continue }
                let start = range.lowerBound + window.startIndex
                found.append(
                    Correction(
                        tokens: start..<(start + length), typed: text(window), read: read,
                        others: Array(reads.dropFirst())))
                for place in window.indices { covered[place] = true }
            }
        }
    }
}
