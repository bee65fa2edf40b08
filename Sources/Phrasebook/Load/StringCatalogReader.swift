/// Reads Apple's String Catalogs (`.xcstrings`, JSON): for each key, the
/// translation per locale, as a `stringUnit` (one string) or a `stringSet`
/// (several, the form Apple writes for App Shortcut phrases).
enum StringCatalogReader {
    /// One translation of one key.
    struct Translation {
        /// The key (a development-locale string).
        var key: String
        /// The locale.
        var locale: String
        /// The translated strings: one for a `stringUnit`, any number for a `stringSet`.
        var values: [String]
        /// Whether it came from a `stringSet`.
        var isSet: Bool
        /// Where the key was written.
        var location: SourceLocation
    }

    /// Every translation in the catalog at `path`, or the problems found.
    static func read(_ path: String) -> (translations: [Translation], diagnostics: [Diagnostic]) {
        switch ManifestFile.read(path) {
        case .failure(let diagnostic):
            return ([], [diagnostic])
        case .success(let (file, root)):
            return read(root, file: file)
        }
    }

    /// Every translation in the parsed catalog `root`, read from `file`, or the problems found.
    static func read(_ root: JSONNode, file: SourceFile) -> ([Translation], [Diagnostic]) {
        var translations: [Translation] = []
        var diagnostics: [Diagnostic] = []
        func problem(_ message: String, _ node: JSONNode, _ path: String) {
            diagnostics.append(
                Diagnostic(.error, .wrongType, message, location: file.location(ofOffset: node.offset), jsonPath: path))
        }
        guard let strings = root["strings"], let entries = strings.members else {
            problem("a String Catalog needs a \"strings\" object", root, "strings")
            return ([], diagnostics)
        }
        for entry in entries {
            let entryPath = JSONPath.root.key("strings").key(entry.key)
            guard entry.value.members != nil else {
                problem(
                    "expected an object for the key but found \(entry.value.kindName)", entry.value,
                    entryPath.description)
                continue
            }
            guard let localizations = entry.value["localizations"] else { continue }
            guard let locales = localizations.members else {
                problem(
                    "expected an object of locales but found \(localizations.kindName)", localizations,
                    entryPath.key("localizations").description)
                continue
            }
            for locale in locales {
                let localePath = entryPath.key("localizations").key(locale.key)
                let location = file.location(ofOffset: entry.keyOffset)
                if let unit = locale.value["stringUnit"] {
                    guard let value = unit["value"]?.stringValue else {
                        problem("a stringUnit needs a string \"value\"", unit, localePath.key("stringUnit").description)
                        continue
                    }
                    translations.append(
                        Translation(
                            key: entry.key, locale: locale.key, values: [value], isSet: false, location: location))
                } else if let set = locale.value["stringSet"] {
                    guard let values = set["values"]?.elements, values.allSatisfy({ $0.stringValue != nil }) else {
                        problem(
                            "a stringSet needs \"values\", an array of strings", set,
                            localePath.key("stringSet").description)
                        continue
                    }
                    guard !values.isEmpty else {
                        problem(
                            "a stringSet needs at least one value", set,
                            localePath.key("stringSet").key("values").description)
                        continue
                    }
                    translations.append(
                        Translation(
                            key: entry.key, locale: locale.key, values: values.compactMap(\.stringValue), isSet: true,
                            location: location))
                } else if locale.value.members != nil, locale.value["variations"] != nil {
                    continue
                } else {
                    problem("expected a stringUnit or a stringSet", locale.value, localePath.description)
                }
            }
        }
        return (translations, diagnostics)
    }
}
