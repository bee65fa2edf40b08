import AppIntents

struct SetMeditationReminderIntent: AppIntent {
    static var title: LocalizedStringResource = "Set Meditation Reminder"
    static var description = IntentDescription("Reminds you to meditate at a time you choose.")

    @Parameter(title: "Time", requestValueDialog: "When should I remind you?")
    var time: Date

    @Parameter(title: "Session", requestValueDialog: IntentDialog("Which session should the reminder start?"))
    var session: MeditationSession?

    static var parameterSummary: some ParameterSummary {
        Summary("Remind me to meditate at \(\.$time)")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard time > .now else {
            throw $time.needsValueError("The reminder must be in the future.")
        }
        try await Reminders.shared.schedule(at: time, session: session)
        return .result(dialog: "I'll remind you at \(time).")
    }
}
