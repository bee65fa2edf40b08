import Foundation

/// What a folder of sources looked like when a catalog was compiled from it:
/// every regular file under it, by relative path, with its size and
/// modification time. Comparing it with the folder now says whether a
/// compiled catalog file is stale.
struct SourceFingerprint: Sendable, Equatable {
    /// One file's path relative to ``directory``, its size in bytes and its
    /// modification time in nanoseconds since 1970.
    struct Entry: Sendable, Equatable {
        var path: String
        var size: Int
        var modified: Int
    }

    /// The folder, as given when compiling.
    var directory: String
    /// Every regular file under it, sorted by path.
    var entries: [Entry]

    /// The fingerprint of `directory` as it is now (no entries when it cannot be read).
    init(directory: String) {
        self.directory = directory
        var entries: [Entry] = []
        let root = URL(fileURLWithPath: directory)
        let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey]
        if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) {
            let prefix = root.standardizedFileURL.path.count + 1
            for case let url as URL in walker {
                guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
                let path = String(url.standardizedFileURL.path.dropFirst(prefix))
                let modified = values.contentModificationDate.map { Int(($0.timeIntervalSince1970 * 1e9).rounded()) } ?? 0
                entries.append(Entry(path: path, size: values.fileSize ?? 0, modified: modified))
            }
        }
        self.entries = entries.sorted { $0.path < $1.path }
    }

    /// A fingerprint with these entries.
    init(directory: String, entries: [Entry]) {
        self.directory = directory
        self.entries = entries
    }

    /// The relative paths that were added, removed or changed since `self`
    /// was taken, compared with `now`; empty when nothing changed.
    func changes(comparedWith now: SourceFingerprint) -> [String] {
        let before = Dictionary(entries.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(now.entries.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
    }
}
