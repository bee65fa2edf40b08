/// Chinese number words over normalized tokens (each Han character is a
/// token, so `十二` arrives as `十`, `二`): `〇`/`零`, `一` … `九`, `两` (2),
/// `十`, `百`, `千`, `万`, `亿` (`十二` 12, `二十一` 21, `一百零五` 105,
/// `两千` 2000), the spoken short forms (`一百五` 150, `两万三` 23000),
/// digits among them (`3万`), `负` before a number to make it negative, `点`
/// for decimals (`二点五` 2.5), and a counter after the number (`两份`,
/// `3个`, `一碗`, `两杯`).
enum ChineseNumbers {
    /// The digits.
    static let digits: [String: Int] = [
        "〇": 0, "零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
    ]
    /// Multipliers within a group of four digits.
    static let multipliers: [String: Int] = ["十": 10, "百": 100, "千": 1000]
    /// Groups of four digits.
    static let scales: [String: Int] = ["万": 10_000, "亿": 100_000_000]
    /// Counters after a number (`两份`, `三个`, `一碗`).
    static let counters: Set<String> = [
        "个", "份", "碗", "杯", "位", "只", "本", "件", "次", "瓶", "盒", "张", "条", "号", "项", "种", "道", "盘", "块", "人",
        "遍", "罐", "袋", "包",
    ]

    /// Whether `word` may be one of the words ``number(_:)`` reads.
    ///
    /// Every
    /// number word is one Han character, so a word of more than one
    /// character, or of an ASCII one, is looked up in no table (the
    /// flexible stage asks this of every word it does not know).
    static func mayBeInNumber(_ word: String) -> Bool {
        // An ASCII first byte is the whole first scalar: a digit, or a word
        // of none of the number words (each one Han character).
        if let first = word.utf8.first, first < 0x80 { return first >= 0x30 && first <= 0x39 }
        // The word's scalars read once, from its start: the first (a digit,
        // or the one scalar of a number word), then whether there is another.
        var scalars = word.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return false }
        if first.isDecimalDigit { return true }
        guard !first.isASCII, scalars.next() == nil else { return false }
        return numberScalars.contains(first)
    }

    /// The one scalar of each word ``number(_:)`` reads (digits,
    /// multipliers, scales, counters, `负`, `点`): a normalized word of one
    /// scalar is one of them when its scalar is here, found without
    /// hashing the word as a string (which normalizes it first).
    private static let numberScalars: Set<Unicode.Scalar> = {
        let words = Array(digits.keys) + Array(multipliers.keys) + Array(scales.keys) + Array(counters) + ["负", "点"]
        return Set(words.compactMap { word in word.unicodeScalars.count == 1 ? word.unicodeScalars.first : nil })
    }()

    /// The number `words` spell, or `nil`.
    static func number(_ words: [String]) -> Double? {
        var words = words
        if words.count > 1, let last = words.last, counters.contains(last) { words.removeLast() }
        guard !words.isEmpty else { return nil }
        if words[0] == "负" {
            return number(Array(words.dropFirst())).map { -$0 }
        }
        if let point = words.firstIndex(of: "点") {
            guard let whole = integer(Array(words[..<point])), point + 1 < words.count else { return nil }
            return NumberParser.decimal(whole: whole, fractionWords: words[(point + 1)...], digitWords: digits)
        }
        if words.count == 1, let value = NumberParser.digits(words[0]) { return value }
        return integer(words).map(Double.init)
    }

    /// The whole number of the characters `words` (no counter, sign or
    /// decimals), or `nil`.
    static func integer(_ words: [String]) -> Int? {
        guard !words.isEmpty else { return nil }
        var total = 0
        var group = 0
        var digit: Int?
        var lastMultiplier = Int.max
        var lastScale = Int.max
        // The value of the multiplier or scale just read, for the spoken
        // short form (`一百五` is 150); zero after `零` or a digit.
        var previousUnit = 0
        var sawZero = false
        for word in words {
            if let value = digits[word] ?? NumberParser.wholeDigits(word) {
                if value == 0 && digits[word] != nil {
                    guard digit == nil else { return nil }
                    sawZero = true
                    previousUnit = 0
                    continue
                }
                guard digit == nil else { return nil }
                digit = value
            } else if let multiplier = multipliers[word] {
                guard multiplier < lastMultiplier, digit != 0 else { return nil }
                group = group.saturatingSum((digit ?? 1).saturatingProduct(multiplier))
                digit = nil
                lastMultiplier = multiplier
                previousUnit = multiplier
                sawZero = false
            } else if let scale = scales[word] {
                guard scale < lastScale else { return nil }
                let value = group + (digit ?? 0)
                guard value > 0 || total == 0 else { return nil }
                total = total.saturatingSum((value == 0 ? 1 : value).saturatingProduct(scale))
                group = 0
                digit = nil
                lastMultiplier = Int.max
                lastScale = scale
                previousUnit = scale
                sawZero = false
            } else {
                return nil
            }
        }
        if sawZero && digit == nil && group == 0 && total == 0 { return 0 }
        if let last = digit, previousUnit >= 100, !sawZero, last < 10 {
            return NumberParser.bounded(total.saturatingSum(group).saturatingSum(last * previousUnit / 10))
        }
        return NumberParser.bounded(total.saturatingSum(group).saturatingSum(digit ?? 0))
    }
}
