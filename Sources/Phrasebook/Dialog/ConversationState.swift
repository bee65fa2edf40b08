/// Everything a ``Conversation`` remembers between turns, as a `Codable`
/// value: a server can store it after one request and restore it with
/// ``Conversation/init(catalog:restoring:locale:timeZone:now:)`` for the next.
///
/// Its JSON is opaque: keep it as it is and hand it back. It refers to
/// apps, shortcuts and phrases by position, so it records the
/// ``Catalog/fingerprint`` of the catalog it was made with, and a
/// conversation refuses it with any other catalog
/// (``ConversationStateError``), as it refuses a state whose positions are
/// out of range.
///
/// ```swift
/// var conversation = Conversation(catalog: catalog)
/// _ = conversation.say("Order Tomato from Soup Chef")    // asks how many
/// let saved = try JSONEncoder().encode(conversation.state)
/// // … later, in another process with the same catalog:
/// let state = try JSONDecoder().decode(ConversationState.self, from: saved)
/// var resumed = try Conversation(catalog: catalog, restoring: state)
/// print(resumed.respond("2"))                            // the next question
/// ```
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

    /// The keys of a stored state.
    private enum CodingKeys: String, CodingKey {
        case pending, awaiting, retries, catalogFingerprint
    }

    /// Decodes a state as ``encode(to:)`` stores it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pending = try container.decodeIfPresent(PendingInvocation.self, forKey: .pending)
        awaiting = try container.decodeIfPresent(StoredPrompt.self, forKey: .awaiting)?.prompt
        retries = try container.decodeIfPresent(Int.self, forKey: .retries) ?? 0
        catalogFingerprint = try container.decodeIfPresent(String.self, forKey: .catalogFingerprint)
    }

    /// Encodes the state whole, the open question with every field it
    /// needs to be asked again (not as the `prompt` event a caller is shown).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(pending, forKey: .pending)
        try container.encodeIfPresent(awaiting.map(StoredPrompt.init), forKey: .awaiting)
        try container.encode(retries, forKey: .retries)
        try container.encodeIfPresent(catalogFingerprint, forKey: .catalogFingerprint)
    }

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

/// A prompt as a stored state keeps it: every field, so the question can be
/// asked again exactly.
private struct StoredPrompt: Codable {
    var kind: Prompt.Kind
    var parameter: String?
    var text: String
    var options: [PromptOption]
    var moreOptions: Int
    var moreOptionsNote: String?
    var notice: String?

    /// The stored form of `prompt`.
    init(_ prompt: Prompt) {
        kind = prompt.kind
        parameter = prompt.parameter
        text = prompt.text
        options = prompt.options
        moreOptions = prompt.moreOptions
        moreOptionsNote = prompt.moreOptionsNote
        notice = prompt.notice
    }

    /// The prompt stored.
    var prompt: Prompt {
        Prompt(
            kind: kind, parameter: parameter, text: text, options: options, moreOptions: moreOptions,
            moreOptionsNote: moreOptionsNote, notice: notice)
    }
}
