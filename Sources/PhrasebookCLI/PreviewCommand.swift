import Foundation
import Phrasebook

/// `phrasebook preview --html DIR`: writes a static page that previews every
/// app's App Shortcuts in every locale, with coverage, drift and findings.
enum PreviewCommand: PhrasebookCommand {
    static let declaration = CommandDeclaration(
        name: "preview",
        summary: "write a static HTML page that previews every shortcut in every locale",
        options: [
            .phrases, .swift, .catalog,
            .corpus.helping("a corpus file, or the folder of corpus files, whose cases the page shows"),
            .html,
        ],
        discussion: """
            Writes DIR/index.html (atomically; DIR is made if missing): one
            self-contained page — no network, no external file — with each app's
            names per locale, its shortcuts with their phrases in every locale side
            by side (each phrase with the number of corpus cases that reach it),
            the values of each type per locale, localization drift (a locale
            missing a shortcut, a translation identical to its source, fewer
            phrases than the source), the lint findings, and every corpus case
            with its outcome and dialog as coverage runs it. A search box filters
            phrases, values and cases; what the page says about matching is
            computed when it is written. Without a corpus folder the page shows
            no cases.
            """,
        examples: ["phrasebook preview --html /tmp/phrasebook-preview"],
        exitCodes: [
            ExitCodeDeclaration(.done, "the page was written"),
            ExitCodeDeclaration(.usage, "bad usage, invalid phrases, a corpus error, or DIR cannot be written"),
        ])

    static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError) -> ExitStatus {
        guard let directory = arguments.value(of: .html) else { throw .usage("preview needs --html DIR") }
        guard let catalog = CatalogLoading.load(arguments, console: console) else { return .usage }
        let corpus = arguments.folder(.corpus)
        var coverage: CoverageReport?
        if FileManager.default.fileExists(atPath: corpus) {
            let report = CoverageReport(catalog: catalog, corpus: corpus)
            if report.corpusDiagnostics.containsErrors {
                for diagnostic in report.corpusDiagnostics { console.error(diagnostic.description) }
                console.error("phrasebook: the corpus in \(corpus) has errors; nothing was written")
                return .usage
            }
            coverage = report
        }
        let page = catalog.previewPage(coverage: coverage, lint: LintReport(catalog: catalog))
        let file = (directory as NSString).appendingPathComponent("index.html")
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(page.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            console.error("phrasebook: cannot write \(file): \((error as NSError).localizedDescription)")
            return .usage
        }
        console.print("wrote \(file)")
        return .done
    }
}
