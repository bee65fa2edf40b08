import Phrasebook

/// `phrasebook list`: every app's shortcuts with their phrases, per locale.
enum ListCommand: PhrasebookCommand {
    static let declaration = CommandDeclaration(
        name: "list",
        summary: "list apps, shortcuts and their phrases, per locale",
        options: [
            .phrases, .swift, .catalog, .locale.helping("list only this locale"),
            .json.helping(
                """
                one JSON object per shortcut and locale:
                {"app","intent","locale","shortTitle","systemImageName","phrases":[…],"primary"}
                """),
        ],
        discussion: """
            Shows each app with its name synonyms, then each App Shortcut: its short
            title, image, intent and phrases, the primary phrase first with the app's
            name filled in.
            """,
        exitCodes: [ExitCodeDeclaration(.done, "listed"), ExitCodeDeclaration(.usage, "bad usage or invalid phrases")])

    static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError) -> ExitStatus {
        guard let catalog = CatalogLoading.load(arguments, console: console) else { return .usage }
        let locale = try CatalogLoading.locale(arguments, in: catalog)
        if arguments.isSet(.json) {
            for shortcut in catalog.listingJSON(locale: locale) {
                console.print(shortcut.serialized())
            }
        } else {
            let listing = catalog.listing(locale: locale, style: console.style)
            if !listing.isEmpty { console.print(listing) }
        }
        return .done
    }
}
