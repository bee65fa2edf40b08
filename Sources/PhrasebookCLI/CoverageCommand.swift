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
            .phrases, .swift, .catalog, .corpus, .filter, .locale.helping("run only the cases of this locale"), .exact,
            .minimum, .format, .quiet,
            .json.helping(#"the same as --format json: {"cases","phrases","branches","apps","failures","results"}"#),
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
              @known-gap REASON (the next case is expected to fail; it fails the run
                when it passes, so that the mark is taken off)
            """,
        exitCodes: [
            ExitCodeDeclaration(.done, "every case passed (and coverage met --min)"),
            ExitCodeDeclaration(.notDone, "a case failed (or a known gap passed)\nor coverage is below --min"),
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
        let report = try ReportChoice.from(arguments)
        guard let catalog = CatalogLoading.load(arguments, console: console, report: report) else { return .usage }
        let corpus = arguments.folder(.corpus)
        let coverage = CoverageReport(
            catalog: catalog, corpus: corpus, locale: try CatalogLoading.locale(arguments, in: catalog),
            exact: arguments.isSet(.exact), filter: arguments.value(of: .filter))
        if coverage.corpusDiagnostics.containsErrors {
            report.writeStop(
                command: "coverage", diagnostics: coverage.corpusDiagnostics,
                reason: "the corpus in \(corpus) has errors; nothing was run", console: console)
            return .usage
        }
        if let filter = arguments.value(of: .filter), coverage.caseCount == 0 {
            throw .usage("no case of \(corpus) matches --filter '\(filter)'")
        }
        switch report.format {
        case .text:
            console.print(
                coverage.text(minimum: minimum, style: console.style, failuresOnly: arguments.isSet(.quiet)))
        case .json: console.print(coverage.json(minimum: minimum).serialized())
        case .junit: console.print(coverage.junit())
        case .github:
            let annotations = coverage.githubAnnotations(minimum: minimum)
            if !annotations.isEmpty { console.print(annotations) }
        case .sarif: console.print(coverage.sarif().serialized())
        }
        let belowMinimum = minimum.map(coverage.isBelow(minimum:)) ?? false
        return coverage.failed == 0 && !belowMinimum ? .done : .notDone
    }
}
