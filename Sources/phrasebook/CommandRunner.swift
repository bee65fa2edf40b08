/// Dispatches the first word to a command and turns usage errors into
/// exit status 2 with the command's usage line.
enum CommandRunner {
    /// Every command, in the order `--help` lists them.
    static let commands: [any PhrasebookCommand.Type] = [
        SayCommand.self, ReplCommand.self, ListCommand.self, CompileCommand.self, LintCommand.self, CoverageCommand.self, ExplainCommand.self,
    ]

    static func run(_ arguments: [String]) -> ExitStatus {
        let console = Console.current()
        guard let first = arguments.first else {
            console.error(HelpText.overview(commands))
            return .usage
        }
        if first == "--help" || first == "-h" || first == "help" {
            if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
                console.print(HelpText.help(for: command))
            } else {
                console.print(HelpText.overview(commands))
            }
            return .done
        }
        if first == "--version" {
            console.print("phrasebook \(HelpText.version)")
            return .done
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            console.error("phrasebook: unknown command '\(first)'\n\n" + HelpText.overview(commands))
            return .usage
        }
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(
                Array(arguments.dropFirst()), flags: command.flags.union(["--help", "--json"]),
                valued: command.valuedOptions.union(["--phrases", "--locale"]))
        } catch {
            console.error("phrasebook \(command.name): \(error.message)\nUsage: \(command.usage)\nSee 'phrasebook \(command.name) --help'.")
            return .usage
        }
        if parsed.flags.contains("--help") {
            console.print(HelpText.help(for: command))
            return .done
        }
        do {
            return try command.run(parsed, console: console)
        } catch {
            console.error("phrasebook \(command.name): \(error.message)\nUsage: \(command.usage)")
            return .usage
        }
    }
}

/// One `phrasebook` command.
protocol PhrasebookCommand: Sendable {
    /// The word that selects it.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The usage line.
    static var usage: String { get }
    /// The full help text after the usage line.
    static var discussion: String { get }
    /// Flags beyond `--help` and `--json`.
    static var flags: Set<String> { get }
    /// Valued options beyond `--phrases` and `--locale`.
    static var valuedOptions: Set<String> { get }
    /// Runs the command.
    static func run(_ arguments: ParsedArguments, console: Console) throws(ParsedArguments.UsageError) -> ExitStatus
}
