import AppIntents

struct TasksShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: CreateTaskIntent(), phrases: [
            "Create a task in \(.applicationName)",
            "Add a task to \(.applicationName)",
            "Make a new task in \(.applicationName)",
        ], shortTitle: "Create Task", systemImageName: "plus.circle")
        AppShortcut(intent: ShowTaskIntent(), phrases: [
            "Show \(\.$task) in \(.applicationName)",
            "Open \(\.$task) in \(.applicationName)",
        ], shortTitle: "Show Task", systemImageName: "checklist")
        AppShortcut(intent: CompleteTaskIntent(), phrases: [
            "Complete \(\.$task) in \(.applicationName)",
            "Mark \(\.$task) as done in \(.applicationName)",
        ], shortTitle: "Complete Task", systemImageName: "checkmark.circle")
        AppShortcut(intent: DeleteTaskIntent(), phrases: [
            "Delete \(\.$task) in \(.applicationName)",
            "Remove \(\.$task) from \(.applicationName)",
            "Delete a task in \(.applicationName)",
        ], shortTitle: "Delete Task", systemImageName: "trash")
    }
}
