import Foundation

/// The quotation marks people put around a title they type.
///
/// A title answered as `"Circe"`, `“Circe”`, `「コンビニ人間」` or `《活着》`
/// is the title without its marks: the marks say where it starts and ends,
/// they are not part of it. The pairs are those of the scripts Phrasebook
/// reads; they belong to no one language.
enum QuotationMarks {
    /// Each opening mark with its closing mark.
    static let pairs: [Character: Character] = [
        "\"": "\"", "'": "'", "\u{201C}": "\u{201D}", "\u{2018}": "\u{2019}", "\u{201E}": "\u{201C}",
        "\u{00AB}": "\u{00BB}", "\u{2039}": "\u{203A}", "\u{300C}": "\u{300D}", "\u{300E}": "\u{300F}",
        "\u{300A}": "\u{300B}", "\u{3008}": "\u{3009}", "\u{FF02}": "\u{FF02}",
    ]

    /// `text` without one pair of marks around all of it, and without the
    /// spaces inside them; `text` as it is when it is not wholly quoted.
    static func unquoted(_ text: String) -> String {
        guard text.count > 2, let first = text.first, let last = text.last, pairs[first] == last else { return text }
        let inner = text.dropFirst().dropLast()
        // A mark inside it means two quoted pieces (`"Dune" and "Emma"`), not one.
        guard !inner.contains(first), !inner.contains(last) else { return text }
        let trimmed = inner.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? text : trimmed
    }
}
