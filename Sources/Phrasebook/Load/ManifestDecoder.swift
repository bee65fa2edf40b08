import Foundation

/// Turns the JSON of an `app.json` (and any `entitiesFile` it names) into an
/// ``AppManifest``, collecting every shape problem with its place instead of
/// stopping at the first.
///
/// The manifest's schema lives here; reading typed
/// JSON values is ``JSONReading``'s.
struct ManifestDecoder: JSONReading {
    /// The file read: `app.json`, or an `entitiesFile` while its entities are.
    var file: SourceFile
    private let folder: String
    /// The folder every `entitiesFile` must be inside (the Phrases folder).
    private let root: String
    /// Every problem found so far.
    var diagnostics: [Diagnostic] = []
    /// Where each path was written.
    var sourceMap = SourceMap()

    /// The largest `entitiesFile` read.
    static let maximumEntitiesFileSize = 64 * 1024 * 1024

    /// Decodes `root`, parsed from `file`; `folder` resolves `entitiesFile`,
    /// which must be inside `phrasesFolder` (by default `folder`).
    static func decode(_ root: JSONNode, file: SourceFile, folder: String, phrasesFolder: String? = nil) -> (
        AppManifest?, [Diagnostic]
    ) {
        var decoder = ManifestDecoder(file: file, folder: folder, root: phrasesFolder ?? folder)
        let manifest = decoder.decodeManifest(root)
        return (manifest, decoder.diagnostics)
    }

    /// Decodes the text of an entities file (a JSON array of entities, as an
    /// `entitiesFile` holds) for the type at `typePath`: its values, where
    /// each was written (paths `typePath.entities[k]`), and every problem
    /// located in `path`.
    ///
    /// Without `locating`, where the values were written is
    /// not recorded (the decoder's own problems are located all the same),
    /// and a file written plainly is read by ``PlainEntitiesReader``, with
    /// no tree of nodes: the same values, and no problem to report.
    static func decodeEntities(text: String, path: String, typePath: JSONPath, locating: Bool = true) -> (
        [TypeValue], SourceMap, [Diagnostic]
    ) {
        let source = SourceFile(path: path, bytes: Array(text.utf8))
        if !locating, let values = PlainEntitiesReader.values(in: source.bytes) {
            var sourceMap = SourceMap()
            sourceMap.isRecording = false
            return (values, sourceMap, [])
        }
        let root: JSONNode
        do throws(JSONParser.SyntaxError) {
            root = try JSONParser.parse(source.bytes)
        } catch {
            let diagnostic = Diagnostic(
                .error, .syntax, "invalid JSON: \(error.message)", location: source.location(ofOffset: error.offset))
            return ([], SourceMap(), [diagnostic])
        }
        let folder = (path as NSString).deletingLastPathComponent
        var decoder = ManifestDecoder(file: source, folder: folder, root: folder)
        decoder.sourceMap.isRecording = locating
        let values = decoder.decodeValues(root, typePath.key("entitiesFile"), elementsPath: typePath.key("entities"))
        return (values, decoder.sourceMap, decoder.diagnostics)
    }

    private init(file: SourceFile, folder: String, root: String) {
        self.file = file
        self.folder = folder
        self.root = root
    }

    // MARK: Literals

    /// A parameter value written in the manifest: a string, number, boolean
    /// or array of them.
    private mutating func literal(_ node: JSONNode, _ path: JSONPath) -> LiteralValue? {
        mark(node, path)
        switch node.value {
        case .string(let text): return .string(text)
        case .number(let value, _): return .number(value)
        case .bool(let flag): return .bool(flag)
        case .array(let elements):
            var values: [LiteralValue] = []
            for (index, element) in elements.enumerated() {
                guard let value = literal(element, path.index(index)) else { return nil }
                values.append(value)
            }
            return .array(values)
        case .null, .object:
            report(
                .error, .wrongType, "expected a string, number, boolean or array but found \(node.kindName)",
                at: node.offset, path)
            return nil
        }
    }

