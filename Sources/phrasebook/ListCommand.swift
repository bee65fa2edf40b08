import Phrasebook

/// `phrasebook list`: every app's shortcuts with their phrases, per locale.
enum ListCommand: PhrasebookCommand {
    static let declaration = CommandDeclaration(
        name: "list",
        summary: "list apps, shortcuts and their phrases, per locale",
        options: [
            .phrases, .locale.helping("list only this locale"),
            .json.helping("""
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
        let json = arguments.isSet(.json)
        let onlyLocale = arguments.value(of: .locale)
        for manifest in catalog.apps {
            for locale in manifest.locales {
                if let onlyLocale, onlyLocale != locale { continue }
                let appName = manifest.translate(manifest.app.name, into: locale)
                if !json {
                    let synonyms = manifest.app.synonyms.map { manifest.translate($0, into: locale) }
                    let also = synonyms.isEmpty ? "" : console.dim(" (also: \(synonyms.joined(separator: ", ")))")
                    console.print(console.bold(appName) + also + console.dim("  [\(locale)]"))
                }
                for (index, shortcut) in manifest.shortcuts.enumerated() {
                    let phrases = locale == manifest.app.locale
                        ? shortcut.phrases : (manifest.localizations[locale]?.shortcutPhrases[index].map(\.text) ?? [])
                    guard !phrases.isEmpty else { continue }
                    let primary = phrases.first.map { phrase in
                        (try? Template(parsing: phrase))?.rendered { $0 == .applicationName ? appName : nil } ?? phrase
                    } ?? ""
                    let shortTitle = shortcut.shortTitle.map { manifest.translate($0, into: locale) }
                    if json {
                        var members: [(String, JSONOutput)] = [
                            ("app", .string(manifest.app.name)), ("intent", .string(shortcut.intent)), ("locale", .string(locale)),
                        ]
                        members.append(("shortTitle", shortTitle.map(JSONOutput.string) ?? .null))
                        members.append(("systemImageName", shortcut.systemImageName.map(JSONOutput.string) ?? .null))
                        members.append(("phrases", .array(phrases.map(JSONOutput.string))))
                        members.append(("primary", .string(primary)))
                        console.print(JSONOutput.object(members).serialized())
                    } else {
                        let title = shortTitle ?? shortcut.intent
                        let image = shortcut.systemImageName.map { console.dim(" [\($0)]") } ?? ""
                        console.print("  \(title)\(image) → \(shortcut.intent)")
                        console.print("    \"\(primary)\"")
                        for phrase in phrases.dropFirst() {
                            console.print(console.dim("    \(phrase)"))
                        }
                    }
                }
                if !json { console.print("") }
            }
        }
        return .done
    }
}
