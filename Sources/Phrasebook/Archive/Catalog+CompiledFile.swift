import Foundation

extension Catalog {
    /// Writes the catalog as a compiled catalog file at `path` (atomically: a
    /// reader sees the old file or the new one), with the fingerprint of
    /// `sourceDirectory`, the folder it was compiled from, so a later load
    /// can tell when the sources changed (``changedSources``).
    ///
    /// - Parameters:
    ///   - path: Where to write the file; a file already there is replaced.
    ///   - sourceDirectory: The folder of app folders the catalog was compiled from.
    /// - Throws: An ``ArchiveError`` when the file cannot be written.
    public func write(toFile path: String, sourceDirectory: String) throws(ArchiveError) {
        try CatalogFile.write(self, sources: SourceFingerprint(directory: sourceDirectory), to: path)
    }

    /// Writes the catalog as a compiled catalog file at `path` (atomically)
    /// with the source fingerprint it was loaded with, so a catalog read
    /// from a compiled file and updated (``replacingEntities(app:type:entitiesFile:)``)
    /// still says when its sources changed.
    ///
    /// A catalog compiled in this
    /// process has no fingerprint: use ``write(toFile:sourceDirectory:)``.
    ///
    /// - Parameter path: Where to write the file; a file already there is replaced.
    /// - Throws: An ``ArchiveError`` when the file cannot be written.
    public func write(toFile path: String) throws(ArchiveError) {
        try CatalogFile.write(
            self, sources: sourceFingerprint ?? SourceFingerprint(directory: "", entries: []), to: path)
    }

    /// Loads a compiled catalog file written by ``write(toFile:sourceDirectory:)``
    /// (read into memory of its own, nothing parsed or compiled; entity values are decoded when read).
    ///
    /// A missing, truncated,
    /// damaged or other-version file throws an ``ArchiveError`` saying which.
    ///
    /// - Parameter path: The compiled catalog file.
    /// - Throws: An ``ArchiveError`` saying why the file cannot be used.
    public init(compiledFile path: String) throws(ArchiveError) {
        let file = try FileBytes.reading(path: path, summedFrom: CatalogFile.headerLength)
        do {
            self = try CatalogFile.catalog(from: file)
        } catch {
            throw ArchiveError(message: "\(path): \(error.message)")
        }
    }

    /// The folder the compiled catalog file at `path` was compiled from,
    /// without loading the catalog (what `lint --catalog` needs: it reads the
    /// sources again).
    ///
    /// The file is checked as ``init(compiledFile:)`` checks
    /// it: a missing, truncated, damaged or other-version file throws.
    ///
    /// - Parameter path: The compiled catalog file.
    /// - Returns: The absolute path of the folder the catalog was compiled from.
    /// - Throws: An ``ArchiveError`` saying why the file cannot be read.
    public static func sourceDirectory(ofCompiledFile path: String) throws(ArchiveError) -> String {
        let file = try FileBytes.reading(path: path, summedFrom: CatalogFile.headerLength)
        do {
            return try CatalogFile.sourceDirectory(in: file)
        } catch {
            throw ArchiveError(message: "\(path): \(error.message)")
        }
    }

    /// The compiled catalog file's bytes (what ``write(toFile:sourceDirectory:)`` writes).
    func compiledFileBytes(sourceDirectory: String) -> [UInt8] {
        CatalogFile.bytes(of: self, sources: SourceFingerprint(directory: sourceDirectory))
    }

    /// The folder a catalog loaded from a compiled file was compiled from
    /// (absolute); `nil` for a catalog compiled in this process.
    public var sourceDirectory: String? { sourceFingerprint?.directory }

    /// For a catalog loaded from a compiled file: the source files (relative
    /// to ``sourceDirectory``) added, removed or changed since it was
    /// compiled, so a caller can say the file is stale.
    ///
    /// Empty otherwise, and
    /// when the folder is not there to compare with (a file used on another
    /// machine, or after its sources moved, stands on its own).
    public var changedSources: [String] {
        guard let sourceFingerprint, SourceFingerprint.isReadableFolder(sourceFingerprint.directory) else { return [] }
        let limit = sourceFingerprint.entries.count.saturatingSum(SourceFingerprint.staleCheckSlack)
        return sourceFingerprint.changes(
            comparedWith: SourceFingerprint(directory: sourceFingerprint.directory, limit: limit))
    }
}
