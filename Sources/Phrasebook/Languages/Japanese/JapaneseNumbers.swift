import Foundation

/// Japanese numbers over normalized tokens (every kana and kanji is a token,
/// so `二十一` arrives as `二`, `十`, `一`, and `12` as one token): kanji
/// numerals (`一` … `九`, `〇`/`零`, `十`, `百`, `千`, `万`, `億`; `二十一` 21,
/// `三千五百` 3500, `二〇二六` 2026), digits among them (`3万`), arabic and
/// full-width digits, the native counts (`ひとつ` … `とお`, `ひとり`,
/// `ふたり`) and kana numerals said alone (`さん`, `じゅう`), a counter after
/// the number that is accepted and dropped (`二つ`, `2個`, `3杯`, `5回`, `3冊`,
/// `10分`, `2人前`, `3番目`), a polite ending after that (`2個でお願いします`,
/// `3つください`), and `マイナス` before it.
///
/// A bare `に` is a particle, not
/// two, and `いっぱい` is "a lot", not one cup.
enum JapaneseNumbers {
    /// The kanji digits.
    static let digits: [Character: Int] = [
        "〇": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
    ]
    /// Multipliers within a group of four digits.
    private static let multipliers: [Character: Int] = ["十": 10, "百": 100, "千": 1000]
    /// Groups of four digits.
    private static let scales: [Character: Int] = ["万": 10_000, "億": 100_000_000]
    /// The native counts, said without a counter.
    private static let nativeCounts: [String: Int] = [
        "ひとつ": 1, "ふたつ": 2, "みっつ": 3, "よっつ": 4, "いつつ": 5, "むっつ": 6, "ななつ": 7, "やっつ": 8, "ここのつ": 9,
        "とお": 10, "ひとり": 1, "ふたり": 2, "いっこ": 1, "にこ": 2, "さんこ": 3, "にはい": 2, "さんばい": 3, "いち": 1, "さん": 3,
        "よん": 4, "ろく": 6, "なな": 7, "はち": 8, "きゅう": 9, "じゅう": 10,
    ]
    /// Counters after a number, longest first where one ends another.
    static let counters = [
        "人前", "冊目", "つ目", "個目", "番目", "週間", "時間", "ヶ月", "か月", "カ月", "個", "杯", "回", "冊", "分", "本", "枚",
        "人", "名", "件", "皿", "つ", "番", "台", "匹", "点", "部", "通", "秒", "日", "度", "歳", "才", "食", "玉", "品", "曲", "話",
        "章", "巻", "箱", "袋", "缶", "個分",
    ]
    /// Polite endings after a number and its counter.
    static let endings = [
        "でお願いします", "をお願いします", "お願いします", "でお願い", "をください", "ください", "でいいです", "でいい", "にして",
        "にします", "です", "だけ", "ぐらい", "くらい", "ほど", "で", "を", "ね", "よ",
    ]

    /// Every character of the words ``number(_:)`` reads (it reads the
    /// words joined, so a word is checked character by character).
    private static let numberLetters: NumberLetters = {
        var words = Array(nativeCounts.keys) + counters + endings + ["マイナス"]
        words += (Array(digits.keys) + Array(multipliers.keys) + Array(scales.keys)).map(String.init)
        return NumberLetters(lettersOf: words)
    }()

    /// Whether `word` may be one of the words ``number(_:)`` reads.
    static func mayBeInNumber(_ word: String) -> Bool {
        NumberParser.isSpelled(word, withLettersOf: numberLetters)
    }

    /// The number the normalized `words` spell, or `nil`.
    static func number(_ words: [String]) -> Double? {
        guard !words.isEmpty else { return nil }
        if words.count == 1, let value = NumberParser.digits(words[0]) { return value }
        var text = words.joined()
        var negative = false
        if text.hasPrefix("マイナス") {
            negative = true
            text.removeFirst("マイナス".count)
        }
        text = stripped(text)
        guard !text.isEmpty else { return nil }
        let value: Double?
        if let count = nativeCounts[text] {
            value = Double(count)
        } else if let decimal = NumberParser.digits(text) {
            value = decimal
        } else {
            value = integer(text).map(Double.init)
        }
        return value.map { negative ? -$0 : $0 }
    }

    /// The last scalars of the endings and counters, composed and
    /// decomposed: text ending in any other has none of them to strip, and
    /// most text a number is read from (`二十一`) ends in none.
    private static let strippableLastScalars: Set<Unicode.Scalar> = Set(
        (endings + counters).flatMap { word in
            [word.unicodeScalars.last, word.decomposedStringWithCanonicalMapping.unicodeScalars.last].compactMap { $0 }
        })

    /// Whether `text` may end in an ending or a counter (see ``strippableLastScalars``).
    private static func mayEndInStrippable(_ text: String) -> Bool {
        text.unicodeScalars.last.map { strippableLastScalars.contains($0) } ?? false
    }

    /// `text` without the polite endings and the one counter after its number.
    private static func stripped(_ text: String) -> String {
        var text = text
        var changed = true
        while changed && mayEndInStrippable(text) {
            changed = false
            for ending in endings where text.endsWith(ending) && text.count > ending.count {
                text.removeLast(ending.count)
                changed = true
                break
            }
        }
        if nativeCounts[text] != nil || !mayEndInStrippable(text) { return text }
        for counter in counters where text.endsWith(counter) && text.count > counter.count {
            text.removeLast(counter.count)
            break
        }
        return text
    }

    /// The whole number the kanji numerals and digits of `text` spell, or `nil`.
    static func integer(_ text: String) -> Int? {
        guard !text.isEmpty else { return nil }
        // Digits said one by one (`二〇二六`).
        if text.count > 1, text.allSatisfy({ digits[$0] != nil }) {
            var value = 0
            for character in text {
                guard let digit = digits[character] else { return nil }
                let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                value = shifted + digit
            }
            return value
        }
        var total = 0
        var group = 0
        var current: Int?
        var pendingDigits = ""
        var lastMultiplier = Int.max
        var lastScale = Int.max
        func flushDigits() -> Bool {
            guard !pendingDigits.isEmpty else { return true }
            guard current == nil, pendingDigits.count <= 9, let value = Int(pendingDigits) else { return false }
            current = value
            pendingDigits = ""
            return true
        }
        for character in text {
            if character.isASCII, character.isNumber {
                pendingDigits.append(character)
                continue
            }
            guard flushDigits() else { return nil }
            if let digit = digits[character] {
                guard current == nil else { return nil }
                current = digit
            } else if let multiplier = multipliers[character] {
                guard multiplier < lastMultiplier else { return nil }
                group += (current ?? 1) * multiplier
                current = nil
                lastMultiplier = multiplier
            } else if let scale = scales[character] {
                guard scale < lastScale else { return nil }
                let value = group + (current ?? 0)
                total += (value == 0 ? 1 : value) * scale
                group = 0
                current = nil
                lastMultiplier = Int.max
                lastScale = scale
            } else {
                return nil
            }
        }
        guard flushDigits() else { return nil }
        return total + group + (current ?? 0)
    }
}
