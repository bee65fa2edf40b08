import AppIntents

struct LibraryShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenCurrentlyReadingIntent(),
            phrases: [
                "Show what I'm reading in \(.applicationName)",
                "What am I reading in \(.applicationName)",
                "Show my current book in \(.applicationName)",
                "Continue reading in \(.applicationName)",
            ],
            shortTitle: "Currently Reading",
            systemImageName: "book.fill"
        )
        AppShortcut(
            intent: OpenShelfIntent(),
            phrases: [
                "Open \(\.$shelf) in \(.applicationName)",
                "Open my \(\.$shelf) shelf in \(.applicationName)",
                "Show my \(\.$shelf) books in \(.applicationName)",
            ],
            shortTitle: "Open Shelf",
            systemImageName: "books.vertical"
        )
        AppShortcut(
            intent: OpenBookIntent(),
            phrases: [
                "Open \(\.$book) in \(.applicationName)",
                "Show \(\.$book) in \(.applicationName)",
                "Read \(\.$book) in \(.applicationName)",
            ],
            shortTitle: "Open Book",
            systemImageName: "book"
        )
        AppShortcut(
            intent: AddBookIntent(),
            phrases: [
                "Add a book to \(.applicationName)",
                "Add a new book to \(.applicationName)",
                "Save a book in \(.applicationName)",
            ],
            shortTitle: "Add Book",
            systemImageName: "plus.circle"
        )
    }
}
