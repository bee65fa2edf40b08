import AppIntents

struct AddBookIntent: AppIntent {
    static var title: LocalizedStringResource = "Add Book"
    static var description = IntentDescription("Adds a book to your library.")

    @Parameter(title: "Title", requestValueDialog: "What's the title of the book?")
    var title: String

    @Parameter(title: "Author Name", requestValueDialog: "Who wrote it?")
    var author: String?

    @Parameter(title: "Recommended By", requestValueDialog: "Who recommended it?")
    var recommendedBy: String?

    static var parameterSummary: some ParameterSummary {
        Summary("Add \(\.$title) by \(\.$author)") {
            \.$recommendedBy
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if title.trimmingCharacters(in: .whitespaces).isEmpty {
            throw $title.needsValueError("The title can't be empty.")
        }
        try await Shelves.shared.add(title: title, author: author, recommendedBy: recommendedBy)
        return .result(dialog: "Added \(title) to your library.")
    }
}
