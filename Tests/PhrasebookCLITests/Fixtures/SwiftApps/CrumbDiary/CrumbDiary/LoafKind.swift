import AppIntents

enum LoafKind: String, AppEnum {
    case country, rye, baguette

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Loaf"
    static var caseDisplayRepresentations: [LoafKind: DisplayRepresentation] = [
        .country: "country",
        .rye: "rye",
        .baguette: DisplayRepresentation(title: "baguette", synonyms: ["French stick"]),
    ]
}
