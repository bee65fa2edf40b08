/// The locales a catalog has phrases in, and how a locale tag someone typed
/// (`--locale zh-hans`, `locale: "EN"`) finds one of them: BCP-47 tags
/// compare without regard to case, with `_` taken as `-`.
extension Catalog {
    /// Every locale some phrase of the catalog is in, sorted.
    static func locales(of phrases: [CompiledPhrase]) -> [String] {
        localesInOrderMet(of: phrases).sorted()
    }

    /// Every locale some phrase of `phrases` is in, in the order the
    /// phrases first meet them (the order of the flexible index's locale
    /// bits).
    static func localesInOrderMet(of phrases: [CompiledPhrase]) -> [String] {
        // A catalog has a few locales and its phrases come in runs of one
        // locale: each phrase's is compared with the last one found (most
        // often the same small string, equal in one comparison) before the
        // few others, instead of hashing every phrase's locale.
        var found: [String] = []
        for phrase in phrases where found.last != phrase.locale && !found.contains(phrase.locale) {
            found.append(phrase.locale)
        }
        return found
    }

    /// The catalog's own spelling of locale `tag` (`zh-hans` → `zh-Hans`),
    /// or `nil` when the catalog has no phrases in that locale.
    ///
    /// - Parameter tag: A BCP-47 locale tag in any case.
    /// - Returns: The tag as the catalog spells it, or `nil`.
    public func locale(matching tag: String) -> String? {
        // Every match with a locale asks this: when no two locales share a
        // key, at most one matches, and a tag spelled as the catalog spells
        // it is that one.
        if let keys = distinctLocaleKeys {
            let locales = self.locales
            if locales.contains(tag) { return tag }
            let key = Self.localeKey(tag)
            return keys.firstIndex(of: key).map { locales[$0] }
        }
        let key = Self.localeKey(tag)
        for phrase in phrases where Self.localeKey(phrase.locale) == key { return phrase.locale }
        return nil
    }

    /// `tag` as the catalog spells it when it has that locale, else `tag`
    /// unchanged (it then matches nothing): what every `locale:` argument
    /// of the library goes through before it is compared.
    func canonicalLocale(_ tag: String?) -> String? {
        tag.map { locale(matching: $0) ?? $0 }
    }

    /// `tag` lowercased, with `_` as `-`: equal for tags that name the same locale.
    static func localeKey(_ tag: String) -> String {
        tag.lowercased().replacingOccurrences(of: "_", with: "-")
    }
}
