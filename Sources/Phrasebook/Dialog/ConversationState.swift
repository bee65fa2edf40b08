/// Everything a ``Conversation`` remembers between turns, as a `Codable`
/// value: a server can store it after one request and restore it with
/// ``Conversation/init(catalog:state:locale:timeZone:now:)`` for the next.
///
/// It refers to apps, shortcuts and phrases by position, so it records the
/// ``Catalog/fingerprint`` of the catalog it was made with, and a
/// conversation refuses it with any other catalog
/// (``ConversationStateError``), as it refuses a state whose positions are
/// out of range.
public struct ConversationState: Sendable, Hashable, Codable {
    /// The invocation being built, when a request is under way.
    var pending: PendingInvocation? = nil
    /// The question waiting for an answer.
    public internal(set) var awaiting: Prompt? = nil
    /// How many answers to the current question were not understood.
    var retries = 0
    /// The ``Catalog/fingerprint`` of the catalog the open question was
    /// asked with.
    public internal(set) var catalogFingerprint: String? = nil

    /// A conversation with nothing under way.
    public init() {}

    /// Whether a question is waiting for an answer.
    public var isAwaitingAnswer: Bool { awaiting != nil }

    /// Whether nothing is under way: the state ``init()`` makes, as
    /// finishing a request leaves it.
    ///
    /// Matched as cases: `== nil` on an
    /// optional of an equatable type compares through copied optionals.
    var isFresh: Bool {
        guard case .none = pending, case .none = awaiting, case .none = catalogFingerprint else { return false }
        return retries == 0
    }
}

/// The invocation a conversation is building: the candidate shortcut (or the
/// rivals of an action question), the values set so far, the values still
/// ambiguous, and whether it was confirmed.
struct PendingInvocation: Sendable, Hashable, Codable {
    /// The matched candidate, or the rivals of an action question.
    var candidates: [PhraseMatch]
    /// Values set so far, by parameter name.
    var values: [String: ParameterValue]
    /// Parameters whose value fits several entities: their value indices.
    var ambiguous: [String: [Int]]
    /// Whether the confirmation was answered yes.
    var confirmed: Bool
    /// The locale of the matched phrase; the dialog continues in it.
    var locale: String
}
