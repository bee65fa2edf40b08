import AppIntents

struct OpenShelfIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Shelf"
    static let description = IntentDescription("Opens the books on one of your shelves.")
    static let openAppWhenRun: Bool = true

    @Parameter(title: "Shelf", requestValueDialog: "Which shelf would you like to open?")
    var shelf: Shelf

    static var parameterSummary: some ParameterSummary {
        Summary("Open \(\.$shelf)")
    }

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        Navigator.shared.open(shelf)
        return .result(dialog: "Opening \(shelf).")
    }
}

struct OpenBookIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Book"
    static let description = IntentDescription("Opens a book in your library.")
    static let openAppWhenRun = true

    @Parameter(title: "Book", requestValueDialog: "Which book would you like to open?")
    var book: Book

    static var parameterSummary: some ParameterSummary {
        Summary("Open \(\.$book)")
    }

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let sameTitle = try await Shelves.shared.books(titled: book.title)
        if sameTitle.count > 1 {
            book = try await $book.requestDisambiguation(among: sameTitle, dialog: "Which book did you mean?")
        }
        Navigator.shared.open(book)
        return .result(dialog: "Opening \(book.title).")
    }
}

struct OpenCurrentlyReadingIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Currently Reading"
    static let description = IntentDescription("Shows the books you are reading right now.")
    static let openAppWhenRun = true

    static var parameterSummary: some ParameterSummary {
        Summary("Open Currently Reading")
    }

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        Navigator.shared.open(.currentlyReading)
        return .result(dialog: "Here's what you're reading.")
    }
}
