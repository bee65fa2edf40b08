/// The result of matching and dialog: an intent with its parameter values.
///
/// What an app runs: a resolved ``Outcome``'s `invocation`.
///
/// ```swift
/// if let invocation = outcome.invocation, invocation.intent == "StartMeditationIntent" {
///     startSession(id: invocation["session"]?.id)
/// }
/// ```
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

    /// The value of parameter `name`, if it has one.
    public subscript(name: String) -> ParameterValue? {
        parameters.first { $0.name == name }?.value
    }
}

/// One parameter's value in an invocation.
///
/// ```swift
/// for assignment in invocation.parameters { print(assignment.name, assignment.value) }   // session Walking
/// ```
public struct ParameterAssignment: Sendable, Hashable, Codable {
    /// The parameter's name.
    public internal(set) var name: String
    /// Its value.
    public internal(set) var value: ParameterValue
}
