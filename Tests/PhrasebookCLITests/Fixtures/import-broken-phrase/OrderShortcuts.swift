import AppIntents

enum Size: String, AppEnum {
    case small, large
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
    static var caseDisplayRepresentations: [Size: DisplayRepresentation] = [.small: "small", .large: "large"]
}

struct OrderIntent: AppIntent {
    static var title: LocalizedStringResource = "Order"
    @Parameter(title: "Size") var size: Size
    func perform() async throws -> some IntentResult { .result() }
}

struct Shortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OrderIntent(), phrases: [
            "Order a \(\.$size) with \(.applicationName)",
            "Order a \(\.$drnk) with \(.applicationName)",
            "Order a coffee",  // no app name: PB101 here
        ], shortTitle: "Order", systemImageName: "cup")
    }
}
