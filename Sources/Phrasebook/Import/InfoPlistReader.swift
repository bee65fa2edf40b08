import Foundation

/// Reads an app's `Info.plist` (XML or binary, through Foundation's
/// `PropertyListSerialization`): the name users say (`CFBundleDisplayName`,
/// else `CFBundleName`), its alternative names (`INAlternativeAppNames`:
/// `INAlternativeAppName`; an `INAlternativeAppNamePronunciationHint` is how
/// a name sounds, not another name, and is not read) and its development
/// region.
struct InfoPlistReader {
    /// `CFBundleDisplayName`, when the plist holds one that can be read.
    var displayName: String?
    /// `CFBundleName`, when the plist holds one that can be read.
    var bundleName: String?
    /// Whether the plist describes an app extension (it has `NSExtension`
    /// or `EXAppExtensionAttributes`), whose name is not the app's.
    var isExtension = false
    /// The alternative names.
    var synonyms: [String] = []
    /// `CFBundleDevelopmentRegion`, when set.
    var developmentRegion: String?
    /// Every problem found.
    var diagnostics: [Diagnostic] = []

    /// The app's name: the display name, else the bundle name.
    var name: String? { displayName ?? bundleName }

    /// Reads the plist at `path`; `expand` replaces build-setting references
    /// (`$(PRODUCT_NAME)`) where an Xcode project says what they are.
    init(path: String, expand: ((String) -> String?)? = nil) {
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
        isExtension = dictionary["NSExtension"] != nil || dictionary["EXAppExtensionAttributes"] != nil
        func literal(_ key: String) -> String? {
            guard let value = dictionary[key] as? String, !value.isEmpty else { return nil }
            guard value.contains("$(") || value.contains("${") else { return value }
            if let expand, let expanded = expand(value), !expanded.isEmpty { return expanded }
            if expand == nil {
                diagnostics.append(
                    Diagnostic(
                        .warning, .importUnreadable,
                        "\(key) is the build setting \(value), which only Xcode knows; pass the app's name with --app-name",
                        file: path))
            }
            return nil
        }
        displayName = literal("CFBundleDisplayName")
        bundleName = displayName == nil ? literal("CFBundleName") : nil
        if let region = dictionary["CFBundleDevelopmentRegion"] as? String {
            if !region.contains("$(") {
                developmentRegion = region
            } else if let expanded = expand?(region), !expanded.isEmpty {
                developmentRegion = expanded
            }
        }
        if let alternatives = dictionary["INAlternativeAppNames"] as? [Any] {
            for entry in alternatives {
                guard let entry = entry as? [String: Any], let alternative = entry["INAlternativeAppName"] as? String
                else {
                    diagnostics.append(
                        Diagnostic(
                            .warning, .importUnreadable,
                            "an INAlternativeAppNames entry without an INAlternativeAppName string", file: path))
                    continue
                }
                // A pronunciation hint tells Siri how the name sounds; it is
                // not a name users see, so it is not a synonym.
                if !synonyms.contains(alternative) { synonyms.append(alternative) }
            }
        }
    }
}