    // MARK: Manifest

    private mutating func decodeManifest(_ root: JSONNode) -> AppManifest? {
        let path = JSONPath.root
        let allowed: Set = [
            "format", "rules", "app", "types", "intents", "shortcuts", "negativePhrases", "flexibleMatching", "$schema",
        ]
        guard object(root, path, allowed: allowed) != nil else { return nil }

        var format = 1
        if let node = root["format"] {
            if case .number(let value, _) = node.value, value == 1 {
                format = 1
            } else {
                report(
                    .error, .unsupportedFormat,
                    "unsupported format \(node.kindName == "a number" ? "version" : "value"); this version of Phrasebook reads \"format\": 1",
                    at: node.offset, path.key("format"))
            }
        }

        var rules = RuleSet.apple
        if let text = optionalString(root, "rules", path) {
            if let parsed = RuleSet(rawValue: text) {
                rules = parsed
            } else if let node = root["rules"] {
                report(
                    .error, .wrongType, "unknown rules \"\(text)\"; use \"apple\" or \"extended\"", at: node.offset,
                    path.key("rules"))
            }
        }

        var app = AppInfo(name: "")
        if let node = root["app"] {
            app = decodeApp(node, path.key("app")) ?? app
        } else {
            report(
                .error, .missingField, "missing required field \"app\" (the app's name, synonyms and locale)",
                at: root.offset, path)
        }

        var types: [TypeDeclaration] = []
        if let node = root["types"] {
            let typesPath = path.key("types")
            if let members = object(node, typesPath, allowed: Set(node.members?.map(\.key) ?? [])) {
                for member in members {
                    if let type = decodeType(member.value, name: member.key, typesPath.key(member.key)) {
                        types.append(type)
                    }
                }
            }
        }

        var intents: [IntentDeclaration] = []
        if let node = root["intents"] {
            let intentsPath = path.key("intents")
            if let members = object(node, intentsPath, allowed: Set(node.members?.map(\.key) ?? [])) {
                for member in members {
                    if let intent = decodeIntent(member.value, name: member.key, intentsPath.key(member.key)) {
                        intents.append(intent)
                    }
                }
            }
        }

        var shortcuts: [ShortcutDeclaration] = []
        if let node = root["shortcuts"] {
            let shortcutsPath = path.key("shortcuts")
            mark(node, shortcutsPath)
            if let elements = node.elements {
                for (index, element) in elements.enumerated() {
                    if let shortcut = decodeShortcut(element, shortcutsPath.index(index)) {
                        shortcuts.append(shortcut)
                    }
                }
            } else {
                report(
                    .error, .wrongType, "expected an array of shortcuts but found \(node.kindName)", at: node.offset,
                    shortcutsPath)
            }
        }

        let negativePhrases = stringArray(root, "negativePhrases", path)
        var manifest = AppManifest(
            path: file.path, format: format, rules: rules, app: app, types: types, intents: intents,
            shortcuts: shortcuts, negativePhrases: negativePhrases, sourceMap: sourceMap)
        manifest.flexibleMatching = bool(root, "flexibleMatching", path) ?? true
        return manifest
    }

    private mutating func decodeApp(_ node: JSONNode, _ path: JSONPath) -> AppInfo? {
        guard object(node, path, allowed: ["name", "synonyms", "locale"]) != nil else { return nil }
        let name = requiredString(node, "name", path) ?? ""
        let synonyms = stringArray(node, "synonyms", path)
        let locale = optionalString(node, "locale", path) ?? Language.manifestDefault.tag
        return AppInfo(name: name, synonyms: synonyms, locale: locale)
    }

    // MARK: Types

