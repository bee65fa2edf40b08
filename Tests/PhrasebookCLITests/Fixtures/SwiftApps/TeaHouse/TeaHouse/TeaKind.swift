import AppIntents

enum TeaKind: String, AppEnum {
    case green
    case oolong

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Loại trà"
    static var caseDisplayRepresentations: [TeaKind: DisplayRepresentation] = [
        .green: DisplayRepresentation(title: "trà xanh", synonyms: ["trà lục"]),
        .oolong: "ô long",
    ]
}
