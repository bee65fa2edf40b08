/// Where a compiled phrase was written, for the diagnostics about it: a
/// development-locale phrase at its JSON path in `app.json`
/// (`shortcuts[2].phrases[0]`, `negativePhrases[1]`), a translated phrase at
/// its line in the `.strings` file or String Catalog (with no JSON path).
struct PhraseSite {
    /// The file the phrase is in.
    var file: String
    /// Its line and column, when known.
    var location: SourceLocation?
    /// Its JSON path in `app.json`; empty for a translation.
    var jsonPath: String
    /// The translation's locale, or `nil` for a development-locale phrase.
    var translation: String?

    /// The site of `phrase` of `manifest`.
    init(_ phrase: CompiledPhrase, in manifest: AppManifest) {
        let localization = phrase.locale == manifest.app.locale ? nil : manifest.localizations[phrase.locale]
        if let localization {
            let phrases =
                phrase.shortcut.map {
                    localization.shortcutPhrases.indices.contains($0) ? localization.shortcutPhrases[$0] : []
                }
                ?? localization.negativePhrases
            let written = phrases.indices.contains(phrase.phraseIndex) ? phrases[phrase.phraseIndex] : nil
            location = written?.location
            file = written?.location?.file ?? manifest.path
            jsonPath = ""
            translation = phrase.locale
        } else {
            let path =
                phrase.shortcut.map {
                    JSONPath.root.key("shortcuts").index($0).key("phrases").index(phrase.phraseIndex)
                }
                ?? JSONPath.root.key("negativePhrases").index(phrase.phraseIndex)
            location = manifest.sourceMap.location(of: path)
            file = manifest.path
            jsonPath = path.description
            translation = nil
        }
    }

    /// `phrase`, or `vi phrase` for a translation: how a message says "this …".
    func noun(_ noun: String) -> String {
        translation.map { "\($0) \(noun)" } ?? noun
    }

    /// A diagnostic at this site.
    func diagnostic(_ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ message: String) -> Diagnostic {
        Diagnostic(severity, code, message, file: file, location: location, jsonPath: jsonPath)
    }
}
