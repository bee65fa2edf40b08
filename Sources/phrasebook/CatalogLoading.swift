import Phrasebook

/// Loads the catalog for a command: the compiled catalog file given with
/// `--catalog`, or the `--phrases` folder compiled now, printing its errors
/// (or why the file cannot be read) to standard error.
enum CatalogLoading {
    /// The catalog, or `nil` after printing why there is none.
    static func load(_ arguments: ParsedArguments, console: Console) -> Catalog? {
        if let path = arguments.value(of: .catalog) {
            return loadCompiled(path, console: console)
        }
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

    /// The catalog in compiled file `path`, or `nil` after printing why it
    /// cannot be read; a warning on standard error when its sources changed
    /// since it was compiled.
    static func loadCompiled(_ path: String, console: Console) -> Catalog? {
        let catalog: Catalog
        do {
            catalog = try Catalog(compiledFile: path)
        } catch {
            console.error("phrasebook: \(error.message)")
            return nil
        }
        let changed = catalog.changedSources
        if !changed.isEmpty, let directory = catalog.sourceDirectory {
            let shown = changed.prefix(3).joined(separator: ", ") + (changed.count > 3 ? ", …" : "")
            console.error(console.yellow(
                "phrasebook: warning: \(path) is older than its sources in \(directory) (\(shown) changed); "
                    + "run phrasebook compile --phrases \(directory) -o \(path) to update it"))
        }
        return catalog
    }
}
