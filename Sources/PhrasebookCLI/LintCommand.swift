import Phrasebook

/// `phrasebook lint`: every phrase-level risk with its place in the manifest
/// and a witness utterance; exit 1 when there are lint errors.
enum LintCommand: PhrasebookCommand {
    static let declaration = CommandDeclaration(
        name: "lint",
        summary: "find colliding, confusable and blocked phrases, each with a witness",
        options: [
            .phrases, .swift, .catalog, .locale.helping("lint only phrases and names of this locale"), .format,
            .strict,
            .json.helping(
                """
                the same as --format json: {"findings":[{"severity","code",
                "message","file","line","column","path","witness":[…]}],"errors":N,"warnings":N}
                """),
        ],
        discussion: """
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
              PB123  a word written against ${…} with no space (Apri${applicationName})
            and every compile diagnostic (Apple's rules, see 'phrasebook compile').
            With --catalog FILE, lints the folder FILE was compiled from (lint needs
            the sources' locations, which a compiled catalog does not keep).

            Example:
              $ phrasebook lint
              Phrases/Library/app.json:44:43: warning: Book "outsiderCamus" shares the name "The Outsider" with "outsiderKing" (types.Book.entities[0].title); a user who says it will be asked which one [PB121] (at types.Book.entities[1].title)
                witness: "Open The Outsider in Library"
              Phrases/Tasks/app.json:156:9: warning: this phrase (CompleteTaskIntent) is one word ("complete" for "show") from shortcuts[1] (ShowTaskIntent), phrase "Show ${task} in ${applicationName}"; a typo or a speech error could run the wrong intent [PB120] (at shortcuts[2].phrases[0])
                witness: "Show Buy milk in Tasks" ~ "Complete Buy milk in Tasks"
              …
              0 errors, 26 warnings
            """,
        exitCodes: [
            ExitCodeDeclaration(.done, "no errors (warnings allowed, unless --strict)"),
            ExitCodeDeclaration(.notDone, "lint errors (or, with --strict, warnings)"),
            ExitCodeDeclaration(.usage, "bad usage\nor compile errors (invalid phrases)"),
        ])

    static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError) -> ExitStatus {
        let format = try ReportChoice.from(arguments)
        let catalog: Catalog
        if let path = arguments.value(of: .catalog) {
            // Lint needs every source location: it reads the sources the
            // file was compiled from, and of the file only which folder that is.
            let directory: String
            do {
                directory = try Catalog.sourceDirectory(ofCompiledFile: path)
            } catch {
                format.writeStop(
                    command: "lint",
                    diagnostics: [Diagnostic(severity: .error, code: .unreadable, message: error.message, file: path)],
                    reason: error.message, console: console)
                return .usage
            }
            catalog = Catalog(directory: directory)
        } else {
            (catalog, _) = CatalogLoading.catalog(arguments)
        }
        var locale = arguments.value(of: .locale)
        // A tag is checked against the compiled phrases; with compile
        // errors, the report below says so.
        if locale != nil, !catalog.hasErrors { locale = try CatalogLoading.locale(arguments, in: catalog) }
        let report = LintReport(catalog: catalog, locale: locale)
        if format.isText {
            console.print(report.text(style: console.style))
        } else {
            format.write(report.findingsReport, console: console)
        }
        if report.hasCompileErrors { return .usage }
        return report.findingsReport.fails(strict: format.strict) ? .notDone : .done
    }
}
