import Foundation

/// The build settings an Xcode configuration file (`.xcconfig`) sets, read
/// as Xcode reads it: `KEY = value` lines, `//` comments, `#include "file"`
/// and `#include? "file"` (relative to the including file), a later line
/// overriding an earlier one and `$(inherited)` naming the value before it.
///
/// Projects that name the app there (`PRODUCT_NAME`,
/// `INFOPLIST_KEY_CFBundleDisplayName`, a variable their `Info.plist` uses)
/// point a build configuration's `baseConfigurationReference` at it.
struct XcodeConfigFile {
    /// How deep `#include`s may nest.
    static let maximumIncludeDepth = 8
    /// How many files one configuration may read in all.
    static let maximumFiles = 64

    /// The settings, in the order each was first set; a value may still
    /// hold `$(inherited)` when no earlier line set its key.
    private(set) var settings: [String: String] = [:]
    /// Every problem found, as warnings at their place.
    private(set) var diagnostics: [Diagnostic] = []
    private var filesRead = 0

    /// Reads the configuration file at `path` and the files it includes.
    init(path: String) {
        read(path, depth: 0, includedAt: nil)
    }

    private mutating func read(_ path: String, depth: Int, includedAt: SourceLocation?) {
        guard depth < Self.maximumIncludeDepth, filesRead < Self.maximumFiles else {
            warn(
                "includes nest deeper than \(Self.maximumIncludeDepth) files or read more than \(Self.maximumFiles); the rest is not read",
                includedAt, path)
            return
        }
        filesRead += 1
        let file: SourceFile
        switch ManifestFile.readText(path, expected: "Xcode configuration file") {
        case .failure(let problem):
            var warning = problem
            warning.severity = .warning
            if let includedAt {
                warning = Diagnostic(
                    .warning, .importUnreadable, "the included \(path) cannot be read: \(problem.message)",
                    location: includedAt)
            }
            diagnostics.append(warning)
            return
        case .success(let text):
            file = text
        }
        let text = String(decoding: file.bytes, as: UTF8.self)
        var offset = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let lineStart = offset
            offset += rawLine.utf8.count + 1
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = line.trimmingCharacters(in: .whitespaces.union(.init(charactersIn: "\r")))
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#include") {
                let optional = trimmed.hasPrefix("#include?")
                let parts = trimmed.split(separator: "\"", omittingEmptySubsequences: false)
                guard parts.count >= 3, !parts[1].isEmpty else {
                    warn(
                        "an #include without a quoted file name; it is not read", file.location(ofOffset: lineStart),
                        path)
                    continue
                }
                let name = String(parts[1])
                let included =
                    name.hasPrefix("/")
                    ? name : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
                if optional, !FileManager.default.fileExists(atPath: included) { continue }
                read(
                    (included as NSString).standardizingPath, depth: depth + 1,
                    includedAt: file.location(ofOffset: lineStart))
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            // `KEY[sdk=…]` is conditional; the plain key is the one every build sees.
            guard !key.isEmpty, !key.contains("["), !key.contains(" ") else { continue }
            var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            if let earlier = settings[key] { value = XcodeProject.inheriting(value, from: earlier) }
            settings[key] = value
        }
    }

    private mutating func warn(_ message: String, _ location: SourceLocation?, _ path: String) {
        if let location {
            diagnostics.append(Diagnostic(.warning, .importUnreadable, message, location: location))
        } else {
            diagnostics.append(Diagnostic(.warning, .importUnreadable, message, file: path))
        }
    }
}
