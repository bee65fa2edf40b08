/// English number words over normalized tokens: `three`, `twenty one`, `a
/// hundred and five`, `two dozen`, `minus four`, digits among them (`3
/// thousand`).
enum EnglishNumbers {
    private static let units: [String: Int] = [
        "zero": 0, "oh": 0, "one": 1, "a": 1, "an": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
        "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
        "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ]
    private static let tens: [String: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    ]
    private static let scales: [String: Int] = ["hundred": 100, "thousand": 1000, "million": 1_000_000]

    /// What the last word of the current group was, so words follow one
    /// another only as people say them ("twenty one", not "one twenty").
    private enum Place {
        case start, unit, teen, tens, hundreds, dozens
    }

    /// The words ``number(_:)`` reads besides those of the tables above and digits.
    private static let otherWords: Set<String> = ["dozen", "and", "minus", "negative"]

    /// Every word of the tables above and ``otherWords``: one lookup
    /// instead of four for a word ``mayBeInNumber(_:)`` is asked about.
    private static let allWords: Set<String> = Set(units.keys).union(tens.keys).union(scales.keys).union(otherWords)

    /// The shapes of ``allWords``: a word of another shape is none of them,
    /// told without hashing it.
    private static let allWordShapes = WordShapeFilter(allWords)

    /// Whether `word` may be one of the words ``number(_:)`` reads.
    static func mayBeInNumber(_ word: String) -> Bool {
        // Every word of `allWords` is ASCII: another word is not hashed
        // (hashing a word that is not ASCII normalizes it first).
        NumberParser.startsWithDigit(word)
            || (allWordShapes.mayContain(word) && word.utf8.allSatisfy { $0 < 0x80 } && allWords.contains(word))
    }

    /// The whole number the normalized `words` spell, or `nil`.
    static func integer(_ words: [String]) -> Int? {
        number(words).flatMap(NumberParser.whole)
    }

    /// The number the normalized `words` spell, or `nil`.
    static func number(_ words: [String]) -> Double? {
        guard !words.isEmpty else { return nil }
        if words.count == 1, let value = NumberParser.digits(words[0]) { return value }
        if words.count == 2, words[0] == "minus" || words[0] == "negative", let value = number(Array(words.dropFirst()))
        {
            return -value
        }
        var total = 0
        var current = 0
        var place = Place.start
        var sawWord = false
        for (index, word) in words.enumerated() {
            if word == "and" && sawWord && index + 1 < words.count { continue }
            if (word == "a" || word == "an")
                && (index + 1 == words.count || scales[words[index + 1]] == nil && words[index + 1] != "dozen")
            {
                return nil
            }
            if let value = units[word] {
                if value < 10 {
                    guard place == .start || place == .tens || place == .hundreds else { return nil }
                    place = .unit
                } else {
                    guard place == .start || place == .hundreds else { return nil }
                    place = .teen
                }
                current += value
            } else if let value = tens[word] {
                guard place == .start || place == .hundreds else { return nil }
                place = .tens
                current += value
            } else if word == "dozen" {
                guard place != .hundreds && place != .dozens else { return nil }
                current = max(current, 1) * 12
                place = .dozens
            } else if let scale = scales[word] {
                if scale == 100 {
                    guard place != .hundreds && place != .dozens else { return nil }
                    current = max(current, 1).saturatingProduct(100)
                    place = .hundreds
                } else {
                    guard place != .start || total == 0 else { return nil }
                    total = total.saturatingSum(max(current, 1).saturatingProduct(scale))
                    current = 0
                    place = .start
                }
            } else if let value = NumberParser.wholeDigits(word), !sawWord {
                current = current.saturatingSum(value)
                place = .unit
            } else {
                return nil
            }
            sawWord = true
        }
        return NumberParser.bounded(total.saturatingSum(current)).map(Double.init)
    }
}