    private mutating func decodeType(_ node: JSONNode, name: String, _ path: JSONPath) -> TypeDeclaration? {
        let allowed: Set = ["kind", "title", "entities", "entitiesFile", "cases", "description"]
        guard object(node, path, allowed: allowed) != nil else { return nil }
        guard let kindText = requiredString(node, "kind", path) else { return nil }
        guard let kind = TypeDeclaration.Kind(rawValue: kindText) else {
            report(
                .error, .wrongType, "unknown kind \"\(kindText)\"; use \"enum\" or \"entity\"",
                at: node["kind"]?.offset ?? node.offset, path.key("kind"))
            return nil
        }
        let title = optionalString(node, "title", path) ?? name
        var values: [TypeValue] = []
        switch kind {
        case .enumeration:
            if node["entities"] != nil || node["entitiesFile"] != nil {
                report(
                    .error, .wrongType, "an enum lists its values in \"cases\", not \"entities\"", at: node.offset, path
                )
            }
            if let casesNode = node["cases"] {
                values = decodeValues(casesNode, path.key("cases"))
            } else {
                report(
                    .error, .missingField, "missing required field \"cases\" for enum \(name)", at: node.offset, path)
            }
        case .entity:
            if node["cases"] != nil {
                report(
                    .error, .wrongType,
                    "an entity type lists its values in \"entities\" or \"entitiesFile\", not \"cases\"",
                    at: node.offset, path)
            }
            if let entitiesNode = node["entities"] {
                values = decodeValues(entitiesNode, path.key("entities"))
            }
            if let fileName = optionalString(node, "entitiesFile", path) {
                values += decodeEntitiesFile(
                    fileName, at: node["entitiesFile"]?.offset ?? node.offset, path.key("entitiesFile"),
                    continuing: path.key("entities"), from: values.count)
            }
        }
        return TypeDeclaration(name: name, kind: kind, title: title, values: values)
    }

    /// Reads the entities of an `entitiesFile`.
    ///
    /// They continue the type's
    /// `entities` list (`entitiesPath[first]` on), the paths the validator
    /// reports them by, while their locations point into the file.
    private mutating func decodeEntitiesFile(
        _ fileName: String, at offset: Int, _ path: JSONPath, continuing entitiesPath: JSONPath, from first: Int
    ) -> [TypeValue] {
        let fullPath = (folder as NSString).appendingPathComponent(fileName)
        guard Self.isInside(fullPath, root) else {
            report(
                .error, .unreadable,
                "entitiesFile \"\(TextStyle.excerpt(fileName))\" is outside the Phrases folder \(root); "
                    + "keep entity files inside it (no '..', no link out of it)", at: offset, path)
            return []
        }
        switch ManifestFile.read(fullPath, limit: Self.maximumEntitiesFileSize) {
        case .failure(let diagnostic):
            report(
                .error, diagnostic.code, "entitiesFile \"\(TextStyle.excerpt(fileName))\": \(diagnostic.message)",
                at: offset, path)
            if diagnostic.location != nil { diagnostics.append(diagnostic) }
            return []
        case .success(let (entitiesFile, root)):
            let outer = file
            file = entitiesFile
            defer { file = outer }
            return decodeValues(root, path, elementsPath: entitiesPath, firstIndex: first)
        }
    }

