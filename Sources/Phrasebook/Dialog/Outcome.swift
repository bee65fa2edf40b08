/// How a request ended: resolved to an invocation (with its result dialog
/// and summary), or not, and why.
///
/// A ``Conversation`` turn ends in one (``DialogTurn/outcome(_:)``).
/// `JSONEncoder` encodes it as the `outcome` event `phrasebook say --json`
/// writes (docs/CLI.md), and `print` shows it in words:
///
/// ```swift
/// var conversation = Conversation(catalog: catalog)
/// if case .outcome(let outcome) = conversation.say("Start Walking in Meditation") {
///     print(outcome)          // resolved: Meditation › StartMeditationIntent [en] …
///     outcome.invocation?["session"]?.id   // "walking"
///     let line = try JSONEncoder().encode(outcome)   // {"event":"outcome","status":"resolved",…}
/// }
/// ```
public struct Outcome: Sendable, Hashable, Encodable {
    /// The final status.
    ///
    /// ```swift
    /// switch outcome.status {
    /// case .resolved: run(outcome.invocation)
    /// case .noMatch: print(outcome.message ?? "")
    /// default: break
    /// }
    /// ```
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

    /// The fields, in one allocation that copies of the outcome share: a
    /// turn hands its outcome on through several steps (the resolving
    /// closure, the turn, the caller), and the whole value would be copied
    /// at each.
    ///
    /// Never changed in place: setting a field (rare: an outcome is
    /// made whole) makes a new box.
    private var box: OutcomeBox

    /// The status.
    public internal(set) var status: Status {
        get { box.fields.status }
        set { change { $0.status = newValue } }
    }
    /// The invocation, when resolved.
    public internal(set) var invocation: Invocation? {
        get { box.fields.invocation }
        set { change { $0.invocation = newValue } }
    }
    /// The phrase template that matched, when one did.
    public internal(set) var phrase: String? {
        get { box.fields.phrase }
        set { change { $0.phrase = newValue } }
    }
    /// The result dialog with values rendered, when resolved.
    ///
    /// It is rendered when first read, so a caller that does not show the
    /// dialog makes no string for it.
    public internal(set) var dialog: String? {
        get {
            guard let deferredDialog = box.fields.deferredDialog, let invocation = box.fields.invocation else {
                return box.fields.dialogText
            }
            return deferredDialog.rendered(with: invocation)
        }
        set {
            change {
                $0.dialogText = newValue
                $0.deferredDialog = nil
            }
        }
    }
    /// How ``dialog`` is rendered from ``invocation`` when it is read;
    /// `nil` when the dialog was set as text.
    var deferredDialog: DeferredDialog? { box.fields.deferredDialog }
    /// The match score, when a phrase matched.
    public internal(set) var score: Double? {
        get { box.fields.score }
        set { change { $0.score = newValue } }
    }
    /// The parameter summary rendered for the invocation, when resolved.
    public internal(set) var summary: String? {
        get { box.fields.summary }
        set { change { $0.summary = newValue } }
    }
    /// Why the conversation ended without an invocation, in words for the user.
    public internal(set) var message: String? {
        get { box.fields.message }
        set { change { $0.message = newValue } }
    }
    /// For an outcome that ended a request before it resolved (`needsValue`,
    /// `cancelled`, `failed`): the app, intent and locale that matched and
    /// the parameter values set so far.
    ///
    /// `nil` otherwise (a resolved outcome
    /// has ``invocation``). The JSON output gives it as the outcome's
    /// `app`, `intent`, `locale` and `parameters`.
    public internal(set) var unfinished: Invocation? {
        get { box.fields.unfinished }
        set { change { $0.unfinished = newValue } }
    }
    /// For `needsValue` (and a request cancelled or failed at a value
    /// question): the parameter the open question asked for.
    public internal(set) var awaitedParameter: String? {
        get { box.fields.awaitedParameter }
        set { change { $0.awaitedParameter = newValue } }
    }
    /// For a built-in question ("What can I do here?"), the phrases offered.
    public internal(set) var suggestions: [Suggestion]? {
        get { box.fields.suggestions }
        set { change { $0.suggestions = newValue } }
    }
    /// Which phrase and spoken forms a resolved outcome came through (for
    /// coverage); not part of the JSON output.
    var trace: MatchTrace? {
        get { box.fields.trace }
        set { change { $0.trace = newValue } }
    }

    /// Sets fields with `body`, in a new box: copies of the outcome keep
    /// the one they share.
    private mutating func change(_ body: (inout OutcomeFields) -> Void) {
        var fields = box.fields
        body(&fields)
        box = OutcomeBox(fields)
    }
}

extension Outcome {
    /// Creates an outcome from each of its fields, `dialog` rendered when
    /// read from `deferredDialog` when that is given (with an
    /// `invocation`), the fields made in their box at once.
    init(
        status: Status, invocation: Invocation?, phrase: String?, dialog: String?,
        deferredDialog: DeferredDialog? = nil,
        score: Double?, summary: String?, message: String?, unfinished: Invocation?, awaitedParameter: String?,
        suggestions: [Suggestion]?, trace: MatchTrace?
    ) {
        box = OutcomeBox(
            OutcomeFields(
                status: status, invocation: invocation, phrase: phrase, dialogText: dialog,
                deferredDialog: deferredDialog, score: score,
                summary: summary, message: message, unfinished: unfinished, awaitedParameter: awaitedParameter,
                suggestions: suggestions, trace: trace))
    }

