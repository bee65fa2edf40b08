/// Reads numbers people type: digits (`3`, `2.5`, `1,000`) everywhere, and
/// each language's number words and counters (``Language/readNumber``):
/// `twenty one`, `hai mươi mốt`, `스물하나`, `二十一`. Also the helpers the
/// languages' readers share (digits, decimals read digit by digit).
enum NumberParser {
    /// The whole number the normalized `words` spell in `locale` (matched by
    /// language, the fallback language's when the locale has none of its own), or
    /// `nil`. Digits count in every locale.
    static func integer(_ words: [String], locale: String) -> Int? {
        guard let value = number(words, locale: locale), value == value.rounded(), abs(value) < 1e15 else { return nil }
        return Int(value)
    }

    /// The number the normalized `words` spell in `locale` (matched by
    /// language, the fallback language's when the locale has none of its own), or
    /// `nil`. Digits count in every locale.
    static func number(_ words: [String], locale: String) -> Double? {
        Language.of(locale).readNumber(words)
    }

    /// The whole number the normalized `words` spell in the fallback
    /// language (English), or `nil`: how the matcher reads an open number
    /// slot in any locale.
    static func integer(_ words: [String]) -> Int? {
        guard let value = number(words), value == value.rounded(), abs(value) < 1e15 else { return nil }
        return Int(value)
    }

    /// The number the normalized `words` spell in the fallback language
    /// (English), or `nil`.
    static func number(_ words: [String]) -> Double? {
        fallbackNumbers(words)
    }

    /// The fallback language's number reader, kept so the matcher does not
    /// copy a ``Language`` per number it reads.
    private static let fallbackNumbers = Language.fallback.readNumber

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
