/// A parameter's starting value in a request resolved at once
/// (``InvocationBuilder/resolvedAtOnce(_:catalog:now:)``), and which of the
/// candidate's bindings set it from its one choice, if one did.
struct StartingValue {
    /// The value, if one is set.
    var value: ParameterValue?
    /// The position of the binding whose one choice set ``value`` among
    /// the candidate's bindings; `nil` when a default, an open value or a
    /// fixed value set it, or none is set.
    var binding: Int?

    /// A starting value: `value`, set by binding `binding` when given.
    init(value: ParameterValue? = nil, binding: Int? = nil) {
        self.value = value
        self.binding = binding
    }
}
