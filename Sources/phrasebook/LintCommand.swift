import Phrasebook

/// `phrasebook lint`: every phrase-level risk with its place in the manifest
/// and a witness utterance; exit 1 when there are lint errors.
enum LintCommand: PhrasebookCommand {
    static let name = "lint"
    static let summary = "find colliding, confusable and blocked phrases, each with a witness"
    static let usage = "phrasebook lint [--phrases DIR] [--locale TAG] [--json]"
    static let discussion = """
        Reports every phrase-level risk, each as
        path:line:column: severity: message [PBnnn] (at json.path)
        followed by the witness: the utterance that shows the problem.

          PB113  collision: two shortcuts say the same utterance; an error when
                 they run different invocations (apps, intents or values)
          PB120  near-collision: utterances of different intents one word, or
                 two characters, apart (warning)
          PB121  two values of one type share a title or synonym, so saying it
                 asks which one (warning)
          PB122  a negative phrase blocks an utterance of a shortcut (error)
        and every compile diagnostic (Apple's rules, see 'phrasebook compile').

        Example:
          $ phrasebook lint
          Phrases/Library/app.json:40:43: warning: Book "outsiderCamus" shares the name "The Outsider" with "outsiderKing" (types.Book.entities[0].title); a user who says it will be asked which one [PB121] (at types.Book.entities[1].title)
            witness: "Open The Outsider in Library"
          Phrases/Tasks/app.json:146:9: warning: this phrase (CompleteTaskIntent) is one word ("complete" for "show") from shortcuts[1] (ShowTaskIntent), phrase "Show ${task} in ${applicationName}"; a typo or a speech error could run the wrong intent [PB120] (at shortcuts[2].phrases[0])
            witness: "Show Buy milk in Tasks" ~ "Complete Buy milk in Tasks"
          …
          0 errors, 26 warnings

        Options:
          --phrases DIR   the folder of app folders (default: ./Phrases)
          --locale TAG    lint only phrases and names of this locale
          --json          one JSON object: {"findings":[{"severity","code","message",
                          "file","line","column","path","witness":[…]}],"errors":N,"warnings":N}

        Exit status: 0 no errors (warnings allowed); 1 lint errors; 2 bad usage
        or compile errors (invalid phrases).
        """
    static let flags: Set<String> = []
    static let valuedOptions: Set<String> = []

    static func run(_ arguments: ParsedArguments, console: Console) throws(ParsedArguments.UsageError) -> ExitStatus {
        guard arguments.positionals.isEmpty else {
            throw ParsedArguments.UsageError(message: "unexpected argument '\(arguments.positionals[0])'")
        }
        let directory = arguments.values["--phrases"] ?? CatalogLoading.defaultDirectory
        let report = LintReport(directory: directory, locale: arguments.values["--locale"])
        if arguments.flags.contains("--json") {
            console.print(report.json.serialized())
        } else {
            console.print(report.text(style: console.style))
        }
        if report.hasCompileErrors { return .usage }
        return report.hasErrors ? .notDone : .done
    }

}
