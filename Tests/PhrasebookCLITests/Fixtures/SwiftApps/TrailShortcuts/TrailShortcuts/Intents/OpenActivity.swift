import AppIntents

struct OpenActivity: AppIntent {
    static let title: LocalizedStringResource = "Open Trails for an Activity"
    static let description = IntentDescription("Shows the trails for hiking, cycling or skiing.")
    static let openAppWhenRun = true

    @Parameter(title: "Activity", requestValueDialog: "Which activity?")
    var activity: ActivityStyle

    @MainActor
    func perform() async throws -> some IntentResult {
        Navigator.shared.route = .activity(activity)
        return .result()
    }
}

struct SuggestTrails: AppIntent {
    static var title: LocalizedStringResource = "Suggest Trails"

    @Parameter(title: "Search Radius", default: Measurement(value: 30, unit: .miles))
    var searchRadius: Measurement<UnitLength>

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Here are \(suggestionCount()) trails nearby.")
    }
}
