import Foundation

/// The words that tie a value to its maker in the catalog's languages
/// (``FlexibleWords/ownerMarks``, ``FlexibleWords/ownerEndings``),
/// normalized: looked for in a request before the makers' words are.
struct ValueOwnerMarks: Sendable {
    /// Words said right before a maker (`by`).
    var before: Set<String>
    /// Words or endings said right after a maker, apart or glued (`'s`, `的`).
    var after: [String]
    /// Every mark, before or after.
    private var every: [String]

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
        every = after + before.sorted()
    }

    /// Whether no language of the catalog has a mark.
    var isEmpty: Bool { before.isEmpty && after.isEmpty }

    /// Whether the token `text` may say a mark: it is one or ends with
    /// one, compared by its UTF-8 bytes, the last one first, so most
    /// tokens of a request are told apart at once.
    func saysMark(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let last = bytes.last else { return false }
        for mark in every {
            let marked = mark.utf8
            guard marked.last == last, bytes.count >= marked.count else { continue }
            if bytes.suffix(marked.count).elementsEqual(marked) { return true }
        }
        return false
    }

    /// `ending` as a token ends with it: case-folded, with the
    /// tokenizer's apostrophe.
    static func glued(_ ending: String) -> String {
        ending.precomposedStringWithCompatibilityMapping.lowercased().replacingOccurrences(of: "’", with: "'")
    }
}
