/// The `--help` texts, rendered from the commands' declarations.
enum HelpText {
    /// `phrasebook --help`: the commands, the options most of them share, the exit codes.
    static func overview(_ commands: [any PhrasebookCommand.Type]) -> String {
        let declarations = commands.map { $0.declaration }
        var lines = [
            "phrasebook: an offline matcher for App Shortcut phrases",
            "",
            "Usage: phrasebook <command> [options]",
            "",
            "Commands:",
        ]
        let width = declarations.map { $0.name.count }.max() ?? 0
        for command in declarations {
            lines.append("  " + command.name.padding(toLength: width + 2) + command.summary)
        }
        lines += ["", "Common options:"]
        lines += optionLines(commonOptions(declarations) + [.help])
        lines += [
            "",
            "Exit status: 0 done, 1 ran but not done (no match, needs a value, cancelled), 2 bad usage or invalid phrases.",
            "See 'phrasebook <command> --help' for a command's options.",
        ]
        return lines.joined(separator: "\n")
    }

    /// `phrasebook <command> --help`: summary, usage, prose, options, examples, exit codes.
    static func help(for command: CommandDeclaration) -> String {
        var sections = [command.summary, "Usage: \(command.usage)", command.discussion]
        if !command.options.isEmpty {
            sections.append((["Options:"] + optionLines(command.options)).joined(separator: "\n"))
        }
        if !command.examples.isEmpty {
            let title = command.examples.count == 1 ? "Example:" : "Examples:"
            sections.append(([title] + command.examples.map { "  " + $0 }).joined(separator: "\n"))
        }
        sections.append(command.exitStatusLine)
        return sections.joined(separator: "\n\n")
    }

    /// The options two or more commands take, with their general help texts.
    static func commonOptions(_ commands: [CommandDeclaration]) -> [OptionDeclaration] {
        OptionDeclaration.all.filter { option in
            commands.filter { $0.options.contains { $0.name == option.name } }.count >= 2
        }
    }

    /// Two-column option lines: the label padded, then the help; a help text's
    /// further lines are indented under its first.
    private static func optionLines(_ options: [OptionDeclaration]) -> [String] {
        let labels = options.map { option in option.shortName.map { "\($0), \(option.label)" } ?? option.label }
        let column = max(16, (labels.map(\.count).max() ?? 0) + 3)
        return zip(labels, options).map { label, option in
            let helpLines = option.fullHelp.split(separator: "\n", omittingEmptySubsequences: false)
            let indent = String(repeating: " ", count: column + 2)
            return
                (["  " + label.padding(toLength: column) + (helpLines.first ?? "")]
                + helpLines.dropFirst().map { indent + $0 })
                .joined(separator: "\n")
        }
    }
}

extension String {
    /// The string padded with spaces to `length` characters.
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
