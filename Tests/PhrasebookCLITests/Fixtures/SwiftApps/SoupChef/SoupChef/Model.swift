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
    static var caseDisplayRepresentations: [OrderType: DisplayRepresentation] = [
        .pickup: DisplayRepresentation(title: "Pickup", synonyms: ["pick up", "collect"]),
        .delivery: DisplayRepresentation(title: "Delivery", synonyms: ["deliver", "delivered"]),
    ]
}
