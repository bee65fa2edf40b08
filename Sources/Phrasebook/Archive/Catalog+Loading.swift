import Foundation

extension Catalog {
    /// The catalog at `url`, ready to match, or an error that says why there
    /// is none: a folder of app folders (or one app's folder) is compiled, a
    /// file is read as a compiled catalog file.
    ///
    /// Unlike ``init(directory:)``, which keeps what compiled and reports
    /// the rest in ``diagnostics``, this throws when the phrases have any
    /// error, so a program never matches against half a catalog. A bundled
    /// folder works as any other:
    ///
    /// ```swift
    /// let url = Bundle.module.url(forResource: "Phrases", withExtension: nil)!
    /// let catalog = try Catalog(contentsOf: url)
    /// ```
    ///
    /// - Parameter url: A file URL of a folder of app folders, one app's
    ///   folder, or a compiled catalog file (`phrasebook compile -o`).
    /// - Throws: A ``CatalogLoadError`` saying why there is no catalog.
    public init(contentsOf url: URL) throws(CatalogLoadError) {
        try self.init(loading: url.path)
    }

    /// The catalog at `path`: see ``init(contentsOf:)``.
    ///
    /// - Parameter path: A folder of app folders, one app's folder, or a
    ///   compiled catalog file.
    /// - Throws: A ``CatalogLoadError`` saying why there is no catalog.
    public init(loading path: String) throws(CatalogLoadError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .notFound(path: path)
        }
        if isDirectory.boolValue {
            let catalog = Catalog(directory: path)
            guard !catalog.hasErrors else { throw .invalidPhrases(path: path, diagnostics: catalog.diagnostics) }
            self = catalog
            return
        }
        do {
            self = try Catalog(compiledFile: path)
        } catch {
            throw .unreadableCompiledFile(path: path, error)
        }
    }
}
