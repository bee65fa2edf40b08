extension Catalog {
    /// One App Shortcut in one locale, as `list` shows it.
    struct ListedShortcut {
        /// The shortcut's index in its app.
        var index: Int
        var title: String?
        var intent: String
        var systemImageName: String?
        var phrases: [String]
        var primary: String
    }

    /// Visits each app and locale (with the app's name in it), then that
    /// locale's shortcuts that have phrases.
    func forEachListing(
        locale onlyLocale: String?, app visitApp: (AppManifest, String, String) -> Void,
        shortcut visitShortcut: (AppManifest, String, ListedShortcut) -> Void, appDone: () -> Void
    ) {
        let onlyLocale = canonicalLocale(onlyLocale)
        for manifest in apps {
            for locale in manifest.locales {
                if let onlyLocale, onlyLocale != locale { continue }
                let appName = manifest.translate(manifest.app.name, into: locale)
                visitApp(manifest, locale, appName)
                for (index, shortcut) in manifest.shortcuts.enumerated() {
                    let phrases =
                        locale == manifest.app.locale
                        ? shortcut.phrases : (manifest.localizations[locale]?.shortcutPhrases[index].map(\.text) ?? [])
                    guard !phrases.isEmpty else { continue }
                    let primary =
                        phrases.first.map { phrase in
                            (try? Template(parsing: phrase))?.rendered { $0 == .applicationName ? appName : nil }
                                ?? phrase
                        } ?? ""
                    visitShortcut(
                        manifest, locale,
                        ListedShortcut(
                            index: index, title: shortcut.shortTitle.map { manifest.translate($0, into: locale) },
                            intent: shortcut.intent,
                            systemImageName: shortcut.systemImageName, phrases: phrases, primary: primary))
                }
                appDone()
            }
        }
    }

    /// Every app's shortcuts with their phrases, per locale, as `phrasebook
    /// list` prints them: the app's name and synonyms, then each shortcut's
    /// short title, image and intent, its primary phrase with the app's name
    /// filled in, and its other phrases.
    ///
    /// With `locale`, only that locale.
    ///
    /// - Parameters:
    ///   - locale: A locale tag to list only, or `nil` for every locale.
    ///   - style: How to style each span of the text (plain by default).
    /// - Returns: The listing, one line per app, shortcut and phrase.
    public func listing(locale: String? = nil, style: (String, TextStyle) -> String = TextStyle.plain) -> String {
        var lines: [String] = []
        forEachListing(
            locale: locale,
            app: { manifest, locale, appName in
                let synonyms = manifest.app.synonyms.map { manifest.translate($0, into: locale) }
                let also = synonyms.isEmpty ? "" : style(" (also: \(synonyms.joined(separator: ", ")))", .dim)
                lines.append(style(appName, .bold) + also + style("  [\(locale)]", .dim))
            },
            shortcut: { _, _, shortcut in
                let image = shortcut.systemImageName.map { style(" [\($0)]", .dim) } ?? ""
                lines.append("  \(shortcut.title ?? shortcut.intent)\(image) → \(shortcut.intent)")
                lines.append("    \"\(shortcut.primary)\"")
                for phrase in shortcut.phrases.dropFirst() {
                    lines.append(style("    \(phrase)", .dim))
                }
            },
            appDone: { lines.append("") })
        return lines.joined(separator: "\n")
    }

    /// The listing as `phrasebook list --json` prints it: one object per
    /// shortcut and locale,
    /// `{"app","intent","locale","shortTitle","systemImageName","phrases":[…],"primary"}`.
    ///
    /// - Parameter locale: A locale tag to list only, or `nil` for every locale.
    /// - Returns: One JSON object per shortcut and locale.
    public func listingJSON(locale: String? = nil) -> [JSONOutput] {
        var objects: [JSONOutput] = []
        forEachListing(
            locale: locale, app: { _, _, _ in },
            shortcut: { manifest, locale, shortcut in
                objects.append(
                    .object([
                        ("app", .string(manifest.app.name)), ("intent", .string(shortcut.intent)),
                        ("locale", .string(locale)),
                        ("shortTitle", shortcut.title.map(JSONOutput.string) ?? .null),
                        ("systemImageName", shortcut.systemImageName.map(JSONOutput.string) ?? .null),
                        ("phrases", .array(shortcut.phrases.map(JSONOutput.string))),
                        ("primary", .string(shortcut.primary)),
                    ]))
            },
            appDone: {})
        return objects
    }
}
