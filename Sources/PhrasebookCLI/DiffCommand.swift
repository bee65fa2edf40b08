import Foundation
import Phrasebook

/// `phrasebook diff OLD NEW`: what changes for users between two versions of
/// the same apps' phrases, for a pull request's check.
enum DiffCommand: PhrasebookCommand {
    static let declaration = CommandDeclaration(
        name: "diff",
        summary: "list every utterance whose outcome changes between two versions of the phrases",
        options: [.json.helping(#"one JSON object: {"breaking","phrases":{…},"values":{…},"utterances":[…]}"#)],
        argument: ArgumentDeclaration(name: "OLD NEW", purpose: "the two versions to compare"),
        discussion: """
            OLD and NEW are each a Phrases folder (a folder of app folders), a
            folder of an app's Swift sources (imported in memory, as import does)
            or a compiled catalog file (phrasebook compile -o FILE). Lists the
            phrases and the spoken forms (value titles and synonyms, app names)
            removed and added per locale, then every utterance whose outcome
            changes — spelled out over every expansion of both versions, not
            sampled: utterances that no longer match, that now run another
            invocation, that now ask which one (a new collision), new ones, and
            ones that asked and now run otherwise. The text shows ten of each
            kind; --json lists them all.
            """,
        examples: ["phrasebook diff Phrases Phrases"],
        exitCodes: [
            ExitCodeDeclaration(.done, "nothing that resolved breaks"),
            ExitCodeDeclaration(.notDone, "an utterance that resolved no longer resolves the same"),
            ExitCodeDeclaration(.usage, "bad usage, or OLD or NEW cannot be read or has errors"),
        ])

    static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError) -> ExitStatus {
        guard arguments.positionals.count == 2 else {
            let count = arguments.positionals.count
            throw .usage("expected OLD NEW, got \(count) word\(count == 1 ? "" : "s")")
        }
        guard let old = load(arguments.positionals[0], console: console),
            let new = load(arguments.positionals[1], console: console)
        else { return .usage }
        let diff: CatalogDiff
        do {
            diff = try CatalogDiff(old: old, new: new)
        } catch {
            console.error("phrasebook: \(error.description)")
            return .usage
        }
        if arguments.isSet(.json) {
            console.print(diff.json.serialized())
        } else {
            console.print(diff.text(style: console.style))
        }
        return diff.isBreaking ? .notDone : .done
    }

    /// The catalog at `path`: a compiled file, a Phrases folder or a folder
    /// of Swift sources; `nil` after printing why it cannot be compared.
    private static func load(_ path: String, console: Console) -> Catalog? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            console.error("phrasebook: \(path): no such file or folder")
            return nil
        }
        guard isDirectory.boolValue else { return CatalogLoading.loadCompiled(path, console: console) }
        let catalog =
            holdsAppFolders(path) ? ProcessLifetime.keep(Catalog(directory: path)) : Catalog(swiftSources: path)
        guard !catalog.hasErrors else {
            for diagnostic in catalog.diagnostics where diagnostic.severity == .error {
                console.error(diagnostic.description)
            }
            console.error("phrasebook: \(path) has errors; nothing was compared")
            return nil
        }
        return catalog
    }

    /// Whether `path` is a Phrases folder: some folder in it holds an `app.json`.
    private static func holdsAppFolders(_ path: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.contains { name in
            FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent(name + "/app.json"))
        }
    }
}
