import Phrasebook

/// Loads and compiles the `--phrases` folder for a command, printing its
/// errors (and, when asked, warnings) to standard error.
enum CatalogLoading {
    /// The default Phrases folder.
    static let defaultDirectory = "Phrases"

    /// The compiled catalog, or `nil` after printing why it has errors.
    static func load(_ arguments: ParsedArguments, console: Console, showWarnings: Bool = false) -> Catalog? {
        let directory = arguments.value(of: .phrases) ?? defaultDirectory
        let catalog = Catalog(directory: directory)
        let shown = catalog.diagnostics.filter { showWarnings || $0.severity == .error }
        for diagnostic in shown {
            console.error(diagnostic.description)
        }
        if catalog.hasErrors {
            let errors = catalog.diagnostics.filter { $0.severity == .error }.count
            console.error("phrasebook: \(errors) error\(errors == 1 ? "" : "s") in \(directory); nothing was matched")
            return nil
        }
        return catalog
    }
}
