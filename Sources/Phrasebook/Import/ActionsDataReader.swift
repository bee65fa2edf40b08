/// Reads `Metadata.appintents/extract.actionsdata`, the JSON Xcode writes
/// into a built app and Siri reads. The fields read:
/// - `actions.<id>`: `identifier`, `title.key`, `descriptionMetadata.descriptionText.key`,
///   `openAppWhenRun`, and `parameters[]`: `name`, `title.key`, `isOptional`,
///   `valueType` (`primitive.wrapper.typeIdentifier` 0 = String,
///   `entity.wrapper.typeName`, `linkEnumeration.wrapper.identifier`,
///   `array.wrapper.memberValueType`);
/// - `enums[]`: `identifier`, `displayTypeName.key`, `cases[]` with
///   `identifier`, `displayRepresentation.title.key` and `.synonyms[].key`;
/// - `entities.<name>`: `displayTypeName.key`;
/// - `autoShortcuts[]`: `actionIdentifier`, `phraseTemplates[].key`,
///   `shortTitle.key`, `systemImageName`;
/// - `negativePhrases[]`: `key` (or a plain string).
/// Dialogs, prompts and parameter summaries are not in the file (they stay
/// in the compiled code), so an app read only from it has none.
struct ActionsDataReader {
    /// Enum and entity types.
    var types: [TypeDeclaration] = []
    /// Intents.
    var intents: [IntentDeclaration] = []
    /// App Shortcuts.
    var shortcuts: [ShortcutDeclaration] = []
    /// Negative phrases.
    var negativePhrases: [String] = []
    /// Every problem found.
    var diagnostics: [Diagnostic] = []

    /// Reads the file at `path`.
    init(path: String) {
        switch ManifestFile.read(path) {
        case .failure(let diagnostic):
            diagnostics.append(
                Diagnostic(
                    .warning, .importUnreadable, diagnostic.message, location: diagnostic.location,
                    jsonPath: diagnostic.jsonPath))
        case .success(let (file, root)):
            read(root, file: file)
        }
    }

    private static func key(_ node: JSONNode?) -> String? {
        node?.stringValue ?? node?["key"]?.stringValue
    }

    private mutating func warn(_ message: String, _ node: JSONNode, _ file: SourceFile) {
        diagnostics.append(
            Diagnostic(.warning, .importUnreadable, message, location: file.location(ofOffset: node.offset)))
    }

    private mutating func read(_ root: JSONNode, file: SourceFile) {
        for entry in root["enums"]?.elements ?? [] {
            guard let id = entry["identifier"]?.stringValue else { continue }
            let values: [TypeValue] = (entry["cases"]?.elements ?? []).compactMap { item in
                guard let caseID = item["identifier"]?.stringValue else { return nil }
                let representation = item["displayRepresentation"]
                let title = Self.key(representation?["title"]) ?? caseID
                let synonyms = (representation?["synonyms"]?.elements ?? []).compactMap { Self.key($0) }
                return TypeValue(id: caseID, title: title, synonyms: synonyms)
            }
            types.append(
                TypeDeclaration(
                    name: id, kind: .enumeration, title: Self.key(entry["displayTypeName"]) ?? id, values: values))
        }
        for member in root["entities"]?.members ?? [] {
            types.append(
                TypeDeclaration(
                    name: member.key, kind: .entity, title: Self.key(member.value["displayTypeName"]) ?? member.key,
                    values: []))
        }
        let typeNames = Set(types.map(\.name))
        for member in root["actions"]?.members ?? [] {
            let action = member.value
            let id = action["identifier"]?.stringValue ?? member.key
            var parameters: [ParameterDeclaration] = []
            for parameter in action["parameters"]?.elements ?? [] {
                guard let name = parameter["name"]?.stringValue else { continue }
                guard let type = valueType(parameter["valueType"]),
                    typeNames.contains(type.element.description) || !isNamed(type.element)
                else {
                    warn(
                        "the parameter \(id).\(name) has a value type the importer does not know; it is left out",
                        parameter, file)
                    continue
                }
                var optional = false
                if case .bool(let flag)? = parameter["isOptional"]?.value { optional = flag }
                parameters.append(
                    ParameterDeclaration(
                        name: name, title: Self.key(parameter["title"]) ?? name, type: type, optional: optional))
            }
            var opensApp = false
            if case .bool(let flag)? = action["openAppWhenRun"]?.value { opensApp = flag }
            intents.append(
                IntentDeclaration(
                    name: id, title: Self.key(action["title"]) ?? id,
                    description: Self.key(action["descriptionMetadata"]?["descriptionText"]),
                    parameters: parameters, opensApp: opensApp))
        }
        for shortcut in root["autoShortcuts"]?.elements ?? [] {
            guard let intent = shortcut["actionIdentifier"]?.stringValue else { continue }
            shortcuts.append(
                ShortcutDeclaration(
                    intent: intent, phrases: (shortcut["phraseTemplates"]?.elements ?? []).compactMap { Self.key($0) },
                    shortTitle: Self.key(shortcut["shortTitle"]),
                    systemImageName: shortcut["systemImageName"]?.stringValue))
        }
        negativePhrases = (root["negativePhrases"]?.elements ?? []).compactMap { Self.key($0) }
    }

    private func isNamed(_ type: TypeReference) -> Bool {
        if case .named = type { return true }
        return false
    }

    private func valueType(_ node: JSONNode?) -> TypeReference? {
        guard let node else { return nil }
        if let primitive = node["primitive"]?["wrapper"]?["typeIdentifier"],
            case .number(let value, _) = primitive.value
        {
            return value == 0 ? .string : nil
        }
        if let name = node["entity"]?["wrapper"]?["typeName"]?.stringValue { return .named(name) }
        if let name = node["linkEnumeration"]?["wrapper"]?["identifier"]?.stringValue { return .named(name) }
        if let member = node["array"]?["wrapper"]?["memberValueType"] { return valueType(member).map { .array($0) } }
        return nil
    }
}
