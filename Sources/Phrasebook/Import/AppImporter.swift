import Foundation

/// Reads an app from its sources folder — Swift files, `Info.plist`, String
/// Catalogs and `.lproj` tables, or Xcode's `Metadata.appintents` — into an
/// ``ImportedApp``.
///
/// Swift declarations are preferred; the Xcode metadata is
/// read when the sources declare no intent.
enum AppImporter {
    /// Choices the command line passes in.
    struct Options: Sendable {
        /// The app's name, overriding Info.plist (`--app-name`).
        var appName: String?
        /// Compilation flags set for `#if` (`--define`).
        var defines: Set<String> = []
        /// The Xcode target whose app is imported, when a project has several (`--target`).
        var target: String?
        /// The development language when no file says it (`--locale`).
        var locale: String?
    }

    /// Folders never searched: build products and dependencies.
    static let skippedFolders: Set = [".build", "DerivedData", "Pods", "Carthage", "node_modules", "build"]
    /// The metadata file Xcode writes.
    static let actionsDataName = "extract.actionsdata"

    /// Reads the app under `directory`.
    static func importApp(from directory: String, options: Options = Options()) -> ImportedApp {
        var diagnostics: [Diagnostic] = []
        let files = sourceFiles(in: directory, diagnostics: &diagnostics)

        let identity = AppIdentity(files: files, directory: directory, options: options)
        diagnostics += identity.diagnostics
        let plist = identity.plist
        let tablePaths = files.filter { isTable($0) && identity.owns($0) }
        let tables = StringTables(paths: files.filter { isStringTable($0) })
        // A table that is copied is checked again, as an error, when the
        // manifest is compiled; any other is only read, so its problem warns.
        let copiedTables = Set(files.filter { isTable($0) })
        diagnostics += tables.diagnostics.filter { !copiedTables.contains($0.file ?? "") }.map(asWarning)
        let developmentLocale = identity.developmentLocale(sourceLanguages: tables.sourceLanguages)
        diagnostics += identity.localeDiagnostics(sourceLanguages: tables.sourceLanguages, directory: directory)
        let locales = tables.locales.filter { $0 != developmentLocale }

        var declarations: [SwiftTypeDeclaration] = []
        for path in files where path.hasSuffix(".swift") && identity.compiles(path) {
            declarations += swiftDeclarations(path: path, defines: options.defines, diagnostics: &diagnostics)
        }
        var reader = SwiftAppReader(
            declarations: declarations, tables: tables, developmentLocale: developmentLocale, locales: locales)
        let suggested = reader.readSuggestedEntities()
        var types = reader.readTypes(suggested: suggested)
        var intents = reader.readIntents(declaredTypes: Set(types.map(\.name)))
        var (shortcuts, negatives) = reader.readShortcuts(intents: intents)
        diagnostics += reader.diagnostics
        var places = reader.places

        if intents.isEmpty,
            let metadata = files.first(where: { $0.hasSuffix("Metadata.appintents/" + actionsDataName) })
        {
            places = [:]
            let data = ActionsDataReader(path: metadata)
            diagnostics += data.diagnostics
            (types, intents, shortcuts, negatives) = (data.types, data.intents, data.shortcuts, data.negativePhrases)
        }
        if shortcuts.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .error, .importUnreadable,
                    "no App Shortcut found: no AppShortcutsProvider in the Swift files and no Metadata.appintents/\(actionsDataName)",
                    file: directory))
        }

        var name = options.appName ?? identity.name
        if name == nil {
            let fallback =
                (directory as NSString).standardizingPath.split(separator: "/").last.map(String.init) ?? "App"
            let others = otherBuildDescriptions(in: files)
            let note =
                others.isEmpty ? "" : "; \(others.joined(separator: ", ")) \(others.count == 1 ? "is" : "are") not read"
            diagnostics.append(
                Diagnostic(
                    .warning, .importUnreadable,
                    "no Xcode project or Info.plist names the app (CFBundleDisplayName, CFBundleName, PRODUCT_NAME)\(note); the app is named \"\(fallback)\" after its folder: pass --app-name NAME to name it",
                    file: directory))
            name = fallback
        }
        let appName = name ?? ""
        let folderName = String(
            appName.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
        let app = AppInfo(name: appName, synonyms: plist?.synonyms ?? [], locale: developmentLocale)
        let manifest = AppManifest(
            path: "\(folderName.isEmpty ? "App" : folderName)/app.json", app: app, types: types, intents: intents,
            shortcuts: shortcuts, negativePhrases: negatives)
        // A type's name comes from the sources: its file name is made safe,
        // and two types never share one.
        var takenFileNames = Set<String>()
        let entityFiles = types.filter { $0.kind == .entity }.enumerated().map { index, type in
            var stem = SafeFileName.stem(type.name, fallback: "Entity\(index + 1)")
            while takenFileNames.contains(stem.lowercased()) { stem += "_" }
            takenFileNames.insert(stem.lowercased())
            return (type: type.name, fileName: "\(stem).json", suggested: suggested[type.name] ?? [])
        }
        return ImportedApp(
            manifest: manifest, folderName: folderName.isEmpty ? "App" : folderName, entityFiles: entityFiles,
            localizationFiles: localizationFiles(tablePaths, diagnostics: &diagnostics), diagnostics: diagnostics,
            swiftPlaces: places)
    }

    /// Build descriptions other than an Xcode project that may name an app
    /// and that import does not read, by file name.
    static let otherBuildFiles = [
        "project.yml": "XcodeGen's project.yml", "project.yaml": "XcodeGen's project.yaml",
        "Package.swift": "Package.swift", "Makefile": "a Makefile", "CMakeLists.txt": "CMakeLists.txt",
    ]

    /// The build descriptions in `files` that import does not read, named
    /// once each, in the order of ``otherBuildFiles``' names.
    private static func otherBuildDescriptions(in files: [String]) -> [String] {
        let names = Set(files.map { ($0 as NSString).lastPathComponent })
        return otherBuildFiles.keys.sorted().filter { names.contains($0) }.compactMap { otherBuildFiles[$0] }
    }

    /// Whether `path` is a string table of any name (`<Table>.xcstrings`,
    /// `<locale>.lproj/<Table>.strings`), read to resolve keys.
    private static func isStringTable(_ path: String) -> Bool {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        return path.hasSuffix(".xcstrings") || folder.hasSuffix(".lproj") && path.hasSuffix(".strings")
    }

    /// Whether `path` is a phrase or string table the loader reads (and
    /// import copies).
    private static func isTable(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        let tables = [
            LocalizationLoader.phraseTable, LocalizationLoader.stringTable, LocalizationLoader.infoPlistTable,
        ]
        if name.hasSuffix(".xcstrings") { return tables.contains((name as NSString).deletingPathExtension) }
        return folder.hasSuffix(".lproj") && tables.map { "\($0).strings" }.contains(name)
    }

    private static func asWarning(_ diagnostic: Diagnostic) -> Diagnostic {
        var copy = diagnostic
        copy.severity = .warning
        return copy
    }

    /// The most files a source tree is read for.
    static let maximumSourceFiles = 100_000

    /// Every regular file under `directory`, sorted, outside hidden and
    /// build folders.
    ///
    /// A symbolic link is followed only to a file or folder inside
    /// `directory` that the walk has not been in (so two links to `..` cost
    /// nothing, and a link to `/proc` is not walked); devices and pipes are
    /// left out; past ``maximumSourceFiles`` files the walk stops, with a
    /// warning.
    private static func sourceFiles(in directory: String, diagnostics: inout [Diagnostic]) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            diagnostics.append(
                Diagnostic(
                    .error, .unreadable, "no such folder; pass the folder that holds the app's sources", file: directory
                ))
            return []
        }
        let root = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        var result: [String] = []
        var pending = [directory]
        var visited: Set<String> = [root]
        walk: while let folder = pending.popLast() {
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for entry in entries where !entry.hasPrefix(".") && !skippedFolders.contains(entry) {
                let path = (folder as NSString).appendingPathComponent(entry)
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { continue }
                var kind = attributes[.type] as? FileAttributeType
                if kind == .typeSymbolicLink {
                    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                    guard target == root || target.hasPrefix(root + "/"),
                        let resolved = try? FileManager.default.attributesOfItem(atPath: target)
                    else { continue }
                    kind = resolved[.type] as? FileAttributeType
                    if kind == .typeDirectory {
                        guard visited.insert(target).inserted else { continue }
                    }
                } else if kind == .typeDirectory {
                    let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                    guard visited.insert(real).inserted else { continue }
                }
                if kind == .typeDirectory {
                    pending.append(path)
                } else if kind == .typeRegular {
                    result.append(path)
                    if result.count >= maximumSourceFiles {
                        diagnostics.append(
                            Diagnostic(
                                .warning, .importUnreadable,
                                "more than \(maximumSourceFiles) files; the rest of the tree is not read",
                                file: directory))
                        break walk
                    }
                }
            }
        }
        return result.sorted()
    }

    /// The type declarations of one Swift file.
    private static func swiftDeclarations(path: String, defines: Set<String>, diagnostics: inout [Diagnostic])
        -> [SwiftTypeDeclaration]
    {
        let file: SourceFile
        switch ManifestFile.readText(path, expected: "Swift source") {
        case .failure(let problem):
            diagnostics.append(asWarning(problem))
            return []
        case .success(let text):
            file = text
        }
        let (tokens, lexProblems) = SwiftLexer.tokens(of: file)
        let (active, conditionProblems) = ConditionalCompilation(defines: defines).activeTokens(tokens, file: file)
        let (tree, treeProblems) = SwiftNode.tree(active, file: file)
        diagnostics += lexProblems + conditionProblems + treeProblems
        return SwiftDeclarationParser.declarations(in: tree, file: file)
    }

    /// The tables to copy, each to its place in the app's folder:
    /// `<Table>.xcstrings` at the top, `<locale>.lproj/<Table>.strings` in its folder.
    private static func localizationFiles(_ paths: [String], diagnostics: inout [Diagnostic]) -> [(
        source: String, destination: String
    )] {
        var result: [(source: String, destination: String)] = []
        for path in paths {
            let name = (path as NSString).lastPathComponent
            let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
            let destination = name.hasSuffix(".xcstrings") ? name : "\(folder)/\(name)"
            if let earlier = result.first(where: { $0.destination == destination }) {
                diagnostics.append(
                    Diagnostic(
                        .warning, .importUnreadable,
                        "another \(destination) (\(earlier.source)) was found first; this one is not copied", file: path
                    ))
                continue
            }
            result.append((path, destination))
        }
        return result
    }
}
