import Foundation

/// The result of matching and dialog: an intent with its parameter values.
public struct Invocation: Sendable, Hashable, Codable {
    /// The app's name.
    public internal(set) var app: String
    /// The intent's name.
    public internal(set) var intent: String
    /// The locale the conversation was held in.
    public internal(set) var locale: String
    /// Parameter values, in the intent's declaration order; absent optional
    /// parameters are left out.
    public internal(set) var parameters: [ParameterAssignment]

    /// Creates an invocation.
    init(app: String, intent: String, locale: String, parameters: [ParameterAssignment]) {
        self.app = app
        self.intent = intent
        self.locale = locale
        self.parameters = parameters
    }

    /// The value of parameter `name`, if it has one.
    public subscript(name: String) -> ParameterValue? {
        parameters.first { $0.name == name }?.value
    }
}

/// One parameter's value in an invocation.
public struct ParameterAssignment: Sendable, Hashable, Codable {
    /// The parameter's name.
    public internal(set) var name: String
    /// Its value.
    public internal(set) var value: ParameterValue

    /// Creates an assignment.
    init(name: String, value: ParameterValue) {
        self.name = name
        self.value = value
    }
}

/// A parameter value: an enum case or entity by id and title, a builtin, or a list.
public indirect enum ParameterValue: Sendable, Hashable, Codable {
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
