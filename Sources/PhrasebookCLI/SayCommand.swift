import Foundation
import Phrasebook

/// `phrasebook say UTTERANCE…`: resolves one utterance and prints the prompt
/// it would ask or the outcome.
enum SayCommand: PhrasebookCommand {
    static let declaration = CommandDeclaration(
        name: "say",
        summary: "resolve one utterance to an intent and its parameters",
        options: [
            .phrases, .swift, .catalog, .locale, .exact,
            .json.helping("print JSON Lines: one event per prompt, the outcome last"),
        ],
        argument: ArgumentDeclaration(name: "UTTERANCE", purpose: "the utterance to resolve"),
        discussion: """
            The words of UTTERANCE are joined with spaces and matched against every
            app in the Phrases folder. The result is the intent with its parameter
            values, its result dialog and summary. When a required value is missing
            or unclear, the question Siri would ask is shown and the answer is read
            from the terminal, or one answer per line from piped standard input;
            "cancel" cancels. If input ends during a question the status is
            needsValue.
            """,
        examples: [
            #"phrasebook say "Start Walking in Meditation""#,
            #"phrasebook say --json "Open The Outsider in Library""#,
            #"printf '2\ndelivery\nyes\n' | phrasebook say "Order Tomato from Soup Chef""#,
        ],
        exitCodes: [
            ExitCodeDeclaration(.done, "resolved"),
            ExitCodeDeclaration(.notDone, "noMatch, needsValue, cancelled or failed"),
            ExitCodeDeclaration(.usage, "bad usage, invalid phrases\nor a malformed PHRASEBOOK_NOW"),
        ])

    static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError) -> ExitStatus {
        let utterance = arguments.positionals.joined(separator: " ")
        guard let catalog = CatalogLoading.load(arguments, console: console) else { return .usage }
        var conversation = Conversation(
            catalog: catalog, locale: try CatalogLoading.locale(arguments, in: catalog), now: try DialogClock.clock())
        conversation.allowsFlexibleMatching = !arguments.isSet(.exact)
        let printer = DialogPrinter(console: console, json: arguments.isSet(.json))
        var input = LineReader()
        let outcome = DialogDriver(printer: printer, console: console)
            .play(conversation.say(utterance), conversation: &conversation, input: &input)
        let status: ExitStatus = outcome.status == .resolved ? .done : .notDone
        return status
    }
}
