import Foundation

/// What an Xcode project (`<Name>.xcodeproj/project.pbxproj`) says about
/// its targets, read the way Xcode reads it: each target's build settings
/// (the project's, overridden by the target's, in the configuration the
/// target builds by default), the project's development region and known
/// regions.
///
/// Modern projects keep the app's name in build settings
/// (`INFOPLIST_KEY_CFBundleDisplayName`, `PRODUCT_NAME`) and have no
/// `Info.plist` of their own, so this is where the importer learns it.
struct XcodeProject: Sendable {
    /// One native target.
    struct Target: Sendable {
        /// The target's name (`$(TARGET_NAME)`).
        var name: String
        /// Its product type, such as `com.apple.product-type.application`.
        var productType: String
        /// Its build settings, the project's overridden by its own.
        var settings: [String: String]
        /// The files its Sources build phase compiles, as paths, and the
        /// folders Xcode keeps in sync with it (every file under them);
        /// both empty when the project lists none.
        var sources: (files: Set<String>, folders: [String]) = ([], [])

        /// Whether the target builds an application (not an extension, a
        /// framework or a test bundle).
        var isApplication: Bool { productType == XcodeProject.applicationProductType }
    }

    /// The product type of an application target.
    static let applicationProductType = "com.apple.product-type.application"
    /// How many `$(…)` references one value may expand through.
    static let maximumExpansionDepth = 16

    /// The `project.pbxproj` file read.
    var path: String
    /// The folder that holds the `.xcodeproj` (`$(SRCROOT)`).
    var folder: String
    /// `developmentRegion`, when the project says it.
    var developmentRegion: String?
    /// `knownRegions`, without `Base`.
    var knownRegions: [String] = []
    /// The native targets, in the project's order.
    var targets: [Target] = []
    /// Every problem found, as warnings at their place.
    var diagnostics: [Diagnostic] = []

