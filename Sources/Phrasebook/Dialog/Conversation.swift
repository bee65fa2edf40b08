import Foundation

/// Turns a match into an invocation, asking what is missing as Siri would
/// (SPEC §7): parameters bound by the phrase or fixed by the shortcut are
/// set; each required parameter without a value is asked for in declaration
/// order; values that fit several entities ask which one; intents with a
/// confirmation ask it; then the result dialog is rendered.
///
/// A value type with no I/O: the caller shows prompts and feeds input. The
/// clock and time zone are injected so dates are testable.
public struct Conversation: Sendable {
    /// How many options a prompt lists before "…and N more".
    public static let maximumOptions = 10

    /// The catalog the conversation matches against.
    public let catalog: Catalog
    /// Restricts matching to one locale when set.
    public var locale: String?
    /// The time zone dates are read and shown in.
    public var timeZone: TimeZone
    /// The clock, for relative dates and `future` validation.
    public var now: @Sendable () -> Date

    /// What the conversation is waiting for, if anything.
    public private(set) var pending: PendingInvocation?

    /// A conversation over `catalog`.
    public init(
        catalog: Catalog, locale: String? = nil, timeZone: TimeZone = .current,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.catalog = catalog
        self.locale = locale
        self.timeZone = timeZone
        self.now = now
    }

    /// Starts a new request with `utterance`, forgetting any open question.
    public mutating func say(_ utterance: String) -> DialogTurn {
        pending = nil
        let result = Matcher(catalog: catalog).match(utterance, locale: locale)
        if result.isTooLong {
            return .outcome(Outcome(status: .noMatch, message: "The utterance is too long to match (more than \(Matcher.maximumTokens) words)."))
        }
        guard let best = result.candidates.first else {
            if let blocked = result.blockedApps.first {
                return .outcome(Outcome(status: .noMatch, message: "\"\(TextNormalizer.normalize(utterance))\" is a negative phrase of \(catalog.apps[blocked].app.name)."))
            }
            return .outcome(Outcome(status: .noMatch, message: "No phrase matches \"\(TextNormalizer.normalize(utterance))\"."))
        }
        let rivals = distinctShortcuts(result.candidates.filter { $0.score == best.score })
        if rivals.count > 1 {
            let options = rivals.map { candidate -> PromptOption in
                let manifest = catalog.apps[candidate.app]
                let shortcut = manifest.shortcuts[candidate.shortcut]
                let title = shortcut.shortTitle ?? manifest.intent(named: candidate.intent)?.title ?? candidate.intent
                return PromptOption(id: "\(manifest.app.name)/\(candidate.intent)", title: title, subtitle: manifest.app.name)
            }
            pending = PendingInvocation(candidates: rivals, values: [:], ambiguous: [:], confirmed: false, locale: best.locale)
            return .prompt(Prompt(kind: .action, text: "Which would you like to do?", options: options))
        }
        pending = start(best)
        return advance()
    }

    /// Resolves `utterance` with no answers to give: the turns `say --json`
    /// prints when its input is closed (a prompt, then `needsValue`; or the
    /// outcome alone).
    public mutating func resolveWithoutAnswers(_ utterance: String) -> [DialogTurn] {
        switch say(utterance) {
        case .outcome(let outcome):
            return [.outcome(outcome)]
        case .prompt(let prompt):
            return [.prompt(prompt), .outcome(endOfInput())]
        }
    }

    /// Ends the conversation because input ran out: `needsValue` when a
    /// question was open.
    public mutating func endOfInput() -> Outcome {
        defer { pending = nil }
        guard let pending else {
            return Outcome(status: .noMatch, message: "Nothing was said.")
        }
        let candidate = pending.candidates[0]
        return Outcome(
            status: .needsValue, phrase: catalog.phrases[candidate.phraseIndex].template.source, score: candidate.score,
            message: "Input ended before the question was answered.")
    }

    // MARK: Steps

    /// One shortcut per rival (candidates of the same shortcut are one action).
    private func distinctShortcuts(_ candidates: [Candidate]) -> [Candidate] {
        var seen = Set<[Int]>()
        return candidates.filter { seen.insert([$0.app, $0.shortcut]).inserted }
    }

    private func start(_ candidate: Candidate) -> PendingInvocation {
        let manifest = catalog.apps[candidate.app]
        let shortcut = manifest.shortcuts[candidate.shortcut]
        var values: [String: ParameterValue] = [:]
        var ambiguous: [String: [Int]] = [:]
        let intent = manifest.intent(named: candidate.intent)
        for parameter in intent?.parameters ?? [] {
            if let value = parameter.defaultValue.flatMap({ convert($0, to: parameter.type, app: candidate.app) }) {
                values[parameter.name] = value
            }
        }
        for binding in candidate.bindings {
            switch binding.value {
            case .values(let type, let choices):
                if choices.count == 1 {
                    values[binding.parameter] = entity(choices[0].index, type: type, app: candidate.app, locale: candidate.locale)
                } else {
                    values[binding.parameter] = nil
                    ambiguous[binding.parameter] = choices.map(\.index)
                }
            case .string(let text): values[binding.parameter] = .string(text)
            case .integer(let number): values[binding.parameter] = .integer(number)
            case .number(let number): values[binding.parameter] = .number(number)
            case .date(let date): values[binding.parameter] = .date(date)
            }
        }
        for fixed in shortcut.parameters {
            guard let parameter = intent?.parameter(named: fixed.name),
                let value = convert(fixed.value, to: parameter.type, app: candidate.app)
            else { continue }
            values[fixed.name] = value
            ambiguous[fixed.name] = nil
        }
        return PendingInvocation(candidates: [candidate], values: values, ambiguous: ambiguous, confirmed: false, locale: candidate.locale)
    }

