import Foundation
import Phrasebook

/// Prints prompts and outcomes, as JSON Lines or for a person.
struct DialogPrinter {
    let console: Console
    let json: Bool

    func show(_ prompt: Prompt) {
        if json {
            console.print(prompt.json.serialized())
            return
        }
        if let notice = prompt.notice {
            console.print(console.yellow(notice))
        }
        console.print(console.bold(prompt.text))
        for (index, option) in prompt.options.enumerated() {
            let subtitle = option.subtitle.map { console.dim(" — \($0)") } ?? ""
            console.print("  \(index + 1). \(option.title)\(subtitle)")
        }
        if prompt.moreOptions > 0 {
            console.print(console.dim("  " + (prompt.moreOptionsNote ?? "…and \(prompt.moreOptions) more")))
        }
    }

    func show(_ outcome: Outcome) {
        if json {
            console.print(outcome.json.serialized())
            return
        }
        switch outcome.status {
        case .resolved:
            guard let invocation = outcome.invocation else {
                if let dialog = outcome.dialog { console.print(dialog) }
                return
            }
            console.print(
                console.green("✓ ") + console.bold("\(invocation.app) › \(invocation.intent)")
                    + console.dim("  [\(invocation.locale)]"))
            for assignment in invocation.parameters {
                console.print("  \(assignment.name): \(describe(assignment.value))")
            }
            if let phrase = outcome.phrase {
                console.print(
                    console.dim(
                        "  phrase: \(phrase)" + (outcome.score.map { String(format: "  score: %.2f", $0) } ?? "")))
            }
            if let summary = outcome.summary {
                console.print(console.dim("  summary: \(summary)"))
            }
            if let dialog = outcome.dialog {
                console.print(dialog)
            }
        case .noMatch, .needsValue, .cancelled, .failed:
            let label = console.yellow(outcome.status.rawValue)
            console.print(label + (outcome.message.map { ": \($0)" } ?? ""))
        }
    }

    /// Reports a problem with the input: a JSON `error` event, or a line on
    /// standard error.
    func error(_ message: String) {
        if json {
            console.print(JSONOutput.object([("event", .string("error")), ("message", .string(message))]).serialized())
        } else {
            console.error("phrasebook: \(message)")
        }
    }

    private func describe(_ value: ParameterValue) -> String {
        switch value {
        case .entity(let id, let title): "\(title) " + console.dim("(\(id))")
        case .list(let values): "[" + values.map(describe).joined(separator: ", ") + "]"
        default: value.json.serialized()
        }
    }
}
