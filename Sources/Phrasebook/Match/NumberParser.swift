/// Reads numbers people type: digits (`3`, `2.5`, `1,000`) and number words
/// — English (`three`, `twenty one`, `a hundred and five`) by default, or a
/// locale's own: Vietnamese (`mười hai`, `hai mươi mốt`, `một trăm linh năm`),
/// Korean, native and Sino-Korean (`열두`, `스물하나`, `십이`, `이십일`), and
/// Chinese (`十二`, `二十一`, `一百零五`, `两`), with the locale's counters
/// after the number (`hai phần`, `두 개`, `2개`, `两份`).
public enum NumberParser {
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

    /// The whole number the normalized `words` spell in `locale` (matched by
    /// language, English when the locale has no number words of its own), or
    /// `nil`. Digits count in every locale.
    public static func integer(_ words: [String], locale: String) -> Int? {
        guard let value = number(words, locale: locale), value == value.rounded(), abs(value) < 1e15 else { return nil }
        return Int(value)
    }

    /// The number the normalized `words` spell in `locale` (matched by
    /// language, English when the locale has no number words of its own), or
    /// `nil`. Digits count in every locale.
    public static func number(_ words: [String], locale: String) -> Double? {
        switch DialogLanguage(tag: locale) {
        case .english: number(words)
        case .vietnamese: VietnameseNumbers.number(words)
        case .korean: KoreanNumbers.number(words)
        case .simplifiedChinese: ChineseNumbers.number(words)
        }
    }

    /// The whole number the normalized English `words` spell, or `nil`.
    public static func integer(_ words: [String]) -> Int? {
        guard let value = number(words), value == value.rounded(), abs(value) < 1e15 else { return nil }
        return Int(value)
    }

    /// The number the normalized English `words` spell, or `nil`.
    public static func number(_ words: [String]) -> Double? {
        guard !words.isEmpty else { return nil }
        if words.count == 1, let value = digits(words[0]) { return value }
        if words.count == 2, words[0] == "minus" || words[0] == "negative", let value = number(Array(words.dropFirst())) {
            return -value
        }
        var total = 0
        var current = 0
        var place = Place.start
        var sawWord = false
        for (index, word) in words.enumerated() {
            if word == "and" && sawWord && index + 1 < words.count { continue }
            if (word == "a" || word == "an") && (index + 1 == words.count || scales[words[index + 1]] == nil && words[index + 1] != "dozen") {
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
                    current = max(current, 1) * 100
                    place = .hundreds
                } else {
                    guard place != .start || total == 0 else { return nil }
                    total += max(current, 1) * scale
                    current = 0
                    place = .start
                }
            } else if let value = digits(word), value == value.rounded(), !sawWord {
                current += Int(value)
                place = .unit
            } else {
                return nil
            }
            sawWord = true
        }
        return Double(total + current)
    }

    /// A token of digits with an optional decimal point or group commas.
    static func digits(_ word: String) -> Double? {
        guard let first = word.unicodeScalars.first, first.properties.numericType == .decimal else { return nil }
        var ascii = ""
        for scalar in word.unicodeScalars {
            if scalar == "," { continue }
            if scalar == "." { ascii.append("."); continue }
            guard let value = scalar.properties.numericValue, scalar.properties.numericType == .decimal else { return nil }
            ascii.append(String(Int(value)))
        }
        return Double(ascii)
    }

    /// `whole` with the decimal digits spoken one by one after the point
    /// (digit words from `digitWords`, or digits), or `nil`.
    static func decimal(whole: Int, fractionWords: ArraySlice<String>, digitWords: [String: Int]) -> Double? {
        var fraction = ""
        for word in fractionWords {
            if let digit = digitWords[word] {
                fraction += String(digit)
            } else if let value = digits(word), value == value.rounded(), !word.contains(".") {
                fraction += word.filter(\.isNumber)
            } else {
                return nil
            }
        }
        return Double("\(whole).\(fraction)")
    }
}
