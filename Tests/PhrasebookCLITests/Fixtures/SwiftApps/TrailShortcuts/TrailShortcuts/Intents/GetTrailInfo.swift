import AppIntents

struct GetTrailInfo: AppIntent {
    static var title: LocalizedStringResource = "Get Trail Information"
    static var description = IntentDescription("Provides complete details on a trail.",
                                               categoryName: "Discover",
                                               searchKeywords: ["trail", "conditions"],
                                               resultValueName: "Trail Information")

    @Parameter(title: "Trail", description: "The trail to get information on.")
    var trail: TrailEntity

    static var parameterSummary: some ParameterSummary {
        Summary("Get information on \(\.$trail)")
    }

    @Dependency private var trailManager: TrailDataManager

    func perform() async throws -> some ReturnsValue<TrailEntity> & ProvidesDialog & ShowsSnippetView {
        let details = trailManager.trail(with: trail.id)
        return .result(value: trail, dialog: "Here's \(trail).", view: TrailInfoView(trail: details))
    }
}
