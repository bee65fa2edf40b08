import Phrasebook

/// One generated app: what its manifest declares, kept so the sampler can
/// say its phrases, and the `app.json` text the catalog is compiled from
/// (through ``Catalog/init(manifests:)``, as a user's manifest would be).
struct GeneratedApp {
    /// An enum case or entity.
    struct Value {
        var id: String
        var title: String
        var synonyms: [String]
    }

    /// An entity type or the enum.
    struct ValueType {
        var name: String
        var isEnum: Bool
        var title: String
        var values: [Value]
    }

    /// An intent's one parameter, when it has one.
    struct Parameter {
        var name: String
        var title: String
        /// The index of its type in ``types``.
        var type: Int
        var prompt: String
    }

    /// An App Shortcut with its intent (one per shortcut).
    struct Shortcut {
        var intent: String
        var intentTitle: String
        var parameter: Parameter?
        var result: String
        var phrases: [String]
        var shortTitle: String
    }

    /// Where the manifest says it is (in diagnostics).
    var path: String
    var name: String
    var synonyms: [String]
    var types: [ValueType]
    var shortcuts: [Shortcut]
    var negativePhrases: [String]

    /// The manifest as `app.json` text, with the `extended` rules.
    var manifestText: String {
        func strings(_ values: [String]) -> JSONOutput { .array(values.map(JSONOutput.string)) }
        let typeMembers = types.map { type -> (String, JSONOutput) in
            let values = JSONOutput.array(
                type.values.map { value in
                    .object([
                        ("id", .string(value.id)), ("title", .string(value.title)),
                        ("synonyms", strings(value.synonyms)),
                    ])
                })
            return (
                type.name,
                .object([
                    ("kind", .string(type.isEnum ? "enum" : "entity")), ("title", .string(type.title)),
                    (type.isEnum ? "cases" : "entities", values),
                ])
            )
        }
        let intents = shortcuts.map { shortcut -> (String, JSONOutput) in
            let parameters =
                shortcut.parameter.map { parameter -> [JSONOutput] in
                    [
                        .object([
                            ("name", .string(parameter.name)), ("title", .string(parameter.title)),
                            ("type", .string(types[parameter.type].name)), ("prompt", .string(parameter.prompt)),
                        ])
                    ]
                } ?? []
            return (
                shortcut.intent,
                .object([
                    ("title", .string(shortcut.intentTitle)), ("parameters", .array(parameters)),
                    ("result", .string(shortcut.result)),
                ])
            )
        }
        let shortcutObjects = shortcuts.map { shortcut -> JSONOutput in
            .object([
                ("intent", .string(shortcut.intent)), ("phrases", strings(shortcut.phrases)),
                ("shortTitle", .string(shortcut.shortTitle)), ("systemImageName", .string("star")),
            ])
        }
        return JSONOutput.object([
            ("format", .int(1)), ("rules", .string("extended")),
            ("app", .object([("name", .string(name)), ("synonyms", strings(synonyms)), ("locale", .string("en"))])),
            ("types", .object(typeMembers)), ("intents", .object(intents)),
            ("shortcuts", .array(shortcutObjects)), ("negativePhrases", strings(negativePhrases)),
        ]).serialized()
    }
}
