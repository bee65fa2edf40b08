/// Why a compiled catalog file could not be written, read or updated: it is
/// missing, damaged, truncated, of another format version, or the update
/// names an app or type the catalog does not have.
///
/// The message says which
/// and what to do (`phrasebook compile -o FILE` writes a fresh one).
///
/// ```swift
/// do {
///     let catalog = try Catalog(compiledFile: "catalog.pbc")
/// } catch {
///     print(error.message)   // what is wrong with the file, and what to do
/// }
/// ```
public struct ArchiveError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, in one sentence.
    public let message: String

    /// The message.
    public var description: String { message }
}
