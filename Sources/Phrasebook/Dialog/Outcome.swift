/// How a conversation ended.
public struct Outcome: Sendable, Hashable, Codable {
    /// The final status (SPEC §8).
    public enum Status: String, Sendable, Hashable, Codable {
        /// An invocation was reached.
        case resolved
        /// Nothing matched the utterance.
        case noMatch
        /// Input ended while a question was open.
        case needsValue
        /// The user cancelled or declined the confirmation.
        case cancelled
        /// The dialog gave up (answers not understood).
        case failed
    }

    /// The status.
    public var status: Status
    /// The invocation, when resolved.
    public var invocation: Invocation?
    /// The phrase template that matched, when one did.
    public var phrase: String?
    /// The result dialog with values rendered, when resolved.
    public var dialog: String?
    /// The match score, when a phrase matched.
    public var score: Double?
    /// Why the conversation ended without an invocation, in words for the user.
    public var message: String?

    /// Creates an outcome.
    public init(
        status: Status, invocation: Invocation? = nil, phrase: String? = nil, dialog: String? = nil,
        score: Double? = nil, message: String? = nil
    ) {
        self.status = status
        self.invocation = invocation
        self.phrase = phrase
        self.dialog = dialog
        self.score = score
        self.message = message
    }
}

/// What a conversation says next: a question, or how it ended.
public enum DialogTurn: Sendable, Hashable {
    case prompt(Prompt)
    case outcome(Outcome)
}
