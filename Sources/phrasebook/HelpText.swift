/// The `--help` texts.
enum HelpText {
    static let version = "0.1.0"

    static func overview(_ commands: [any PhrasebookCommand.Type]) -> String {
        var lines = [
            "phrasebook: an offline matcher for App Shortcut phrases",
            "",
            "Usage: phrasebook <command> [options]",
            "",
            "Commands:",
        ]
        let width = commands.map { $0.name.count }.max() ?? 0
        for command in commands {
            lines.append("  " + command.name.padding(toLength: width + 2) + command.summary)
        }
        lines += [
            "",
            "Common options:",
            "  --phrases DIR   the folder of app folders (default: ./Phrases)",
            "  --locale TAG    match only phrases of this locale",
            "  --json          machine-readable output (JSON Lines)",
            "  -h, --help      help for a command",
            "",
            "Exit status: 0 done, 1 ran but not done (no match, needs a value, cancelled), 2 bad usage or invalid phrases.",
            "See 'phrasebook <command> --help' for a command's options.",
        ]
        return lines.joined(separator: "\n")
    }

    static func help(for command: any PhrasebookCommand.Type) -> String {
        "\(command.summary)\n\nUsage: \(command.usage)\n\n\(command.discussion)"
    }
}

extension String {
    /// The string padded with spaces to `length` characters.
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
