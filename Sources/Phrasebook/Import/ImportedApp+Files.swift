import Foundation

extension ImportedApp {
    /// The app's folder under `phrasesDirectory`.
    ///
    /// - Parameter phrasesDirectory: A folder of app folders.
    /// - Returns: The path of the app's folder in it.
    public func folder(in phrasesDirectory: String) -> String {
        (phrasesDirectory as NSString).appendingPathComponent(folderName)
    }

    /// Writes `<phrasesDirectory>/<App>/app.json`, the localization files as
    /// they are, and an `entitiesFile` for each entity type that has none yet
    /// (never overwriting one the developer filled).
    ///
    /// Every file is written
    /// atomically. Returns the paths written, or the problem that stopped it.
    ///
    /// - Parameter phrasesDirectory: The folder of app folders to write the app's folder in.
    /// - Returns: The paths written, or the problem that stopped the writing.
    public func write(to phrasesDirectory: String) -> Result<[String], Diagnostic> {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: phrasesDirectory, isDirectory: &isDirectory), !isDirectory.boolValue {
            return .failure(
                Diagnostic(
                    .error, .unreadable,
                    "is a file, not a folder; give the Phrases folder to write the app's folder in",
                    file: phrasesDirectory))
        }
        let folder = folder(in: phrasesDirectory)
        var written: [String] = []
        func put(_ data: Data, _ relative: String) throws {
            guard SafeFileName.staysInside(relative) else { throw OutsideFolder(relative: relative) }
            let path = (folder as NSString).appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            written.append(path)
        }
        do {
            try put(Data(ManifestWriter.text(self, inlineEntities: false).utf8), "app.json")
            for file in localizationFiles {
                guard let data = FileManager.default.contents(atPath: file.source) else {
                    return .failure(Diagnostic(.error, .unreadable, "cannot be read", file: file.source))
                }
                try put(data, file.destination)
            }
            for entity in entityFiles {
                let path = (folder as NSString).appendingPathComponent(entity.fileName)
                if FileManager.default.fileExists(atPath: path) { continue }
                try put(Data(ManifestWriter.entitiesText(entity.suggested).utf8), entity.fileName)
            }
        } catch let outside as OutsideFolder {
            return .failure(
                Diagnostic(
                    .error, .unreadable,
                    "refused to write \"\(outside.relative)\": a name from the sources would leave the app's folder",
                    file: folder))
        } catch {
            let reason = (error as NSError).userInfo[NSUnderlyingErrorKey].map { "\($0)" } ?? error.localizedDescription
            return .failure(Diagnostic(.error, .unreadable, "cannot be written: \(reason)", file: folder))
        }
        return .success(written)
    }

    /// Every way the app's folder under `phrasesDirectory` differs from what
    /// the sources say, one readable line each (empty when it matches): the
    /// descriptions of ``drift(in:)``.
    ///
    /// - Parameter phrasesDirectory: The folder of app folders to compare.
    /// - Returns: One line per difference; empty when the folder matches.
    public func differences(in phrasesDirectory: String) -> [String] {
        drift(in: phrasesDirectory).map { "\($0.file ?? ""): \($0.message)" }
    }

    /// Every way the app's folder under `phrasesDirectory` differs from what
    /// the sources say, as error diagnostics (`PB141`) on the file that
    /// differs, with the manifest's JSON path where there is one — for the
    /// report formats CI systems read.
    ///
    /// Manifests are compared by meaning — member order, comments, `null`
    /// and empty defaults aside, and entity values aside (they are runtime
    /// data); localization files byte for byte.
    ///
    /// - Parameter phrasesDirectory: The folder of app folders to compare.
    /// - Returns: One diagnostic per difference; empty when the folder matches.
    public func drift(in phrasesDirectory: String) -> [Diagnostic] {
        let folder = folder(in: phrasesDirectory)
        let manifestPath = (folder as NSString).appendingPathComponent("app.json")
        var found: [Diagnostic] = []
        func differs(_ file: String, _ message: String, at jsonPath: String = "") {
            found.append(Diagnostic(.error, .importDrift, message, file: file, jsonPath: jsonPath))
        }
        switch ManifestFile.read(manifestPath) {
        case .failure(let problem):
            differs(manifestPath, "\(problem.message) — the sources declare the app \(manifest.app.name)")
        case .success(let (_, existing)):
            let text = ManifestWriter.json(self, inlineEntities: false).serialized()
            if let imported = try? JSONParser.parse(Array(text.utf8)) {
                var lines: [(path: String, message: String)] = []
                ManifestComparison.compare(imported, existing, path: "", into: &lines) { swiftPlaces[$0]?.description }
                for line in lines { differs(manifestPath, line.message, at: line.path) }
            }
        }
        for file in localizationFiles {
            let path = (folder as NSString).appendingPathComponent(file.destination)
            guard let existing = FileManager.default.contents(atPath: path) else {
                differs(path, "missing; the sources have \(file.source)")
                continue
            }
            if existing != FileManager.default.contents(atPath: file.source) {
                differs(path, "differs from \(file.source)")
            }
        }
        let copied = Set(localizationFiles.map(\.destination))
        let present = LocalizationLoader.files(in: folder)
        let existingTables =
            [present.phraseCatalog, present.stringCatalog, present.infoPlistCatalog].compactMap { $0 }
            + (present.phraseStrings + present.stringStrings + present.infoPlistStrings).map(\.1)
        for path in existingTables {
            let relative = String(path.dropFirst(folder.count + 1))
            if !copied.contains(relative) { differs(path, "not in the sources") }
        }
        return found
    }

    /// The app as a loaded manifest with its translations, without writing
    /// a file: entity values are the sources' suggested entities; the
    /// manifest's path is `<directory>/app.json (imported)`.
    func loadInMemory(directory: String) -> (AppManifest?, [Diagnostic]) {
        let text = ManifestWriter.text(self, inlineEntities: true)
        let path = (directory as NSString).appendingPathComponent("app.json (imported)")
        var (loaded, diagnostics) = PhrasesLoader.loadManifest(text: text, path: path, folder: directory)
        guard var manifest = loaded else { return (nil, diagnostics) }
        var files = LocalizationLoader.Files()
        for file in localizationFiles {
            let name = ((file.destination as NSString).lastPathComponent as NSString).deletingPathExtension
            let isCatalog = file.destination.hasSuffix(".xcstrings")
            let locale = String((file.destination as NSString).deletingLastPathComponent.dropLast(".lproj".count))
            switch name {
            case LocalizationLoader.phraseTable where isCatalog: files.phraseCatalog = file.source
            case LocalizationLoader.phraseTable: files.phraseStrings.append((locale, file.source))
            case LocalizationLoader.infoPlistTable where isCatalog: files.infoPlistCatalog = file.source
            case LocalizationLoader.infoPlistTable: files.infoPlistStrings.append((locale, file.source))
            case _ where isCatalog: files.stringCatalog = file.source
            default: files.stringStrings.append((locale, file.source))
            }
        }
        let (localizations, problems) = LocalizationLoader.load(for: manifest, files: files)
        manifest.localizations = localizations
        diagnostics += problems
        loaded = manifest
        return (loaded, diagnostics)
    }
}

/// A file `import` was asked to write outside the app's folder.
private struct OutsideFolder: Error {
    /// The path, relative to the app's folder, that would leave it.
    var relative: String
}
