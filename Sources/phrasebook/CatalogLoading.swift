import Phrasebook

/// Loads and compiles the `--phrases` folder for a command, printing its
/// errors to standard error.
enum CatalogLoading {
    /// The compiled catalog, or `nil` after printing why it has errors.
    static func load(_ arguments: ParsedArguments, console: Console) -> Catalog? {
        let directory = arguments.folder(.phrases)
        let catalog = Catalog(directory: directory)
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
}
