/// One action an app offers (Apple's `AppIntent`): its parameters and the
/// dialogs shown around running it.
struct IntentDeclaration: Sendable {
    /// The intent's type name (`StartMeditationIntent`), reported in outcomes.
    var name: String
    /// The display title (`Start Meditation`).
    var title: String
    /// A sentence describing what it does.
    var description: String?
    /// Inputs, in declaration order (the order follow-ups are asked in).
    var parameters: [ParameterDeclaration]
    /// The parameter summary shown for the invocation.
    var summary: ParameterSummary?
    /// A dialog that makes the intent ask for confirmation before it runs.
    var confirmation: String?
    /// The dialog shown after the intent ran.
    var result: String?
    /// Whether running the intent brings the app to the foreground.
    var opensApp: Bool

    /// Creates an intent.
    init(
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
    func parameter(named name: String) -> ParameterDeclaration? {
        parameters.first { $0.name == name }
    }
}

/// An input of an intent (Apple's `@Parameter`).
struct ParameterDeclaration: Sendable {
    /// The name phrases and dialogs use in `${…}`.
    var name: String
    /// The display title (`Session`).
    var title: String
    /// The parameter's type.
    var type: TypeReference
    /// Whether the intent can run without a value.
    var optional: Bool
    /// The question asked when the value is missing.
    var prompt: String?
    /// The question asked when several values fit.
    var disambiguationPrompt: String?
    /// The value used when none is given.
    var defaultValue: LiteralValue?
    /// Rules a value must satisfy.
    var validation: Validation?

    /// Creates a parameter.
    init(
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
struct Validation: Sendable, Hashable {
    /// The smallest number allowed.
    var min: Double?
    /// The largest number allowed.
    var max: Double?
    /// Whether a date must lie after now.
    var future: Bool
    /// Whether a string must have some text.
    var nonEmpty: Bool
    /// What the user is told when a rule fails.
    var message: String?

    /// Creates validation rules.
    init(min: Double? = nil, max: Double? = nil, future: Bool = false, nonEmpty: Bool = false, message: String? = nil) {
        self.min = min
        self.max = max
        self.future = future
        self.nonEmpty = nonEmpty
        self.message = message
    }
}

/// How an invocation is summarized (Apple's `ParameterSummary`): plain text, or
/// chosen by a parameter's value with When/Otherwise or Switch/Case/Default.
indirect enum ParameterSummary: Sendable {
    /// A template such as `Start ${session}`.
    case text(String)
    /// `then` when `parameter` has the value `value`, else `otherwise`.
    case when(parameter: String, value: String, then: ParameterSummary, otherwise: ParameterSummary?)
    /// The case whose key is `parameter`'s value, else `default`.
    case `switch`(parameter: String, cases: [(value: String, summary: ParameterSummary)], default: ParameterSummary?)
}

/// One App Shortcut: an intent, its phrases (the first is primary), how it is
/// shown, and parameter values fixed for it.
struct ShortcutDeclaration: Sendable {
    /// The intent's name.
    var intent: String
    /// Phrase templates, the primary one first.
    var phrases: [String]
    /// The short title shown in Shortcuts and Spotlight.
    var shortTitle: String?
    /// The SF Symbol name shown beside it.
    var systemImageName: String?
    /// Parameter values fixed for this shortcut, in the order written.
    var parameters: [(name: String, value: LiteralValue)]

    /// Creates a shortcut.
    init(
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
