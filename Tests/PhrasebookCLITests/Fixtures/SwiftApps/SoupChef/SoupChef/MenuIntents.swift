import AppIntents

struct ShowMenuIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Menu"
    static var description = IntentDescription(#"Shows today's soups and toppings."#)
    static var openAppWhenRun = true

    static var parameterSummary: some ParameterSummary { Summary("Show the menu") }

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        Navigator.shared.open(.menu)
        return .result(dialog: "Here's today's menu.")
    }
}

struct ShowOrderStatusIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Order Status"
    static var description = IntentDescription("""
        Shows where your latest order is.
        """)

    static var parameterSummary: some ParameterSummary {
        Summary("Show my order status")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Your order is being prepared.")
    }
}
