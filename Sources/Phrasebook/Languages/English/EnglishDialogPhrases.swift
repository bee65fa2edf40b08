extension DialogPhrases {
    /// English.
    static let english = DialogPhrases(
        valuePrompt: { "What's the \($0.lowercased())?" },
        numberPrompt: { $0.hasSuffix("s") ? "How many \($0.lowercased())?" : "What's the \($0.lowercased())?" },
        disambiguationPrompt: { "Which \($0.lowercased()) did you mean?" },
        actionPrompt: "Which would you like to do?",
        cancelled: "Cancelled.",
        didNotUnderstand: { "Sorry, I didn't understand \"\($0)\"." },
        gaveUp: "Sorry, I still couldn't understand the answer, so I stopped. Try the request again.",
        inputEnded: "Input ended before the question was answered.",
        nothingToContinue: "There is nothing to continue.",
        intentNotDeclared: { "The intent \($0) is not declared." },
        nothingSaid: "Nothing was said.",
        noMatch: { "No phrase matches \"\($0)\"." },
        negativePhrase: { "\"\($0)\" is a negative phrase of \($1)." },
        tooLong: { "The utterance is too long to match (more than \($0) words)." },
        youCanSay: "You can say:",
        moreOptions: { "…and \($0) more" },
        noSuchApp: { "There is no app called \"\($0)\" here." },
        outOfRange: { "Please choose a number from \($0) to \($1)." },
        tooSmall: { "Please choose a number of at least \($0)." },
        tooLarge: { "Please choose a number of at most \($0)." },
        notInFuture: { "The \($0.lowercased()) must be in the future." },
        empty: { "The \($0.lowercased()) can't be empty." },
        joinList: { DialogPhrases.joined($0, separator: ", ", last: " and ") },
        trueValue: "yes",
        falseValue: "no")
}
