import Foundation

/// A parameter value: an enum case or entity by id and title, a builtin, or a list.
///
/// A candidate's parameters and an invocation's values hold them; `print`
/// shows a value as a person reads it (an entity by its title), `id` names an
/// entity or enum case for code:
///
/// ```swift
/// if let session = outcome.invocation?["session"] {
///     print(session)          // Walking
///     session.id              // "walking"
/// }
/// ```
public enum ParameterValue: Sendable, Hashable, Codable {
    /// An enum case or entity: its stable id and its title in the conversation's locale.
    case entity(id: String, title: String)
    /// Text for a `String` parameter.
    case string(String)
    /// A whole number for an `Int` parameter.
    case integer(Int)
    /// A number for a `Double` parameter.
    case number(Double)
    /// A yes or no for a `Bool` parameter.
    case bool(Bool)
    /// A moment for a `Date` parameter.
    case date(Date)
    /// The values of an array parameter, in the order given.
    case list([ParameterValue])

    /// The id of an enum case or entity, or `nil` for builtins.
    public var id: String? {
        if case .entity(let id, _) = self { return id }
        return nil
    }
}
