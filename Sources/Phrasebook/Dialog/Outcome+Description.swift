extension Outcome: CustomStringConvertible {
    /// The outcome in words: its status, the app › intent and locale it
    /// reached with each parameter's value by title, then the dialog or the
    /// message.
    ///
    /// ```text
    /// resolved: Meditation › StartMeditationIntent [en]
    ///   session: Walking
    /// Starting Walking.
    /// ```
    public var description: String {
        var lines: [String] = []
        if let reached = invocation ?? unfinished {
            lines.append("\(status.rawValue): \(reached.app) › \(reached.intent) [\(reached.locale)]")
            for assignment in reached.parameters { lines.append("  \(assignment.name): \(assignment.value)") }
            if let awaitedParameter { lines.append("  awaiting: \(awaitedParameter)") }
        } else {
            lines.append(status.rawValue)
        }
        if let text = dialog ?? message {
            if lines.count == 1 && invocation == nil && unfinished == nil {
                lines[0] += ": " + text
            } else {
                lines.append(text)
            }
        }
        for suggestion in suggestions ?? [] { lines.append("  - \(suggestion.phrase)") }
        return lines.joined(separator: "\n")
    }
}

extension Invocation: CustomStringConvertible {
    /// The invocation on one line: app › intent, locale, and each
    /// parameter's value by title (`Meditation › StartMeditationIntent [en]
    /// session: Walking`).
    public var description: String {
        ([("\(app) › \(intent) [\(locale)]")] + parameters.map { "\($0.name): \($0.value)" })
            .joined(separator: " ")
    }
}

extension DialogTurn: CustomStringConvertible {
    /// The prompt or the outcome in words.
    public var description: String {
        switch self {
        case .prompt(let prompt): prompt.description
        case .outcome(let outcome): outcome.description
        }
    }
}
