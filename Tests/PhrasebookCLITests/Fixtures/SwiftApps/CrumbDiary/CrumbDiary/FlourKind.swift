import AppIntents

enum FlourKind: String, AppEnum {
    case white, wholeWheat, rye

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Flour"
    static var caseDisplayRepresentations: [FlourKind: DisplayRepresentation] = [
        .white: "white flour",
        .wholeWheat: "whole wheat",
        .rye: "rye flour",
    ]
}
