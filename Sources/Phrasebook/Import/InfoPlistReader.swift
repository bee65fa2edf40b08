import Foundation

/// Reads an app's `Info.plist` (XML or binary, through Foundation's
/// `PropertyListSerialization`): the name users say (`CFBundleDisplayName`,
/// else `CFBundleName`), its alternative names (`INAlternativeAppNames`:
/// `INAlternativeAppName` with an optional `INAlternativeAppNamePronunciationHint`)
/// and its development region.
struct InfoPlistReader {
    /// The app's name, when the plist holds a literal one.
    var name: String?
    /// The alternative names, then each pronunciation hint that differs from its name.
    var synonyms: [String] = []
    /// `CFBundleDevelopmentRegion`, when set.
    var developmentRegion: String?
    /// Every problem found.
    var diagnostics: [Diagnostic] = []

    /// Reads the plist at `path`.
    init(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.append(Diagnostic(.warning, .importUnreadable, "cannot be read", file: path))
            return
        }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            diagnostics.append(
                Diagnostic(
                    .warning, .importUnreadable,
                    "is not a property list the importer can read (\(error.localizedDescription))", file: path))
            return
        }
        guard let dictionary = root as? [String: Any] else {
            diagnostics.append(Diagnostic(.warning, .importUnreadable, "is not a dictionary property list", file: path))
            return
        }
        for key in ["CFBundleDisplayName", "CFBundleName"] {
            guard let value = dictionary[key] as? String, !value.isEmpty else { continue }
            if value.contains("$(") || value.contains("${") {
                diagnostics.append(
                    Diagnostic(
                        .warning, .importUnreadable,
                        "\(key) is the build setting \(value), which only Xcode knows; pass the app's name with --app-name",
                        file: path))
                continue
            }
            name = value
            break
        }
        if let region = dictionary["CFBundleDevelopmentRegion"] as? String, !region.contains("$(") {
            developmentRegion = region
        }
        if let alternatives = dictionary["INAlternativeAppNames"] as? [Any] {
            var hints: [String] = []
            for entry in alternatives {
                guard let entry = entry as? [String: Any], let alternative = entry["INAlternativeAppName"] as? String
                else {
                    diagnostics.append(
                        Diagnostic(
                            .warning, .importUnreadable,
                            "an INAlternativeAppNames entry without an INAlternativeAppName string", file: path))
                    continue
                }
                synonyms.append(alternative)
                if let hint = entry["INAlternativeAppNamePronunciationHint"] as? String, hint != alternative {
                    hints.append(hint)
                }
            }
            synonyms += hints.filter { !synonyms.contains($0) }
        }
    }
}
