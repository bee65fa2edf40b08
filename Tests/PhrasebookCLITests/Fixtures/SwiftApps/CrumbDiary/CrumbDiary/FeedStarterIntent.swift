import AppIntents

struct FeedStarterIntent: AppIntent {
    /// Keys in place of English text; the English is in Localizable.xcstrings.
    static var title: LocalizedStringResource = "intent.feed.title"
    static var description = IntentDescription("intent.feed.description")

    @Parameter(title: "param.flour.title")
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
                Summary("summary.feed \(\.$flour)")
            })
        })
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Your starter is fed.")
    }
}
