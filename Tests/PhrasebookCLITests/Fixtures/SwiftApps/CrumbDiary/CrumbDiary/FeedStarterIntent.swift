import AppIntents

struct FeedStarterIntent: AppIntent {
    static var title: LocalizedStringResource = "Feed Starter"

    @Parameter(title: "Flour")
    var flour: FlourKind?

    @Parameter(title: "Discard first", default: false)
    var discard: Bool

    /// `When … otherwise` with its closures as arguments, nested.
    static var parameterSummary: some ParameterSummary {
        When(\FeedStarterIntent.$discard, .equalTo, true, {
            Summary("Discard, then feed with \(\.$flour)")
        }, otherwise: {
            When(\.$flour, .equalTo, .wholeWheat, {
                Summary("Feed with whole wheat")
            }, otherwise: {
                Summary("Feed with \(\.$flour)")
            })
        })
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Your starter is fed.")
    }
}
