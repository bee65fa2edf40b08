import Phrasebook

/// `phrasebook compile`: validates the Phrases folder and prints statistics
/// and every diagnostic.
enum CompileCommand: PhrasebookCommand {
    static let declaration = CommandDeclaration(
        name: "compile",
        summary: "validate phrases and print catalog statistics",
        options: [
            .phrases, .swift, .output,
            .catalog.helping(
                "print the statistics and diagnostics stored in this compiled\ncatalog file instead of compiling"),
            .json.helping(#"one JSON object: {"statistics":{…},"diagnostics":[…]}"#),
        ],
        discussion: """
            Checks every app.json against the compile rules (Apple's, or the
            extended rules an app asks for), reports every error and warning as
            path:line:column: severity: message [PBnnn] (at json.path), and prints
            what the compiled catalog holds: apps, shortcuts, phrases, expanded
            utterances, trie nodes, bytes and compile time.

            With -o FILE, also writes the compiled catalog file, which every
            command loads with --catalog FILE without reading the sources again
            (nothing is written when there are errors).
            """,
        exitCodes: [
            ExitCodeDeclaration(.done, "no errors (warnings allowed)"),
            ExitCodeDeclaration(.usage, "errors in the phrases, or bad usage"),
        ])

    static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError) -> ExitStatus {
        let catalog: Catalog
        let directory: String
        if let path = arguments.value(of: .catalog) {
            guard let loaded = CatalogLoading.loadCompiled(path, console: console) else { return .usage }
            catalog = loaded
            directory = loaded.sourceDirectory ?? path
        } else {
            (catalog, directory) = CatalogLoading.catalog(arguments)
        }
        if arguments.isSet(.json) {
            console.print(catalog.compileJSON.serialized())
        } else {
            for diagnostic in catalog.diagnostics {
                let text = diagnostic.description
                console.error(diagnostic.severity == .error ? console.red(text) : console.yellow(text))
            }
            console.print(catalog.compileSummary)
        }
        if catalog.hasErrors { return .usage }
        if let output = arguments.value(of: .output) {
            do {
                try catalog.write(toFile: output, sourceDirectory: directory)
            } catch {
                console.error("phrasebook: \(error.message)")
                return .usage
            }
        }
        return .done
    }
}
