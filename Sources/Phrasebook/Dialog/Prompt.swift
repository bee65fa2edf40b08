/// A follow-up question the dialog engine asks, as Siri would.
public struct Prompt: Sendable, Hashable, Codable {
    /// What kind of answer the question wants.
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
}

/// One numbered option of a prompt.
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
