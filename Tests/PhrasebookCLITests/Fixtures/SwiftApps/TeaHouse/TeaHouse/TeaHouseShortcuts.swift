import AppIntents

struct TeaHouseShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BrewTeaIntent(),
            phrases: [
                "Pha \(\.$kind) với \(.applicationName)",
                "Pha trà với \(.applicationName)",
            ],
            shortTitle: "Pha trà",
            systemImageName: "cup.and.saucer")
        AppShortcut(
            intent: ShowTimerIntent(),
            phrases: ["Xem hẹn giờ trong \(.applicationName)"],
            shortTitle: "Hẹn giờ",
            systemImageName: "timer")
    }
}
