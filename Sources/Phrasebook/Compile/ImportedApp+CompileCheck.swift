/// The compile rules run on what import read, before anything is written,
/// and reported at the Swift places the broken parts were declared.
extension ImportedApp {
    /// Reads the app whose sources are under `directory`: Swift files,
    /// `Info.plist`, String Catalogs and `.lproj` tables, or Xcode's
    /// `Metadata.appintents`.
    ///
    /// `appName` overrides the name the Xcode project or Info.plist says;
    /// `defines` are the flags `#if` sees set.
    ///
    /// - Parameters:
    ///   - directory: The folder of the app's sources.
    ///   - appName: The app's name, when no project or Info.plist says it.
    ///   - defines: The compilation flags `#if` sees set.
    ///   - target: The Xcode target whose app is read, when the project has several app targets.
    ///   - locale: The development language, when no project, Info.plist or String Catalog says it.
    public init(
        sources directory: String, appName: String? = nil, defines: [String] = [], target: String? = nil,
        locale: String? = nil
    ) {
        self = AppImporter.importApp(
            from: directory,
            options: AppImporter.Options(appName: appName, defines: Set(defines), target: target, locale: locale))
        // Import never writes a manifest that does not compile: the compile
        // rules' errors are import's errors, at their Swift places.
        diagnostics += compileErrors(directory: directory)
    }

    /// The errors the compile rules find in the manifest import would write
    /// (and its copied tables), each at its Swift place where one is known.
    ///
    /// A fixed entity value the entity's suggested values do not hold is not
    /// one: entity values are run-time data the developer fills in.
    func compileErrors(directory: String) -> [Diagnostic] {
        guard !diagnostics.containsErrors else { return [] }
        let (manifest, problems) = loadInMemory(directory: directory)
        var found = problems.filter { $0.severity == .error }
        if let manifest {
            found += ManifestValidator.validate(manifest).filter { $0.severity == .error && $0.code != .unknownValue }
        }
        return found.map(locatedInSwift)
    }

    /// `diagnostic` moved from the imported manifest to the Swift place of
    /// the closest part its JSON path names, when import knows one; the
    /// JSON path is kept.
    func locatedInSwift(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.file?.hasSuffix(Self.inMemoryManifestName) == true, !diagnostic.jsonPath.isEmpty else {
            return diagnostic
        }
        var path = diagnostic.jsonPath
        while !path.isEmpty {
            if let place = swiftPlaces[path] {
                return Diagnostic(
                    diagnostic.severity, diagnostic.code, diagnostic.message, location: place,
                    jsonPath: diagnostic.jsonPath)
            }
            path = Self.parent(of: path)
        }
        return diagnostic
    }

    /// The name the manifest read in memory is shown under.
    static let inMemoryManifestName = "app.json (imported)"

    /// `path` without its last component (`a.b[2]` → `a.b`, `a.b` → `a`).
    private static func parent(of path: String) -> String {
        var cut = path.endIndex
        var depth = 0
        for index in path.indices.reversed() {
            let character = path[index]
            if character == "]" { depth += 1 }
            if character == "[" {
                depth -= 1
                if depth == 0 {
                    cut = index
                    break
                }
            }
            if character == ".", depth == 0 {
                cut = index
                break
            }
        }
        return cut == path.endIndex ? "" : String(path[..<cut])
    }
}
