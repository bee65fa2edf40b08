/// One app's declarations as read from `Phrases/<Folder>/app.json`: its name,
/// types, intents, App Shortcuts and negative phrases.
struct AppManifest: Sendable {
    /// The manifest file's path, as shown in diagnostics.
    var path: String
    /// The manifest format version (1).
    var format: Int
    /// Which compile rules apply.
    var rules: RuleSet
    /// The app's name, synonyms and development locale.
    var app: AppInfo
    /// Enum and entity types, in declaration order.
    var types: [TypeDeclaration]
    /// Intents, in declaration order.
    var intents: [IntentDeclaration]
    /// App Shortcuts, in declaration order (at most 10 under Apple's rules).
    var shortcuts: [ShortcutDeclaration]
    /// Phrases that must not trigger the app, such as `Stop ${applicationName}`.
    var negativePhrases: [String]
    /// Where each JSON path of the manifest was written, for diagnostics.
    var sourceMap: SourceMap
    /// Translations into other locales, by locale tag.
    var localizations: [String: AppLocalization] = [:]
    /// Whether the app's phrases match flexibly (typos, fillers, other
    /// endings), as Apple's `APP_SHORTCUTS_ENABLE_FLEXIBLE_MATCHING`;
    /// `"flexibleMatching": false` matches them exactly only.
    var flexibleMatching = true

    /// Creates a manifest in memory (the loader reads one from disk).
    init(
        path: String, format: Int = 1, rules: RuleSet = .apple, app: AppInfo,
        types: [TypeDeclaration] = [], intents: [IntentDeclaration] = [],
        shortcuts: [ShortcutDeclaration] = [], negativePhrases: [String] = [],
        sourceMap: SourceMap = SourceMap()
    ) {
        self.path = path
        self.format = format
        self.rules = rules
        self.app = app
        self.types = types
        self.intents = intents
        self.shortcuts = shortcuts
        self.negativePhrases = negativePhrases
        self.sourceMap = sourceMap
    }

    /// The type declared with `name`, if any.
    func type(named name: String) -> TypeDeclaration? {
        types.first { $0.name == name }
    }

    /// Every locale the app has phrases in: the development locale first,
    /// then the translations' locales in order.
    var locales: [String] {
        [app.locale] + localizations.keys.sorted()
    }

    /// The translation of a user-facing string into `locale` (from the
    /// Localizable tables), or the string itself.
    func translate(_ text: String, into locale: String) -> String {
        localizations[locale]?.translate(text) ?? text
    }

    /// The intent declared with `name`, if any.
    func intent(named name: String) -> IntentDeclaration? {
        intents.first { $0.name == name }
    }
}

/// Which set of compile rules a manifest asks for.
enum RuleSet: String, Sendable, Codable, CaseIterable {
    /// Apple's App Shortcuts rules: one app name and at most one enum or entity
    /// parameter per phrase.
    case apple
    /// Phrasebook's relaxed rules: phrases without the app name, several
    /// parameters, and open `String`/`Int`/`Double`/`Date` slots.
    case extended
}

/// The app's identity: the name users say, its synonyms and its locale.
struct AppInfo: Sendable {
    /// The app's display name, as `${applicationName}` expands.
    var name: String
    /// Other names users say for the app (Apple's `INAlternativeAppNames`).
    var synonyms: [String]
    /// The development locale, a BCP-47 tag; English (``Language/manifestDefault``)
    /// when the manifest names none.
    var locale: String

    /// Creates the app's identity.
    init(name: String, synonyms: [String] = [], locale: String = Language.manifestDefault.tag) {
        self.name = name
        self.synonyms = synonyms
        self.locale = locale
    }
}
