import Foundation
import Phrasebook

/// `phrasebook compile`: validates the Phrases folder and prints statistics
/// and every diagnostic.
enum CompileCommand: PhrasebookCommand {
    static let declaration = CommandDeclaration(
        name: "compile",
        summary: "validate phrases and print catalog statistics",
        options: [.phrases, .json.helping(#"one JSON object: {"statistics":{…},"diagnostics":[…]}"#)],
        discussion: """
            Checks every app.json against the compile rules (Apple's, or the
            extended rules an app asks for), reports every error and warning as
            path:line:column: severity: message [PBnnn] (at json.path), and prints
            what the compiled catalog holds: apps, shortcuts, phrases, expanded
            utterances, trie nodes, bytes and compile time.
            """,
        exitCodes: [
            ExitCodeDeclaration(.done, "no errors (warnings allowed)"), ExitCodeDeclaration(.usage, "errors in the phrases, or bad usage"),
        ])

    static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError) -> ExitStatus {
        let directory = arguments.value(of: .phrases) ?? CatalogLoading.defaultDirectory
        let catalog = Catalog(directory: directory)
        let statistics = catalog.statistics
        let errors = catalog.diagnostics.filter { $0.severity == .error }.count
        let warnings = catalog.diagnostics.count - errors
        if arguments.isSet(.json) {
            let stats: JSONOutput = .object([
                ("apps", .int(statistics.apps)), ("shortcuts", .int(statistics.shortcuts)),
                ("phrases", .int(statistics.phrases)), ("values", .int(statistics.values)),
                ("valueVariants", .int(statistics.valueVariants)),
                ("expandedUtterances", .int(statistics.expandedUtterances)),
                ("phraseGraphNodes", .int(statistics.phraseGraphNodes)), ("valueTrieNodes", .int(statistics.valueTrieNodes)),
                ("trieNodes", .int(statistics.trieNodes)), ("vocabulary", .int(statistics.vocabularySize)),
                ("bytes", .int(statistics.bytes)), ("compileSeconds", .double(statistics.compileSeconds)),
            ])
            let diagnostics = catalog.diagnostics.map { diagnostic -> JSONOutput in
                var members: [(String, JSONOutput)] = [
                    ("severity", .string(diagnostic.severity.rawValue)), ("code", .string(diagnostic.code.rawValue)),
                    ("message", .string(diagnostic.message)),
                ]
                members.append(("file", diagnostic.file.map(JSONOutput.string) ?? .null))
                members.append(("line", diagnostic.line.map(JSONOutput.int) ?? .null))
                members.append(("column", diagnostic.column.map(JSONOutput.int) ?? .null))
                members.append(("path", .string(diagnostic.jsonPath)))
                return .object(members)
            }
            console.print(JSONOutput.object([
                ("statistics", stats), ("errors", .int(errors)), ("warnings", .int(warnings)), ("diagnostics", .array(diagnostics)),
            ]).serialized())
        } else {
            for diagnostic in catalog.diagnostics {
                let text = diagnostic.description
                console.error(diagnostic.severity == .error ? console.red(text) : console.yellow(text))
            }
            console.print("""
                \(count(statistics.apps, "app")), \(count(statistics.shortcuts, "shortcut")), \(count(statistics.phrases, "phrase")), \(count(statistics.values, "value")) (\(count(statistics.valueVariants, "title or synonym", "titles and synonyms")))
                \(count(statistics.expandedUtterances, "expanded utterance"))
                trie: \(statistics.phraseGraphNodes) phrase-graph nodes + \(statistics.valueTrieNodes) value-trie nodes, \(count(statistics.vocabularySize, "distinct token")), \(statistics.bytes) bytes
                compiled in \(String(format: "%.1f", statistics.compileSeconds * 1000)) ms: \(count(errors, "error")), \(count(warnings, "warning"))
                """)
        }
        return errors > 0 ? .usage : .done
    }

    /// `1 app`, `2 apps`.
    private static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }
}
