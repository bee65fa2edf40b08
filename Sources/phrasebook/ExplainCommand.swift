import Phrasebook

/// `phrasebook explain UTTERANCE…`: shows the normalized tokens, every
/// candidate with its phrase, bindings and score, why the winner won, and —
/// when nothing matches — the closest phrases and where each diverged.
enum ExplainCommand: PhrasebookCommand {
    static let name = "explain"
    static let summary = "show why an utterance matches what it does (or nothing)"
    static let usage = "phrasebook explain [--phrases DIR] [--locale TAG] [--json] UTTERANCE…"
    static let discussion = """
        Shows the utterance's normalized tokens (marking words no phrase or value
        uses), every candidate with its app, intent, phrase, bindings and score,
        and why the first one wins. When nothing matches, it lists the closest
        phrases: how many tokens each matched, the token where it diverged, the
        words or values that would have continued it, and a close spelling
        when the diverging token looks like a typo.

        Options:
          --phrases DIR   the folder of app folders (default: ./Phrases)
          --locale TAG    consider only phrases of this locale
          --json          one JSON document: {"tokens","unknown","candidates","verdict","closest"}

        Examples:
          phrasebook explain "Open The Outsider in Library"
          phrasebook explain "Start Walkng in Meditation"

        Exit status: 0 something matched; 1 nothing matched; 2 bad usage or invalid phrases.
        """
    static let flags: Set<String> = []
    static let valuedOptions: Set<String> = []

    static func run(_ arguments: ParsedArguments, console: Console) throws(ParsedArguments.UsageError) -> ExitStatus {
        guard !arguments.positionals.isEmpty else {
            throw ParsedArguments.UsageError(message: "missing the utterance to explain")
        }
        guard let catalog = CatalogLoading.load(arguments, console: console) else { return .usage }
        let explanation = Matcher(catalog: catalog).explain(arguments.positionals.joined(separator: " "), locale: arguments.values["--locale"])
        if arguments.flags.contains("--json") {
            console.print(explanation.json.serialized())
        } else {
            console.print(explanation.text(style: console.style))
        }
        return explanation.candidates.isEmpty ? .notDone : .done
    }
}
