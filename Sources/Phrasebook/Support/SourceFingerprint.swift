import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a folder of sources looked like when a catalog was compiled from it:
/// every regular file under it, by relative path, with its size and
/// modification time.
///
/// Comparing it with the folder now says whether a
/// compiled catalog file is stale.
struct SourceFingerprint: Sendable, Equatable {
    /// One file's path relative to ``directory``, its size in bytes and its
    /// modification time in nanoseconds since 1970.
    struct Entry: Sendable, Equatable {
        var path: String
        var size: Int
        var modified: Int
    }

    /// The folder, made absolute when the fingerprint is taken (a relative
    /// folder is read from the working directory then), so a compiled file
    /// finds its sources again from any working directory.
    var directory: String
    /// Every regular file under it, sorted by path.
    var entries: [Entry]
    /// Whether the walk stopped at its limit before it saw every file.
    var isIncomplete = false

    /// The fingerprint of `directory` as it is now (no entries when it cannot
    /// be read).
    ///
    /// A symbolic link to a file counts as that file; a linked
    /// folder is not entered (a link cannot make the walk go round).
    /// Read with `stat` directly: `say --catalog` takes it on every run, and
    /// Foundation's file URLs and resource values cost most of that run.
    ///
    /// With `limit`, the walk stops after that many files and folders and
    /// the fingerprint says so (``isIncomplete``): a stale check need not
    /// walk a tree far larger than the one it was compiled from (a crafted
    /// file can name `/`).
    init(directory: String, limit: Int = .max) {
        let directory = Self.absolute(directory)
        self.directory = directory
        var entries: [Entry] = []
        var budget = limit
        Self.walk(directory, relative: "", into: &entries, budget: &budget)
        self.entries = entries.sorted { $0.path < $1.path }
        isIncomplete = budget <= 0
    }

    /// `path` made absolute against the working directory, with `.` and `..`
    /// resolved; an absolute or empty path is kept as it is.
    static func absolute(_ path: String) -> String {
        guard !path.isEmpty, !path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Whether `path` is a folder that can be read now.
    static func isReadableFolder(_ path: String) -> Bool {
        guard let stream = opendir(path) else { return false }
        closedir(stream)
        return true
    }

    /// Adds the regular files under `folder` (its path relative to the root
    /// is `relative`, empty or ending in `/`).
    private static func walk(_ folder: String, relative: String, into entries: inout [Entry], budget: inout Int) {
        guard let stream = opendir(folder) else { return }
        defer { closedir(stream) }
        while budget > 0, let entry = readdir(stream) {
            budget -= 1
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                walk(path, relative: relative + name + "/", into: &entries, budget: &budget)
                continue
            }
            if status.st_mode & S_IFMT == S_IFLNK {
                guard stat(path, &status) == 0 else { continue }
            }
            guard status.st_mode & S_IFMT == S_IFREG else { continue }
            entries.append(
                Entry(path: relative + name, size: Int(status.st_size), modified: modifiedNanoseconds(status)))
        }
    }

    /// A file's modification time in nanoseconds since 1970.
    private static func modifiedNanoseconds(_ status: stat) -> Int {
        #if canImport(Darwin)
            let time = status.st_mtimespec
        #else
            let time = status.st_mtim
        #endif
        return Int(time.tv_sec).saturatingProduct(1_000_000_000).saturatingSum(Int(time.tv_nsec))
    }

    /// A fingerprint with these entries.
    init(directory: String, entries: [Entry]) {
        self.directory = directory
        self.entries = entries
    }

    /// Files and folders beyond the recorded files a stale check walks
    /// before it stops.
    static let staleCheckSlack = 10_000

    /// The relative paths that were added, removed or changed since `self`
    /// was taken, compared with `now`; empty when nothing changed.
    func changes(comparedWith now: SourceFingerprint) -> [String] {
        let before = Dictionary(entries.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(now.entries.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
        guard now.isIncomplete else { return changed }
        return changed.filter { after[$0] != nil || before[$0] == nil }
            + ["(more files than when compiled; the rest was not compared)"]
    }
}
