import AppIntents

/// A guided session. Sessions come from the app's library at run time, so
/// their values live in MeditationSession.json beside the manifest.
struct MeditationSession: AppEntity, Identifiable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Session"
    static var defaultQuery = MeditationSessionQuery()

    var id: String
    var title: String
    var minutes: Int

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: "\(minutes) min")
    }
}

struct MeditationSessionQuery: EntityQuery {
    func entities(for identifiers: [MeditationSession.ID]) async throws -> [MeditationSession] {
        SessionLibrary.shared.sessions.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [MeditationSession] {
        SessionLibrary.shared.sessions
    }
}
