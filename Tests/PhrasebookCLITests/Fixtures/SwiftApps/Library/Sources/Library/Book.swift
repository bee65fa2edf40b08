import AppIntents

struct Book: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
    static var defaultQuery = BookQuery()

    var id: String
    var title: String
    var author: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: "\(author)")
    }
}

struct BookQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [Book] {
        try await Shelves.shared.books(ids: identifiers)
    }

    func entities(matching string: String) async throws -> [Book] {
        try await Shelves.shared.books(matching: string)
    }

    /// The books Siri offers before the library has loaded.
    func suggestedEntities() async throws -> [Book] {
        [
            Book(id: "outsiderCamus", title: "The Outsider", author: "Albert Camus"),
            Book(id: "dune", title: "Dune", author: "Frank Herbert"),
        ]
    }
}
