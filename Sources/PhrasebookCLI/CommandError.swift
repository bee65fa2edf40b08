/// Why a command stopped before doing its work; both end with exit status 2.
enum CommandError: Error {
    /// The command line is wrong: printed with the usage line and a pointer to `--help`.
    case usage(String)
    /// The environment is wrong (a malformed `PHRASEBOOK_NOW`): printed alone,
    /// since no change to the command line would fix it.
    case environment(String)
}
