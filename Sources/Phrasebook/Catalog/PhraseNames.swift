/// What a candidate of one phrase reports about the phrase — its app's
/// name, its intent, its locale and its template — together with what the
/// matcher and a turn read of it before naming one (its app's and
/// shortcut's indices, whether it is negative).
///
/// Made once per phrase when
/// the catalog is made and shared by every ``Candidate`` of that phrase:
/// naming a match then retains one object instead of four strings held in
/// three other records (the phrase, its shortcut, the strings themselves),
/// which a long-running matcher mostly finds out of the processor's caches.
final class PhraseNames: Sendable {
    // What a match reads of a hit's phrase (the app's and shortcut's
    // indices, whether the locale is the app's own; and a turn, whether
    // its request starts from the bindings alone) lies right after the
    // object's header, in 10 bytes: a candidate retains the object, so
    // naming a match mostly reads one cache line of it (an object lies at
    // any multiple of 16 bytes), mostly out of the processor's caches on a
    // long-running matcher. The locale, read only to name a value in
    // another locale or to match one locale, follows.

    /// The app's index in ``Catalog/apps``.
    private let appNumber: Int32
    /// The shortcut's index in the app's manifest, or -1 for a negative phrase.
    private let shortcutNumber: Int32
    /// Whether ``locale`` is the app's development locale, in which its
    /// values' own titles are reported (no translation is looked up).
    let isDevelopmentLocale: Bool
    /// Whether a request of the phrase takes its starting values from the
    /// phrase's bindings alone and asks no confirmation: its intent is
    /// declared, has no confirmation and no parameter with a default, and
    /// its shortcut fixes no value (as most are).
    ///
    /// A request resolved at
    /// once reads this here rather than in the manifest's intent, shortcut
    /// and parameters, which a long-running server mostly finds out of the
    /// processor's caches.
    let startsFromBindings: Bool
    /// The locale the phrase is written in.
    let locale: String
    /// The app's name (its development-locale name).
    let app: String
    /// The intent the phrase's shortcut runs.
    let intent: String
    /// The phrase template as written in the manifest.
    let phrase: String
    /// The index in the app's `intents` of the (first) intent named as the
    /// one the shortcut runs, as ``Catalog/intentIndex(ofShortcut:inApp:)``
    /// finds it; `nil` for a negative phrase or an intent not declared.
    let intentIndex: Int?

    /// The app's index in ``Catalog/apps``.
    var appIndex: Int { Int(appNumber) }
    /// The shortcut's index in the app's manifest, or `nil` for a negative phrase.
    var shortcut: Int? { shortcutNumber < 0 ? nil : Int(shortcutNumber) }
    /// Whether the phrase is negative (it names no shortcut).
    var isNegative: Bool { shortcutNumber < 0 }

    /// The names given; the intent's index, whether the request starts
    /// from the bindings alone and whether `locale` is the app's
    /// development locale unknown (`false`) unless given.
    init(
        app: String, intent: String, locale: String, phrase: String, appIndex: Int, shortcut: Int?,
        intentIndex: Int? = nil,
        startsFromBindings: Bool = false, isDevelopmentLocale: Bool = false
    ) {
        self.isDevelopmentLocale = isDevelopmentLocale
        self.app = app
        self.intent = intent
        self.locale = locale
        self.phrase = phrase
        // A catalog's apps, and an app's shortcuts, are counted in Int32
        // throughout (a phrase payload holds its phrase's index in one).
        self.appNumber = Int32(clamping: appIndex)
        self.shortcutNumber = shortcut.map { Int32(clamping: $0) } ?? -1
        self.intentIndex = intentIndex
        self.startsFromBindings = startsFromBindings
    }

    /// The names of each of `phrases`, of `apps`, whose shortcuts run the
    /// intents `shortcutIntents` gives (per app and shortcut, the intent's
    /// index: ``CatalogStorage/shortcutIntents(of:)``).
    ///
    /// A phrase reports its
    /// shortcut's intent; a negative phrase, which no candidate reports,
    /// its app's first shortcut's (none when the app has no shortcut).
    static func of(_ phrases: [CompiledPhrase], apps: [AppManifest], shortcutIntents intentIndices: [[Int?]])
        -> [PhraseNames]
    {
        // Per app, per shortcut: its intent's index, and whether its
        // requests start from the bindings alone.
        let shortcutIntents = zip(apps, intentIndices).map { app, indices in
            zip(app.shortcuts, indices).map { shortcut, index -> (index: Int?, startsFromBindings: Bool) in
                guard let index, app.intents.indices.contains(index) else { return (nil, false) }
                let intent = app.intents[index]
                return (
                    index,
                    intent.confirmation == nil && shortcut.parameters.isEmpty
                        && !intent.parameters.contains { $0.defaultValue != nil }
                )
            }
        }
        return phrases.map { phrase in
            let shortcuts = apps[phrase.app].shortcuts
            let shortcut = phrase.shortcut ?? 0
            let intent = phrase.shortcut.flatMap { shortcut in
                shortcutIntents.indices.contains(phrase.app) && shortcutIntents[phrase.app].indices.contains(shortcut)
                    ? shortcutIntents[phrase.app][shortcut] : nil
            }
            return PhraseNames(
                app: apps[phrase.app].app.name,
                intent: shortcuts.indices.contains(shortcut) ? shortcuts[shortcut].intent : "",
                locale: phrase.locale, phrase: phrase.template.source, appIndex: phrase.app, shortcut: phrase.shortcut,
                intentIndex: intent?.index, startsFromBindings: intent?.startsFromBindings ?? false,
                isDevelopmentLocale: phrase.locale == apps[phrase.app].app.locale)
        }
    }
}
