import Foundation

/// Vietnamese number words over normalized tokens: `không` … `chín`, `mười`
/// (10) and `mươi` (tens: `hai mươi`), the sound changes after a ten (`mốt`
/// for 1, `tư` for 4, `lăm`/`nhăm` for 5: `hai mươi mốt` 21, `mười lăm` 15),
/// the spoken tens without `mươi` (`hai mốt` 21, `ba lăm` 35), `chục` (`hai
/// chục` 20), `trăm` with `linh`/`lẻ` for an empty ten (`một trăm linh năm`
/// 105), `nghìn`/`ngàn` and `triệu`; `âm` before a number makes it negative,
/// `phẩy`/`chấm` starts decimals read digit by digit (`hai phẩy năm` 2.5),
/// and a counter may follow (`hai phần`, `ba bát`).
enum VietnameseNumbers {
    /// The digit words.
    static let digits: [String: Int] = [
        "không": 0, "một": 1, "hai": 2, "ba": 3, "bốn": 4, "năm": 5, "sáu": 6, "bảy": 7, "bẩy": 7, "tám": 8, "chín": 9,
    ]
    /// The ones after `mười` (`mười một` 11, `mười lăm` 15).
    private static let afterTen: [String: Int] = [
        "một": 1, "hai": 2, "ba": 3, "bốn": 4, "tư": 4, "lăm": 5, "nhăm": 5, "năm": 5, "sáu": 6, "bảy": 7, "bẩy": 7,
        "tám": 8, "chín": 9,
    ]
    /// The ones after `mươi` (`hai mươi mốt` 21, `ba mươi tư` 34).
    private static let afterTens: [String: Int] = afterTen.merging(["mốt": 1], uniquingKeysWith: { first, _ in first })
    /// The ones that make a spoken ten without `mươi` (`hai mốt` 21).
    private static let spokenTens: [String: Int] = ["mốt": 1, "tư": 4, "lăm": 5, "nhăm": 5]
    /// Thousands and millions.
    private static let scales: [String: Int] = [
        "nghìn": 1000, "ngàn": 1000, "triệu": 1_000_000, "tỷ": 1_000_000_000, "tỉ": 1_000_000_000,
    ]
    /// Words that count things after a number (`hai phần`, `ba bát`).
    static let counters: Set<String> = [
        "phần", "bát", "tô", "chén", "suất", "cái", "chiếc", "ly", "cốc", "món", "hộp", "chai", "lon", "người", "lần",
        "cuốn", "quyển", "gói", "đĩa", "miếng",
    ]

    /// Every word ``number(_:)`` reads but digits, with and without diacritics.
    private static let numberWords: Set<String> = {
        var words = Set(digits.keys).union(afterTen.keys).union(afterTens.keys).union(spokenTens.keys).union(
            scales.keys)
        words.formUnion(counters)
        words.formUnion(["mười", "mươi", "chục", "trăm", "linh", "lẻ", "âm", "phẩy", "chấm"])
        words.formUnion(byFoldedForm.keys)
        return words
    }()

    /// The shapes of ``numberWords``: a word of another shape is none of
    /// them, told without hashing it as a string, which normalizes a word
    /// that is not ASCII first (the flexible stage asks this of every word
    /// it does not know).
    private static let numberWordShapes = WordShapeFilter(numberWords)

    /// The bytes of ``numberWords`` (as written and composed, the form of a
    /// normalized token), asked after ``numberWordShapes``: a Vietnamese
    /// word's first and last bytes say little (most are not ASCII), so many
    /// words have a number word's shape; of those, a word the filter turns
    /// down is none of them, told from a hash of its bytes.
    private static let numberWordBytes: WordHashFilter = {
        var filter = WordHashFilter()
        for word in numberWords {
            filter.insert(word)
            filter.insert(word.precomposedStringWithCanonicalMapping)
        }
        return filter
    }()

    /// Whether the normalized `word` may be one of the words ``number(_:)`` reads.
    static func mayBeInNumber(_ word: String) -> Bool {
        NumberParser.startsWithDigit(word)
            || (numberWordShapes.mayContain(word) && numberWordBytes.mayContain(word) && numberWords.contains(word))
    }

    /// The number `words` spell (also typed without diacritics: `hai muoi
    /// mot` 21), or `nil`.
    static func number(_ words: [String]) -> Double? {
        spelledNumber(words) ?? spellings(words).lazy.compactMap(spelledNumber).first
    }

    /// The whole number of `words` (no counter, sign or decimals), also
    /// typed without diacritics, or `nil`.
    static func integer(_ words: [String]) -> Int? {
        spelledInteger(words) ?? spellings(words).lazy.compactMap(spelledInteger).first
    }

