import Foundation

/// Reads a date answer left to right for the locales' date readers: the
/// text lowercased and NFKC-folded (full-width digits and colons fold), cut
/// into units — words for Vietnamese, single characters with spaces dropped
/// for Korean and Chinese, whose particles and counters are glued on
/// (`3시에`, `明天下午3点`) — with keywords matched longest first.
struct DateScanner {
    /// The units of the text.
    let units: [String]
    /// How units are joined back: a space between words, nothing between characters.
    let joiner: String
    /// The next unit to read.
    var index = 0
    /// Whether a unit typed without diacritics matches a keyword with them
    /// (`ngay mai` for `ngày mai`).
    var foldsAccents = false

    /// The words of `text`, split at spaces and punctuation other than `:`
    /// and `/` (kept inside `3:30` and `1/12`).
    init(words text: String) {
        let folded = Self.fold(text)
        let separators = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: ",;!?.…\"'()"))
        units = folded.components(separatedBy: separators).filter { !$0.isEmpty }
        joiner = " "
    }

    /// The characters of `text` without spaces and punctuation other than
    /// `:` and `/`.
    init(characters text: String) {
        let folded = Self.fold(text)
        let dropped = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: ",;!?.…\"'()~"))
        units = folded.unicodeScalars.filter { !dropped.contains($0) }.map { String($0) }
        joiner = ""
    }

    /// `text` with a dot between digits read as a slash (`12.1` → `12/1`),
    /// for readers that cut text into characters, where a dot is dropped.
    static func slashingDottedDates(_ text: String) -> String {
        text.replacingOccurrences(of: #"(\d)\.(\d)"#, with: "$1/$2", options: .regularExpression)
    }

    private static func fold(_ text: String) -> String {
        text.precomposedStringWithCompatibilityMapping.lowercased().precomposedStringWithCanonicalMapping
    }

    /// Whether every unit has been read.
    var isAtEnd: Bool { index >= units.count }

    /// The unit at `offset` from the next, if any.
    func unit(_ offset: Int = 0) -> String? {
        index + offset < units.count ? units[index + offset] : nil
    }

    /// The units of `key` as this scanner cuts text.
    private func split(_ key: String) -> [String] {
        joiner.isEmpty ? key.map(String.init) : key.split(separator: " ").map(String.init)
    }

    /// Whether `key` comes next.
    func sees(_ key: String) -> Bool {
        let parts = split(key)
        guard index + parts.count <= units.count else { return false }
        return zip(units[index..<(index + parts.count)], parts).allSatisfy { unit, part in
            unit == part || (foldsAccents && unit.allSatisfy(\.isASCII) && AccentFolding.fold(part) == unit)
        }
    }

    /// Reads the longest of `keys` that comes next, if any.
    mutating func take(_ keys: [String]) -> String? {
        let found = keys.filter(sees).max { split($0).count < split($1).count }
        if let found { index += split(found).count }
        return found
    }

    /// Reads the longest key of `table` that comes next, and gives its value.
    mutating func take<Value>(_ table: [String: Value]) -> Value? {
        take(Array(table.keys)).flatMap { table[$0] }
    }

    /// Reads `key` if it comes next.
    mutating func skip(_ key: String) -> Bool {
        take([key]) != nil
    }

    /// Reads a whole number written in digits: a run of digit characters, or
    /// a word of digits.
    mutating func takeDigits() -> Int? {
        if !joiner.isEmpty {
            guard let word = unit(), !word.isEmpty, word.allSatisfy(\.isNumber), let value = Int(word) else {
                return nil
            }
            index += 1
            return value
        }
        var end = index
        while end < units.count, units[end].count == 1, units[end].first!.isASCII, units[end].first!.isNumber {
            end += 1
        }
        guard end > index, end - index <= 9, let value = Int(units[index..<end].joined()) else { return nil }
        index = end
        return value
    }

    /// Reads the longest run of up to `limit` units that `reader` takes as a
    /// number and after which one of `followers` comes (any unit when
    /// `followers` is empty).
    mutating func takeNumber(limit: Int, followers: [String] = [], _ reader: ([String]) -> Int?) -> Int? {
        for length in stride(from: min(limit, units.count - index), through: 1, by: -1) {
            let slice = Array(units[index..<(index + length)])
            guard let value = reader(slice) else { continue }
            let saved = index
            index += length
            if followers.isEmpty || followers.contains(where: sees) { return value }
            index = saved
        }
        return nil
    }
}