    /// Reads the `project.pbxproj` at `path`.
    init(path: String) {
        self.path = path
        let bundle = (path as NSString).deletingLastPathComponent
        folder = (bundle as NSString).deletingLastPathComponent
        let file: SourceFile
        switch ManifestFile.readText(path, expected: "Xcode project") {
        case .failure(let problem):
            var warning = problem
            warning.severity = .warning
            diagnostics.append(warning)
            return
        case .success(let text):
            file = text
        }
        let root: OpenStepPropertyList
        switch OpenStepPropertyList.parse(file) {
        case .failure(let problem):
            diagnostics.append(problem)
            return
        case .success(let value):
            root = value
        }
        guard let objects = root["objects"]?.dictionary, let rootID = root["rootObject"]?.string,
            let project = objects[rootID]
        else {
            diagnostics.append(
                Diagnostic(.warning, .importUnreadable, "has no objects or no rootObject; not read", file: path))
            return
        }
        developmentRegion = project["developmentRegion"]?.string
        knownRegions = (project["knownRegions"]?.array ?? []).compactMap(\.string).filter { $0 != "Base" }.map(
            LegacyRegionName.tag(for:))
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in (object["children"]?.array ?? []).compactMap(\.string) { parents[child] = id }
        }
        // Xcode's order: the project's configuration file, the project's
        // settings, the target's configuration file, the target's settings.
        var projectSettings: [String: String] = [:]
        for layer in layers(of: project["buildConfigurationList"]?.string, objects: objects, parents: parents) {
            projectSettings = Self.layering(layer, over: projectSettings)
        }
        for id in (project["targets"]?.array ?? []).compactMap(\.string) {
            guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget",
                let name = target["name"]?.string
            else { continue }
            var settings = projectSettings
            for layer in layers(of: target["buildConfigurationList"]?.string, objects: objects, parents: parents) {
                settings = Self.layering(layer, over: settings)
            }
            var member = Target(name: name, productType: target["productType"]?.string ?? "", settings: settings)
            for phaseID in (target["buildPhases"]?.array ?? []).compactMap(\.string) {
                guard let phase = objects[phaseID], phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for buildFile in (phase["files"]?.array ?? []).compactMap(\.string) {
                    guard let reference = objects[buildFile]?["fileRef"]?.string,
                        let path = filePath(of: reference, objects: objects, parents: parents)
                    else { continue }
                    member.sources.files.insert(path)
                }
            }
            for group in (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string) {
                if let path = filePath(of: group, objects: objects, parents: parents) {
                    member.sources.folders.append(path)
                }
            }
            targets.append(member)
        }
    }

    /// `value` with `$(inherited)` (or `${inherited}`) replaced by `earlier`,
    /// or empty when that would be longer than ``maximumExpandedLength``.
    ///
    /// The bound matters: configuration files may set one key on many
    /// lines, each naming the value beneath twice, which doubles it each time.
    static func inheriting(_ value: String, from earlier: String) -> String {
        let references =
            value.components(separatedBy: "$(inherited)").count + value.components(separatedBy: "${inherited}").count
            - 2
        guard references == 0 || value.utf8.count + references * earlier.utf8.count <= maximumExpandedLength else {
            return ""
        }
        return value.replacingOccurrences(of: "$(inherited)", with: earlier)
            .replacingOccurrences(of: "${inherited}", with: earlier)
            .trimmingCharacters(in: .whitespaces)
    }

    /// `layer`'s settings set over `base`'s, each `$(inherited)` naming the value beneath.
    private static func layering(_ layer: [String: String], over base: [String: String]) -> [String: String] {
        var result = base
        for (key, value) in layer { result[key] = inheriting(value, from: base[key] ?? "") }
        return result
    }

    /// The string build settings of the configuration a configuration list
    /// builds by default (`defaultConfigurationName`, else `Release`, else
    /// its first): its configuration file's (`baseConfigurationReference`,
    /// an `.xcconfig`), then its own.
    private mutating func layers(
        of listID: String?, objects: [String: OpenStepPropertyList], parents: [String: String]
    ) -> [[String: String]] {
        guard let listID, let list = objects[listID] else { return [] }
        let configurations = (list["buildConfigurations"]?.array ?? []).compactMap(\.string).compactMap {
            objects[$0]
        }
        let preferred = list["defaultConfigurationName"]?.string ?? "Release"
        guard
            let chosen = configurations.first(where: { $0["name"]?.string == preferred })
                ?? configurations.first(where: { $0["name"]?.string == "Release" }) ?? configurations.first
        else { return [] }
        var layers: [[String: String]] = []
        if let reference = chosen["baseConfigurationReference"]?.string {
            if let path = filePath(of: reference, objects: objects, parents: parents) {
                let configuration = XcodeConfigFile(path: path)
                diagnostics += configuration.diagnostics
                layers.append(configuration.settings)
            }
        }
        var own: [String: String] = [:]
        for (key, value) in chosen["buildSettings"]?.dictionary ?? [:] {
            // `KEY[sdk=…]` variants are conditional; the plain key is the one every build sees.
            guard !key.contains("["), let text = value.string else { continue }
            own[key] = text
        }
        layers.append(own)
        return layers
    }

    /// How many groups a file reference's path is looked up through.
    static let maximumGroupDepth = 64

    /// The path of the file reference `id`: its `path` under its groups'
    /// paths (`<group>`), the project's folder (`SOURCE_ROOT`) or the root
    /// (`<absolute>`); `nil` when another tree (an SDK, the build folder)
    /// holds it.
    private func filePath(of id: String, objects: [String: OpenStepPropertyList], parents: [String: String])
        -> String?
    {
        var components: [String] = []
        var current: String? = id
        var depth = 0
        var base = folder
        while let node = current, let object = objects[node], depth < Self.maximumGroupDepth {
            depth += 1
            if let path = object["path"]?.string, !path.isEmpty { components.insert(path, at: 0) }
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                current = parents[node]
            case "SOURCE_ROOT":
                current = nil
            case "<absolute>":
                base = "/"
                current = nil
            default:
                return nil
            }
        }
        guard !components.isEmpty else { return nil }
        let joined = components.reduce(base) { ($0 as NSString).appendingPathComponent($1) }
        return (joined as NSString).standardizingPath
    }

    /// `value` with every `$(NAME)` and `${NAME}` replaced by the
    /// target's setting (`TARGET_NAME`, `PRODUCT_NAME`, `SRCROOT`,
    /// `DEVELOPMENT_LANGUAGE` known even when unset), or `nil` when one
    /// names nothing the project says.
    func expand(_ value: String, in target: Target) -> String? {
        var budget = Self.maximumExpansions
        return expand(value, in: target, depth: 0, budget: &budget)
    }

    /// How many references one value may expand in all, and how long it may
    /// grow, so settings that name each other many times cannot hang import.
    static let maximumExpansions = 1_000
    /// The longest expanded value, in characters.
    static let maximumExpandedLength = 10_000

    private func expand(_ value: String, in target: Target, depth: Int, budget: inout Int) -> String? {
        guard depth < Self.maximumExpansionDepth, budget > 0 else { return nil }
        var result = ""
        var rest = Substring(value)
        while let start = rest.firstIndex(of: "$") {
            result += rest[..<start]
            let afterDollar = rest.index(after: start)
            guard afterDollar < rest.endIndex, rest[afterDollar] == "(" || rest[afterDollar] == "{" else {
                result.append("$")
                rest = rest[afterDollar...]
                continue
            }
            let closer: Character = rest[afterDollar] == "(" ? ")" : "}"
            guard let end = rest[afterDollar...].firstIndex(of: closer) else { return nil }
            let reference = rest[rest.index(after: afterDollar)..<end]
            // `$(NAME:modifier)`: the modifiers change identifiers, not names users say.
            let name = String(reference.split(separator: ":", maxSplits: 1).first ?? "")
            budget -= 1
            guard budget > 0, let setting = self.setting(name, in: target),
                let expanded = expand(setting, in: target, depth: depth + 1, budget: &budget)
            else { return nil }
            result += expanded
            guard result.count <= Self.maximumExpandedLength else { return nil }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// The raw value of the setting `name` for `target`, with the defaults Xcode supplies.
    private func setting(_ name: String, in target: Target) -> String? {
        if let value = target.settings[name] { return value }
        switch name {
        case "TARGET_NAME", "PRODUCT_NAME": return target.name
        case "SRCROOT", "PROJECT_DIR", "SOURCE_ROOT": return folder
        case "DEVELOPMENT_LANGUAGE": return developmentRegion
        default: return nil
        }
    }

    /// The build setting `key` of `target` with its references expanded,
    /// when it is set (or has a default: `PRODUCT_NAME` is the target's
    /// name) and is not empty.
    func value(of key: String, in target: Target) -> String? {
        guard let raw = setting(key, in: target), let value = expand(raw, in: target) else { return nil }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The target's `INFOPLIST_FILE`, as a path (relative ones are relative
    /// to the project's folder), when it sets one.
    func infoPlistPath(of target: Target) -> String? {
        guard let value = value(of: "INFOPLIST_FILE", in: target) else { return nil }
        let path = value.hasPrefix("/") ? value : (folder as NSString).appendingPathComponent(value)
        return (path as NSString).standardizingPath
    }
}
