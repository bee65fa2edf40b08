import Phrasebook

/// `phrasebook list`: every app's shortcuts with their phrases, per locale.
enum ListCommand: PhrasebookCommand {
    static let name = "list"
    static let summary = "list apps, shortcuts and their phrases, per locale"
    static let usage = "phrasebook list [--phrases DIR] [--locale TAG] [--json]"
    static let discussion = """
        Shows each app with its name synonyms, then each App Shortcut: its short
        title, image, intent and phrases, the primary phrase first with the app's
        name filled in.

        Options:
          --phrases DIR   the folder of app folders (default: ./Phrases)
          --locale TAG    list only this locale
          --json          one JSON object per shortcut and locale:
                          {"app","intent","locale","shortTitle","systemImageName","phrases":[…],"primary"}
        """
    static let flags: Set<String> = []
    static let valuedOptions: Set<String> = []

    static func run(_ arguments: ParsedArguments, console: Console) throws(ParsedArguments.UsageError) -> ExitStatus {
        guard arguments.positionals.isEmpty else {
            throw ParsedArguments.UsageError(message: "unexpected argument '\(arguments.positionals[0])'")
        }
        guard let catalog = CatalogLoading.load(arguments, console: console) else { return .usage }
        let locale = arguments.values["--locale"]
        if arguments.flags.contains("--json") {
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
