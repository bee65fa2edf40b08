import Foundation

/// An app's user-facing string tables as found under its sources —
/// `<Table>.xcstrings` and `<locale>.lproj/<Table>.strings`, whatever the
/// table's name — so the importer can resolve `LocalizedStringResource` keys
/// and read translated enum titles and synonyms, as the app would at run time.
struct StringTables: Sendable {
    /// table name → locale → key → texts (several for a String Catalog `stringSet`).
    private var entries: [String: [String: [String: [String]]]] = [:]
    /// Every problem found while reading the files.
    private(set) var diagnostics: [Diagnostic] = []
    /// The String Catalogs' `sourceLanguage`s, the phrase table's first,
    /// then the string table's, then the others'.
    private(set) var sourceLanguages: [String] = []

    /// Reads every table file in `paths` (other files are ignored).
    init(paths: [String]) {
        var languageRanks: [(Int, String)] = []
        for path in paths {
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            if path.hasSuffix(".xcstrings") {
                let translations: [StringCatalogReader.Translation]
                switch ManifestFile.read(path) {
                case .failure(let problem):
                    diagnostics.append(problem)
                    continue
                case .success(let (file, root)):
                    let problems: [Diagnostic]
                    (translations, problems) = StringCatalogReader.read(root, file: file)
                    diagnostics += problems
                    if let language = root["sourceLanguage"]?.stringValue, !language.isEmpty {
                        let rank = [LocalizationLoader.phraseTable, LocalizationLoader.stringTable].firstIndex(of: name)
                        languageRanks.append((rank ?? 2, language))
                    }
                }
                for translation in translations {
                    guard !translation.values.isEmpty else { continue }
                    entries[name, default: [:]][translation.locale, default: [:]][translation.key] = translation.values
                }
            } else if path.hasSuffix(".strings") {
                let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
                guard folder.hasSuffix(".lproj") else { continue }
                let locale = String(folder.dropLast(".lproj".count))
                switch StringsFileParser.read(path) {
                case .failure(let diagnostic): diagnostics.append(diagnostic)
                case .success(let lines):
                    for line in lines { entries[name, default: [:]][locale, default: [:]][line.key] = [line.value] }
                }
            }
        }
        sourceLanguages = languageRanks.enumerated().sorted { left, right in
            (left.element.0, left.offset) < (right.element.0, right.offset)
        }.map(\.element.1)
    }

    /// Every locale some table has text in, sorted.
    var locales: [String] {
        Set(entries.values.flatMap(\.keys)).sorted()
    }

    /// Whether a table named `name` was found.
    func has(table name: String) -> Bool { entries[name] != nil }

    /// The text of `key` in `locale`, from `table` (`nil`: `Localizable`).
    func text(_ key: String, table: String?, locale: String) -> String? {
        texts(key, table: table, locale: locale)?.first
    }

    /// Every text of `key` in `locale`, from `table` (`nil`: `Localizable`):
    /// one, or a `stringSet`'s values in order.
    func texts(_ key: String, table: String?, locale: String) -> [String]? {
        entries[table ?? LocalizationLoader.stringTable]?[locale]?[key]
    }
}
