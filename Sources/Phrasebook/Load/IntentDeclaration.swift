/// One action an app offers (Apple's `AppIntent`): its parameters and the
/// dialogs shown around running it.
public struct IntentDeclaration: Sendable {
    /// The intent's type name (`StartMeditationIntent`), reported in outcomes.
    public var name: String
    /// The display title (`Start Meditation`).
    public var title: String
    /// A sentence describing what it does.
    public var description: String?
    /// Inputs, in declaration order (the order follow-ups are asked in).
    public var parameters: [ParameterDeclaration]
    /// The parameter summary shown for the invocation.
    public var summary: ParameterSummary?
    /// A dialog that makes the intent ask for confirmation before it runs.
    public var confirmation: String?
    /// The dialog shown after the intent ran.
    public var result: String?
    /// Whether running the intent brings the app to the foreground.
    public var opensApp: Bool

    /// Creates an intent.
    public init(
        name: String, title: String, description: String? = nil,
        parameters: [ParameterDeclaration] = [], summary: ParameterSummary? = nil,
        confirmation: String? = nil, result: String? = nil, opensApp: Bool = false
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.parameters = parameters
        self.summary = summary
        self.confirmation = confirmation
        self.result = result
        self.opensApp = opensApp
    }

    /// The parameter named `name`, if the intent has one.
    public func parameter(named name: String) -> ParameterDeclaration? {
        parameters.first { $0.name == name }
    }
}

/// An input of an intent (Apple's `@Parameter`).
public struct ParameterDeclaration: Sendable {
    /// The name phrases and dialogs use in `${…}`.
    public var name: String
    /// The display title (`Session`).
    public var title: String
    /// The parameter's type.
    public var type: TypeReference
    /// Whether the intent can run without a value.
    public var optional: Bool
    /// The question asked when the value is missing.
    public var prompt: String?
    /// The question asked when several values fit.
    public var disambiguationPrompt: String?
    /// The value used when none is given.
    public var defaultValue: LiteralValue?
    /// Rules a value must satisfy.
    public var validation: Validation?

    /// Creates a parameter.
    public init(
        name: String, title: String, type: TypeReference, optional: Bool = false,
        prompt: String? = nil, disambiguationPrompt: String? = nil,
        defaultValue: LiteralValue? = nil, validation: Validation? = nil
    ) {
        self.name = name
        self.title = title
        self.type = type
        self.optional = optional
        self.prompt = prompt
        self.disambiguationPrompt = disambiguationPrompt
        self.defaultValue = defaultValue
        self.validation = validation
    }
}

/// Rules a parameter's value must satisfy, each failing with `message`.
public struct Validation: Sendable, Hashable {
    /// The smallest number allowed.
    public var min: Double?
    /// The largest number allowed.
    public var max: Double?
    /// Whether a date must lie after now.
    public var future: Bool
    /// Whether a string must have some text.
    public var nonEmpty: Bool
    /// What the user is told when a rule fails.
    public var message: String?

    /// Creates validation rules.
    public init(min: Double? = nil, max: Double? = nil, future: Bool = false, nonEmpty: Bool = false, message: String? = nil) {
        self.min = min
        self.max = max
        self.future = future
        self.nonEmpty = nonEmpty
        self.message = message
    }
}

/// How an invocation is summarized (Apple's `ParameterSummary`): plain text, or
/// chosen by a parameter's value with When/Otherwise or Switch/Case/Default.
public indirect enum ParameterSummary: Sendable {
    /// A template such as `Start ${session}`.
    case text(String)
    /// `then` when `parameter` has the value `value`, else `otherwise`.
    case when(parameter: String, value: String, then: ParameterSummary, otherwise: ParameterSummary?)
    /// The case whose key is `parameter`'s value, else `default`.
    case `switch`(parameter: String, cases: [(value: String, summary: ParameterSummary)], default: ParameterSummary?)
}

/// One App Shortcut: an intent, its phrases (the first is primary), how it is
/// shown, and parameter values fixed for it.
public struct ShortcutDeclaration: Sendable {
    /// The intent's name.
    public var intent: String
    /// Phrase templates, the primary one first.
    public var phrases: [String]
    /// The short title shown in Shortcuts and Spotlight.
    public var shortTitle: String?
    /// The SF Symbol name shown beside it.
    public var systemImageName: String?
    /// Parameter values fixed for this shortcut, in the order written.
    public var parameters: [(name: String, value: LiteralValue)]

    /// Creates a shortcut.
    public init(
        intent: String, phrases: [String], shortTitle: String? = nil,
        systemImageName: String? = nil, parameters: [(name: String, value: LiteralValue)] = []
    ) {
        self.intent = intent
        self.phrases = phrases
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        self.parameters = parameters
    }
}
