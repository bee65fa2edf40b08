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
            .format.helping(
                """
                text (default), json, junit (JUnit XML), github (GitHub Actions
                annotations) or sarif (SARIF 2.1.0); the diagnostics in that form
                """),
            .strict,
            .json.helping(#"the same as --format json: {"statistics":{…},"diagnostics":[…]}"#),
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
            ExitCodeDeclaration(.done, "no errors (warnings allowed, unless --strict)"),
            ExitCodeDeclaration(.notDone, "--strict and warnings (nothing is written)"),
            ExitCodeDeclaration(.usage, "errors in the phrases, or bad usage"),
        ])

    static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError) -> ExitStatus {
        let report = try ReportChoice.from(arguments)
        let catalog: Catalog
        let directory: String
        if let path = arguments.value(of: .catalog) {
            guard
                let loaded = CatalogLoading.loadCompiled(path, console: console, report: report, command: "compile")
            else { return .usage }
            catalog = loaded
            directory = loaded.sourceDirectory ?? path
        } else {
            (catalog, directory) = CatalogLoading.catalog(arguments)
        }
        switch report.format {
        case .text:
            for diagnostic in catalog.diagnostics {
                let text = diagnostic.description
                console.error(diagnostic.severity == .error ? console.red(text) : console.yellow(text))
            }
            console.print(catalog.compileSummary)
        case .json:
            console.print(catalog.compileJSON.serialized())
        case .junit, .github, .sarif:
            report.write(FindingsReport(command: "compile", diagnostics: catalog.diagnostics), console: console)
        }
        if catalog.hasErrors { return .usage }
        if report.strict, !catalog.diagnostics.isEmpty { return .notDone }
        if let output = arguments.value(of: .output) {
            do {
                try catalog.write(toFile: output, sourceDirectory: directory)
            } catch {
                report.writeStop(
                    command: "compile",
                    diagnostics: [
                        Diagnostic(severity: .error, code: .unreadable, message: error.message, file: output)
                    ],
                    reason: error.message, console: console)
                return .usage
            }
        }
        return .done
    }
}
