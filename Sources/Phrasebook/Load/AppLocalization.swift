/// An app's translations into one locale, read from Apple's own files:
/// `AppShortcuts.xcstrings` or `<locale>.lproj/AppShortcuts.strings` for
/// phrases, `Localizable.xcstrings` or `<locale>.lproj/Localizable.strings`
/// for every other user-facing string.
struct AppLocalization: Sendable {
    /// The locale, a BCP-47 tag such as `vi`.
    var locale: String
    /// Per shortcut (by index in the manifest), its phrases in this locale.
    var shortcutPhrases: [[LocalizedPhrase]]
    /// Negative phrases in this locale.
    var negativePhrases: [LocalizedPhrase]
    /// Every other user-facing string: development-locale text → translation.
    var strings: [String: String]

    /// An empty localization for `locale` of an app with `shortcutCount` shortcuts.
    init(locale: String, shortcutCount: Int) {
        self.locale = locale
        self.shortcutPhrases = Array(repeating: [], count: shortcutCount)
        self.negativePhrases = []
        self.strings = [:]
    }

    /// The translation of `text`, or `text` itself when there is none.
    func translate(_ text: String) -> String {
        strings[text] ?? text
    }
}

/// One translated phrase and where it was written.
struct LocalizedPhrase: Sendable, Hashable {
    /// How Apple's files hold a phrase translation.
    enum Form: String, Sendable, Hashable {
        /// A `.strings` line: one phrase, keyed by the development phrase.
        case strings
        /// A String Catalog `stringUnit`: one phrase, keyed by the development phrase.
        case stringUnit
        /// A String Catalog `stringSet`: all of a shortcut's phrases, keyed by its first phrase.
        case stringSet
    }

    /// The translated template.
    var text: String
    /// The development-locale phrase it is keyed by.
    var key: String
    /// The file's form.
    var form: Form
    /// Where the translation was written.
    var location: SourceLocation?
}
