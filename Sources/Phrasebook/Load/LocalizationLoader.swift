import Foundation

/// Finds and reads an app folder's localization files — the phrase tables
/// (`AppShortcuts.xcstrings`, `<locale>.lproj/AppShortcuts.strings`) and the
/// user-facing string tables (`Localizable.xcstrings`,
/// `<locale>.lproj/Localizable.strings`) — into one ``AppLocalization`` per
/// locale, reporting keys no phrase uses.
enum LocalizationLoader {
    /// The phrase table's name.
    static let phraseTable = "AppShortcuts"
    /// The user-facing string table's name.
    static let stringTable = "Localizable"
    /// The table of the app's localized `Info.plist` values: its name
    /// (`CFBundleDisplayName`, `CFBundleName`) and alternative names.
    static let infoPlistTable = "InfoPlist"

    /// The localization files of one app: where each table is.
    struct Files: Sendable {
        /// `AppShortcuts.xcstrings`, if any.
        var phraseCatalog: String?
        /// `<locale>.lproj/AppShortcuts.strings`, as `(locale, path)` by locale.
        var phraseStrings: [(String, String)] = []
        /// `Localizable.xcstrings`, if any.
        var stringCatalog: String?
        /// `<locale>.lproj/Localizable.strings`, as `(locale, path)` by locale.
        var stringStrings: [(String, String)] = []
        /// `InfoPlist.xcstrings`, if any.
        var infoPlistCatalog: String?
        /// `<locale>.lproj/InfoPlist.strings`, as `(locale, path)` by locale.
        var infoPlistStrings: [(String, String)] = []
        /// An error for each `.lproj` folder (or the app folder) that could
        /// not be read, so no locale disappears unnoticed.
        var problems: [Diagnostic] = []
    }

    /// The localization files beside a manifest in `folder`.
    static func files(in folder: String) -> Files {
        let catalogPath = (folder as NSString).appendingPathComponent("\(phraseTable).xcstrings")
        let stringsCatalog = (folder as NSString).appendingPathComponent("\(stringTable).xcstrings")
        let infoPlistCatalog = (folder as NSString).appendingPathComponent("\(infoPlistTable).xcstrings")
        let (folders, problems) = lprojFolders(folder)
        return Files(
            phraseCatalog: FileManager.default.fileExists(atPath: catalogPath) ? catalogPath : nil,
            phraseStrings: lprojFiles(folders, table: phraseTable),
            stringCatalog: FileManager.default.fileExists(atPath: stringsCatalog) ? stringsCatalog : nil,
            stringStrings: lprojFiles(folders, table: stringTable),
            infoPlistCatalog: FileManager.default.fileExists(atPath: infoPlistCatalog) ? infoPlistCatalog : nil,
            infoPlistStrings: lprojFiles(folders, table: infoPlistTable),
            problems: problems)
    }

    /// The localizations of `manifest`, read from `folder`, and every problem.
    static func load(for manifest: AppManifest, folder: String) -> ([String: AppLocalization], [Diagnostic]) {
        load(for: manifest, files: files(in: folder))
    }

