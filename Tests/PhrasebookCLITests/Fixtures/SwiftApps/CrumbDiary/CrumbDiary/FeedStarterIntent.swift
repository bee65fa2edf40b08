import AppIntents

struct FeedStarterIntent: AppIntent {
    static var title: LocalizedStringResource = "Feed Starter"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Your starter is fed.")
    }
}
