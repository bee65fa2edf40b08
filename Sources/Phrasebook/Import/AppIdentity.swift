import Foundation

/// Who the imported app is — its name, alternative names, development
/// language and the folder its own files are in — read as Xcode reads it:
/// the application target of the tree's Xcode project (not a widget
/// extension's), that target's build settings and `INFOPLIST_FILE`; or,
/// without a project, the first `Info.plist` that is not an extension's.
struct AppIdentity {
    /// The app's `Info.plist`, when one was found.
    var plist: InfoPlistReader?
    /// The app's name, when a project or plist says it.
    var name: String?
    /// The development region the project or plist says, if any.
    var region: String?
    /// The folder holding the application target's own files, when known.
    var appFolder: String?
    /// Folders of app extensions' `Info.plist`s, whose tables are not the app's.
    var extensionFolders: [String] = []
    /// The development language `--locale` names.
    var requestedLocale: String?
    /// Every problem found.
    var diagnostics: [Diagnostic] = []
    /// The Swift sources of the target `--target` chose, when its project
    /// lists them: only these are read, so another target's provider does
    /// not merge into its app.
    var targetSources: (files: Set<String>, folders: [String])?

    /// Reads the identity from the `files` under `directory`.
    init(files: [String], directory: String, options: AppImporter.Options) {
        requestedLocale = options.locale
        let plists = files.filter { ($0 as NSString).lastPathComponent == "Info.plist" }
        var readers: [String: InfoPlistReader] = [:]
        func reader(_ path: String, expand: ((String) -> String?)? = nil) -> InfoPlistReader {
            if expand == nil, let known = readers[path] { return known }
            let read = InfoPlistReader(path: path, expand: expand)
            readers[path] = read
            return read
        }
        for path in plists where reader(path).isExtension {
            extensionFolders.append((path as NSString).deletingLastPathComponent)
        }

        let projects = files.filter {
            $0.hasSuffix("/project.pbxproj") && ($0 as NSString).deletingLastPathComponent.hasSuffix(".xcodeproj")
        }.map(XcodeProject.init(path:))
        for project in projects { diagnostics += project.diagnostics }
        if let (project, target) = chooseTarget(projects, options: options, directory: directory) {
            if options.target != nil, !target.sources.files.isEmpty || !target.sources.folders.isEmpty {
                targetSources = target.sources
            }
            let expand = { (value: String) in project.expand(value, in: target) }
            if let path = project.infoPlistPath(of: target), plists.contains(where: { Self.same($0, path) }) {
                let read = reader(path, expand: expand)
                diagnostics += read.diagnostics
                plist = read
                appFolder = (path as NSString).deletingLastPathComponent
            } else {
                let folder = (project.folder as NSString).appendingPathComponent(target.name)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue {
                    appFolder = folder
                }
            }
            name =
                plist?.displayName ?? project.value(of: "INFOPLIST_KEY_CFBundleDisplayName", in: target)
                ?? plist?.bundleName ?? project.value(of: "INFOPLIST_KEY_CFBundleName", in: target)
                ?? project.value(of: "PRODUCT_NAME", in: target)
            region = (plist?.developmentRegion ?? project.developmentRegion).map(LegacyRegionName.tag(for:))
            return
        }
        for path in plists {
            let read = reader(path)
            guard !read.isExtension else { continue }
            diagnostics += read.diagnostics
            if read.name != nil || !read.synonyms.isEmpty {
                plist = read
                break
            }
        }
        name = plist?.name
        region = plist?.developmentRegion.map(LegacyRegionName.tag(for:))
    }

    /// Whether two paths name the same file once `..` and `.` are resolved.
    private static func same(_ left: String, _ right: String) -> Bool {
        (left as NSString).standardizingPath == (right as NSString).standardizingPath
    }

    /// The application target to read: the one `--target` names, the only
    /// one, or the first of several that all show the same name; an error
    /// when several name different apps and none was chosen.
    private mutating func chooseTarget(_ projects: [XcodeProject], options: AppImporter.Options, directory: String)
        -> (XcodeProject, XcodeProject.Target)?
    {
        let all = projects.flatMap { project in project.targets.map { (project, $0) } }
        let applications = all.filter { $0.1.isApplication }
        if let wanted = options.target {
            if let found = all.first(where: { $0.1.name == wanted }) { return found }
            let names = applications.map(\.1.name)
            diagnostics.append(
                Diagnostic(
                    .error, .importUnreadable,
                    "no Xcode target is named \"\(wanted)\""
                        + (names.isEmpty ? "" : "; the app targets are: \(names.joined(separator: ", "))"),
                    file: directory))
            return nil
        }
        guard let first = applications.first else { return nil }
        let shownNames = applications.map { project, target in
            project.value(of: "INFOPLIST_KEY_CFBundleDisplayName", in: target)
                ?? project.value(of: "PRODUCT_NAME", in: target) ?? target.name
        }
        if Set(shownNames).count > 1 {
            diagnostics.append(
                Diagnostic(
                    .error, .importUnreadable,
                    "the Xcode project has \(applications.count) app targets (\(applications.map(\.1.name).joined(separator: ", "))); pass --target NAME to choose one",
                    file: first.0.path))
            return nil
        }
        return first
    }

    /// The development language: what the project or `Info.plist` says,
    /// else the String Catalogs' `sourceLanguage`, else `--locale`, else English.
    func developmentLocale(sourceLanguages: [String]) -> String {
        region ?? sourceLanguages.first ?? requestedLocale ?? Language.manifestDefault.tag
    }

    /// A warning when `--locale` names another language than the files do.
    func localeDiagnostics(sourceLanguages: [String], directory: String) -> [Diagnostic] {
        guard let requestedLocale, let said = region ?? sourceLanguages.first, said != requestedLocale else {
            return []
        }
        return [
            Diagnostic(
                .warning, .importUnreadable,
                "the sources say the development language is \(said); --locale \(requestedLocale) is not used",
                file: directory)
        ]
    }

    /// Whether the Swift file at `path` is read: any, unless `--target`
    /// chose a target whose project lists its sources.
    func compiles(_ path: String) -> Bool {
        guard let targetSources else { return true }
        let standard = (path as NSString).standardizingPath
        return targetSources.files.contains(standard) || targetSources.folders.contains { standard.hasPrefix($0 + "/") }
    }

    /// Whether the table at `path` belongs to the app: an `InfoPlist` table
    /// must sit in the application target's folder (when known) and not in
    /// an extension's; other tables always do.
    func owns(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        guard name == "InfoPlist.xcstrings" || name == "InfoPlist.strings" else { return true }
        if extensionFolders.contains(where: { path.hasPrefix($0 + "/") }) { return false }
        guard let appFolder else { return true }
        return path.hasPrefix(appFolder + "/")
    }
}
