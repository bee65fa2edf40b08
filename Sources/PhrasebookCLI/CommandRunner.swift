import Phrasebook

/// Dispatches the first word to a command, checks the rest against the
/// command's declaration, and turns a ``CommandError`` into exit status 2:
/// a usage error with the usage line and a pointer to `--help`, an
/// environment error on its own.
enum CommandRunner {
    /// Every command, in the order `--help` lists them.
    static let commands: [any PhrasebookCommand.Type] = [
        SayCommand.self, ReplCommand.self, ListCommand.self, CompileCommand.self, LintCommand.self,
        CoverageCommand.self, ExplainCommand.self, CompleteCommand.self,
        ImportCommand.self, UpdateEntitiesCommand.self, DiffCommand.self, PreviewCommand.self, ServeCommand.self,
    ]

    /// Runs the command `arguments` name (the process's arguments after its
    /// name) and returns its exit status.
    static func run(_ arguments: [String]) -> ExitStatus {
        let console = Console.current()
        guard let first = arguments.first else {
            console.error(HelpText.overview(commands))
            return .usage
        }
        if first == "--help" || first == "-h" || first == "help" {
            if arguments.count > 1, let command = commands.first(where: { $0.declaration.name == arguments[1] }) {
                console.print(HelpText.help(for: command.declaration))
            } else {
                console.print(HelpText.overview(commands))
            }
            return .done
        }
        if first == "--version" {
            console.print("phrasebook \(PhrasebookVersion.current)")
            return .done
        }
        guard let command = commands.first(where: { $0.declaration.name == first }) else {
            console.error("phrasebook: unknown command '\(first)'\n\n" + HelpText.overview(commands))
            return .usage
        }
        let declaration = command.declaration
        if let warning = TimeZoneVariable.check() { console.error(console.yellow(warning)) }
        do throws(CommandError) {
            let parsed = try ParsedArguments(Array(arguments.dropFirst()), for: declaration)
            if parsed.wantsHelp {
                console.print(HelpText.help(for: declaration))
                return .done
            }
            try parsed.checkArguments()
            return try command.run(parsed, console: console)
        } catch {
            switch error {
            case .usage(let message):
                console.error(
                    "phrasebook \(declaration.name): \(message)\nUsage: \(declaration.usage)\nSee 'phrasebook \(declaration.name) --help'."
                )
            case .environment(let message):
                console.error("phrasebook \(declaration.name): \(message)")
            }
            return .usage
        }
    }
}
