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
    /// Reads the app whose sources are under `directory`: Swift files,
    /// `Info.plist`, String Catalogs and `.lproj` tables, or Xcode's
    /// `Metadata.appintents`.
    ///
    /// `appName` overrides Info.plist's name;
    /// `defines` are the flags `#if` sees set.
    ///
    /// - Parameters:
    ///   - directory: The folder of the app's sources.
    ///   - appName: The app's name, when Info.plist does not say it.
    ///   - defines: The compilation flags `#if` sees set.
    public init(sources directory: String, appName: String? = nil, defines: [String] = []) {
        self = AppImporter.importApp(
            from: directory, options: AppImporter.Options(appName: appName, defines: Set(defines)))
    }

    init(
        manifest: AppManifest, folderName: String,
        entityFiles: [(type: String, fileName: String, suggested: [TypeValue])],
        localizationFiles: [(source: String, destination: String)], diagnostics: [Diagnostic]
    ) {
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
}
