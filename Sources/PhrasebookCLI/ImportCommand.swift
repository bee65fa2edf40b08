import Phrasebook

/// `phrasebook import`: reads an app's Swift sources, Info.plist,
/// localization files or Xcode's `Metadata.appintents`, and writes its
/// folder in the Phrases folder — or, with `--check`, reports how that
/// folder drifted from the sources.
enum ImportCommand: PhrasebookCommand {
    static let declaration = CommandDeclaration(
        name: "import",
        summary: "import an app's App Shortcuts from its Swift sources",
        options: [
            .out, .appName, .target,
            .locale.helping("the development language, when no project, Info.plist or String Catalog says it"),
            .define, .check,
            .format.helping(
                """
                text (default), json, junit, github or sarif: the import's
                diagnostics and, with --check, each difference (PB141)
                """),
            .strict,
        ],
        argument: ArgumentDeclaration(name: "SOURCES_DIR", purpose: "the folder of the app's sources", repeats: false),
        discussion: """
            Reads the App Intents declarations of the app under SOURCES_DIR, statically:
            AppShortcutsProvider, AppShortcut, AppIntent (title, description, @Parameter,
            parameterSummary, dialogs), AppEnum, AppEntity, NegativeAppShortcutPhrases;
            the Xcode project's app target (name, development region, INFOPLIST_FILE),
            Info.plist (name, INAlternativeAppNames), InfoPlist tables (localized names)
            and the app's String Catalogs and .lproj tables; or Xcode's
            Metadata.appintents/extract.actionsdata when the sources declare no intent. Writes OUT/<App>/app.json, copies the localization
            files as they are, and writes an entitiesFile for each AppEntity type
            (<Type>.json, to fill with sample values; an existing one is kept).
            What cannot be read statically is a warning with its place:
              path:line:column: warning: message [PB140]
            With --check nothing is written: each difference between OUT/<App> and
            the sources is listed, the CI step that keeps the manifest honest.
            """,
        examples: [
            "phrasebook import Tests/PhrasebookCLITests/Fixtures/SwiftApps/SoupChef --check",
            "phrasebook import Tests/PhrasebookCLITests/Fixtures/SwiftApps/Tasks --check --out Phrases",
        ],
        exitCodes: [
            ExitCodeDeclaration(.done, "imported, or (--check) no difference"),
            ExitCodeDeclaration(
                .notDone,
                "(--check) the Phrases folder differs from the sources,\nor --strict and warnings (nothing is written)"),
            ExitCodeDeclaration(
                .usage,
                "bad usage, the sources or the output cannot be read or written,\nor what the sources declare does not compile (nothing is written)"
            ),
        ])

    static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError) -> ExitStatus {
        let report = try ReportChoice.from(arguments)
        let sources = arguments.positionals.first ?? ""
        let out = arguments.folder(.out)
        let app = ImportedApp(
            sources: sources, appName: arguments.value(of: .appName), defines: arguments.values(of: .define),
            target: arguments.value(of: .target), locale: arguments.value(of: .locale))
        let drift = arguments.isSet(.check) && !app.diagnostics.containsErrors ? app.drift(in: out) : []
        if !report.isText {
            report.write(FindingsReport(command: "import", diagnostics: app.diagnostics + drift), console: console)
            if app.diagnostics.containsErrors { return .usage }
            if !drift.isEmpty || (report.strict && !app.diagnostics.isEmpty) { return .notDone }
            if arguments.isSet(.check) { return .done }
        } else {
            for diagnostic in app.diagnostics {
                let text = diagnostic.description
                console.error(diagnostic.severity == .error ? console.red(text) : console.yellow(text))
            }
        }
        if app.diagnostics.containsErrors { return .usage }
        let folder = app.folder(in: out)
        if arguments.isSet(.check) {
            for difference in drift { console.print("\(difference.file ?? folder): \(difference.message)") }
            if drift.isEmpty {
                console.print("\(folder) matches \(sources)")
                return report.strict && !app.diagnostics.isEmpty ? .notDone : .done
            }
            let count = drift.count
            console.print(
                "\(count) difference\(count == 1 ? "" : "s") between \(folder) and \(sources); run 'phrasebook import \(sources) --out \(out)' to update it"
            )
            return .notDone
        }
        if report.strict && !app.diagnostics.isEmpty {
            console.error("phrasebook: --strict and \(app.diagnostics.count) warning(s); nothing was written")
            return .notDone
        }
        switch app.write(to: out) {
        case .failure(let problem):
            console.error(console.red(problem.description))
            return .usage
        case .success(let written):
            let warnings = app.diagnostics.count
            let summary =
                "imported \(app.name) from \(sources) into \(folder): \(written.count) file\(written.count == 1 ? "" : "s") written, \(warnings) warning\(warnings == 1 ? "" : "s")"
            if report.isText { console.print(summary) } else { console.error(summary) }
            return .done
        }
    }
}
