/// What `phrasebook import` read from an app's sources: its manifest, the
/// entity types whose values are runtime data (written as `entitiesFile`
/// stubs for the developer to fill), the localization files to copy beside
/// the manifest, and every construct it could not read, as located warnings.
///
/// Write it to a Phrases folder with ``write(to:)``, or compare it with one
/// with ``differences(in:)``.
///
/// ```swift
/// let app = ImportedApp(sources: "MyApp/Sources")
/// for warning in app.diagnostics { print(warning) }
/// _ = app.write(to: "Phrases")   // Phrases/<app>/app.json and its files
/// ```
public struct ImportedApp: Sendable {
    init(
        manifest: AppManifest, folderName: String,
        entityFiles: [(type: String, fileName: String, suggested: [TypeValue])],
        localizationFiles: [(source: String, destination: String)], diagnostics: [Diagnostic],
        swiftPlaces: [String: SourceLocation] = [:]
    ) {
        self.swiftPlaces = swiftPlaces
        self.manifest = manifest
        self.folderName = folderName
        self.entityFiles = entityFiles
        self.localizationFiles = localizationFiles
        self.diagnostics = diagnostics
    }

    /// The app's name.
    public var name: String { manifest.app.name }

    /// The app's declarations, as `app.json` will hold them.
    var manifest: AppManifest
    /// The app's folder name under the Phrases folder (its name without spaces or punctuation).
    public internal(set) var folderName: String
    /// Entity types whose values go in `<Type>.json`, with the values the
    /// sources list as literals (`suggestedEntities()`), if any.
    var entityFiles: [(type: String, fileName: String, suggested: [TypeValue])]
    /// Localization files to copy: source path → path relative to the app's folder.
    var localizationFiles: [(source: String, destination: String)]
    /// Every problem found, as `path:line:col: warning: …`.
    public internal(set) var diagnostics: [Diagnostic]
    /// Where in Swift each part of the manifest was declared, by JSON path.
    var swiftPlaces: [String: SourceLocation]
}
