import Foundation
import Phrasebook

/// `phrasebook repl`: reads utterances and answers from standard input, one
/// per line, keeping the dialog's state between lines.
enum ReplCommand: PhrasebookCommand {
    static let declaration = CommandDeclaration(
        name: "repl",
        summary: "hold a conversation over standard input, one line per utterance or answer",
        options: [
            .phrases, .swift, .catalog, .locale, .exact, .record,
            .json.helping("one JSON Lines event per prompt, outcome and error"),
        ],
        unexpectedArgumentAdvice: "type utterances on standard input",
        discussion: """
            Each line is an utterance, or the answer to the question asked last.
            Follow-up questions, cancel ("cancel", "never mind"), confirmations and
            the built-in questions ("What can I do here?", "What can I do with
            Meditation?") work as in `say`. A `say>` prompt is shown only when
            standard input is a terminal; the end of input ends the session (a
            question still open is reported as needsValue). A line that is not
            UTF-8 or is over 1 MiB gets an error and the session goes on.

            On a terminal the line is edited in place: left and right (Ctrl-B,
            Ctrl-F), Home and End (Ctrl-A, Ctrl-E), backspace and delete, Ctrl-K and
            Ctrl-U to cut to the end or the start, up and down for the lines typed
            this session, Ctrl-C to drop the line, Ctrl-D on an empty line to end.
            Tab completes the utterance (see `phrasebook complete`): one completion
            replaces the line, several are listed and their common start is kept.

            With --record FILE, each request that ends is written to FILE as a
            corpus case — its lines, the questions asked, the outcome and its
            dialog, with the @locale and @now it ran at — so that
            'phrasebook coverage --corpus FILE' replays the session as a test.
            FILE is rewritten (atomically) after each case.

            Commands:
              :locale TAG     match only this locale from now on (:locale alone: every locale)
              :reset          forget the question under way
              :help           this list
              :quit           end the session
            """,
        examples: [#"printf 'What can I do with Meditation?\n' | phrasebook repl"#],
        exitCodes: [
            ExitCodeDeclaration(.done, "the session ended (end of input or :quit)"),
            ExitCodeDeclaration(.usage, "bad usage, invalid phrases\nor a malformed PHRASEBOOK_NOW"),
        ])

    static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError) -> ExitStatus {
        let clock = try DialogClock.clock()
        guard let catalog = CatalogLoading.load(arguments, console: console) else { return .usage }
        var conversation = Conversation(
            catalog: catalog, locale: try CatalogLoading.locale(arguments, in: catalog), now: clock)
        conversation.allowsFlexibleMatching = !arguments.isSet(.exact)
        let printer = DialogPrinter(console: console, json: arguments.isSet(.json))
        var recording = try arguments.value(of: .record).map { path throws(CommandError) in
            try SessionRecording(path: path, timeZone: conversation.timeZone)
        }
        var input = LineReader()
        // On a terminal, lines are edited in place and Tab completes.
        var editor = console.inputIsTerminal ? TerminalLineEditor.begin() : nil
        let matcher = Matcher(catalog: catalog)
        while true {
            let line: LineReader.Line
            if editor != nil {
                let asking = conversation.state.isAwaitingAnswer
                let locale = conversation.locale
                let prompt = console.bold(asking ? "> " : "say> ")
                guard
                    let text = editor?.readLine(
                        prompt: prompt,
                        complete: { typed in
                            asking ? [] : matcher.completions(for: typed, locale: locale).map(\.text)
                        })
                else { break }
                line = .text(text)
            } else {
                if console.inputIsTerminal {
                    console.write(console.bold(conversation.state.isAwaitingAnswer ? "> " : "say> "))
                }
                guard let next = input.next() else {
                    if console.inputIsTerminal { console.print("") }
                    break
                }
                line = next
            }
            let text: String
            switch line {
            case .text(let value): text = value
            case .invalidUTF8:
                printer.error("the line is not valid UTF-8; it was skipped")
                continue
            case .tooLong(let length):
                printer.error(
                    "the line is \(length) bytes, over the limit of \(LineReader.maximumLength); it was skipped")
                continue
            }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix(":") {
                guard runCommand(trimmed, conversation: &conversation, printer: printer, console: console) else {
                    break
                }
                if trimmed == ":reset" { recording?.recorder.discardOpenCase() }
                continue
            }
            let now = conversation.now()
            let turn = conversation.respond(text)
            switch turn {
            case .prompt(let prompt): printer.show(prompt)
            case .outcome(let outcome): printer.show(outcome)
            }
            recording?.record(text, turn: turn, now: now, printer: printer)
        }
        if conversation.state.isAwaitingAnswer {
            let outcome = conversation.endOfInput()
            printer.show(outcome)
            recording?.record(ending: outcome, printer: printer)
        }
        return .done
    }

    /// Runs a `:command`; returns `false` when the session should end.
    private static func runCommand(
        _ line: String, conversation: inout Conversation, printer: DialogPrinter, console: Console
    ) -> Bool {
        let words = line.split(separator: " ").map(String.init)
        switch words[0] {
        case ":quit", ":exit", ":q":
            return false
        case ":reset":
            conversation.state = ConversationState()
        case ":locale":
            do throws(CommandError) {
                conversation.locale =
                    try words.count > 1 ? CatalogLoading.locale(words[1], in: conversation.catalog) : nil
            } catch {
                if case .usage(let message) = error { printer.error(message) }
                return true
            }
            if !printer.json {
                console.print(
                    console.dim(conversation.locale.map { "matching locale \($0) only" } ?? "matching every locale"))
            }
        case ":help":
            if !printer.json {
                console.print(":locale TAG, :locale, :reset, :help, :quit — anything else is an utterance or an answer")
            }
        default:
            printer.error("unknown command \(words[0]) (try :help)")
        }
        return true
    }
}
