import Foundation

/// The words that name the maker of a value — a word of its subtitle, as
/// an author (`Camus` of `The Outsider`, subtitled `Albert Camus`) — with
/// the values each names, worked out once per catalog the first time a
/// request says a maker's mark (``Catalog/valueOwnerWords()``).
///
/// A subtitle that holds a digit says no maker (a price, a length, a due
/// date) and gives no word. A word of a script written with spaces counts
/// when it has three letters or more (`J.` does not), two outside ASCII
/// (`카뮈`); a script written
/// without spaces gives each part of the subtitle between punctuation
/// marks and spaces, its characters together (`加缪` of `阿尔贝·加缪`).
/// Every locale's subtitle of a value counts: a user may name the maker
/// as the app's own locale writes it.
struct ValueOwnerWords: Sendable {
    /// One value a maker's word names.
    struct Owned: Sendable, Hashable {
        /// The app's index in the catalog.
        var app: Int
        /// The type's index in the app's types.
        var type: Int
        /// The value's index in the type's values.
        var value: Int
    }

    /// The values each maker's word names, by the word as normalized
    /// (characters of a script without spaces joined, without spaces).
    var owners: [String: [Owned]]
    /// The longest key of characters of a script written without spaces,
    /// in characters: longer runs of them are not looked up.
    var longestJoined: Int

    /// The makers' words of every value of `catalog`'s types.
    init(catalog: Catalog) {
        var owners: [String: Set<Owned>] = [:]
        var longest = 0
        for (app, manifest) in catalog.apps.enumerated() {
            for (type, declaration) in manifest.types.enumerated() {
                let values = declaration.values
                for index in 0..<values.count {
                    values.withValue(at: index) { value in
                        let subtitles = [value.subtitle] + value.localized.values.map(\.subtitle)
                        for subtitle in subtitles.compactMap({ $0 }) {
                            for key in Self.keys(of: subtitle) {
                                owners[key, default: []].insert(Owned(app: app, type: type, value: index))
                                if Self.isJoined(key) { longest = max(longest, key.count) }
                            }
                        }
                    }
                }
            }
        }
        self.owners = owners.mapValues { Array($0) }
        longestJoined = longest
    }

    /// The keys `subtitle` gives: none when it holds a digit.
    static func keys(of subtitle: String) -> [String] {
        guard !subtitle.unicodeScalars.contains(where: { CharacterSet.decimalDigits.contains($0) }) else { return [] }
        var keys: [String] = []
        for part in subtitle.split(whereSeparator: { !$0.isLetter }) {
            let words = TextNormalizer.words(String(part))
            guard !words.isEmpty else { continue }
            if words.allSatisfy(isJoined) {
                let joined = words.joined()
                if joined.count >= 2 { keys.append(joined) }
            } else {
                keys += words.filter { word in
                    !isJoined(word) && word.count >= (word.unicodeScalars.allSatisfy(\.isASCII) ? 3 : 2)
                }
            }
        }
        return keys
    }

    /// Whether `word` is one character of a script written without spaces
    /// (a token of its own), or several joined.
    static func isJoined(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, !first.isASCII else { return false }
        return ScriptClass.isSingleTokenScript(first.value)
    }
}
