/// Why ``Catalog/init(contentsOf:)`` could not give a catalog: nothing is at
/// the URL, the phrases there have errors, or the compiled catalog file
/// cannot be used.
///
/// ```swift
/// do {
///     let catalog = try Catalog(contentsOf: phrasesFolder)
/// } catch {
///     print(error)                                      // one sentence
///     for diagnostic in error.diagnostics { print(diagnostic) }
/// }
/// ```
public enum CatalogLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No file or folder is at the path.
    case notFound(path: String)
    /// The phrases compiled with errors, each with its file, line, column
    /// and JSON path; the warnings are among them.
    case invalidPhrases(path: String, diagnostics: [Diagnostic])
    /// The compiled catalog file is missing, damaged, truncated or of
    /// another format version.
    case unreadableCompiledFile(path: String, ArchiveError)

    /// What went wrong, in one sentence a library caller can act on.
    public var description: String {
        switch self {
        case .notFound(let path):
            return "nothing at \(path): give the URL of a folder of app folders, one app's folder, "
                + "or a compiled catalog file"
        case .invalidPhrases(let path, let diagnostics):
            let errors = diagnostics.filter { $0.severity == .error }
            let first = errors.first.map { ": \($0.description)" } ?? ""
            return "the phrases in \(path) have \(errors.count) error\(errors.count == 1 ? "" : "s")\(first)"
        case .unreadableCompiledFile(_, let error):
            return error.message
        }
    }

    /// The diagnostics of ``invalidPhrases(path:diagnostics:)``; empty otherwise.
    public var diagnostics: [Diagnostic] {
        if case .invalidPhrases(_, let diagnostics) = self { return diagnostics }
        return []
    }
}