    /// Creates an outcome of the fields given, the others `nil`.
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

extension Outcome {
    /// Encodes the outcome as its documented JSON event (``json``), the
    /// one `phrasebook say --json` and `serve` write: the `outcome` event
    /// with its status, the invocation reached, the dialog rendered, and no
    /// internal field.
    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }

    /// Whether two outcomes have the same fields, their dialogs compared as
    /// rendered.
    public static func == (lhs: Outcome, rhs: Outcome) -> Bool {
        lhs.status == rhs.status && lhs.invocation == rhs.invocation && lhs.phrase == rhs.phrase
            && lhs.dialog == rhs.dialog
            && lhs.score == rhs.score && lhs.summary == rhs.summary && lhs.message == rhs.message
            && lhs.unfinished == rhs.unfinished
            && lhs.awaitedParameter == rhs.awaitedParameter && lhs.suggestions == rhs.suggestions
            && lhs.trace == rhs.trace
    }

    /// Hashes the fields that equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(status)
        hasher.combine(invocation)
        hasher.combine(phrase)
        hasher.combine(dialog)
        hasher.combine(score)
        hasher.combine(summary)
        hasher.combine(message)
        hasher.combine(unfinished)
        hasher.combine(awaitedParameter)
        hasher.combine(suggestions)
        hasher.combine(trace)
    }
}

extension Outcome: CustomReflectable {
    /// The outcome's fields, as a structure holding them itself shows them
    /// (what `dump` and `print` show of an outcome is unchanged by its box).
    public var customMirror: Mirror {
        let fields = Mirror(reflecting: box.fields)
        return Mirror(self, children: fields.children, displayStyle: fields.displayStyle)
    }
}

/// The phrase an outcome resolved through, and how the app's name and each
/// phrase-bound value were said.
///
/// A trace of one value (most phrases bind one) keeps it inline: a request
/// resolved at once then allocates no array for its trace, and frees none.
struct MatchTrace: Sendable, Hashable, Codable {
    /// The phrase's index in ``Catalog/phrases``.
    var phraseIndex: Int
    /// How the app's name was said, when the phrase has it.
    var applicationName: ValueVariant?
    /// The first of ``values``, `nil` when there is none.
    private var firstValue: TracedValue?
    /// The rest of ``values``, after ``firstValue``: empty (no storage) for
    /// a trace of one value or none.
    private var otherValues: [TracedValue]

    /// For each value the phrase bound: the type's index in the app and the
    /// value's spoken form.
    var values: [TracedValue] {
        get {
            guard let firstValue else { return [] }
            return [firstValue] + otherValues
        }
        set {
            firstValue = newValue.first
            otherValues = Array(newValue.dropFirst())
        }
    }

    /// Creates a trace.
    init(phraseIndex: Int, applicationName: ValueVariant?, values: [TracedValue]) {
        self.phraseIndex = phraseIndex
        self.applicationName = applicationName
        firstValue = values.first
        otherValues = Array(values.dropFirst())
    }

    /// Creates a trace of one traced value or none.
    init(phraseIndex: Int, applicationName: ValueVariant?, only value: TracedValue?) {
        self.phraseIndex = phraseIndex
        self.applicationName = applicationName
        firstValue = value
        otherValues = []
    }

    /// The keys of a trace coded: its ``values`` as one array.
    private enum CodingKeys: String, CodingKey {
        case phraseIndex, applicationName, values
    }

    /// Decodes a trace as it is encoded.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            phraseIndex: try container.decode(Int.self, forKey: .phraseIndex),
            applicationName: try container.decodeIfPresent(ValueVariant.self, forKey: .applicationName),
            values: try container.decode([TracedValue].self, forKey: .values))
    }

    /// Encodes the phrase, the app's name when said, and the values as one
    /// array.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(phraseIndex, forKey: .phraseIndex)
        try container.encodeIfPresent(applicationName, forKey: .applicationName)
        try container.encode(values, forKey: .values)
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
///
/// A built-in question ("What can I do here?") lists them:
///
/// ```swift
/// for suggestion in outcome.suggestions ?? [] { print(suggestion.phrase) }   // Start Walking in Meditation …
/// ```
public struct Suggestion: Sendable, Hashable, Codable {
    /// The app's name.
    public internal(set) var app: String
    /// The intent's name.
    public internal(set) var intent: String
    /// The shortcut's short title, if it has one.
    public internal(set) var shortTitle: String?
    /// The primary phrase as a user would say it.
    public internal(set) var phrase: String
}

/// What a conversation says next: a question to show, or how the request
/// ended.
///
/// Each ``Conversation`` turn returns one; show a prompt and pass the reply
/// to ``Conversation/respond(_:)``, or act on the outcome. `JSONEncoder`
/// encodes it as the event `phrasebook say --json` writes, and `print`
/// shows it in words:
///
/// ```swift
/// var conversation = Conversation(catalog: catalog)
/// var turn = conversation.say("Open The Outsider in Library")
/// while case .prompt(let prompt) = turn {
///     print(prompt)                     // Which book did you mean? 1. The Outsider — Stephen King …
///     turn = conversation.respond("2")
/// }
/// print(turn)                           // resolved: Library › OpenBookIntent [en] …
/// ```
public enum DialogTurn: Sendable, Hashable, Encodable {
    /// A question to show; pass the user's reply to ``Conversation/answer(_:)``.
    case prompt(Prompt)
    /// How the request ended.
    case outcome(Outcome)

    /// Encodes the turn as its documented JSON event (``json``): a
    /// `prompt` or an `outcome` event, as `phrasebook say --json` writes it.
    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}
