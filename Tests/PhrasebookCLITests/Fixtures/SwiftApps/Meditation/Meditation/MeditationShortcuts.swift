import AppIntents

/// The App Shortcuts, in the result-builder form of "Implement App Shortcuts
/// with App Intents".
struct MeditationShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartMeditationIntent(),
            phrases: [
                "Start a \(.applicationName) session",
                "Start \(\.$session) in \(.applicationName)",
                "Start a \(\.$session) \(.applicationName)",
                "Begin a \(.applicationName) session",
                "Begin \(\StartMeditationIntent.$session) in \(.applicationName)",
            ],
            shortTitle: "Start Meditation",
            systemImageName: "brain.head.profile"
        )
        AppShortcut(
            intent: PauseMeditationIntent(),
            phrases: [
                "Pause my \(.applicationName) session",
                "Pause \(.applicationName)",
                "Pause my \(AppShortcutPhraseToken.applicationName)",
            ],
            shortTitle: "Pause Meditation",
            systemImageName: "pause.circle"
        )
        AppShortcut(
            intent: ShowMeditationStatsIntent(),
            phrases: [
                "Show my \(.applicationName) stats",
                "Show my \(.applicationName) streak",
                "How much have I meditated in \(.applicationName)",
            ],
            shortTitle: "Meditation Stats",
            systemImageName: "chart.bar"
        )
        #if os(iOS)
        AppShortcut(
            intent: SetMeditationReminderIntent(),
            phrases: [
                "Set a \(.applicationName) reminder",
                "Remind me to meditate with \(.applicationName)",
                "Set a \(\.$session) reminder in \(.applicationName)",
            ],
            shortTitle: "Meditation Reminder",
            systemImageName: "bell"
        )
        #endif
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Stop \(.applicationName)"
        }
    }
}
