import AppIntents

struct LogFlightIntent: AppIntent {
    static var title: LocalizedStringResource = "Log a Flight"

    @Parameter(title: "Wind")
    var wind: WindStrength

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Logged a flight in \(wind) wind.")
    }
}

enum WindStrength: String, AppEnum {
    case light, steady, gusty

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Wind"
    static var caseDisplayRepresentations: [WindStrength: DisplayRepresentation] = [
        .light: "light",
        .steady: "steady",
        .gusty: "gusty",
    ]
}

struct KiteLogShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LogFlightIntent(),
            phrases: ["Log a \(\.$wind) flight in \(.applicationName)"],
            shortTitle: "Log a Flight",
            systemImageName: "wind"
        )
    }
}
