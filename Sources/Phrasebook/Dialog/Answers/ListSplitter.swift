import Foundation

/// Splits a list answer ("croutons, cheese and red pepper") into its items.
enum ListSplitter {
    /// The trimmed, non-empty items of `text`, split at any of `separators`.
    static func items(of text: String, separators: [String]) -> [String] {
        var items = [" " + text.lowercased() + " "]
        for separator in separators {
            items = items.flatMap { $0.components(separatedBy: separator) }
        }
        return items.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }
}