    /// The localizations of `manifest`, read from `files`, and every problem.
    static func load(for manifest: AppManifest, files: Files) -> ([String: AppLocalization], [Diagnostic]) {
        var localizations: [String: AppLocalization] = [:]
        var diagnostics: [Diagnostic] = []
        let developmentLocale = manifest.app.locale
        func localization(_ locale: String) -> AppLocalization? {
            guard locale != developmentLocale else { return nil }
            return localizations[locale] ?? AppLocalization(locale: locale, shortcutCount: manifest.shortcuts.count)
        }

        // Where each development phrase is: (shortcut, phrase) or negative.
        var phraseIndex: [String: (shortcut: Int, phrase: Int)] = [:]
        for (shortcut, declaration) in manifest.shortcuts.enumerated() {
            for (phrase, text) in declaration.phrases.enumerated() where phraseIndex[text] == nil {
                phraseIndex[text] = (shortcut, phrase)
            }
        }
        let negatives = Set(manifest.negativePhrases)
        diagnostics += files.problems

        func addPhrase(
            _ key: String, _ values: [String], locale: String, form: LocalizedPhrase.Form, location: SourceLocation
        ) {
            guard var target = localization(locale) else { return }
            let phrases = values.map { LocalizedPhrase(text: $0, key: key, form: form, location: location) }
            if let place = phraseIndex[key] {
                target.shortcutPhrases[place.shortcut] += phrases
            } else if negatives.contains(key) {
                target.negativePhrases += phrases
            } else {
                diagnostics.append(
                    Diagnostic(
                        .warning, .unusedTranslation,
                        "This phrase is not used in any App Shortcut or as a Negative Phrase. (key \"\(key)\", locale \(locale))",
                        location: location))
                return
            }
            localizations[locale] = target
        }

        // Phrase tables.
        if let catalogPath = files.phraseCatalog {
            let (translations, problems) = StringCatalogReader.read(catalogPath)
            diagnostics += problems
            for translation in translations {
                addPhrase(
                    translation.key, translation.values, locale: translation.locale,
                    form: translation.isSet ? .stringSet : .stringUnit, location: translation.location)
            }
        }
        for (locale, path) in files.phraseStrings {
            switch StringsFileParser.read(path) {
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            case .success(let entries):
                for entry in entries {
                    addPhrase(entry.key, [entry.value], locale: locale, form: .strings, location: entry.location)
                }
            }
        }

        // User-facing string tables.
        if let stringsCatalog = files.stringCatalog {
            let (translations, problems) = StringCatalogReader.read(stringsCatalog)
            diagnostics += problems
            for translation in translations {
                guard var target = localization(translation.locale), let value = translation.values.first else {
                    continue
                }
                target.strings[translation.key] = value
                localizations[translation.locale] = target
            }
        }
        for (locale, path) in files.stringStrings {
            switch StringsFileParser.read(path) {
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            case .success(let entries):
                guard var target = localization(locale) else { continue }
                for entry in entries { target.strings[entry.key] = entry.value }
                localizations[locale] = target
            }
        }
        // The app's localized Info.plist values: its name and alternative
        // names, keyed as Xcode keys them (other Info.plist keys are not read).
        var infoPlistEntries: [(locale: String, key: String, value: String)] = []
        if let catalog = files.infoPlistCatalog {
            let (translations, problems) = StringCatalogReader.read(catalog)
            diagnostics += problems
            for translation in translations {
                guard let value = translation.values.first else { continue }
                infoPlistEntries.append((translation.locale, translation.key, value))
            }
        }
        for (locale, path) in files.infoPlistStrings {
            switch StringsFileParser.read(path) {
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            case .success(let entries): infoPlistEntries += entries.map { (locale, $0.key, $0.value) }
            }
        }
        let displayed = Set(infoPlistEntries.filter { $0.key == "CFBundleDisplayName" }.map(\.locale))
        for entry in infoPlistEntries where !entry.value.isEmpty {
            guard var target = localization(entry.locale) else { continue }
            switch entry.key {
            case "CFBundleDisplayName": target.strings[manifest.app.name] = entry.value
            case "CFBundleName" where !displayed.contains(entry.locale): target.strings[manifest.app.name] = entry.value
            case let key where manifest.app.synonyms.contains(key): target.strings[key] = entry.value
            default: continue
            }
            localizations[entry.locale] = target
        }

        // Dialogs stored under the keys Xcode extracts (`%@`, `%lld`, `%1$@`).
        for (locale, var localization) in localizations where !localization.strings.isEmpty {
            FormatSpecifierKey.addTranslations(for: manifest, to: &localization.strings)
            localizations[locale] = localization
        }

        // A shortcut's translations follow its own phrase order, not the
        // order of the file's keys, so the first one is the translation of
        // the primary phrase.
        for (locale, var localization) in localizations {
            localization.shortcutPhrases = localization.shortcutPhrases.map { phrases in
                phrases.enumerated().sorted { left, right in
                    let leftPlace = phraseIndex[left.element.key]?.phrase ?? Int.max
                    let rightPlace = phraseIndex[right.element.key]?.phrase ?? Int.max
                    return leftPlace != rightPlace ? leftPlace < rightPlace : left.offset < right.offset
                }.map(\.element)
            }
            localizations[locale] = localization
        }
        return (localizations, diagnostics)
    }

    /// `(locale, path)` of every readable `<locale>.lproj` folder in
    /// `folder`, by locale, and an error for each one (or for `folder`)
    /// that cannot be read, so no locale disappears unnoticed.
    private static func lprojFolders(_ folder: String) -> ([(String, String)], [Diagnostic]) {
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            return (
                [], [Diagnostic(.error, .unreadable, "cannot be listed: \(error.localizedDescription)", file: folder)]
            )
        }
        var folders: [(String, String)] = []
        var problems: [Diagnostic] = []
        for entry in entries.filter({ $0.hasSuffix(".lproj") }).sorted() {
            let path = (folder as NSString).appendingPathComponent(entry)
            if let problem = PhrasesLoader.unreadableFolder(path) {
                problems.append(problem)
            } else {
                folders.append((String(entry.dropLast(".lproj".count)), path))
            }
        }
        return (folders, problems)
    }

    /// `(locale, path)` of every `<locale>.lproj/<table>.strings` among `folders`.
    private static func lprojFiles(_ folders: [(String, String)], table: String) -> [(String, String)] {
        folders.compactMap { locale, folder in
            let path = (folder as NSString).appendingPathComponent("\(table).strings")
            guard FileManager.default.fileExists(atPath: path) else { return nil }
            return (locale, path)
        }
    }
}
