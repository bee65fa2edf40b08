/// Writes an imported app as `app.json` text in the layout of the Phrases
/// folder's own manifests: one member per line at the top, short values on
/// one line, entity types pointing at their `entitiesFile`.
enum ManifestWriter {
    /// The widest line written on one line before a value is spread out.
    static let lineWidth = 100

    /// The `app.json` text of `app`; `inlineEntities` writes entity values
    /// into the manifest (an in-memory import) instead of naming a file.
    static func text(_ app: ImportedApp, inlineEntities: Bool) -> String {
        pretty(json(app, inlineEntities: inlineEntities), indent: "") + "\n"
    }

    /// The `entitiesFile` stub: the suggested values, or an empty array to fill.
    static func entitiesText(_ values: [TypeValue]) -> String {
        pretty(.array(values.map(value)), indent: "") + "\n"
    }

    static func json(_ app: ImportedApp, inlineEntities: Bool) -> JSONOutput {
        let manifest = app.manifest
        var types: [(String, JSONOutput)] = []
        for type in manifest.types {
            var members: [(String, JSONOutput)] = [
                ("kind", .string(type.kind.rawValue)), ("title", .string(type.title)),
            ]
            switch type.kind {
            case .enumeration:
                members.append(("cases", .array(type.values.map(value))))
            case .entity:
                if inlineEntities {
                    members.append(("entities", .array(type.values.map(value))))
                } else if let file = app.entityFiles.first(where: { $0.type == type.name }) {
                    members.append(("entitiesFile", .string(file.fileName)))
                }
            }
            types.append((type.name, .object(members)))
        }
        var intents: [(String, JSONOutput)] = []
        for intent in manifest.intents {
            intents.append(
                (
                    intent.name,
                    .object(
                        present([
                            ("title", .string(intent.title)),
                            ("description", intent.description.map(JSONOutput.string)),
                            ("parameters", .array(intent.parameters.map(parameter))),
                            ("summary", intent.summary.map(summary)),
                            ("confirmation", intent.confirmation.map(JSONOutput.string) ?? .null),
                            ("result", intent.result.map(JSONOutput.string)),
                            ("opensApp", .bool(intent.opensApp)),
                        ]))
                ))
        }
        let shortcuts: [JSONOutput] = manifest.shortcuts.map { shortcut in
            .object(
                present([
                    ("intent", .string(shortcut.intent)),
                    ("phrases", .array(shortcut.phrases.map(JSONOutput.string))),
                    ("shortTitle", shortcut.shortTitle.map(JSONOutput.string)),
                    ("systemImageName", shortcut.systemImageName.map(JSONOutput.string)),
                    ("parameters", .object(shortcut.parameters.map { ($0.name, literal($0.value)) })),
                ]))
        }
        return .object([
            ("format", .int(1)),
            ("rules", .string(manifest.rules.rawValue)),
            (
                "app",
                .object([
                    ("name", .string(manifest.app.name)),
                    ("synonyms", .array(manifest.app.synonyms.map(JSONOutput.string))),
                    ("locale", .string(manifest.app.locale)),
                ])
            ),
            ("types", .object(types)),
            ("intents", .object(intents)),
            ("shortcuts", .array(shortcuts)),
            ("negativePhrases", .array(manifest.negativePhrases.map(JSONOutput.string))),
        ])
    }

    /// The members that have a value.
    private static func present(_ members: [(String, JSONOutput?)]) -> [(String, JSONOutput)] {
        members.compactMap { name, value in value.map { (name, $0) } }
    }

