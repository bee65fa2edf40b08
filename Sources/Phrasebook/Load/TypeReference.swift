import Foundation

/// The type of a parameter as written in a manifest: a builtin, a declared
/// enum or entity type by name, or an array of one (`[Topping]`).
indirect enum TypeReference: Hashable, Sendable, CustomStringConvertible {
    case string
    case int
    case double
    case bool
    case date
    /// An enum or entity type declared in the manifest's `types`.
    case named(String)
    /// An array of values of the element type.
    case array(TypeReference)

    /// Reads `String`, `Int`, `[Topping]` and so on; `nil` for malformed text.
    init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("[") && trimmed.hasSuffix("]") {
            guard let element = TypeReference(parsing: String(trimmed.dropFirst().dropLast())) else {
                return nil
            }
            self = .array(element)
            return
        }
        switch trimmed {
        case "String": self = .string
        case "Int", "Integer": self = .int
        case "Double", "Decimal", "Float": self = .double
        case "Bool", "Boolean": self = .bool
        case "Date": self = .date
        default:
            guard !trimmed.isEmpty, !trimmed.contains(where: { "[] ".contains($0) }) else { return nil }
            self = .named(trimmed)
        }
    }

    /// The element type of an array, or the type itself.
    var element: TypeReference {
        if case .array(let element) = self { return element }
        return self
    }

    /// Whether this is an array type.
    var isArray: Bool {
        if case .array = self { return true }
        return false
    }

    var description: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .date: "Date"
        case .named(let name): name
        case .array(let element): "[\(element)]"
        }
    }
}
