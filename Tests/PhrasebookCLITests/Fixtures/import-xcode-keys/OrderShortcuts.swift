import AppIntents

enum Drink: String, AppEnum {
    case latte
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
    static var caseDisplayRepresentations: [Drink: DisplayRepresentation] = [.latte: DisplayRepresentation(title: "Latte", synonyms: ["milk coffee", "flat white"])]
}

struct OrderIntent: AppIntent {
    static var title: LocalizedStringResource = "Order"
    @Parameter(title: "Drink") var drink: Drink
    @Parameter(title: "Cups", default: 1) var cups: Int
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Your \(drink) is being prepared, \(cups) cups.")
    }
}

struct Shortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OrderIntent(), phrases: ["Order \(\.$drink) in \(.applicationName)"],
                    shortTitle: "Order", systemImageName: "cup.and.saucer")
    }
}
