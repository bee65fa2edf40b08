import Phrasebook

/// `phrasebook update-entities --catalog FILE APP TYPE ENTITIES_FILE`:
/// replaces one entity type's values in a compiled catalog file without
/// compiling the sources again, and writes the file back atomically.
enum UpdateEntitiesCommand: PhrasebookCommand {
    static let declaration = CommandDeclaration(
        name: "update-entities",
        summary: "replace one entity type's values in a compiled catalog file",
        options: [
            .catalog.helping("the compiled catalog file to update (required)"),
            .output.helping("write the updated catalog to FILE instead of over --catalog"),
        ],
        argument: ArgumentDeclaration(
            name: "APP TYPE ENTITIES_FILE", purpose: "the app, the entity type and the entities file"),
        discussion: """
            Reads ENTITIES_FILE (a JSON array of entities, as an entitiesFile
            holds), checks it, and replaces the values of entity type TYPE of
            app APP (its name or a synonym) in the compiled catalog: only that
            type's value tries are rebuilt, and only the phrases of apps that
            share APP's name are checked for collisions again. The file is
            written atomically and keeps the fingerprint of the sources it was
            compiled from. Nothing is written when there are errors. Example:
            phrasebook update-entities --catalog catalog.pbc Library Book books.json
            """,
        exitCodes: [
            ExitCodeDeclaration(.done, "updated (warnings allowed)"),
            ExitCodeDeclaration(.usage, "an unknown app or type, errors in the entities file, or bad usage"),
        ])

    static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError) -> ExitStatus {
        guard let path = arguments.value(of: .catalog) else { throw .usage("update-entities needs --catalog FILE") }
        guard arguments.positionals.count == 3 else {
            throw .usage(
                "expected APP TYPE ENTITIES_FILE, got \(arguments.positionals.count) word\(arguments.positionals.count == 1 ? "" : "s")"
            )
        }
        let (app, type, entities) = (arguments.positionals[0], arguments.positionals[1], arguments.positionals[2])
        guard let catalog = CatalogLoading.loadCompiled(path, console: console) else { return .usage }
        let (updated, diagnostics) = catalog.replacingEntities(app: app, type: type, entitiesFile: entities)
        for diagnostic in diagnostics {
            let text = diagnostic.description
            console.error(diagnostic.severity == .error ? console.red(text) : console.yellow(text))
        }
        guard let updated else {
            console.error("phrasebook: \(path) was not changed")
            return .usage
        }
        let output = arguments.value(of: .output) ?? path
        do {
            try updated.write(toFile: output)
        } catch {
            console.error("phrasebook: \(error.message)")
            return .usage
        }
        console.print(
            "replaced \(type) of \(app) from \(entities) (values in the catalog: \(catalog.statistics.values) → \(updated.statistics.values)); wrote \(output)"
        )
        return .done
    }
}
