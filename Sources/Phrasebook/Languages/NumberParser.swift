/// Reads numbers people type: digits (`3`, `2.5`, `1,000`) everywhere, and
/// each language's number words and counters (``Language/readNumber``):
/// `twenty one`, `hai mươi mốt`, `스물하나`, `二十一`.
///
/// Also the helpers the
/// languages' readers share (digits, decimals read digit by digit).
enum NumberParser {
    /// The whole number the normalized `words` spell in `locale` (matched by
    /// language, the fallback language's when the locale has none of its own), or
    /// `nil`.
    ///
    /// Digits count in every locale.
    static func integer(_ words: [String], locale: String) -> Int? {
        number(words, locale: locale).flatMap(whole)
    }

    /// The number the normalized `words` spell in `locale` (matched by
    /// language, the fallback language's when the locale has none of its own), or
    /// `nil`.
    ///
    /// Digits count in every locale.
    static func number(_ words: [String], locale: String) -> Double? {
        Language.of(locale).readNumber(words)
    }

    /// The whole number the normalized `words` spell in the fallback
    /// language (English), or `nil`: how the matcher reads an open number
    /// slot in any locale.
    static func integer(_ words: [String]) -> Int? {
        number(words).flatMap(whole)
    }

    /// The largest magnitude a number read from text may have: below 10¹⁵,
    /// so it is exact as a `Double` and sums and products of a few of them
    /// stay far from `Int.max`.
    ///
    /// A larger number is not understood.
    static let largestWhole = 999_999_999_999_999

    /// `value` as a whole number when it has no fraction and its magnitude
    /// is at most ``largestWhole``; `nil` otherwise (also for infinities and
    /// NaN), so no reader converts an absurd `Double` to `Int` and traps.
    static func whole(_ value: Double) -> Int? {
        guard value.isFinite, value == value.rounded(), abs(value) <= Double(largestWhole) else { return nil }
        return Int(value)
    }

    /// `value` when its magnitude is at most ``largestWhole``, else `nil`:
    /// the check after a reader's saturating arithmetic
    /// (``Swift/Int/saturatingSum(_:)``), so an overflow is "not a number".
    static func bounded(_ value: Int) -> Int? {
        value.magnitude <= UInt(largestWhole) ? value : nil
    }

    /// A token of plain digits (`3` in `3 thousand`, `3万`) as a whole
    /// number within ``largestWhole``, or `nil` (also for `2.5` and `1,000`).
    static func wholeDigits(_ word: String) -> Int? {
        guard !word.contains("."), !word.contains(","), let value = digits(word) else { return nil }
        return whole(value)
    }

    /// The number the normalized `words` spell in the fallback language
    /// (English), or `nil`.
    static func number(_ words: [String]) -> Double? {
        fallbackNumbers(words)
    }

    /// The fallback language's number reader, kept so the matcher does not
    /// copy a ``Language`` per number it reads.
    private static let fallbackNumbers = Language.fallback.readNumber

    /// Whether `text` as typed holds a minus sign (`-`, `−`) right before a
    /// digit at the start of a word (`-1`, `number -3`): a negative number,
    /// which normalization (dropping the sign) would read as positive.
    static func hasNegativeNumber(_ text: String) -> Bool {
        var previous: Unicode.Scalar = " "
        var beforePrevious: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            if previous == "-" || previous == "\u{2212}", scalar.properties.numericType == .decimal,
                beforePrevious.properties.isWhitespace
            {
                return true
            }
            beforePrevious = previous
            previous = scalar
        }
        return false
    }

    /// Whether `word` may be read by ``digits(_:)`` or ``wholeDigits(_:)``:
    /// it starts with a decimal digit.
    static func startsWithDigit(_ word: String) -> Bool {
        // An ASCII first byte is the whole first scalar, told without
        // decoding the word (most words asked about are ASCII, or start so).
        guard let first = word.utf8.first else { return false }
        if first < 0x80 { return first >= 0x30 && first <= 0x39 }
        return word.unicodeScalars.first?.isDecimalDigit == true
    }

    /// Whether `scalar` may be part of a number in digits (a decimal digit,
    /// a decimal point or a group comma), for readers that join words.
    static func isDigitScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "." || scalar == "," || scalar.isDecimalDigit
    }

    /// Whether every letter of `word` is one of `letters` or part of a
    /// number in digits: the test of readers that join their words before
    /// reading them, so a word is one of theirs letter by letter.
    static func isSpelled(_ word: String, withLettersOf letters: NumberLetters) -> Bool {
        // An ASCII first byte is the whole first scalar: a word whose first
        // letter is neither one of `letters` nor part of a number is turned
        // down without decoding it (the flexible stage asks this of every
        // word it does not know, mostly of other scripts than the letters').
        if let first = word.utf8.first, first < 0x80 {
            let scalar = Unicode.Scalar(first)
            guard letters.contains(scalar) || isDigitScalar(scalar) else { return false }
        }
        return word.unicodeScalars.allSatisfy { letters.contains($0) || isDigitScalar($0) }
    }

    /// A token of digits with an optional decimal point or group commas.
    static func digits(_ word: String) -> Double? {
        guard let first = word.unicodeScalars.first, first.isDecimalDigit else { return nil }
        var ascii = ""
        for scalar in word.unicodeScalars {
            if scalar == "," { continue }
            if scalar == "." {
                ascii.append(".")
                continue
            }
            guard let value = scalar.properties.numericValue, scalar.properties.numericType == .decimal else {
                return nil
            }
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
