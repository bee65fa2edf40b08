/// The words the dialog engine itself says, per locale: default questions,
/// notices and messages. An app's own strings (prompts, dialogs, summaries)
/// come from its Localizable tables instead.
public struct DialogPhrases: Sendable {
    /// "What's the session?": the question for a parameter without a `prompt`.
    public var valuePrompt: @Sendable (_ title: String) -> String
    /// "Which book did you mean?": the question when several values fit.
    public var disambiguationPrompt: @Sendable (_ title: String) -> String
    /// The question when several shortcuts fit.
    public var actionPrompt: String
    /// The message of a cancelled request.
    public var cancelled: String
    /// The notice when an answer is not understood.
    public var didNotUnderstand: @Sendable (_ answer: String) -> String
    /// The message when answers were not understood too often.
    public var gaveUp: String
    /// The message when input ends during a question.
    public var inputEnded: String
    /// The message when nothing was said.
    public var nothingSaid: String
    /// The message when no phrase matches (given the normalized utterance).
    public var noMatch: @Sendable (_ utterance: String) -> String
    /// The message when a negative phrase blocks an app.
    public var negativePhrase: @Sendable (_ utterance: String, _ app: String) -> String
    /// The message for an utterance over the word limit.
    public var tooLong: @Sendable (_ limit: Int) -> String
    /// The first line of the answer to "What can I do here?".
    public var youCanSay: String
    /// The message when a built-in question names an unknown app.
    public var noSuchApp: @Sendable (_ name: String) -> String
    /// The default message of a `min`…`max` rule.
    public var outOfRange: @Sendable (_ min: String, _ max: String) -> String
    /// The default message of a `min` rule alone.
    public var tooSmall: @Sendable (_ min: String) -> String
    /// The default message of a `max` rule alone.
    public var tooLarge: @Sendable (_ max: String) -> String
    /// The default message of a `future` rule.
    public var notInFuture: @Sendable (_ title: String) -> String
    /// The default message of a `nonEmpty` rule.
    public var empty: @Sendable (_ title: String) -> String
    /// Joins list items for display ("A, B and C").
    public var joinList: @Sendable (_ items: [String]) -> String

    /// The phrases for `locale` (English when the locale has none of its own).
    public static func forLocale(_ locale: String) -> DialogPhrases {
        english
    }

    /// English.
    public static let english = DialogPhrases(
        valuePrompt: { "What's the \($0.lowercased())?" },
        disambiguationPrompt: { "Which \($0.lowercased()) did you mean?" },
        actionPrompt: "Which would you like to do?",
        cancelled: "Cancelled.",
        didNotUnderstand: { "Sorry, I didn't understand \"\($0)\"." },
        gaveUp: "Sorry, I still couldn't understand the answer, so I stopped. Try the request again.",
        inputEnded: "Input ended before the question was answered.",
        nothingSaid: "Nothing was said.",
        noMatch: { "No phrase matches \"\($0)\"." },
        negativePhrase: { "\"\($0)\" is a negative phrase of \($1)." },
        tooLong: { "The utterance is too long to match (more than \($0) words)." },
        youCanSay: "You can say:",
        noSuchApp: { "There is no app called \"\($0)\" here." },
        outOfRange: { "Please choose a number from \($0) to \($1)." },
        tooSmall: { "Please choose a number of at least \($0)." },
        tooLarge: { "Please choose a number of at most \($0)." },
        notInFuture: { "The \($0.lowercased()) must be in the future." },
        empty: { "The \($0.lowercased()) can't be empty." },
        joinList: { items in
            switch items.count {
            case 0: ""
            case 1: items[0]
            default: items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
            }
        })
}
