import Foundation

/// The result of matching and dialog: an intent with its parameter values.
public struct Invocation: Sendable, Hashable, Codable {
    /// The app's name.
    public var app: String
    /// The intent's name.
    public var intent: String
    /// The locale the conversation was held in.
    public var locale: String
    /// Parameter values, in the intent's declaration order; absent optional
    /// parameters are left out.
    public var parameters: [ParameterAssignment]

    /// Creates an invocation.
    public init(app: String, intent: String, locale: String, parameters: [ParameterAssignment]) {
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
    public var name: String
    /// Its value.
    public var value: ParameterValue

    /// Creates an assignment.
    public init(name: String, value: ParameterValue) {
        self.name = name
        self.value = value
    }
}

/// A parameter value: an enum case or entity by id and title, a builtin, or a list.
public indirect enum ParameterValue: Sendable, Hashable, Codable {
    case entity(id: String, title: String)
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case date(Date)
    case list([ParameterValue])

    /// The id of an enum case or entity, or `nil` for builtins.
    public var id: String? {
        if case .entity(let id, _) = self { return id }
        return nil
    }
}