    /// Whether `path`, with `..` and symbolic links resolved, is inside the
    /// folder `root` (resolved the same way).
    static func isInside(_ path: String, _ root: String) -> Bool {
        func resolved(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        let folder = resolved(root)
        return folder == "/" || resolved(path).hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// Decodes the array `node` at `path`; element `k` is recorded at
    /// `elementsPath[firstIndex + k]` (by default `path[k]`).
    ///
    /// A catalog can hold hundreds of thousands of values, so a value is not
    /// recorded path by path: the source map notes where each element starts
    /// and locates the paths inside one only when asked
    /// (``locateValue(_:_:in:)``). A value written plainly is decoded
    /// without building a path at all (``plainValue(_:)``); any other goes
    /// the long way, which reports its problems.
    private mutating func decodeValues(
        _ node: JSONNode, _ path: JSONPath, elementsPath: JSONPath? = nil, firstIndex: Int = 0
    ) -> [TypeValue] {
        mark(node, path)
        guard let elements = node.elements else {
            report(.error, .wrongType, "expected an array of values but found \(node.kindName)", at: node.offset, path)
            return []
        }
        let listPath = elementsPath ?? path
        sourceMap.recordElements(
            of: listPath, offsets: elements.map { Int32(clamping: $0.offset) }, first: firstIndex, in: file,
            locator: Self.locateValue)
        let recording = sourceMap.isRecording
        sourceMap.isRecording = false
        defer { sourceMap.isRecording = recording }
        var values: [TypeValue] = []
        values.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            if let value = Self.plainValue(element) {
                values.append(value)
            } else if let value = decodeValue(element, listPath.index(firstIndex + index)) {
                values.append(value)
            }
        }
        return values
    }

    /// Where the paths inside the one value `element`, at `path` in `file`,
    /// were written: the value decoded again, recording as it goes.
    @Sendable private static func locateValue(_ element: JSONNode, _ path: JSONPath, in file: SourceFile) -> SourceMap {
        var decoder = ManifestDecoder(file: file, folder: "", root: "")
        _ = decoder.decodeValue(element, path)
        return decoder.sourceMap
    }

    /// The value `node` when it is written plainly — an object of `id` and
    /// `title` strings, with at most a `subtitle` string or null, a
    /// `synonyms` array of strings and an `image`, each once — as
    /// ``decodeValue(_:_:)`` would decode it; `nil` for anything else, which
    /// that decodes and reports.
    private static func plainValue(_ node: JSONNode) -> TypeValue? {
        guard case .object(let members) = node.value else { return nil }
        var id: String?
        var title: String?
        var subtitle: String?
        var synonyms: [String] = []
        var seen: UInt8 = 0
        for member in members {
            let field: UInt8
            switch member.key {
            case "id":
                field = 1
                guard case .string(let text) = member.value.value else { return nil }
                id = text
            case "title":
                field = 2
                guard case .string(let text) = member.value.value else { return nil }
                title = text
            case "subtitle":
                field = 4
                switch member.value.value {
                case .string(let text): subtitle = text
                case .null: subtitle = nil
                default: return nil
                }
            case "synonyms":
                field = 8
                guard case .array(let elements) = member.value.value else { return nil }
                synonyms.reserveCapacity(elements.count)
                for element in elements {
                    guard case .string(let text) = element.value else { return nil }
                    synonyms.append(text)
                }
            case "image":
                field = 16
            default:
                return nil
            }
            if seen & field != 0 { return nil }
            seen |= field
        }
        guard let id, let title else { return nil }
        return TypeValue(id: id, title: title, subtitle: subtitle, synonyms: synonyms)
    }

    /// The fields of an enum case or entity (built once: a catalog has many values).
    private static let valueFields: Set = ["id", "title", "subtitle", "synonyms", "properties", "localized", "image"]

    private mutating func decodeValue(_ node: JSONNode, _ path: JSONPath) -> TypeValue? {
        guard object(node, path, allowed: Self.valueFields) != nil else { return nil }
        guard let id = requiredString(node, "id", path) else { return nil }
        let title = requiredString(node, "title", path) ?? ""
        let subtitle = optionalString(node, "subtitle", path)
        let synonyms = stringArray(node, "synonyms", path)
        var properties: [TypeValue.Property] = []
        if let propertiesNode = node["properties"] {
            let propertiesPath = path.key("properties")
            if let members = object(
                propertiesNode, propertiesPath, allowed: Set(propertiesNode.members?.map(\.key) ?? []))
            {
                for member in members {
                    if let value = literal(member.value, propertiesPath.key(member.key)) {
                        properties.append(.init(name: member.key, value: value))
                    }
                }
            }
        }
        var localized: [String: LocalizedNames] = [:]
        if let localizedNode = node["localized"] {
            let localizedPath = path.key("localized")
            if let members = object(localizedNode, localizedPath, allowed: Set(localizedNode.members?.map(\.key) ?? []))
            {
                for member in members {
                    let localePath = localizedPath.key(member.key)
                    guard object(member.value, localePath, allowed: ["title", "subtitle", "synonyms"]) != nil else {
                        continue
                    }
                    let localeTitle = requiredString(member.value, "title", localePath) ?? ""
                    localized[member.key] = LocalizedNames(
                        title: localeTitle, subtitle: optionalString(member.value, "subtitle", localePath),
                        synonyms: stringArray(member.value, "synonyms", localePath))
                }
            }
        }
        return TypeValue(
            id: id, title: title, subtitle: subtitle, synonyms: synonyms, properties: properties, localized: localized)
    }

    // MARK: Intents

    private mutating func decodeIntent(_ node: JSONNode, name: String, _ path: JSONPath) -> IntentDeclaration? {
        let allowed: Set = ["title", "description", "parameters", "summary", "confirmation", "result", "opensApp"]
        guard object(node, path, allowed: allowed) != nil else { return nil }
        let title = requiredString(node, "title", path) ?? ""
        let description = optionalString(node, "description", path)
        var parameters: [ParameterDeclaration] = []
        if let parametersNode = node["parameters"] {
            let parametersPath = path.key("parameters")
            mark(parametersNode, parametersPath)
            if let elements = parametersNode.elements {
                for (index, element) in elements.enumerated() {
                    if let parameter = decodeParameter(element, parametersPath.index(index)) {
                        parameters.append(parameter)
                    }
                }
            } else {
                report(
                    .error, .wrongType, "expected an array of parameters but found \(parametersNode.kindName)",
                    at: parametersNode.offset, parametersPath)
            }
        }
        var summary: ParameterSummary?
        if let summaryNode = node["summary"] {
            summary = decodeSummary(summaryNode, path.key("summary"))
        }
        let confirmation = optionalString(node, "confirmation", path)
        let result = optionalString(node, "result", path)
        let opensApp = bool(node, "opensApp", path) ?? false
        return IntentDeclaration(
            name: name, title: title, description: description, parameters: parameters, summary: summary,
            confirmation: confirmation, result: result, opensApp: opensApp)
    }

    private mutating func decodeParameter(_ node: JSONNode, _ path: JSONPath) -> ParameterDeclaration? {
        let allowed: Set = [
            "name", "title", "type", "optional", "prompt", "disambiguationPrompt", "default", "validation",
            "description",
        ]
        guard object(node, path, allowed: allowed) != nil else { return nil }
        guard let name = requiredString(node, "name", path) else { return nil }
        let title = optionalString(node, "title", path) ?? name
        guard let typeText = requiredString(node, "type", path) else { return nil }
        guard let type = TypeReference(parsing: typeText) else {
            report(
                .error, .unknownType,
                "malformed type \"\(typeText)\"; use String, Int, Double, Bool, Date, a declared type or [Type]",
                at: node["type"]?.offset ?? node.offset, path.key("type"))
            return nil
        }
        let optional = bool(node, "optional", path) ?? false
        let prompt = optionalString(node, "prompt", path)
        let disambiguationPrompt = optionalString(node, "disambiguationPrompt", path)
        var defaultValue: LiteralValue?
        if let defaultNode = node["default"], !isNull(defaultNode) {
            defaultValue = literal(defaultNode, path.key("default"))
        }
        var validation: Validation?
        if let validationNode = node["validation"] {
            let validationPath = path.key("validation")
            if object(validationNode, validationPath, allowed: ["min", "max", "future", "nonEmpty", "message"]) != nil {
                validation = Validation(
                    min: number(validationNode, "min", validationPath),
                    max: number(validationNode, "max", validationPath),
                    future: bool(validationNode, "future", validationPath) ?? false,
                    nonEmpty: bool(validationNode, "nonEmpty", validationPath) ?? false,
                    message: optionalString(validationNode, "message", validationPath))
            }
        }
        return ParameterDeclaration(
            name: name, title: title, type: type, optional: optional, prompt: prompt,
            disambiguationPrompt: disambiguationPrompt, defaultValue: defaultValue, validation: validation)
    }

    private mutating func decodeSummary(_ node: JSONNode, _ path: JSONPath) -> ParameterSummary? {
        mark(node, path)
        if let text = node.stringValue { return .text(text) }
        guard node.members != nil else {
            report(
                .error, .wrongType, "expected a summary string or a when/switch object but found \(node.kindName)",
                at: node.offset, path)
            return nil
        }
        if node["when"] != nil {
            guard object(node, path, allowed: ["when", "is", "then", "otherwise"]) != nil,
                let parameter = requiredString(node, "when", path),
                let value = requiredString(node, "is", path)
            else { return nil }
            guard let thenNode = node["then"] else {
                report(.error, .missingField, "missing required field \"then\"", at: node.offset, path)
                return nil
            }
            guard let then = decodeSummary(thenNode, path.key("then")) else { return nil }
            let otherwise = node["otherwise"].flatMap { decodeSummary($0, path.key("otherwise")) }
            return .when(parameter: parameter, value: value, then: then, otherwise: otherwise)
        }
        if node["switch"] != nil {
            guard object(node, path, allowed: ["switch", "cases", "default"]) != nil,
                let parameter = requiredString(node, "switch", path)
            else { return nil }
            var cases: [(value: String, summary: ParameterSummary)] = []
            if let casesNode = node["cases"] {
                let casesPath = path.key("cases")
                if let members = object(casesNode, casesPath, allowed: Set(casesNode.members?.map(\.key) ?? [])) {
                    for member in members {
                        if let summary = decodeSummary(member.value, casesPath.key(member.key)) {
                            cases.append((member.key, summary))
                        }
                    }
                }
            } else {
                report(.error, .missingField, "missing required field \"cases\"", at: node.offset, path)
            }
            let fallback = node["default"].flatMap { decodeSummary($0, path.key("default")) }
            return .switch(parameter: parameter, cases: cases, default: fallback)
        }
        report(
            .error, .wrongType,
            "a summary object needs \"when\" (with \"is\", \"then\", \"otherwise\") or \"switch\" (with \"cases\", \"default\")",
            at: node.offset, path)
        return nil
    }

    // MARK: Shortcuts

    private mutating func decodeShortcut(_ node: JSONNode, _ path: JSONPath) -> ShortcutDeclaration? {
        let allowed: Set = ["intent", "phrases", "shortTitle", "systemImageName", "parameters"]
        guard object(node, path, allowed: allowed) != nil else { return nil }
        let intent = requiredString(node, "intent", path) ?? ""
        if node["phrases"] == nil {
            report(.error, .missingField, "missing required field \"phrases\"", at: node.offset, path)
        }
        let phrases = stringArray(node, "phrases", path)
        let shortTitle = optionalString(node, "shortTitle", path)
        let systemImageName = optionalString(node, "systemImageName", path)
        var parameters: [(name: String, value: LiteralValue)] = []
        if let parametersNode = node["parameters"] {
            let parametersPath = path.key("parameters")
            if let members = object(
                parametersNode, parametersPath, allowed: Set(parametersNode.members?.map(\.key) ?? []))
            {
                for member in members {
                    if let value = literal(member.value, parametersPath.key(member.key)) {
                        parameters.append((member.key, value))
                    }
                }
            }
        }
        return ShortcutDeclaration(
            intent: intent, phrases: phrases, shortTitle: shortTitle, systemImageName: systemImageName,
            parameters: parameters)
    }
}
