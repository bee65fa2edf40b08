import Phrasebook

/// Loads and compiles the `--phrases` folder (or the `--swift` sources) for
/// a command, printing its errors to standard error.
enum CatalogLoading {
    /// The catalog the arguments name: the `--swift` sources imported in
    /// memory when given, else the `--phrases` folder; and what to call it.
    static func catalog(_ arguments: ParsedArguments) -> (Catalog, String) {
        if let sources = arguments.value(of: .swift) {
            return (Catalog(swiftSources: sources), sources)
        }
        let directory = arguments.folder(.phrases)
        return (Catalog(directory: directory), directory)
    }

    /// The compiled catalog, or `nil` after printing why it has errors.
    static func load(_ arguments: ParsedArguments, console: Console) -> Catalog? {
        let (catalog, directory) = catalog(arguments)
        for diagnostic in catalog.diagnostics where diagnostic.severity == .error {
            console.error(diagnostic.description)
        }
        if catalog.hasErrors {
            let errors = catalog.diagnostics.filter { $0.severity == .error }.count
            console.error("phrasebook: \(errors) error\(errors == 1 ? "" : "s") in \(directory); nothing was matched")
            return nil
        }
        return catalog
    }

    /// The `--locale` tag as `catalog` spells it (tags compare without
    /// regard to case), `nil` without `--locale`; a tag the catalog has no
    /// phrases in is a usage error naming the tags it has.
    static func locale(_ arguments: ParsedArguments, in catalog: Catalog) throws(CommandError) -> String? {
        guard let tag = arguments.value(of: .locale) else { return nil }
        return try locale(tag, in: catalog)
    }

    /// `tag` as `catalog` spells it, or a usage error naming the tags it has.
    static func locale(_ tag: String, in catalog: Catalog) throws(CommandError) -> String {
        guard let locale = catalog.locale(matching: tag) else {
            throw .usage("no phrases in locale '\(tag)'; the phrases are in \(catalog.locales.joined(separator: ", "))")
        }
        return locale
    }
}
