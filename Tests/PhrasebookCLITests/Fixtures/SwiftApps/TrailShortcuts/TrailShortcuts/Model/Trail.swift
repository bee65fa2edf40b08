import AppIntents

/// A hiking trail, in the style of Apple's App Intents sample code: the
/// entity wraps the model, the query reads the data manager.
struct TrailEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(
            name: LocalizedStringResource("Trail", comment: "The type name of a trail."),
            numericFormat: "\(placeholder: .int) trails")
    }

    static var defaultQuery = TrailEntityQuery()

    var id: Trail.ID
    @Property var name: String
    @Property var region: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(region)")
    }
}

struct TrailEntityQuery: EntityQuery {
    @Dependency var trailManager: TrailDataManager

    func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] {
        trailManager.trails(with: identifiers).map(TrailEntity.init(trail:))
    }

    func suggestedEntities() async throws -> [TrailEntity] {
        [
            TrailEntity(id: 1, name: "Ridge Loop"),
            TrailEntity(id: 2, name: "Cedar Falls"),
        ]
    }
}

enum ActivityStyle: String, AppEnum {
    case hiking
    case cycling
    case skiing

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Activity"
    static var caseDisplayRepresentations: [ActivityStyle: DisplayRepresentation] = [
        .hiking: DisplayRepresentation(title: "Hiking", synonyms: ["hike", "walking"]),
        .cycling: DisplayRepresentation(title: "Cycling", synonyms: ["biking"]),
        .skiing: "Skiing",
    ]
}
