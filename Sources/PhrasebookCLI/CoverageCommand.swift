import Foundation
import Phrasebook

/// `phrasebook coverage`: runs `Corpus/` against `Phrases/` and reports which
/// phrases the corpus reaches, which spoken forms it never says, and every
/// failing case.
enum CoverageCommand: PhrasebookCommand {
    static let declaration = CommandDeclaration(
        name: "coverage",
        summary: "run the corpus and report phrase and branch coverage",
        options: [
            .phrases, .swift, .catalog, .corpus, .locale.helping("run only the cases of this locale"), .exact, .minimum,
            .json.helping(#"one JSON document: {"cases","phrases","branches","apps","failures"}"#),
        ],
        discussion: """
            Plays every case of the corpus files (Corpus/*.txt) through the same
            conversation the REPL holds, and reports:
              - per app, shortcut and phrase (per locale): the passing cases that
                resolved through it, and the share of phrases covered;
              - branch coverage: the app-name synonyms and the value titles and
                synonyms that no passing case said;
              - every failing case with its file:line, what was expected and what
                happened instead.

            Corpus format (blank lines separate cases):
              > utterance, then one line per answer   ? the next question (exact)
              ! a notice or message (exact)           < the result dialog (exact)
              = App Intent name=value … | none | cancelled | failed | needsValue
              # comment    @locale TAG    @now 2026-11-21T10:00:00    @timezone Asia/Seoul
              @exact (the next case is matched exactly only)
            """,
        exitCodes: [
            ExitCodeDeclaration(.done, "every case passed (and coverage met --min)"),
            ExitCodeDeclaration(.notDone, "a case failed\nor coverage is below --min"),
            ExitCodeDeclaration(.usage, "bad usage, invalid phrases or an unreadable corpus"),
        ])

    static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError) -> ExitStatus {
        var minimum: Double?
        if let text = arguments.value(of: .minimum) {
            guard let value = Double(text.hasSuffix("%") ? String(text.dropLast()) : text), (0...100).contains(value)
            else {
                throw .usage("--min takes a percentage from 0 to 100, not '\(text)'")
            }
            minimum = value
        }
        guard let catalog = CatalogLoading.load(arguments, console: console) else { return .usage }
        let corpusDirectory = arguments.folder(.corpus)
        let report = CoverageReport(
            catalog: catalog, corpusDirectory: corpusDirectory,
            locale: try CatalogLoading.locale(arguments, in: catalog), exact: arguments.isSet(.exact))
        if report.corpusDiagnostics.containsErrors {
            for diagnostic in report.corpusDiagnostics { console.error(diagnostic.description) }
            console.error("phrasebook: the corpus in \(corpusDirectory) has errors; nothing was run")
            return .usage
        }
        if arguments.isSet(.json) {
            console.print(report.json(minimum: minimum).serialized())
        } else {
            console.print(report.text(minimum: minimum, style: console.style))
        }
        let belowMinimum = minimum.map(report.isBelow(minimum:)) ?? false
        return report.failed == 0 && !belowMinimum ? .done : .notDone
    }
}
