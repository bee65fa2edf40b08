import Foundation

/// Reads a Phrases folder: every `<Folder>/app.json` below it (or the folder's
/// own `app.json` when it is a single app's folder).
enum PhrasesLoader {
    /// The manifests read and every problem found while reading them.
    struct Result: Sendable {
        /// The manifests that could be read, in folder-name order.
        var manifests: [AppManifest]
        /// Every problem found, errors and warnings.
        var diagnostics: [Diagnostic]
    }

    /// Reads every app under `directory`.
    static func load(directory: String) -> Result {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            return Result(
                manifests: [],
                diagnostics: [
                    Diagnostic(
                        .error, .unreadable, "no such folder; give the folder that holds your apps",
                        file: directory)
                ])
        }
        guard isDirectory.boolValue else {
            return Result(
                manifests: [],
                diagnostics: [
                    Diagnostic(
                        .error, .unreadable,
                        "is a file; --phrases takes a folder of app folders (each with an app.json)", file: directory)
                ])
        }
        let ownManifest = (directory as NSString).appendingPathComponent("app.json")
        var manifestPaths: [String] = []
        var unreadable: [Diagnostic] = []
        if FileManager.default.fileExists(atPath: ownManifest) {
            manifestPaths = [ownManifest]
        } else {
            let entries: [String]
            do {
                entries = try FileManager.default.contentsOfDirectory(atPath: directory)
            } catch {
                return Result(
                    manifests: [],
                    diagnostics: [
                        Diagnostic(
                            .error, .unreadable, "cannot be listed: \(error.localizedDescription)", file: directory)
                    ])
            }
            for entry in entries.sorted() where !entry.hasPrefix(".") {
                let folder = (directory as NSString).appendingPathComponent(entry)
                let candidate = (folder as NSString).appendingPathComponent("app.json")
                if FileManager.default.fileExists(atPath: candidate) {
                    manifestPaths.append(candidate)
                } else if let problem = unreadableFolder(folder) {
                    unreadable.append(problem)
                }
            }
        }
        if manifestPaths.isEmpty {
            return Result(
                manifests: [],
                diagnostics: unreadable + [
                    Diagnostic(.error, .noApps, "holds no app: expected <App>/app.json in it", file: directory)
                ])
        }
        var result = Result(manifests: [], diagnostics: unreadable)
        for (manifest, diagnostics) in loadManifests(paths: manifestPaths, phrasesFolder: directory) {
            result.diagnostics += diagnostics
            if let manifest { result.manifests.append(manifest) }
        }
        return result
    }

    /// ``loadManifest(path:phrasesFolder:)`` of every path, in order: the
    /// files are read and parsed on every core (each on its own, nothing
    /// shared), since a large catalog's JSON is much of its compile time.
    private static func loadManifests(paths: [String], phrasesFolder: String) -> [(AppManifest?, [Diagnostic])] {
        guard paths.count > 1 else { return paths.map { loadManifest(path: $0, phrasesFolder: phrasesFolder) } }
        let loaded = LoadedManifests(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            loaded.store(loadManifest(path: paths[index], phrasesFolder: phrasesFolder), at: index)
        }
        return loaded.results
    }

    /// An error when `folder` is a folder this process cannot list or enter
    /// (its permissions), so an app in it would vanish unnoticed; else `nil`.
    static func unreadableFolder(_ folder: String) -> Diagnostic? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            return nil
        }
        guard
            !FileManager.default.isReadableFile(atPath: folder) || !FileManager.default.isExecutableFile(atPath: folder)
        else {
            return nil
        }
        return Diagnostic(
            .error, .unreadable, "cannot be read (check its permissions), so nothing in it was loaded", file: folder)
    }

    /// Reads one `app.json`; its `entitiesFile`s must be inside
    /// `phrasesFolder` (by default the app's folder).
    static func loadManifest(path: String, phrasesFolder: String? = nil) -> (AppManifest?, [Diagnostic]) {
        switch ManifestFile.read(path) {
        case .failure(let diagnostic):
            return (nil, [diagnostic])
        case .success(let (file, root)):
            let folder = (path as NSString).deletingLastPathComponent
            var (manifest, diagnostics) = ManifestDecoder.decode(
                root, file: file, folder: folder, phrasesFolder: phrasesFolder)
            if var loaded = manifest {
                let (localizations, problems) = LocalizationLoader.load(for: loaded, folder: folder)
                loaded.localizations = localizations
                manifest = loaded
                diagnostics += problems
            }
            return (manifest, diagnostics)
        }
    }

    /// Reads one manifest from JSON text in memory (tests and tools).
    static func loadManifest(text: String, path: String = "app.json", folder: String = ".") -> (
        AppManifest?, [Diagnostic]
    ) {
        let file = SourceFile(path: path, bytes: Array(text.utf8))
        do throws(JSONParser.SyntaxError) {
            let root = try JSONParser.parse(file.bytes)
            return ManifestDecoder.decode(root, file: file, folder: folder)
        } catch {
            return (
                nil,
                [
                    Diagnostic(
                        .error, .syntax, "invalid JSON: \(error.message)",
                        location: file.location(ofOffset: error.offset))
                ]
            )
        }
    }
}

/// What ``PhrasesLoader`` read from each manifest path, stored by the path's
/// index as the files are read side by side (a lock guards the array).
private final class LoadedManifests: @unchecked Sendable {
    private let lock = NSLock()
    private var loaded: [(AppManifest?, [Diagnostic])]

    init(count: Int) {
        loaded = Array(repeating: (nil, []), count: count)
    }

    /// Stores what path `index` gave.
    func store(_ result: (AppManifest?, [Diagnostic]), at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        loaded[index] = result
    }

    /// Everything stored, in path order (read once every store is done).
    var results: [(AppManifest?, [Diagnostic])] {
        lock.lock()
        defer { lock.unlock() }
        return loaded
    }
}
