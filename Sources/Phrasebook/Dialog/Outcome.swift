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
    public internal(set) var status: Status
    /// The invocation, when resolved.
    public internal(set) var invocation: Invocation?
    /// The phrase template that matched, when one did.
    public internal(set) var phrase: String?
    /// The result dialog with values rendered, when resolved.
    public internal(set) var dialog: String?
    /// The match score, when a phrase matched.
    public internal(set) var score: Double?
    /// The parameter summary rendered for the invocation, when resolved.
    public internal(set) var summary: String?
    /// Why the conversation ended without an invocation, in words for the user.
    public internal(set) var message: String?
    /// For an outcome that ended a request before it resolved (`needsValue`,
    /// `cancelled`, `failed`): the app, intent and locale that matched and
    /// the parameter values set so far. `nil` otherwise (a resolved outcome
    /// has ``invocation``). Not part of the JSON output.
    public internal(set) var unfinished: Invocation?
    /// For `needsValue` (and a request cancelled or failed at a value
    /// question): the parameter the open question asked for.
    public internal(set) var awaitedParameter: String?
    /// For a built-in question ("What can I do here?"), the phrases offered.
    public internal(set) var suggestions: [Suggestion]?
    /// Which phrase and spoken forms a resolved outcome came through (for
    /// coverage); not part of the JSON output.
    var trace: MatchTrace?
}

extension Outcome {
    /// Creates an outcome, with the structure's memberwise initializer
    /// (kept by declaring this one here): assigning the fields one by one,
    /// this one made the outcome, copied it (a retain of each field) and
    /// released the first, on every request.
    init(
        status: Status, invocation: Invocation? = nil, phrase: String? = nil, dialog: String? = nil,
        score: Double? = nil, summary: String? = nil, message: String? = nil, suggestions: [Suggestion]? = nil,
        trace: MatchTrace? = nil
    ) {
        self.init(
            status: status, invocation: invocation, phrase: phrase, dialog: dialog, score: score, summary: summary,
            message: message, unfinished: nil, awaitedParameter: nil, suggestions: suggestions, trace: trace)
    }
}

/// The phrase an outcome resolved through, and how the app's name and each
/// phrase-bound value were said.
struct MatchTrace: Sendable, Hashable, Codable {
    /// The phrase's index in ``Catalog/phrases``.
    var phraseIndex: Int
    /// How the app's name was said, when the phrase has it.
    var applicationName: ValueVariant?
    /// For each value the phrase bound: the type's index in the app and the
    /// value's spoken form.
    var values: [TracedValue]

    /// Creates a trace.
    init(phraseIndex: Int, applicationName: ValueVariant?, values: [TracedValue]) {
        self.phraseIndex = phraseIndex
        self.applicationName = applicationName
        self.values = values
    }
}

/// One spoken form of an enum case or entity used by a phrase.
struct TracedValue: Sendable, Hashable, Codable {
    /// The type's index in the app's `types`.
    var type: Int
    /// The value and the title or synonym said.
    var variant: ValueVariant
}

/// A shortcut offered by a built-in question: its app, intent, short title
/// and primary phrase with the app's name filled in.
public struct Suggestion: Sendable, Hashable, Codable {
    /// The app's name.
    public internal(set) var app: String
    /// The intent's name.
    public internal(set) var intent: String
    /// The shortcut's short title, if it has one.
    public internal(set) var shortTitle: String?
    /// The primary phrase as a user would say it.
    public internal(set) var phrase: String

    /// Creates a suggestion.
    init(app: String, intent: String, shortTitle: String?, phrase: String) {
        self.app = app
        self.intent = intent
        self.shortTitle = shortTitle
        self.phrase = phrase
    }
}

/// What a conversation says next: a question, or how it ended.
public enum DialogTurn: Sendable, Hashable {
    /// A question to show; pass the user's reply to ``Conversation/answer(_:)``.
    case prompt(Prompt)
    /// How the request ended.
    case outcome(Outcome)
}
