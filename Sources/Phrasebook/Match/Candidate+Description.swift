extension Candidate: CustomStringConvertible {
    /// The candidate on one line: app › intent, the phrase and its locale,
    /// score, cost and decision, then each parameter's values by title
    /// (`Meditation › StartMeditationIntent "Start ${session} in
    /// ${applicationName}" [en] score 0.667 cost 0.5 resolve; session:
    /// Walking`).
    public var description: String {
        var text = "\(app) › \(intent) \"\(phrase)\" [\(locale)] score \(score)"
        if cost > 0 { text += " cost \(cost)" }
        text += " \(decision)"
        if !parameters.isEmpty { text += "; " + parameters.map(\.description).joined(separator: "; ") }
        return text
    }
}

extension Candidate.Parameter: CustomStringConvertible {
    /// The parameter's name and what its words mean, several values joined
    /// by "or" (`book: The Outsider or The Outsider`).
    public var description: String {
        "\(name): " + values.map(\.description).joined(separator: " or ")
    }
}
