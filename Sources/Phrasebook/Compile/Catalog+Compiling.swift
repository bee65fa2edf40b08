import Foundation

extension Catalog {
    /// Loads every app under `directory` — each `<App>/app.json` with its
    /// `.lproj` translations, or the folder's own `app.json` — validates it
    /// and compiles it.
    ///
    /// Problems are in ``diagnostics``; parts with errors
    /// are left out of matching (check ``hasErrors``).
    ///
    /// - Parameter directory: A folder of app folders (such as `Phrases`), or one app's folder.
    public init(directory: String) {
        self = CatalogCompiler.compile(directory: directory)
    }

    /// Compiles app manifests held in memory: `manifests` maps each
    /// manifest's path (used in diagnostics; apps load in path order) to its
    /// `app.json` text.
    ///
    /// Translations are not read; an `entitiesFile` is read
    /// from the folder of the manifest's path, as it would be on disk.
    ///
    /// - Parameter manifests: Each manifest's path mapped to its `app.json` text.
    public init(manifests: [String: String]) {
        var loaded: [AppManifest] = []
        var diagnostics: [Diagnostic] = []
        // Each manifest is read on its own: on every core, kept in path order.
        let sorted = manifests.sorted(by: { $0.key < $1.key })
        let read = ParallelMap.map(sorted.count) { index in
            let (path, text) = sorted[index]
            return PhrasesLoader.loadManifest(
                text: text, path: path, folder: (path as NSString).deletingLastPathComponent)
        }
        for (manifest, problems) in read {
            diagnostics += problems
            if let manifest { loaded.append(manifest) }
        }
        self = CatalogCompiler.compile(loaded, loadDiagnostics: diagnostics)
    }

    /// Imports the app whose Swift sources (with Info.plist and localization
    /// files) are under `directory`, in memory — nothing is written — and
    /// compiles it.
    ///
    /// The importer's warnings (PB140) come first in
    /// ``diagnostics``; entity types hold the values the sources suggest.
    ///
    /// - Parameters:
    ///   - directory: The folder of the app's sources.
    ///   - appName: The app's name, when Info.plist does not say it.
    ///   - defines: The compilation flags `#if` sees set.
    public init(swiftSources directory: String, appName: String? = nil, defines: [String] = []) {
        let app = AppImporter.importApp(
            from: directory, options: AppImporter.Options(appName: appName, defines: Set(defines)))
        let (manifest, problems) = app.loadInMemory(directory: directory)
        // What the sources declare is reported where they declare it.
        self = CatalogCompiler.compile(
            manifest.map { [$0] } ?? [], loadDiagnostics: app.diagnostics + problems, locate: app.locatedInSwift)
    }
}
