import AppIntents

enum Shelf: String, AppEnum {
    case currentlyReading, wantToRead
    case read

    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: LocalizedStringResource("Shelf"))
    }

    static var caseDisplayRepresentations: [Shelf: DisplayRepresentation] {
        // Shelf names are translated in their own table, Shelf.xcstrings.
        [
            .currentlyReading: DisplayRepresentation(
                title: LocalizedStringResource("Currently Reading", table: "Shelf"),
                synonyms: [LocalizedStringResource("Reading", table: "Shelf"), LocalizedStringResource("In Progress", table: "Shelf")]),
            .wantToRead: DisplayRepresentation(
                title: LocalizedStringResource("Want to Read", table: "Shelf"),
                synonyms: [LocalizedStringResource("To Read", table: "Shelf"), LocalizedStringResource("Reading List", table: "Shelf")]),
            .read: DisplayRepresentation(
                title: LocalizedStringResource("Read", table: "Shelf"),
                synonyms: [LocalizedStringResource("Finished", table: "Shelf"), LocalizedStringResource("Already Read", table: "Shelf")]),
        ]
    }
}
