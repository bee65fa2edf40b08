/// The questions Siri answers about shortcuts themselves (SPEC §6): "What can
/// I do here?" lists every app's primary phrases; "What can I do with
/// <App>?" lists one app's, in declaration order.
public enum BuiltinQuestion: Sendable, Hashable {
    /// What every app can do.
    case everything
    /// What app `index` can do.
    case app(Int)
    /// The question names an app the catalog does not have.
    case unknownApp(String)

    /// Question forms that name no app (normalized).
    private static let everythingForms: Set<String> = [
        "what can i do here", "what can i do", "what can you do", "what can i say", "what can i say here",
        "what shortcuts are there", "what shortcuts do i have", "show me what i can do", "what can i ask",
    ]
    /// Forms that end with an app's name.
    private static let appPrefixes: [[String]] = [
        ["what", "can", "i", "do", "with"], ["what", "can", "i", "do", "in"], ["what", "can", "i", "say", "to"],
        ["what", "can", "i", "ask"], ["what", "can", "i", "say", "in"], ["what", "shortcuts", "does"],
    ]
    /// Forms with the app's name in the middle: prefix, then name, then suffix.
    private static let appInfixes: [([String], [String])] = [
        (["what", "can"], ["do"]), (["what", "does"], ["do"]), (["what", "shortcuts", "does"], ["have"]),
    ]

    /// The built-in question `utterance` asks, if any. When several forms
    /// fit ("What can I do with To Do?" also reads as "What can … do?"), the
    /// one naming a known app wins; otherwise the first form's name is the
    /// unknown app.
    /// Returns the locale the question was asked in too; with `locale`,
    /// only that locale's forms are tried.
    public static func parse(_ utterance: String, catalog: Catalog, locale: String? = nil) -> (BuiltinQuestion, String)? {
        guard locale == nil || locale == "en" else { return nil }
        return parseEnglish(utterance, catalog: catalog).map { ($0, "en") }
    }

    /// The English forms.
    static func parseEnglish(_ utterance: String, catalog: Catalog) -> BuiltinQuestion? {
        let tokens = TextNormalizer.words(utterance)
        if everythingForms.contains(tokens.joined(separator: " ")) { return .everything }
        var unknown: String?
        for (prefix, suffix) in appInfixes where tokens.count > prefix.count + suffix.count
            && Array(tokens.prefix(prefix.count)) == prefix && Array(tokens.suffix(suffix.count)) == suffix
        {
            let name = tokens[prefix.count..<(tokens.count - suffix.count)].joined(separator: " ")
            if let app = catalog.appIndex(named: name) { return .app(app) }
            unknown = unknown ?? name
        }
        for prefix in appPrefixes where tokens.count > prefix.count && Array(tokens.prefix(prefix.count)) == prefix {
            let name = tokens.dropFirst(prefix.count).joined(separator: " ")
            if let app = catalog.appIndex(named: name) { return .app(app) }
            unknown = unknown ?? name
        }
        return unknown.map(BuiltinQuestion.unknownApp)
    }

    /// The suggestions that answer the question: each shortcut's primary
    /// phrase in `locale` (its first phrase there, or the development
    /// phrase) with the app's name filled in, in declaration order.
    public func suggestions(in catalog: Catalog, locale: String = "en") -> [Suggestion] {
        let apps: [Int]
        switch self {
        case .everything: apps = Array(catalog.apps.indices)
        case .app(let index): apps = [index]
        case .unknownApp: apps = []
        }
        return apps.flatMap { index -> [Suggestion] in
            let manifest = catalog.apps[index]
            return manifest.shortcuts.enumerated().compactMap { index, shortcut in
                let translated = manifest.localizations[locale]?.shortcutPhrases[index].first?.text
                guard let primary = translated ?? shortcut.phrases.first, let template = try? Template(parsing: primary) else { return nil }
                let appName = translated == nil ? manifest.app.name : manifest.translate(manifest.app.name, into: locale)
                let phrase = template.rendered { $0 == .applicationName ? appName : nil }
                return Suggestion(
                    app: manifest.app.name, intent: shortcut.intent,
                    shortTitle: shortcut.shortTitle.map { manifest.translate($0, into: locale) }, phrase: phrase)
            }
        }
    }
}