    /// Every number word by its form without diacritics (`muoi`: `mười`,
    /// `mươi`), the more common reading first.
    private static let byFoldedForm: [String: [String]] = {
        var table: [String: [String]] = [:]
        let words =
            Array(digits.keys) + [
                "mười", "mươi", "mốt", "tư", "lăm", "nhăm", "chục", "trăm", "linh", "lẻ", "âm", "phẩy", "chấm",
            ]
            + Array(scales.keys) + Array(counters)
        for word in words.sorted() {
            // `sau` (after) is far likelier than `sáu` (six) typed plainly.
            guard let folded = AccentFolding.fold(word), folded != word, folded != "sau" else { continue }
            table[folded, default: []].append(word)
        }
        return table
    }()

    /// The ways `words` typed without diacritics may be spelled with them,
    /// at most 16; empty when every word is as it should be.
    private static func spellings(_ words: [String]) -> [[String]] {
        var results: [[String]] = [[]]
        var changed = false
        for word in words {
            guard let forms = byFoldedForm[word] else {
                results = results.map { $0 + [word] }
                continue
            }
            changed = true
            let known = digits[word] != nil || scales[word] != nil || counters.contains(word) || word == "linh"
            let choices = (known ? [word] : []) + forms
            results = results.flatMap { prefix in choices.map { prefix + [$0] } }
            if results.count > 16 { results = Array(results.prefix(16)) }
        }
        return changed ? results : []
    }

    /// The number `words` spell with their diacritics, or `nil`.
    private static func spelledNumber(_ words: [String]) -> Double? {
        var words = words
        if words.count > 1, let last = words.last, counters.contains(last) { words.removeLast() }
        guard !words.isEmpty else { return nil }
        if words[0] == "âm" {
            return spelledNumber(Array(words.dropFirst())).map { -$0 }
        }
        if let point = words.firstIndex(where: { $0 == "phẩy" || $0 == "chấm" }) {
            guard let whole = spelledInteger(Array(words[..<point])), point + 1 < words.count else { return nil }
            return NumberParser.decimal(whole: whole, fractionWords: words[(point + 1)...], digitWords: digits)
        }
        if words.count == 1, let value = NumberParser.digits(words[0]) { return value }
        return spelledInteger(words).map(Double.init)
    }

    /// The whole number `words` spell with their diacritics, or `nil`.
    private static func spelledInteger(_ words: [String]) -> Int? {
        guard !words.isEmpty else { return nil }
        if words.count == 1, let value = NumberParser.digits(words[0]), value == value.rounded() {
            return NumberParser.whole(value)
        }
        var total = 0
        var index = 0
        var lastScale = Int.max
        while index < words.count {
            var group = 0
            if scales[words[index]] == nil {
                guard let (value, next) = belowThousand(words, from: index, afterScale: total > 0) else { return nil }
                group = value
                index = next
            } else {
                group = 1
            }
            guard index < words.count else { return NumberParser.bounded(total.saturatingSum(group)) }
            guard let scale = scales[words[index]], scale < lastScale, group > 0 || total > 0 else { return nil }
            total = total.saturatingSum(group.saturatingProduct(scale))
            lastScale = scale
            index += 1
        }
        return NumberParser.bounded(total)
    }

    /// A number below a thousand starting at `index`, and the index after it.
    private static func belowThousand(_ words: [String], from index: Int, afterScale: Bool) -> (Int, Int)? {
        var index = index
        var value = 0
        var hundreds = false
        func word(_ offset: Int = 0) -> String? {
            index + offset < words.count ? words[index + offset] : nil
        }
        if let digit = digits[words[index]], word(1) == "trăm" {
            value = digit * 100
            index += 2
            hundreds = true
        } else if words[index] == "trăm" {
            value = 100
            index += 1
            hundreds = true
        }
        guard let current = word(), scales[current] == nil else { return hundreds ? (value, index) : nil }
        if hundreds || afterScale, current == "linh" || current == "lẻ" {
            guard let next = word(1), let digit = afterTen[next] ?? (next == "năm" ? 5 : nil), digit > 0 else {
                return nil
            }
            return (value + digit, index + 2)
        }
        if current == "mười" {
            if let next = word(1), let one = afterTen[next] { return (value + 10 + one, index + 2) }
            return (value + 10, index + 1)
        }
        if let digit = digits[current], digit >= 1, let next = word(1) {
            if next == "mươi" && digit >= 2 {
                if let after = word(2), let one = afterTens[after] { return (value + digit * 10 + one, index + 3) }
                return (value + digit * 10, index + 2)
            }
            if next == "chục" { return (value + digit * 10, index + 2) }
            if digit >= 2, let one = spokenTens[next] { return (value + digit * 10 + one, index + 2) }
        }
        // A bare digit after a hundred or a thousand ("một trăm năm") is
        // said for 150 as often as for 105, so it is not read.
        if let digit = digits[current], !hundreds, !afterScale {
            return (digit, index + 1)
        }
        return hundreds ? (value, index) : nil
    }
}
