import AppIntents

struct ShowMeditationStatsIntent: AppIntent {
    static var title = LocalizedStringResource("Show Meditation Stats")
    static var description = IntentDescription("Shows your minutes, sessions and streak.")
    static var openAppWhenRun: Bool = true

    static var parameterSummary: some ParameterSummary {
        Summary("Show meditation stats")
    }

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        Navigator.shared.show(.stats)
        return .result(dialog: "Here are your meditation stats.")
    }
}
