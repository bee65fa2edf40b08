import Foundation
import Phrasebook

/// Loads the catalog for a command: the compiled catalog file given with
/// `--catalog`, the `--swift` sources imported in memory, or the `--phrases`
/// folder compiled now, printing its errors (or why the file cannot be read)
/// to standard error.
enum CatalogLoading {
    /// The catalog the arguments name when compiled from sources: the
    /// `--swift` sources imported in memory when given, else the `--phrases`
    /// folder; and what to call it.
    static func catalog(_ arguments: ParsedArguments) -> (Catalog, String) {
        if let sources = arguments.value(of: .swift) {
            return (ProcessLifetime.keep(Catalog(swiftSources: sources)), sources)
        }
        let directory = arguments.folder(.phrases)
        return (ProcessLifetime.keep(Catalog(directory: directory)), directory)
    }

    /// The catalog, or `nil` after printing why there is none: as text on
    /// standard error, or, for a `report` format other than text, in that
    /// format on standard output.
    static func load(
        _ arguments: ParsedArguments, console: Console,
        report: ReportChoice = ReportChoice(format: .text, strict: false)
    ) -> Catalog? {
        if let path = arguments.value(of: .catalog) {
            return loadCompiled(path, console: console, report: report, command: arguments.declaration.name)
        }
        let (catalog, directory) = catalog(arguments)
        if catalog.hasErrors {
            let errors = catalog.diagnostics.filter { $0.severity == .error }
            var reason = "\(errors.count) error\(errors.count == 1 ? "" : "s") in \(directory); nothing was matched"
            if arguments.value(of: .swift) == nil, !FileManager.default.fileExists(atPath: directory) {
                reason += " (pass the folder that holds your apps with --phrases DIR)"
            }
            report.writeStop(
                command: arguments.declaration.name, diagnostics: errors, reason: reason, console: console)
            return nil
        }
        return catalog
    }

    /// The `--locale` tag as `catalog` spells it (tags compare without
    /// regard to case), `nil` without `--locale`; a tag the catalog has no
    /// phrases in is a usage error naming the tags it has.
    static func locale(_ arguments: ParsedArguments, in catalog: Catalog) throws(CommandError) -> String? {
        guard let tag = arguments.value(of: .locale) else { return nil }
        return try locale(tag, in: catalog)
    }

    /// `tag` as `catalog` spells it, or a usage error naming the tags it has.
    static func locale(_ tag: String, in catalog: Catalog) throws(CommandError) -> String {
        guard let locale = catalog.locale(matching: tag) else {
            throw .usage("no phrases in locale '\(tag)'; the phrases are in \(catalog.locales.joined(separator: ", "))")
        }
        return locale
    }

    /// The catalog in compiled file `path`, or `nil` after printing why it
    /// cannot be read; a warning on standard error when its sources changed
    /// since it was compiled.
    static func loadCompiled(
        _ path: String, console: Console, report: ReportChoice = ReportChoice(format: .text, strict: false),
        command: String = "phrasebook"
    ) -> Catalog? {
        let catalog: Catalog
        do {
            catalog = ProcessLifetime.keep(try Catalog(compiledFile: path))
        } catch {
            if report.isText {
                console.error("phrasebook: \(error.message)")
            } else {
                report.writeStop(
                    command: command,
                    diagnostics: [Diagnostic(severity: .error, code: .unreadable, message: error.message, file: path)],
                    reason: error.message, console: console)
            }
            return nil
        }
        let changed = catalog.changedSources
        if !changed.isEmpty, let directory = catalog.sourceDirectory {
            let shown = changed.prefix(3).joined(separator: ", ") + (changed.count > 3 ? ", …" : "")
            console.error(
                console.yellow(
                    "phrasebook: warning: \(path) is older than its sources in \(directory) (\(shown) changed); "
                        + "run phrasebook compile --phrases \(directory) -o \(path) to update it"))
        }
        return catalog
    }
}
