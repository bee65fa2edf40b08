/// A follow-up question a conversation asks before a request can resolve,
/// as Siri would: a missing value, which of several values or actions, a
/// confirmation, or "Did you mean …?".
///
/// Show ``text`` (and ``notice`` when set) with the numbered ``options``,
/// then pass the user's reply to ``Conversation/respond(_:)``.
/// `JSONEncoder` encodes it as the `prompt` event `phrasebook say --json`
/// writes (docs/CLI.md), and `print` shows it as a terminal would:
///
/// ```swift
/// var conversation = Conversation(catalog: catalog)
/// if case .prompt(let prompt) = conversation.say("Open The Outsider in Library") {
///     prompt.kind             // .disambiguation
///     prompt.options.count    // 2
///     print(prompt)           // Which book did you mean?
///                             //   1. The Outsider — Stephen King
///                             //   2. The Outsider — Albert Camus
/// }
/// ```
public struct Prompt: Sendable, Hashable, Encodable {
    /// What kind of answer the question wants.
    ///
    /// ```swift
    /// switch prompt.kind {
    /// case .confirmation, .didYouMean: print(prompt.text, "(yes/no)")
    /// default: print(prompt)
    /// }
    /// ```
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A missing parameter's value (with options for enums and entities).
        case value
        /// Several values fit what was said; which one was meant.
        case disambiguation
        /// The intent asks before it runs; yes or no.
        case confirmation
        /// Several shortcuts fit the utterance; which action was meant.
        case action
        /// The utterance is only close to a phrase: "Did you mean …?"; yes
        /// continues with it, no ends with `noMatch`.
        case didYouMean
    }

    // The optional fields here and in `PromptOption` are written
    // `Optional<String>`, not `String?`: a `String?` variable is set to `nil`
    // before the initializer runs, so the initializer would set it twice.

    /// The kind of question.
    public internal(set) var kind: Kind
    /// The parameter asked about, for value and disambiguation prompts.
    public internal(set) var parameter: Optional<String>
    /// The question's text.
    public internal(set) var text: String
    /// Numbered options to choose from, at most a screenful.
    public internal(set) var options: [PromptOption]
    /// How many further options were left off the list.
    public internal(set) var moreOptions: Int
    /// The line saying how many options were left off, in the question's
    /// language ("…and 3 more"); `nil` when none were.
    public internal(set) var moreOptionsNote: Optional<String>
    /// Why the question is asked (again): a validation message, or that the
    /// last answer was not understood.
    public internal(set) var notice: Optional<String>

    /// Creates a prompt.
    init(
        kind: Kind, parameter: String? = nil, text: String, options: [PromptOption] = [], moreOptions: Int = 0,
        moreOptionsNote: String? = nil, notice: String? = nil
    ) {
        self.kind = kind
        self.parameter = parameter
        self.text = text
        self.options = options
        self.moreOptions = moreOptions
        self.moreOptionsNote = moreOptionsNote
        self.notice = notice
    }

    /// Encodes the prompt as its documented JSON event (``json``), the one
    /// `phrasebook say --json` and `serve` write.
    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}

/// One numbered option of a prompt.
///
/// The user may answer with its number, its title or its id:
///
/// ```swift
/// for (number, option) in prompt.options.enumerated() {
///     print(number + 1, option.title, option.subtitle ?? "")   // 1 The Outsider Stephen King
/// }
/// ```
public struct PromptOption: Sendable, Hashable, Codable {
    /// The value's id (or, for an action prompt, `App/Intent`).
    public internal(set) var id: String
    /// What the user sees and may say.
    public internal(set) var title: String
    /// A second line (an author, a length), when the value has one.
    public internal(set) var subtitle: Optional<String>

    /// Creates an option.
    init(id: String, title: String, subtitle: String? = nil) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
    }
}
