import Foundation

/// Splits a list answer ("croutons, cheese and red pepper") into its items.
enum ListSplitter {
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
            // A joiner that is a particle (Korean "와 ") splits only after a
            // word it fits, so "사과 주스" (apple juice) stays whole.
            if let fits = Language.allConditionalJoiners[separator] {
                guard fits(String(rest[..<range.lowerBound])) else {
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
