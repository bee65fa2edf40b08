/// Everything the command line knows about one command: its name, summary,
/// the options and words it takes, its help prose, examples and exit codes.
///
/// ``CommandRunner`` validates arguments against it and ``HelpText`` renders
/// its usage line and `--help` from it.
struct CommandDeclaration: Sendable {
    /// The word that selects the command.
    var name: String
    /// One line for the command list.
    var summary: String
    /// The options it takes besides `--help`, in the order usage and help show them.
    var options: [OptionDeclaration]
    /// The words after the options, when it takes any.
    var argument: ArgumentDeclaration?
    /// Advice added to the error for unexpected words, when it takes none.
    var unexpectedArgumentAdvice: String?
    /// The help prose shown before the options.
    var discussion: String
    /// Example command lines shown after the options.
    var examples: [String] = []
    /// What each exit status means.
    var exitCodes: [ExitCodeDeclaration]

    /// Every option the command accepts, `--help` included.
    var acceptedOptions: [OptionDeclaration] { options + [.help] }

    /// The option named `word` (long or short name), if the command takes it.
    func option(named word: String) -> OptionDeclaration? {
        acceptedOptions.first { $0.name == word || $0.shortName == word }
    }

    /// Whether the command takes `option`.
    func takes(_ option: OptionDeclaration) -> Bool {
        acceptedOptions.contains { $0.name == option.name }
    }

    /// The usage line: `phrasebook say [--phrases DIR] [--locale TAG] [--json] UTTERANCE…`.
    var usage: String {
        (["phrasebook", name] + options.map(\.usage) + [argument?.usage].compactMap { $0 }).joined(separator: " ")
    }

    /// The help's last line, which says what each exit status means.
    ///
    /// For example `Exit status: 0 …; 1 …; 2 ….`
    var exitStatusLine: String {
        "Exit status: " + exitCodes.map { "\($0.status.rawValue) \($0.meaning)" }.joined(separator: "; ") + "."
    }
}
