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
    /// The parameter summary rendered for the invocation, when resolved.
    public var summary: String?
    /// Why the conversation ended without an invocation, in words for the user.
    public var message: String?
    /// For a built-in question ("What can I do here?"), the phrases offered.
    public var suggestions: [Suggestion]?

    /// Creates an outcome.
    public init(
        status: Status, invocation: Invocation? = nil, phrase: String? = nil, dialog: String? = nil,
        score: Double? = nil, summary: String? = nil, message: String? = nil, suggestions: [Suggestion]? = nil
    ) {
        self.status = status
        self.invocation = invocation
        self.phrase = phrase
        self.dialog = dialog
        self.score = score
        self.summary = summary
        self.message = message
        self.suggestions = suggestions
    }
}

/// A shortcut offered by a built-in question: its app, intent, short title
/// and primary phrase with the app's name filled in.
public struct Suggestion: Sendable, Hashable, Codable {
    /// The app's name.
    public var app: String
    /// The intent's name.
    public var intent: String
    /// The shortcut's short title, if it has one.
    public var shortTitle: String?
    /// The primary phrase as a user would say it.
    public var phrase: String

    /// Creates a suggestion.
    public init(app: String, intent: String, shortTitle: String?, phrase: String) {
        self.app = app
        self.intent = intent
        self.shortTitle = shortTitle
        self.phrase = phrase
    }
}

/// What a conversation says next: a question, or how it ended.
public enum DialogTurn: Sendable, Hashable {
    case prompt(Prompt)
    case outcome(Outcome)
}
