import AppIntents

struct BakeLoafIntent: AppIntent {
    static var title: LocalizedStringResource = "Bake a Loaf"
    static var description = IntentDescription("Starts a bake timer for one loaf.")

    @Parameter(title: "Loaf")
    var loaf: LoafKind

    @Parameter(title: "Set a timer", default: true)
    var timed: Bool

    /// `When … otherwise` with trailing closures, nested, one key path spelled with its type.
    static var parameterSummary: some ParameterSummary {
        When(\.$timed, .equalTo, true) {
            Summary("Bake a \(\.$loaf) with a timer") {
                \.$timed
            }
        } otherwise: {
            When(\BakeLoafIntent.$loaf, .equalTo, .baguette) {
                Summary("Bake a quick \(\.$loaf)")
            } otherwise: {
                Summary("Bake a \(\.$loaf)")
            }
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Your \(loaf) is in the oven.")
    }
}
