import Foundation

/// Splits a list answer ("croutons, cheese and red pepper") into its items.
enum ListSplitter {
    /// The trimmed, non-empty items of `text` as typed, split at any of
    /// `separators` in any case ("Milk AND Eggs").
    ///
    /// A separator in
    /// `conditional` splits only where its test accepts the text before it.
    static func items(
        of text: String, separators: [String], conditional: [String: @Sendable (String) -> Bool] = [:]
    ) -> [String] {
        var items = [" " + text + " "]
        for separator in separators where !separator.isEmpty {
            items = items.flatMap { split($0, at: separator, fits: conditional[separator]) }
        }
        return items.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    /// The parts of `text` between occurrences of `separator`, ignoring
    /// case, where `fits` (when given) accepts the text before it.
    private static func split(_ text: String, at separator: String, fits: (@Sendable (String) -> Bool)?) -> [String] {
        var parts: [String] = []
        var rest = text[...]
        var start = rest.startIndex
        while let range = rest.range(of: separator, options: .caseInsensitive, range: start..<rest.endIndex) {
            // A joiner that is a particle (Korean "와 ") splits only after a
            // word it fits, so "사과 주스" (apple juice) stays whole.
            if let fits {
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
