/// What a candidate of one phrase reports about the phrase — its app's
/// name, its intent, its locale and its template — together with what the
/// matcher and a turn read of it before naming one (its app's and
/// shortcut's indices, whether it is negative). Made once per phrase when
/// the catalog is made and shared by every ``Candidate`` of that phrase:
/// naming a match then retains one object instead of four strings held in
/// three other records (the phrase, its shortcut, the strings themselves),
/// which a long-running matcher mostly finds out of the processor's caches.
final class PhraseNames: Sendable {
    /// The app's name (its development-locale name).
    let app: String
    /// The intent the phrase's shortcut runs.
    let intent: String
    /// The locale the phrase is written in.
    let locale: String
    /// The phrase template as written in the manifest.
    let phrase: String
    /// The app's index in ``Catalog/apps``.
    let appIndex: Int
    /// The shortcut's index in the app's manifest, or `nil` for a negative phrase.
    let shortcut: Int?

    /// Whether the phrase is negative (it names no shortcut).
    var isNegative: Bool { shortcut == nil }

    /// The names given.
    init(app: String, intent: String, locale: String, phrase: String, appIndex: Int, shortcut: Int?) {
        self.app = app
        self.intent = intent
        self.locale = locale
        self.phrase = phrase
        self.appIndex = appIndex
        self.shortcut = shortcut
    }

    /// The names of each of `phrases`, of `apps`. A phrase reports its
    /// shortcut's intent; a negative phrase, which no candidate reports,
    /// its app's first shortcut's (none when the app has no shortcut).
    static func of(_ phrases: [CompiledPhrase], apps: [AppManifest]) -> [PhraseNames] {
        phrases.map { phrase in
            let shortcuts = apps[phrase.app].shortcuts
            let shortcut = phrase.shortcut ?? 0
            return PhraseNames(
                app: apps[phrase.app].app.name,
                intent: shortcuts.indices.contains(shortcut) ? shortcuts[shortcut].intent : "",
                locale: phrase.locale, phrase: phrase.template.source, appIndex: phrase.app, shortcut: phrase.shortcut)
        }
    }
}
