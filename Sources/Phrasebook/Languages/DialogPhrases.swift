/// The words the dialog engine itself says, per locale: default questions,
/// notices and messages.
///
/// An app's own strings (prompts, dialogs, summaries)
/// come from its Localizable tables instead.
struct DialogPhrases: Sendable {
    /// "What's the session?": the question for a parameter without a `prompt`.
    var valuePrompt: @Sendable (_ title: String) -> String
    /// "Số lượng là bao nhiêu?": the question for a number parameter without
    /// a `prompt` (a number asks "how many", not "what").
    var numberPrompt: @Sendable (_ title: String) -> String
    /// "Which book did you mean?": the question when several values fit.
    var disambiguationPrompt: @Sendable (_ title: String) -> String
    /// The question when several shortcuts fit.
    var actionPrompt: String
    /// The message of a cancelled request.
    var cancelled: String
    /// The notice when an answer is not understood.
    var didNotUnderstand: @Sendable (_ answer: String) -> String
    /// The message when answers were not understood too often.
    var gaveUp: String
    /// The message when input ends during a question.
    var inputEnded: String
    /// The message when a turn continues a request that is no longer there.
    var nothingToContinue: String
    /// The message when a phrase names an intent its app does not declare.
    var intentNotDeclared: @Sendable (_ intent: String) -> String
    /// The message when nothing was said.
    var nothingSaid: String
    /// The message when no phrase matches (given the normalized utterance).
    var noMatch: @Sendable (_ utterance: String) -> String
    /// The message when a negative phrase blocks an app.
    var negativePhrase: @Sendable (_ utterance: String, _ app: String) -> String
    /// The message for an utterance over the word limit.
    var tooLong: @Sendable (_ limit: Int) -> String
    /// The first line of the answer to "What can I do here?".
    var youCanSay: String
    /// The line under a list of options that was cut short, counting the
    /// options left off ("…and 3 more", "…还有3个").
    var moreOptions: @Sendable (_ count: Int) -> String
    /// The message when a built-in question names an unknown app.
    var noSuchApp: @Sendable (_ name: String) -> String
    /// The default message of a `min`…`max` rule.
    var outOfRange: @Sendable (_ min: String, _ max: String) -> String
    /// The default message of a `min` rule alone.
    var tooSmall: @Sendable (_ min: String) -> String
    /// The default message of a `max` rule alone.
    var tooLarge: @Sendable (_ max: String) -> String
    /// The default message of a `future` rule.
    var notInFuture: @Sendable (_ title: String) -> String
    /// The default message of a `nonEmpty` rule.
    var empty: @Sendable (_ title: String) -> String
    /// Joins list items for display ("A, B and C").
    var joinList: @Sendable (_ items: [String]) -> String
    /// How a `Bool` value that is true reads in a dialog ("yes").
    var trueValue: String
    /// How a `Bool` value that is false reads in a dialog ("no").
    var falseValue: String

    /// `items` joined by `separator`, the last two by `last`.
    static func joined(_ items: [String], separator: String, last: String) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        default: items.dropLast().joined(separator: separator) + last + items[items.count - 1]
        }
    }
}
