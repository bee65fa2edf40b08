/// The words a locale uses to answer follow-up questions: yes and no, cancel,
/// ordinals, and filler words around a choice ("the second one").
public struct AnswerWords: Sendable {
    /// Normalized answers that mean yes.
    public var yes: Set<String>
    /// Normalized answers that mean no.
    public var no: Set<String>
    /// Normalized answers that cancel the request at any prompt.
    public var cancel: Set<String>
    /// Ordinal words and their position (`second` → 2; `last` → -1).
    public var ordinals: [String: Int]
    /// Words around a choice that carry no meaning (`the`, `one`, `please`).
    public var fillers: Set<String>
    /// Words that introduce an option number (`number 2`, `option 2`).
    public var numberMarkers: Set<String>
    /// Words and marks that join the items of a list answer.
    public var listSeparators: [String]

    /// The words for `locale` (English when the locale has none of its own).
    public static func forLocale(_ locale: String) -> AnswerWords {
        english
    }

    /// English.
    public static let english = AnswerWords(
        yes: ["yes", "yeah", "yep", "yup", "y", "sure", "ok", "okay", "confirm", "correct", "of course", "do it",
              "yes please", "please do", "go ahead", "true", "right", "affirmative", "absolutely"],
        no: ["no", "nope", "nah", "n", "no thanks", "no thank you", "don't", "do not", "false", "negative", "not now"],
        cancel: ["cancel", "never mind", "nevermind", "stop", "forget it", "quit", "exit", "abort", "cancel that",
                 "cancel it", "no cancel"],
        ordinals: ["first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
                   "fifth": 5, "5th": 5, "sixth": 6, "6th": 6, "seventh": 7, "7th": 7, "eighth": 8, "8th": 8,
                   "ninth": 9, "9th": 9, "tenth": 10, "10th": 10, "last": -1],
        fillers: ["the", "one", "please", "a", "an", "it's", "its", "i", "want", "would", "like", "choose", "pick",
                  "take", "that", "this", "thanks", "thank", "you", "mean", "meant", "did"],
        numberMarkers: ["number", "option", "no", "choice", "item"],
        listSeparators: [",", ";", " and ", " & ", " plus ", " with "])

    /// Whether the normalized `tokens` say yes (`true`), no (`false`), or neither.
    public func yesOrNo(_ tokens: [String]) -> Bool? {
        let text = tokens.joined(separator: " ")
        if yes.contains(text) { return true }
        if no.contains(text) { return false }
        return nil
    }

    /// Whether the normalized `tokens` cancel the request.
    public func isCancel(_ tokens: [String]) -> Bool {
        cancel.contains(tokens.joined(separator: " "))
    }
}
