import Phrasebook

/// Holds one conversation on the terminal or over piped input: shows each
/// prompt, reads the answer from the next line, and ends with the outcome.
struct DialogDriver {
    let printer: DialogPrinter
    let console: Console

    /// Plays `turn` and the turns after it until an outcome, reading answers
    /// from `input`; input that ends during a prompt gives `needsValue`.
    func play(_ first: DialogTurn, conversation: inout Conversation, input: inout LineReader) -> Outcome {
        var turn = first
        while true {
            switch turn {
            case .outcome(let outcome):
                printer.show(outcome)
                return outcome
            case .prompt(let prompt):
                printer.show(prompt)
                guard let answer = readAnswer(&input) else {
                    let outcome = conversation.endOfInput()
                    printer.show(outcome)
                    return outcome
                }
                turn = conversation.answer(answer)
            }
        }
    }

    /// The next usable line; unusable lines are reported and skipped.
    func readAnswer(_ input: inout LineReader) -> String? {
        while true {
            if console.inputIsTerminal { console.write(console.dim("> ")) }
            guard let line = input.next() else {
                if console.inputIsTerminal { console.print("") }
                return nil
            }
            switch line {
            case .text(let text):
                return text
            case .invalidUTF8:
                printer.error("the line is not valid UTF-8; it was skipped")
            case .tooLong(let length):
                printer.error(
                    "the line is \(length) bytes, over the limit of \(LineReader.maximumLength); it was skipped")
            }
        }
    }
}
