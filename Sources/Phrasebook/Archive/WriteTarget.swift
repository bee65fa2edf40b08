import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a file a command writes goes, decided before writing.
///
/// Atomic replacement (a temporary file beside the target, renamed over it)
/// is for regular files; a device or a pipe (`/dev/null`, `/dev/stdout`) is
/// written in place, and a folder is refused. A symbolic link is followed,
/// so the file it points at is replaced and the link stays.
enum WriteTarget: Equatable {
    /// Write beside `path` and rename over it: `path` is a regular file
    /// (the end of any links) or nothing yet.
    case replace(path: String)
    /// Write into `path` as it is, without creating or renaming anything.
    case inPlace(path: String)

    /// The most links followed before a path is refused as a loop.
    static let maximumLinks = 40

    /// Where writing `path` goes, or why it cannot be written.
    static func resolve(_ path: String) throws(ArchiveError) -> WriteTarget {
        var current = path
        for _ in 0...maximumLinks {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                guard errno == ENOENT else {
                    throw ArchiveError(message: "cannot write \(path): \(String(cString: strerror(errno)))")
                }
                return .replace(path: current)
            }
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                return .replace(path: current)
            case S_IFDIR:
                throw ArchiveError(message: "cannot write \(path): it is a folder; give a file name")
            case S_IFLNK:
                var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let length = readlink(current, &buffer, buffer.count - 1)
                guard length > 0 else {
                    throw ArchiveError(message: "cannot write \(path): \(String(cString: strerror(errno)))")
                }
                let target = String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
                // A link into /proc names a pipe or terminal (`pipe:[…]`),
                // not a path: the descriptor behind the original path is
                // written in place.
                guard target.hasPrefix("/") || !target.contains(":[") else { return .inPlace(path: path) }
                current =
                    target.hasPrefix("/")
                    ? target
                    : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
            default:
                return .inPlace(path: current)
            }
        }
        throw ArchiveError(message: "cannot write \(path): more than \(maximumLinks) symbolic links (a loop?)")
    }
}