    private static func value(_ value: TypeValue) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("id", .string(value.id)), ("title", .string(value.title))]
        if let subtitle = value.subtitle { members.append(("subtitle", .string(subtitle))) }
        members.append(("synonyms", .array(value.synonyms.map(JSONOutput.string))))
        if !value.localized.isEmpty {
            members.append(
                (
                    "localized",
                    .object(
                        value.localized.sorted { $0.key < $1.key }.map { locale, names in
                            (
                                locale,
                                .object([
                                    ("title", .string(names.title)),
                                    ("synonyms", .array(names.synonyms.map(JSONOutput.string))),
                                ])
                            )
                        })
                ))
        }
        return .object(members)
    }

    private static func parameter(_ parameter: ParameterDeclaration) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("name", .string(parameter.name)), ("title", .string(parameter.title)),
            ("type", .string(parameter.type.description)), ("optional", .bool(parameter.optional)),
        ]
        if let prompt = parameter.prompt { members.append(("prompt", .string(prompt))) }
        if let prompt = parameter.disambiguationPrompt { members.append(("disambiguationPrompt", .string(prompt))) }
        if let value = parameter.defaultValue { members.append(("default", literal(value))) }
        if let validation = parameter.validation {
            var rules: [(String, JSONOutput)] = []
            if let min = validation.min { rules.append(("min", number(min))) }
            if let max = validation.max { rules.append(("max", number(max))) }
            if validation.future { rules.append(("future", .bool(true))) }
            if validation.nonEmpty { rules.append(("nonEmpty", .bool(true))) }
            if let message = validation.message { rules.append(("message", .string(message))) }
            members.append(("validation", .object(rules)))
        }
        return .object(members)
    }

    private static func summary(_ summary: ParameterSummary) -> JSONOutput {
        switch summary {
        case .text(let text):
            return .string(text)
        case .when(let parameter, let value, let then, let otherwise):
            return .object(
                present([
                    ("when", .string(parameter)), ("is", .string(value)), ("then", Self.summary(then)),
                    ("otherwise", otherwise.map(Self.summary)),
                ]))
        case .switch(let parameter, let cases, let fallback):
            return .object(
                present([
                    ("switch", .string(parameter)),
                    ("cases", .object(cases.map { ($0.value, Self.summary($0.summary)) })),
                    ("default", fallback.map(Self.summary)),
                ]))
        }
    }

    private static func number(_ value: Double) -> JSONOutput {
        value == value.rounded() && abs(value) < 1e15 ? .int(Int(value)) : .double(value)
    }

    private static func literal(_ value: LiteralValue) -> JSONOutput {
        switch value {
        case .string(let text): .string(text)
        case .number(let number): Self.number(number)
        case .bool(let flag): .bool(flag)
        case .array(let values): .array(values.map(literal))
        }
    }

    /// `value` as indented text: on one line when it fits, else one member per line.
    static func pretty(_ value: JSONOutput, indent: String) -> String {
        let compact = spaced(value)
        if compact.count + indent.count <= lineWidth && !(indent.isEmpty && isContainer(value)) { return compact }
        let inner = indent + "  "
        switch value {
        case .array(let values) where !values.isEmpty:
            return "[\n" + values.map { inner + pretty($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent
                + "]"
        case .object(let members) where !members.isEmpty:
            return "{\n"
                + members.map { inner + JSONOutput.string($0.0).serialized() + ": " + pretty($0.1, indent: inner) }
                .joined(separator: ",\n") + "\n" + indent + "}"
        default:
            return compact
        }
    }

    private static func isContainer(_ value: JSONOutput) -> Bool {
        switch value {
        case .array(let values): !values.isEmpty
        case .object(let members): !members.isEmpty
        default: false
        }
    }

    /// One-line JSON with a space after `:` and `,`, as the Phrases folder writes it.
    private static func spaced(_ value: JSONOutput) -> String {
        switch value {
        case .array(let values): "[" + values.map(spaced).joined(separator: ", ") + "]"
        case .object(let members):
            members.isEmpty
                ? "{}"
                : "{ "
                    + members.map { JSONOutput.string($0.0).serialized() + ": " + spaced($0.1) }.joined(separator: ", ")
                    + " }"
        default: value.serialized()
        }
    }
}
