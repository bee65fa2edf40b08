/// Korean number words over normalized tokens (Hangul words come whole, so
/// `십이` is one token): native numbers (`하나`/`한`, `둘`/`두`, `셋`/`세`,
/// `넷`/`네` … `열`, `스물`/`스무` … `아흔`; `열두` 12, `스물하나` 21) and
/// Sino-Korean ones (`일` … `구`, `십`, `백`, `천`, `만`, `억`; `십이` 12,
/// `이십일` 21, `백오` 105), written together or apart (`스물 하나`), with
/// a counter after them or glued to them (`두 개`, `2개`, `세 그릇`, `열두
/// 잔`, `두 번째`) and a polite ending (`두 개요`, `둘이요`, `세 개만`).
///
/// `마이너스` makes a number negative. `네` alone is "yes", not four: it
/// counts only before a counter (`네 개`).
enum KoreanNumbers {
    /// Native tens (`열` 10 … `아흔` 90).
    private static let nativeTens: [(String, Int)] = [
        ("열", 10), ("스물", 20), ("스무", 20), ("서른", 30), ("마흔", 40), ("쉰", 50), ("예순", 60), ("일흔", 70),
        ("여든", 80), ("아흔", 90),
    ]
    /// Native ones, with the forms used before a counter (`한`, `두`, `세`, `네`).
    private static let nativeOnes: [String: Int] = [
        "하나": 1, "한": 1, "둘": 2, "두": 2, "셋": 3, "세": 3, "석": 3, "넷": 4, "네": 4, "넉": 4, "다섯": 5,
        "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9,
    ]
    /// Sino-Korean digits.
    private static let sinoDigits: [Character: Int] = [
        "영": 0, "공": 0, "일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "륙": 6, "칠": 7, "팔": 8, "구": 9,
    ]
    /// Sino-Korean multipliers within four digits.
    private static let sinoMultipliers: [Character: Int] = ["십": 10, "백": 100, "천": 1000]
    /// Sino-Korean groups of four digits.
    private static let sinoScales: [Character: Int] = ["만": 10_000, "억": 100_000_000]
    /// Counters after a number, longest first (`두 개`, `2그릇`, `세 번째`).
    static let counters = [
        "번째", "인분", "그릇", "접시", "세트", "가지", "마리", "개", "잔", "명", "번", "병", "권", "장", "컵", "째", "판", "통",
    ]
    /// Polite endings and particles after a number or counter, longest first
    /// (`두 개요`, `둘이요`, `세 개만`, `두 개로`).
    private static let endings = ["으로요", "로요", "이요", "으로", "만요", "요", "만", "씩", "로"]

    /// Every letter of the words ``number(_:)`` reads (it reads the words
    /// joined, so a word is checked letter by letter).
    private static let numberLetters: NumberLetters = {
        var words = nativeTens.map(\.0) + Array(nativeOnes.keys) + counters + endings + ["마이너스"]
        words += (Array(sinoDigits.keys) + Array(sinoMultipliers.keys) + Array(sinoScales.keys)).map(String.init)
        return NumberLetters(lettersOf: words)
    }()

    /// Whether `word` may be one of the words ``number(_:)`` reads.
    static func mayBeInNumber(_ word: String) -> Bool {
        NumberParser.isSpelled(word, withLettersOf: numberLetters)
    }

    /// The number `words` spell, or `nil`.
    static func number(_ words: [String]) -> Double? {
        guard !words.isEmpty else { return nil }
        if words[0] == "마이너스" {
            return number(Array(words.dropFirst())).map { -$0 }
        }
        if words.count == 1, let value = NumberParser.digits(words[0]) { return value }
        var text = words.joined()
        for ending in endings where text.endsWith(ending) && text.count > ending.count {
            text.removeLast(ending.count)
            break
        }
        var counted = false
        for counter in counters where text.endsWith(counter) && text.count > counter.count {
            text.removeLast(counter.count)
            counted = true
            break
        }
        if let value = NumberParser.digits(text) { return value }
        if text == "네" && !counted { return nil }
        return integer(text).map(Double.init)
    }

    /// The value of a native or Sino-Korean number written without spaces
    /// (`열두`, `스물하나`, `십이`, `네`), or `nil`.
    static func integer(_ text: String) -> Int? {
        native(text) ?? sino(text)
    }

    /// A native number: a ten, a one, or a ten and a one (`스무` only alone).
    private static func native(_ text: String) -> Int? {
        guard !text.isEmpty else { return nil }
        if let one = nativeOnes[text] { return one }
        for (word, ten) in nativeTens where text.hasPrefix(word) {
            let rest = String(text.dropFirst(word.count))
            if rest.isEmpty { return ten }
            if word == "스무" { return nil }
            if let one = nativeOnes[rest] { return ten + one }
        }
        return nil
    }

    /// A Sino-Korean number: digits and multipliers, each multiplier smaller
    /// than the one before within a group (`이천십이` 2012, not `십백`).
    private static func sino(_ text: String) -> Int? {
        guard !text.isEmpty else { return nil }
        var total = 0
        var group = 0
        var digit: Int?
        var lastMultiplier = Int.max
        var lastScale = Int.max
        for character in text {
            if let value = sinoDigits[character] {
                guard digit == nil else { return nil }
                digit = value
            } else if let multiplier = sinoMultipliers[character] {
                guard multiplier < lastMultiplier, digit != 0 else { return nil }
                group += (digit ?? 1) * multiplier
                digit = nil
                lastMultiplier = multiplier
            } else if let scale = sinoScales[character] {
                guard scale < lastScale else { return nil }
                let value = group + (digit ?? 0)
                total += (value == 0 ? 1 : value) * scale
                group = 0
                digit = nil
                lastMultiplier = Int.max
                lastScale = scale
            } else {
                return nil
            }
        }
        return total + group + (digit ?? 0)
    }
}
