import Foundation
import Phrasebook

/// The time to replace one entity type's values in the compiled catalog
/// (``Catalog/replacingEntities(app:type:json:path:)``): the first app's
/// first entity type, every tenth value retitled, the rest as they were.
enum EntityUpdateFigures {
    /// The JSON members (`entityUpdateValues`, `entityUpdateMillis`, the
    /// median of three updates) and whether the updated catalog says a
    /// retitled value.
    static func measure(catalog: Catalog, apps: [GeneratedApp]) -> (members: [(String, JSONOutput)], clean: Bool) {
        guard let app = apps.first, let type = app.types.first(where: { !$0.isEnum }) else { return ([], true) }
        let values = type.values.enumerated().map { index, value in
            GeneratedApp.Value(
                id: value.id, title: index % 10 == 0 ? value.title + " Deluxe" : value.title, synonyms: value.synonyms)
        }
        let text = JSONOutput.array(
            values.map { value in
                .object([
                    ("id", .string(value.id)), ("title", .string(value.title)),
                    ("synonyms", .array(value.synonyms.map(JSONOutput.string))),
                ])
            }
        ).serialized()
        var times: [Double] = []
        var updated: Catalog?
        for _ in 0..<3 {
            let timed = Measurement.time {
                catalog.replacingEntities(app: app.name, type: type.name, json: text, path: "entities.json")
            }
            times.append(Measurement.seconds(timed.duration) * 1000)
            updated = timed.result.catalog
        }
        // A phrase that takes the type, said with the first (retitled) value.
        let typeIndex = app.types.firstIndex { $0.name == type.name }
        guard let updated, let probe = values.first,
            let shortcut = app.shortcuts.first(where: { $0.parameter?.type == typeIndex }),
            let parameter = shortcut.parameter,
            let phrase = shortcut.phrases.first
        else { return ([], false) }
        let utterance = phrase.replacingOccurrences(of: "${\(parameter.name)}", with: probe.title)
            .replacingOccurrences(of: "${applicationName}", with: app.name)
        let clean = Matcher(catalog: updated).candidates(for: utterance).contains { $0.app == app.name }
        return (
            [
                ("entityUpdateValues", .int(values.count)),
                ("entityUpdateMillis", .double(Measurement.rounded(Measurement.median(times), places: 2))),
            ], clean
        )
    }
}
