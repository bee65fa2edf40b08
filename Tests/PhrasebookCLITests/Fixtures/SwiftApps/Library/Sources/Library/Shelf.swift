import AppIntents

enum Shelf: String, AppEnum {
    case currentlyReading, wantToRead
    case read

    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: LocalizedStringResource("Shelf"))
    }

    static var caseDisplayRepresentations: [Shelf: DisplayRepresentation] {
        [
            .currentlyReading: DisplayRepresentation(title: "Currently Reading", synonyms: ["Reading", "In Progress"]),
            .wantToRead: DisplayRepresentation(title: "Want to Read", synonyms: ["To Read", "Reading List"]),
            .read: DisplayRepresentation(title: "Read", synonyms: ["Finished", "Already Read"]),
        ]
    }
}
