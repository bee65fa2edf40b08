import Foundation
import Phrasebook

/// `phrasebook say UTTERANCE…`: resolves one utterance and prints the prompt
/// it would ask or the outcome.
enum SayCommand: PhrasebookCommand {
    static let name = "say"
    static let summary = "resolve one utterance to an intent and its parameters"
    static let usage = "phrasebook say [--phrases DIR] [--locale TAG] [--json] UTTERANCE…"
    static let discussion = """
        The words of UTTERANCE are joined with spaces and matched against every
        app in the Phrases folder. The result is the intent with its parameter
        values, its result dialog and summary. When a required value is missing
        or unclear, the question Siri would ask is shown and the answer is read
        from the terminal, or one answer per line from piped standard input;
        "cancel" cancels. If input ends during a question the status is
        needsValue.

        Options:
          --phrases DIR   the folder of app folders (default: ./Phrases)
          --locale TAG    match only phrases of this locale
          --json          print JSON Lines: one event per prompt, the outcome last

        Examples:
          phrasebook say "Start Walking in Meditation"
          phrasebook say --json "Open The Outsider in Library"
          printf '2\ndelivery\nyes\n' | phrasebook say "Order Tomato from Soup Chef"

        Exit status: 0 resolved; 1 noMatch, needsValue, cancelled or failed; 2 bad usage or invalid phrases.
        """
    static let flags: Set<String> = []
    static let valuedOptions: Set<String> = []

    static func run(_ arguments: ParsedArguments, console: Console) throws(ParsedArguments.UsageError) -> ExitStatus {
        guard !arguments.positionals.isEmpty else {
            throw ParsedArguments.UsageError(message: "missing the utterance to resolve")
        }
        let utterance = arguments.positionals.joined(separator: " ")
        guard let catalog = CatalogLoading.load(arguments, console: console) else { return .usage }
        var conversation = Conversation(catalog: catalog, locale: arguments.values["--locale"], now: try DialogClock.clock())
        let printer = DialogPrinter(console: console, json: arguments.flags.contains("--json"))
        var input = LineReader()
        let outcome = DialogDriver(printer: printer, console: console)
            .play(conversation.say(utterance), conversation: &conversation, input: &input)
        let status: ExitStatus = outcome.status == .resolved ? .done : .notDone
        return status
    }
}
