import Phrasebook

/// `phrasebook explain UTTERANCE…`: shows the normalized tokens, every
/// candidate with its phrase, bindings and score, why the winner won, and —
/// when nothing matches — the closest phrases and where each diverged.
enum ExplainCommand: PhrasebookCommand {
    static let declaration = CommandDeclaration(
        name: "explain",
        summary: "show why an utterance matches what it does (or nothing)",
        options: [
            .phrases, .swift, .catalog, .locale.helping("consider only phrases of this locale"), .exact,
            .json.helping(#"one JSON document: {"tokens","unknown","candidates","verdict","closest"}"#),
        ],
        argument: ArgumentDeclaration(name: "UTTERANCE", purpose: "the utterance to explain"),
        discussion: """
            Shows the utterance's normalized tokens (marking words no phrase or value
            uses), every candidate with its app, intent, phrase, bindings and score,
            and why the first one wins. When nothing matches, it lists the closest
            phrases: how many tokens each matched, the token where it diverged, the
            words or values that would have continued it, and a close spelling
            when the diverging token looks like a typo.
            """,
        examples: [
            #"phrasebook explain "Open The Outsider in Library""#, #"phrasebook explain "Start Walkng in Meditation""#,
        ],
        exitCodes: [
            ExitCodeDeclaration(.done, "something matched"), ExitCodeDeclaration(.notDone, "nothing matched"),
            ExitCodeDeclaration(.usage, "bad usage or invalid phrases"),
        ])

    static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError) -> ExitStatus {
        guard let catalog = CatalogLoading.load(arguments, console: console) else { return .usage }
        var matcher = Matcher(catalog: catalog)
        matcher.allowsFlexibleMatching = !arguments.isSet(.exact)
        let explanation = matcher.explain(
            arguments.positionals.joined(separator: " "), locale: try CatalogLoading.locale(arguments, in: catalog))
        if arguments.isSet(.json) {
            console.print(explanation.json.serialized())
        } else {
            console.print(explanation.text(style: console.style))
        }
        return explanation.candidates.isEmpty ? .notDone : .done
    }
}
