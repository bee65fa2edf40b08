import AppIntents

struct TrailShortcuts: AppShortcutsProvider {
    static var shortcutTileColor = ShortcutTileColor.navy

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: GetTrailInfo(), phrases: [
            "Get \(\.$trail) conditions with \(.applicationName)",
            "Get conditions on \(\.$trail) with \(.applicationName)",
        ],
        shortTitle: "Get Conditions",
        systemImageName: "cloud.rainbow.half")

        AppShortcut(intent: OpenActivity(), phrases: [
            "Show \(\.$activity) trails in \(.applicationName)",
            "Go \(\.$activity) with \(.applicationName)",
        ],
        shortTitle: "Open Activity",
        systemImageName: "figure.hiking")

        AppShortcut(intent: SuggestTrails(), phrases: [
            "Suggest trails in \(.applicationName)",
            "Find trails within \(radiusPhrase) with \(.applicationName)",
        ],
        shortTitle: "Suggest Trails",
        systemImageName: "map")
    }
}
