import Foundation

/// Checks the `TZ` environment variable before any date is read: a zone
/// that does not exist, or a path to something other than a zone file (a
/// FIFO would block the first date question forever), is replaced by UTC
/// with a warning, instead of UTC without a word or a hang.
enum TimeZoneVariable {
    /// Where zone files live when `TZ` names a zone rather than a path.
    static let zoneFolder = "/usr/share/zoneinfo"

    /// Checks `TZ`; when it cannot be used, sets it to `UTC` and returns
    /// the warning to print.
    static func check() -> String? {
        guard let raw = getenv("TZ").map({ String(cString: $0) }), !raw.isEmpty else { return nil }
        let name = raw.hasPrefix(":") ? String(raw.dropFirst()) : raw
        let problem: String?
        if name.hasPrefix("/") || name.contains("..") {
            problem = isZoneFile(name) ? nil : "does not name a time zone file"
        } else if isZoneFile(zoneFolder + "/" + name) {
            problem = nil
        } else if FileManager.default.fileExists(atPath: zoneFolder + "/" + name) {
            problem = "does not name a time zone file"
        } else {
            problem = TimeZone(identifier: name) == nil ? "is not a time zone" : nil
        }
        guard let problem else { return nil }
        setenv("TZ", "UTC", 1)
        return "phrasebook: warning: TZ=\(raw) \(problem); dates are read and shown in UTC"
    }

    /// Whether `path` is a regular file (a zone file), without opening it.
    private static func isZoneFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}
