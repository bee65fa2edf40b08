/// The fields of an ``Outcome``, as it shows them: a plain structure, kept
/// in an ``OutcomeBox`` so an outcome is one reference wide.
struct OutcomeFields: Sendable {
    /// The status.
    var status: Outcome.Status
    /// The invocation, when resolved.
    var invocation: Invocation?
    /// The phrase template that matched, when one did.
    var phrase: String?
    /// ``Outcome/dialog`` as set, when it is not deferred.
    var dialogText: String?
    /// How ``Outcome/dialog`` is rendered from ``invocation`` when it is
    /// read; `nil` when ``dialogText`` holds it.
    var deferredDialog: DeferredDialog?
    /// The match score, when a phrase matched.
    var score: Double?
    /// The parameter summary rendered for the invocation, when resolved.
    var summary: String?
    /// Why the conversation ended without an invocation.
    var message: String?
    /// What a request that ended before it resolved had reached.
    var unfinished: Invocation?
    /// The parameter the open question asked for, when one was open.
    var awaitedParameter: String?
    /// For a built-in question, the phrases offered.
    var suggestions: [Suggestion]?
    /// Which phrase and spoken forms a resolved outcome came through.
    var trace: MatchTrace?
}

/// An outcome's fields in one allocation, shared by the outcome's copies
/// and never changed: handing an outcome on moves a reference rather than
/// copying all its fields.
final class OutcomeBox: Sendable {
    /// The fields.
    let fields: OutcomeFields

    /// A box holding `fields`.
    init(_ fields: OutcomeFields) {
        self.fields = fields
    }
}
