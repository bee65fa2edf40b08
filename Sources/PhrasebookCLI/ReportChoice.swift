import Phrasebook

/// The report format a command writes, from `--format` (or `--json`), and
/// how it writes findings and errors in it: a CI system reads the format it
/// asked for on standard output even when the command fails.
struct ReportChoice {
    /// The format asked for.
    var format: ReportFormat
    /// Whether warnings fail the run (`--strict`).
    var strict: Bool

    /// The choice the arguments make: `--format`, else `--json`, else text.
    static func from(_ arguments: ParsedArguments) throws(CommandError) -> ReportChoice {
        var format = ReportFormat.text
        let json = arguments.declaration.takes(.json) && arguments.isSet(.json)
        if let name = arguments.value(of: .format) {
            guard let chosen = ReportFormat(rawValue: name) else {
                let known = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
                throw .usage("unknown format '\(name)'; the formats are \(known)")
            }
            if json, chosen != .json {
                throw .usage("--json asks for --format json; give one of the two")
            }
            format = chosen
        } else if json {
            format = .json
        }
        return ReportChoice(format: format, strict: arguments.declaration.takes(.strict) && arguments.isSet(.strict))
    }

    /// Whether the format is text.
    var isText: Bool { format == .text }

    /// Writes `report` in the chosen format (text is the caller's own).
    func write(_ report: FindingsReport, console: Console) {
        switch format {
        case .text: break
        case .json: console.print(report.json.serialized())
        case .junit: console.print(report.junit(strict: strict))
        case .github:
            let annotations = report.githubAnnotations(strict: strict)
            if !annotations.isEmpty { console.print(annotations) }
        case .sarif: console.print(report.sarif(strict: strict).serialized())
        }
    }

    /// Writes the diagnostics that stopped `command` before it did its work
    /// (invalid phrases, an unreadable corpus): as text on standard error,
    /// or in the chosen format on standard output, where a CI system reads
    /// it, with the sentence that says why.
    func writeStop(command: String, diagnostics: [Diagnostic], reason: String, console: Console) {
        guard !isText else {
            for diagnostic in diagnostics { console.error(diagnostic.description) }
            console.error("phrasebook: \(reason)")
            return
        }
        let report = FindingsReport(command: command, diagnostics: diagnostics)
        switch format {
        case .json:
            var members: [(String, JSONOutput)] = [("error", .string(reason))]
            if case .object(let rest) = report.json { members += rest }
            console.print(JSONOutput.object(members).serialized())
        case .text, .junit, .github, .sarif:
            write(report, console: console)
            console.error("phrasebook: \(reason)")
        }
    }
}
