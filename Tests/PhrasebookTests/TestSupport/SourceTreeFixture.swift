import Foundation

/// A throwaway folder of source files written for one test.
enum SourceTreeFixture {
    /// Writes `files` (paths relative to a new temporary folder, with their
    /// text) and returns the folder's path; `prefix` names the folder.
    static func write(_ files: [String: String], prefix: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
            .path
        for (path, text) in files {
            let full = (folder as NSString).appendingPathComponent(path)
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        return folder
    }
}
