import AppIntents

/// A soup on today's menu; the menu is loaded at run time.
struct Soup: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Soup")
    static let defaultQuery = SoupQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct Topping: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Topping" }
    static var defaultQuery = ToppingQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

enum OrderType: String, Codable {
    case pickup
    case delivery
}

extension OrderType: AppEnum {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Order Type"
    // Case names live in their own table, OrderType.xcstrings, where a
    // synonym's translation may be a stringSet of several ways to say it.
    static var caseDisplayRepresentations: [OrderType: DisplayRepresentation] = [
        .pickup: DisplayRepresentation(
            title: LocalizedStringResource("Pickup", table: "OrderType"),
            synonyms: [LocalizedStringResource("pick up", table: "OrderType"), LocalizedStringResource("collect", table: "OrderType")]),
        .delivery: DisplayRepresentation(
            title: LocalizedStringResource("Delivery", table: "OrderType"),
            synonyms: [LocalizedStringResource("deliver", table: "OrderType"), LocalizedStringResource("delivered", table: "OrderType")]),
    ]
}
