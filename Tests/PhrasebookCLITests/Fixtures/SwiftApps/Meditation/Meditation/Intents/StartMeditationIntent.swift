import AppIntents

struct StartMeditationIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Meditation"
    static var description = IntentDescription("Starts a guided meditation session.")

    @Parameter(title: "Session", requestValueDialog: "Which session would you like to start?")
    var session: MeditationSession

    static var parameterSummary: some ParameterSummary {
        Summary("Start \(\.$session)")
    }

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let matches = SessionLibrary.shared.sessions(named: session.title)
        if matches.count > 1 {
            session = try await $session.requestDisambiguation(among: matches, dialog: "Which session?")
        }
        /* Playing starts on the main actor; /* nested comments */ are fine. */
        SessionPlayer.shared.start(session)
        return .result(dialog: "Starting \(session).")
    }
}
