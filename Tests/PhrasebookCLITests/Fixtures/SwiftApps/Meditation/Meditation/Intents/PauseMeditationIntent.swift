import AppIntents

struct PauseMeditationIntent: AppIntent {
    static let title: LocalizedStringResource = "Pause Meditation"
    static let description: IntentDescription = "Pauses the session that is playing."

    static var parameterSummary: some ParameterSummary {
        Summary("Pause the current session")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        SessionPlayer.shared.pause()
        return .result(dialog: "Paused your session.")
    }
}
