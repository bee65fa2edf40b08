import Foundation

/// The words that tie a value to its maker in the catalog's languages
/// (``FlexibleWords/ownerMarks``, ``FlexibleWords/ownerEndings``),
/// normalized: looked for in a request before the makers' words are.
struct ValueOwnerMarks: Sendable {
    /// Words said right before a maker (`by`).
    var before: Set<String>
    /// Words or endings said right after a maker, apart or glued (`'s`, `的`).
    var after: [String]

    /// The marks of the languages of `locales`.
    init(locales: [String]) {
        var before = Set<String>()
        var after: [String] = []
        for locale in locales {
            let words = Language.of(locale).flexibleWords
            before.formUnion(words.ownerMarks.map(TextNormalizer.normalize).filter { !$0.isEmpty })
            // An ending is glued as typed: tokens keep an apostrophe
            // inside a word (`orwell's`), as the tokenizer writes it.
            for ending in words.ownerEndings.map(Self.glued) where !ending.isEmpty {
                if !after.contains(ending) { after.append(ending) }
            }
        }
        self.before = before
        self.after = after
    }

    /// Whether no language of the catalog has a mark.
    var isEmpty: Bool { before.isEmpty && after.isEmpty }

    /// `ending` as a token ends with it: case-folded, with the
    /// tokenizer's apostrophe.
    static func glued(_ ending: String) -> String {
        ending.precomposedStringWithCompatibilityMapping.lowercased().replacingOccurrences(of: "’", with: "'")
    }
}
