/// One `phrasebook` command: its declaration and its body.
protocol PhrasebookCommand: Sendable {
    /// The name, options, arguments, help and exit codes.
    static var declaration: CommandDeclaration { get }
    /// Runs the command on arguments already checked against ``declaration``.
    static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError) -> ExitStatus
}
