import AppIntents

struct BakeLoafIntent: AppIntent {
    static var title: LocalizedStringResource = "Bake a Loaf"
    static var description = IntentDescription("Starts a bake timer for one loaf.")

    @Parameter(title: "Loaf")
    var loaf: LoafKind

    @Parameter(title: "Set a timer", default: true)
    var timed: Bool

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Your \(loaf) is in the oven.")
    }
}
