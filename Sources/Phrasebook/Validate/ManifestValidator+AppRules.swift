import Foundation

/// App-level rules: the app's name and synonyms, and names across apps.
extension ManifestValidator {
    /// The app's name and synonyms have words.
    mutating func checkApp() {
        let root = JSONPath.root
        if manifest.app.name.trimmingCharacters(in: .whitespaces).isEmpty {
            report(.error, .emptyTitle, "the app needs a name", root.key("app").key("name"))
        }
        for (index, synonym) in manifest.app.synonyms.enumerated() where !TextNormalizer.hasWords(synonym) {
            report(
                .error, .emptyTitle, "an app name synonym has no words", root.key("app").key("synonyms").index(index))
        }
    }

    /// Problems across apps: two apps with the same name.
    static func validate(_ manifests: [AppManifest]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen: [String: String] = [:]
        for manifest in manifests {
            let key = TextNormalizer.normalize(manifest.app.name)
            if let other = seen[key] {
                diagnostics.append(
                    Diagnostic(
                        .error, .duplicateApp, "another app is also named \"\(manifest.app.name)\" (\(other))",
                        location: manifest.sourceMap.location(of: JSONPath.root.key("app").key("name")),
                        jsonPath: "app.name"))
            } else if !key.isEmpty {
                seen[key] = manifest.path
            }
        }
        return diagnostics
    }
}
