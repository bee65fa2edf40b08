/// The JSON Lines events `--json` writes: one object per prompt and outcome, keys
/// in a fixed order so output is stable and diffable.
extension Prompt {
    /// `{"event":"prompt","kind":…,"parameter":…,"text":…,"options":[…]}`.
    public var json: JSONOutput {
        var members: [(String, JSONOutput)] = [("event", .string("prompt")), ("kind", .string(kind.rawValue))]
        if let parameter { members.append(("parameter", .string(parameter))) }
        members.append(("text", .string(text)))
        members.append(("options", .array(options.map(\.json))))
        if moreOptions > 0 { members.append(("moreOptions", .int(moreOptions))) }
        if let notice { members.append(("notice", .string(notice))) }
        return .object(members)
    }
}

extension PromptOption {
    /// `{"id":…,"title":…,"subtitle":…}`.
    public var json: JSONOutput {
        var members: [(String, JSONOutput)] = [("id", .string(id)), ("title", .string(title))]
        if let subtitle { members.append(("subtitle", .string(subtitle))) }
        return .object(members)
    }
}

extension Outcome {
    /// `{"event":"outcome","status":…,"app":…,"intent":…,"locale":…,"parameters":{…},"awaiting":…,"phrase":…,"dialog":…,"score":…}`
    /// in the documented order, then `summary`, `message` and `suggestions` when present.
    ///
    /// A request that stopped before it resolved (`needsValue`, `cancelled`,
    /// `failed`) still names the app, intent and locale it reached and the
    /// parameters set so far, and `awaiting` names the parameter the open
    /// question asked for, so a check can assert where an utterance got to.
    public var json: JSONOutput {
        var members: [(String, JSONOutput)] = [("event", .string("outcome")), ("status", .string(status.rawValue))]
        if let reached = invocation ?? unfinished {
            members.append(("app", .string(reached.app)))
            members.append(("intent", .string(reached.intent)))
            members.append(("locale", .string(reached.locale)))
            members.append(("parameters", .object(reached.parameters.map { ($0.name, $0.value.json) })))
        }
        if let awaitedParameter { members.append(("awaiting", .string(awaitedParameter))) }
        if let phrase { members.append(("phrase", .string(phrase))) }
        if let dialog { members.append(("dialog", .string(dialog))) }
        if let score { members.append(("score", .double(score))) }
        if let summary { members.append(("summary", .string(summary))) }
        if let message { members.append(("message", .string(message))) }
        if let suggestions {
            members.append(
                (
                    "suggestions",
                    .array(
                        suggestions.map { suggestion in
                            var fields: [(String, JSONOutput)] = [
                                ("app", .string(suggestion.app)), ("intent", .string(suggestion.intent)),
                            ]
                            if let shortTitle = suggestion.shortTitle {
                                fields.append(("shortTitle", .string(shortTitle)))
                            }
                            fields.append(("phrase", .string(suggestion.phrase)))
                            return .object(fields)
                        })
                ))
        }
        return .object(members)
    }
}

extension ParameterValue {
    /// Enum cases and entities as `{"id","title"}`; builtins as JSON values;
    /// dates as ISO 8601 in UTC; lists as arrays.
    public var json: JSONOutput {
        switch self {
        case .entity(let id, let title): .object([("id", .string(id)), ("title", .string(title))])
        case .string(let text): .string(text)
        case .integer(let number): .int(number)
        case .number(let number): .double(number)
        case .bool(let flag): .bool(flag)
        case .date(let date): .string(ISODateParser.format(date))
        case .list(let values): .array(values.map(\.json))
        }
    }
}

extension DialogTurn {
    /// The turn's JSON event.
    public var json: JSONOutput {
        switch self {
        case .prompt(let prompt): prompt.json
        case .outcome(let outcome): outcome.json
        }
    }
}