    /// Asks the next question, or resolves.
    private mutating func advance() -> DialogTurn {
        guard let pending, let candidate = pending.candidates.first else {
            return .outcome(Outcome(status: .failed, message: "There is nothing to continue."))
        }
        let manifest = catalog.apps[candidate.app]
        guard let intent = manifest.intent(named: candidate.intent) else {
            return .outcome(Outcome(status: .failed, message: "The intent \(candidate.intent) is not declared."))
        }
        let renderer = DialogRenderer(timeZone: timeZone, locale: pending.locale)
        for parameter in intent.parameters {
            if let choices = pending.ambiguous[parameter.name], case .named(let typeName) = parameter.type.element,
                let type = catalog.typeIndex(named: typeName, inApp: candidate.app)
            {
                let declaration = manifest.types[type]
                let text = parameter.disambiguationPrompt.map { renderer.render($0, values: pending.values, appName: manifest.app.name) }
                    ?? "Which \(parameter.title.lowercased()) did you mean?"
                let options = choices.map { option(declaration.values[$0], locale: pending.locale, app: candidate.app) }
                return .prompt(Prompt(kind: .disambiguation, parameter: parameter.name, text: text, options: options))
            }
            if pending.values[parameter.name] == nil && !parameter.optional {
                let text = parameter.prompt.map { renderer.render($0, values: pending.values, appName: manifest.app.name) }
                    ?? "What's the \(parameter.title.lowercased())?"
                var options: [PromptOption] = []
                var more = 0
                if case .named(let typeName) = parameter.type.element, let declaration = manifest.type(named: typeName) {
                    options = declaration.values.prefix(Self.maximumOptions).map { option($0, locale: pending.locale, app: candidate.app) }
                    more = max(0, declaration.values.count - Self.maximumOptions)
                }
                return .prompt(Prompt(kind: .value, parameter: parameter.name, text: text, options: options, moreOptions: more))
            }
        }
        if let confirmation = intent.confirmation, !pending.confirmed {
            return .prompt(Prompt(kind: .confirmation, text: renderer.render(confirmation, values: pending.values, appName: manifest.app.name)))
        }
        let invocation = Invocation(
            app: manifest.app.name, intent: intent.name, locale: pending.locale,
            parameters: intent.parameters.compactMap { parameter in
                pending.values[parameter.name].map { ParameterAssignment(name: parameter.name, value: $0) }
            })
        let dialog = intent.result.map { renderer.render($0, values: pending.values, appName: manifest.app.name) }
        self.pending = nil
        return .outcome(Outcome(
            status: .resolved, invocation: invocation, phrase: catalog.phrases[candidate.phraseIndex].template.source,
            dialog: dialog, score: candidate.score))
    }

    // MARK: Values

    private func option(_ value: TypeValue, locale: String, app: Int) -> PromptOption {
        PromptOption(id: value.id, title: title(of: value, locale: locale, app: app), subtitle: value.subtitle)
    }

    private func title(of value: TypeValue, locale: String, app: Int) -> String {
        locale == catalog.apps[app].app.locale ? value.title : (value.localized[locale]?.title ?? value.title)
    }

    private func entity(_ index: Int, type: Int, app: Int, locale: String) -> ParameterValue {
        let value = catalog.apps[app].types[type].values[index]
        return .entity(id: value.id, title: title(of: value, locale: locale, app: app))
    }

    /// A manifest literal (a fixed value or default) as a value of `type`.
    private func convert(_ literal: LiteralValue, to type: TypeReference, app: Int) -> ParameterValue? {
        switch (type, literal) {
        case (.array(let element), .array(let items)):
            let values = items.compactMap { convert($0, to: element, app: app) }
            return values.count == items.count ? .list(values) : nil
        case (.array(let element), _):
            return convert(literal, to: element, app: app).map { .list([$0]) }
        case (.named(let name), .string(let id)):
            guard let typeIndex = catalog.typeIndex(named: name, inApp: app),
                let index = catalog.valueIndex(id: id, type: typeIndex, app: app)
            else { return nil }
            return entity(index, type: typeIndex, app: app, locale: catalog.apps[app].app.locale)
        case (.string, .string(let text)): return .string(text)
        case (.int, .number(let number)) where number == number.rounded(): return .integer(Int(number))
        case (.double, .number(let number)): return .number(number)
        case (.bool, .bool(let flag)): return .bool(flag)
        case (.date, .string(let text)): return ISODateParser.parse(text, timeZone: timeZone).map(ParameterValue.date)
        default: return nil
        }
    }
}

/// The invocation a conversation is building: the candidate shortcut(s), the
/// values set so far, the values still ambiguous, and whether it was confirmed.
public struct PendingInvocation: Sendable {
    /// The matched candidate, or the rivals of an action question.
    public var candidates: [Candidate]
    /// Values set so far, by parameter name.
    public var values: [String: ParameterValue]
    /// Parameters whose value fits several entities: their value indices.
    public var ambiguous: [String: [Int]]
    /// Whether the confirmation was answered yes.
    public var confirmed: Bool
    /// The locale of the matched phrase; the dialog continues in it.
    public var locale: String
}
