import AppIntents

/// Phrases as some apps write them: the catalog's `${applicationName}`
/// typed into the Swift string, each phrase wrapped in
/// `AppShortcutPhrase<Intent>(…)`, and one phrase repeated by mistake.
@available(iOS 17.0, *)
struct CrumbDiaryShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BakeLoafIntent(),
            phrases: [
                AppShortcutPhrase<BakeLoafIntent>("Bake a \(\.$loaf) with ${applicationName}"),
                AppShortcutPhrase<BakeLoafIntent>("Start a \(\.$loaf) loaf in ${applicationName}"),
                "Bake bread with \(.applicationName)",
                "Bake bread with \(.applicationName)",
            ],
            shortTitle: "Bake a Loaf",
            systemImageName: "oven"
        )
        AppShortcut(
            intent: FeedStarterIntent(),
            phrases: [
                "Feed my starter in ${applicationName}",
                "Feed my starter in ${applicationName}",
            ],
            shortTitle: "Feed Starter",
            systemImageName: "drop"
        )
    }
}
