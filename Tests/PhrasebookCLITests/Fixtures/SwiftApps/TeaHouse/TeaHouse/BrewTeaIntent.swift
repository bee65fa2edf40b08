import AppIntents

struct BrewTeaIntent: AppIntent {
    static var title: LocalizedStringResource = "Pha trà"

    @Parameter(title: "Loại trà")
    var kind: TeaKind

    static var parameterSummary: some ParameterSummary {
        Summary("Pha \(\.$kind)")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Đang pha \(kind).")
    }
}

struct ShowTimerIntent: AppIntent {
    static var title: LocalizedStringResource = "Xem hẹn giờ"
    static var openAppWhenRun = true

    func perform() async throws -> some IntentResult { .result() }
}
