/// An app's translations into one locale, read from Apple's own files:
/// `AppShortcuts.xcstrings` or `<locale>.lproj/AppShortcuts.strings` for
/// phrases, `Localizable.xcstrings` or `<locale>.lproj/Localizable.strings`
/// for every other user-facing string (SPEC §3).
public struct AppLocalization: Sendable {
    /// The locale, a BCP-47 tag such as `vi`.
    public var locale: String
    /// Per shortcut (by index in the manifest), its phrases in this locale.
    public var shortcutPhrases: [[LocalizedPhrase]]
    /// Negative phrases in this locale.
    public var negativePhrases: [LocalizedPhrase]
    /// Every other user-facing string: development-locale text → translation.
    public var strings: [String: String]

    /// An empty localization for `locale` of an app with `shortcutCount` shortcuts.
    public init(locale: String, shortcutCount: Int) {
        self.locale = locale
        self.shortcutPhrases = Array(repeating: [], count: shortcutCount)
        self.negativePhrases = []
        self.strings = [:]
    }

    /// The translation of `text`, or `text` itself when there is none.
    public func translate(_ text: String) -> String {
        strings[text] ?? text
    }
}

/// One translated phrase and where it was written.
public struct LocalizedPhrase: Sendable, Hashable {
    /// How Apple's files hold a phrase translation.
    public enum Form: String, Sendable, Hashable {
        /// A `.strings` line: one phrase, keyed by the development phrase.
        case strings
        /// A String Catalog `stringUnit`: one phrase, keyed by the development phrase.
        case stringUnit
        /// A String Catalog `stringSet`: all of a shortcut's phrases, keyed by its first phrase.
        case stringSet
    }

    /// The translated template.
    public var text: String
    /// The development-locale phrase it is keyed by.
    public var key: String
    /// The file's form.
    public var form: Form
    /// Where the translation was written.
    public var location: SourceLocation?

    /// Creates a translated phrase.
    public init(text: String, key: String, form: Form, location: SourceLocation?) {
        self.text = text
        self.key = key
        self.form = form
        self.location = location
    }
}
