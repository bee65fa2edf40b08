import Foundation
import Phrasebook

/// `phrasebook coverage`: runs `Corpus/` against `Phrases/` and reports which
/// phrases the corpus reaches, which spoken forms it never says, and every
/// failing case.
enum CoverageCommand: PhrasebookCommand {
    static let name = "coverage"
    static let summary = "run the corpus and report phrase and branch coverage"
    static let usage = "phrasebook coverage [--phrases DIR] [--corpus DIR] [--locale TAG] [--min PERCENT] [--json]"
    static let discussion = """
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

        Options:
          --phrases DIR   the folder of app folders (default: ./Phrases)
          --corpus DIR    the folder of corpus files (default: ./Corpus)
          --locale TAG    run only the cases of this locale
          --min PERCENT   exit 1 when phrase coverage is below PERCENT
          --json          one JSON document: {"cases","phrases","branches","apps","failures"}

        Exit status: 0 every case passed (and coverage met --min); 1 a case failed
        or coverage is below --min; 2 bad usage, invalid phrases or an unreadable corpus.
        """
    static let flags: Set<String> = []
    static let valuedOptions: Set<String> = ["--corpus", "--min"]

    static func run(_ arguments: ParsedArguments, console: Console) throws(ParsedArguments.UsageError) -> ExitStatus {
        guard arguments.positionals.isEmpty else {
            throw ParsedArguments.UsageError(message: "unexpected argument '\(arguments.positionals[0])'")
        }
        var minimum: Double?
        if let text = arguments.values["--min"] {
            guard let value = Double(text.hasSuffix("%") ? String(text.dropLast()) : text), (0...100).contains(value) else {
                throw ParsedArguments.UsageError(message: "--min takes a percentage from 0 to 100, not '\(text)'")
            }
            minimum = value
        }
        guard let catalog = CatalogLoading.load(arguments, console: console) else { return .usage }
        let corpusDirectory = arguments.values["--corpus"] ?? "Corpus"
        let report = CoverageReport(catalog: catalog, corpusDirectory: corpusDirectory, locale: arguments.values["--locale"])
        if report.corpusDiagnostics.containsErrors {
            for diagnostic in report.corpusDiagnostics { console.error(diagnostic.description) }
            console.error("phrasebook: the corpus in \(corpusDirectory) has errors; nothing was run")
            return .usage
        }
        if arguments.flags.contains("--json") {
            console.print(report.json(minimum: minimum).serialized())
        } else {
            console.print(report.text(minimum: minimum, style: console.style))
        }
        let belowMinimum = minimum.map(report.isBelow(minimum:)) ?? false
        return report.failed == 0 && !belowMinimum ? .done : .notDone
    }
}
