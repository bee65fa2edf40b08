import Foundation

/// Splits a list answer ("croutons, cheese and red pepper") into its items.
enum ListSplitter {
    /// Korean particles that mean "and" and the ending of the word they
    /// follow: 와 and 랑 after a vowel, 과 and 이랑 after a consonant. Such a
    /// separator splits only after a word it fits, so `사과 주스` (apple
    /// juice) is not split at 과, and `베이컨이랑` is split before 이랑.
    private static let koreanParticles: [String: Bool] = ["와 ": false, "랑 ": false, "과 ": true, "이랑 ": true]

    /// The trimmed, non-empty items of `text` as typed, split at any of
    /// `separators` in any case ("Milk AND Eggs").
    static func items(of text: String, separators: [String]) -> [String] {
        var items = [" " + text + " "]
        for separator in separators where !separator.isEmpty {
            items = items.flatMap { split($0, at: separator) }
        }
        return items.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    /// The parts of `text` between occurrences of `separator`, ignoring case.
    private static func split(_ text: String, at separator: String) -> [String] {
        var parts: [String] = []
        var rest = text[...]
        var start = rest.startIndex
        while let range = rest.range(of: separator, options: .caseInsensitive, range: start..<rest.endIndex) {
            if let afterConsonant = koreanParticles[separator] {
                let before = String(rest[..<range.lowerBound])
                let ending = before.last.map { KoreanParticle.ending(of: String($0)) } ?? nil
                let fits = ending.map { afterConsonant ? $0 != .vowel : $0 == .vowel } ?? false
                guard fits else {
                    start = range.upperBound
                    continue
                }
            }
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
            start = rest.startIndex
        }
        parts.append(String(rest))
        return parts
    }
}
