import Foundation

/// Turns an utterance into an invocation, asking what is missing as Siri
/// would (SPEC §7): parameters bound by the phrase or fixed by the shortcut
/// are set; a value that fits several entities asks which one; each required
/// parameter without a value is asked for in declaration order (with numbered
/// options for enums and entities); answers are validated, and a failed rule
/// says why and asks again; an intent with a confirmation asks it; "cancel"
/// cancels at any prompt; an answer not understood is asked again at most
/// twice. The result is the invocation with its result dialog and summary.
///
/// A value type with no I/O and no global state: the caller shows prompts
/// and feeds input; the clock and time zone are injected; ``state`` is
/// `Codable`, so a server can keep a conversation between requests.
public struct Conversation: Sendable {
    /// How many options a prompt lists before "…and N more".
    public static let maximumOptions = 10
    /// How many times a question is asked again before the dialog fails.
    public static let maximumRetries = 2

    /// The catalog the conversation matches against.
    public let catalog: Catalog
    /// Restricts matching to one locale when set.
    public var locale: String?
    /// The time zone dates are read and shown in.
    public var timeZone: TimeZone
    /// The clock, for relative dates and `future` validation.
    public var now: @Sendable () -> Date
    /// What the conversation remembers between turns.
    public var state: ConversationState
    /// Whether the last answer was not understood (and so asked again).
    private var lastAnswerNotUnderstood = false

    /// A conversation over `catalog`, optionally continuing from `state`.
    public init(
        catalog: Catalog, state: ConversationState = ConversationState(), locale: String? = nil,
        timeZone: TimeZone = .current, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.catalog = catalog
        self.state = state
        self.locale = locale
        self.timeZone = timeZone
        self.now = now
    }

    /// The invocation being built, if any.
    var pending: PendingInvocation? { state.pending }

    /// The dialog engine's own words before a phrase has set the locale.
    private var messages: DialogPhrases { Language.of(locale).phrases }

    // MARK: Turns

    /// Answers the open question with `text`, or starts a new request when
    /// no question is open — or when the answer is not understood but is
    /// itself a request ("What can I do here?", another shortcut's phrase):
    /// what a REPL does with each line.
    public mutating func respond(_ text: String) -> DialogTurn {
        guard state.isAwaitingAnswer else { return say(text) }
        var trial = self
        let turn = trial.answer(text)
        if trial.lastAnswerNotUnderstood && isRequest(text) { return say(text) }
        self = trial
        return turn
    }

    /// Whether `text` matches a phrase or a built-in question on its own.
    private func isRequest(_ text: String) -> Bool {
        !Matcher(catalog: catalog).match(text, locale: locale).candidates.isEmpty
            || BuiltinQuestion.parse(text, catalog: catalog) != nil
    }

    /// Starts a new request with `utterance`, forgetting any open question.
    public mutating func say(_ utterance: String) -> DialogTurn {
        state = ConversationState()
        let result = Matcher(catalog: catalog).match(utterance, locale: locale)
        if result.isTooLong {
            return .outcome(Outcome(status: .noMatch, message: messages.tooLong(Matcher.maximumTokens)))
        }
        guard let best = result.candidates.first else {
            if let blocked = result.blockedApps.first {
                let app = catalog.apps[blocked]
                let name = app.translate(app.app.name, into: locale ?? app.app.locale)
                return .outcome(Outcome(status: .noMatch, message: messages.negativePhrase(TextNormalizer.display(utterance), name)))
            }
            if let (question, questionLocale) = BuiltinQuestion.parse(utterance, catalog: catalog, locale: locale) {
                return .outcome(answer(question, locale: questionLocale))
            }
            return .outcome(Outcome(status: .noMatch, message: messages.noMatch(TextNormalizer.display(utterance))))
        }
        let rivals = distinctShortcuts(result.candidates.filter { $0.score == best.score })
        if rivals.count > 1 {
            state.pending = PendingInvocation(candidates: rivals, values: [:], ambiguous: [:], confirmed: false, locale: best.locale)
            return ask(actionPrompt(rivals))
        }
        state.pending = start(best)
        return advance()
    }

    /// Answers the open question. With no question open, `text` starts a new
    /// request.
    public mutating func answer(_ text: String) -> DialogTurn {
        lastAnswerNotUnderstood = false
        guard let prompt = state.awaiting, var pending = state.pending else { return say(text) }
        let words = Language.of(pending.locale).answers
        let tokens = TextNormalizer.words(text)
        if words.isCancel(tokens) {
            return finish(Outcome(status: .cancelled, phrase: phrase(of: pending), score: pending.candidates.first?.score, message: Language.of(pending.locale).phrases.cancelled))
        }
        switch prompt.kind {
        case .action:
            guard let index = chooseAction(text, prompt: prompt, words: words, locale: pending.locale) else { return retry(prompt, answer: text) }
            state.pending = start(pending.candidates[index])
            return advance()
        case .confirmation:
            switch words.yesOrNo(answer: text) {
            case true?:
                pending.confirmed = true
                state.pending = pending
                return advance()
            case false?:
                return finish(Outcome(status: .cancelled, phrase: phrase(of: pending), score: pending.candidates.first?.score, message: Language.of(pending.locale).phrases.cancelled))
            case nil:
                return retry(prompt, answer: text)
            }
        case .disambiguation:
            guard let name = prompt.parameter, let choices = pending.ambiguous[name],
                let (type, typeIndex) = typeOf(parameter: name, in: pending)
            else { return retry(prompt, answer: text) }
            let resolver = choiceResolver(type, locale: pending.locale, app: pending.candidates[0].app)
            switch resolver.resolve(text, candidates: choices, listed: choices) {
            case .values(let picked) where picked.count == 1:
                pending.values[name] = entity(picked[0], type: typeIndex, app: pending.candidates[0].app, locale: pending.locale)
                pending.ambiguous[name] = nil
            case .values(let picked) where picked.count < choices.count:
                pending.ambiguous[name] = picked
            default:
                return retry(prompt, answer: text)
            }
            state.pending = pending
            return advance()
        case .value:
            guard let name = prompt.parameter, let parameter = intent(of: pending)?.parameter(named: name) else {
                return retry(prompt, answer: text)
            }
            switch read(text, for: parameter, prompt: prompt, pending: pending) {
            case .value(let value):
                if let problem = violation(of: parameter, by: value) {
                    return retry(prompt, answer: text, notice: problem)
                }
                pending.values[name] = value
            case .ambiguous(let choices):
                pending.ambiguous[name] = choices
            case .notUnderstood:
                return retry(prompt, answer: text)
            }
            state.pending = pending
            return advance()
        }
    }

    /// Ends the conversation because input ran out: `needsValue` when a
    /// question was open.
    public mutating func endOfInput() -> Outcome {
        defer { state = ConversationState() }
        guard let pending = state.pending else {
            return Outcome(status: .noMatch, message: messages.nothingSaid)
        }
        return withUnfinished(Outcome(
            status: .needsValue, phrase: phrase(of: pending), score: pending.candidates.first?.score,
            message: Language.of(pending.locale).phrases.inputEnded))
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

    // MARK: Steps

    /// One candidate per shortcut (candidates of one shortcut are one action).
    private func distinctShortcuts(_ candidates: [PhraseMatch]) -> [PhraseMatch] {
        var seen = Set<[Int]>()
        return candidates.filter { seen.insert([$0.app, $0.shortcut]).inserted }
    }

    private func actionPrompt(_ rivals: [PhraseMatch]) -> Prompt {
        let options = rivals.map { candidate -> PromptOption in
            let manifest = catalog.apps[candidate.app]
            let shortcut = manifest.shortcuts[candidate.shortcut]
            let title = shortcut.shortTitle ?? manifest.intent(named: candidate.intent)?.title ?? candidate.intent
            return PromptOption(
                id: "\(manifest.app.name)/\(candidate.intent)", title: manifest.translate(title, into: candidate.locale),
                subtitle: manifest.translate(manifest.app.name, into: candidate.locale))
        }
        return Prompt(kind: .action, text: Language.of(rivals[0].locale).phrases.actionPrompt, options: options)
    }

    private func chooseAction(_ text: String, prompt: Prompt, words: AnswerWords, locale: String) -> Int? {
        let tokens = TextNormalizer.words(text)
        let stripped = tokens.filter { !words.fillers.contains($0) }.joined(separator: " ")
        for (index, option) in prompt.options.enumerated() {
            let names = [option.title, option.id.split(separator: "/").last.map(String.init) ?? ""]
            if names.map(TextNormalizer.normalize).contains(where: { $0 == stripped || $0 == tokens.joined(separator: " ") }) {
                return index
            }
        }
        let resolver = ChoiceResolver(values: [], locale: locale, isDevelopmentLocale: true, words: words)
        return resolver.optionPosition(tokens, count: prompt.options.count)
    }

    /// The invocation's starting values: defaults, then what the phrase
    /// bound, then what the shortcut fixes.
    private func start(_ candidate: PhraseMatch) -> PendingInvocation {
        let manifest = catalog.apps[candidate.app]
        let shortcut = manifest.shortcuts[candidate.shortcut]
        var values: [String: ParameterValue] = [:]
        var ambiguous: [String: [Int]] = [:]
        let intent = manifest.intent(named: candidate.intent)
        for parameter in intent?.parameters ?? [] {
            if let value = parameter.defaultValue.flatMap({ convert($0, to: parameter.type, app: candidate.app, locale: candidate.locale) }) {
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
                let value = convert(fixed.value, to: parameter.type, app: candidate.app, locale: candidate.locale)
            else { continue }
            values[fixed.name] = value
            ambiguous[fixed.name] = nil
        }
        return PendingInvocation(candidates: [candidate], values: values, ambiguous: ambiguous, confirmed: false, locale: candidate.locale)
    }

    /// Asks the next question, or resolves.
    private mutating func advance() -> DialogTurn {
        guard var pending = state.pending, let candidate = pending.candidates.first else {
            return finish(Outcome(status: .failed, message: messages.nothingToContinue))
        }
        let manifest = catalog.apps[candidate.app]
        guard let intent = manifest.intent(named: candidate.intent) else {
            return finish(Outcome(status: .failed, message: Language.of(pending.locale).phrases.intentNotDeclared(candidate.intent)))
        }
        let renderer = DialogRenderer(timeZone: timeZone, locale: pending.locale)
        let phrases = Language.of(pending.locale).phrases
        let appName = manifest.translate(manifest.app.name, into: pending.locale)
        func text(_ string: String) -> String { manifest.translate(string, into: pending.locale) }
        for parameter in intent.parameters {
            if let choices = pending.ambiguous[parameter.name], case .named(let typeName) = parameter.type.element,
                let declaration = manifest.type(named: typeName)
            {
                let question = parameter.disambiguationPrompt.map { renderer.render(text($0), values: pending.values, appName: appName) }
                    ?? phrases.disambiguationPrompt(text(parameter.title))
                let options = choices.map { option(declaration.values[$0], locale: pending.locale, app: candidate.app) }
                return ask(Prompt(kind: .disambiguation, parameter: parameter.name, text: question, options: options))
            }
            var notice: String?
            if let value = pending.values[parameter.name], let problem = violation(of: parameter, by: value) {
                pending.values[parameter.name] = nil
                state.pending = pending
                notice = problem
            }
            if pending.values[parameter.name] == nil && !parameter.optional {
                var prompt = valuePrompt(for: parameter, pending: pending, renderer: renderer)
                prompt.notice = notice
                return ask(prompt)
            }
        }
        if let confirmation = intent.confirmation, !pending.confirmed {
            return ask(Prompt(kind: .confirmation, text: renderer.render(text(confirmation), values: pending.values, appName: appName)))
        }
        let invocation = Invocation(
            app: manifest.app.name, intent: intent.name, locale: pending.locale,
            parameters: intent.parameters.compactMap { parameter in
                pending.values[parameter.name].map { ParameterAssignment(name: parameter.name, value: $0) }
            })
        let dialog = intent.result.map { renderer.render(text($0), values: pending.values, appName: appName) }
        let placeholders = Dictionary(intent.parameters.map { ($0.name, text($0.title)) }, uniquingKeysWith: { first, _ in first })
        let summary = intent.summary.flatMap {
            renderer.render($0, values: pending.values, appName: appName, placeholders: placeholders, translate: text)
        }
        var outcome = Outcome(
            status: .resolved, invocation: invocation, phrase: phrase(of: pending), dialog: dialog,
            score: candidate.score, summary: summary)
        outcome.trace = MatchTrace(
            phraseIndex: candidate.phraseIndex, applicationName: candidate.applicationName,
            values: candidate.bindings.flatMap { binding -> [TracedValue] in
                guard case .values(let type, let choices) = binding.value else { return [] }
                let chosen = pending.values[binding.parameter]?.id
                return choices.filter { manifest.types[type].values[$0.index].id == chosen }
                    .map { TracedValue(type: type, variant: $0.variant) }
            })
        return finish(outcome)
    }

    private func valuePrompt(for parameter: ParameterDeclaration, pending: PendingInvocation, renderer: DialogRenderer) -> Prompt {
        let manifest = catalog.apps[pending.candidates[0].app]
        let appName = manifest.translate(manifest.app.name, into: pending.locale)
        let text = parameter.prompt.map { renderer.render(manifest.translate($0, into: pending.locale), values: pending.values, appName: appName) }
            ?? Language.of(pending.locale).phrases.valuePrompt(manifest.translate(parameter.title, into: pending.locale))
        var options: [PromptOption] = []
        var more = 0
        if case .named(let typeName) = parameter.type.element, let declaration = manifest.type(named: typeName) {
            options = declaration.values.prefix(Self.maximumOptions).map { option($0, locale: pending.locale, app: pending.candidates[0].app) }
            more = max(0, declaration.values.count - Self.maximumOptions)
        }
        return Prompt(kind: .value, parameter: parameter.name, text: text, options: options, moreOptions: more)
    }

    private mutating func ask(_ prompt: Prompt) -> DialogTurn {
        if state.awaiting.map({ $0.kind != prompt.kind || $0.parameter != prompt.parameter }) ?? true {
            state.retries = 0
        }
        state.awaiting = prompt
        return .prompt(prompt)
    }

    /// Asks `prompt` again. An answer not understood counts toward the
    /// limit; an answer refused by a validation rule (`notice`) does not, as
    /// the user was understood and told why.
    private mutating func retry(_ prompt: Prompt, answer: String, notice: String? = nil) -> DialogTurn {
        lastAnswerNotUnderstood = notice == nil
        if notice == nil { state.retries += 1 }
        guard state.retries <= Self.maximumRetries else {
            return finish(Outcome(
                status: .failed, phrase: state.pending.flatMap(phrase(of:)), score: state.pending?.candidates.first?.score,
                message: Language.of(state.pending?.locale ?? locale).phrases.gaveUp))
        }
        var again = prompt
        again.notice = notice
            ?? Language.of(state.pending?.locale).phrases.didNotUnderstand(answer.trimmingCharacters(in: .whitespacesAndNewlines))
        state.awaiting = again
        return .prompt(again)
    }

    private mutating func finish(_ outcome: Outcome) -> DialogTurn {
        let outcome = withUnfinished(outcome)
        state = ConversationState()
        return .outcome(outcome)
    }

    /// `outcome`, when it ends a request before it resolved, with what the
    /// request had reached: the app, intent, locale and values set so far,
    /// and the parameter the open question asked for. A request still
    /// choosing between shortcuts (an action question) has no intent yet.
    private func withUnfinished(_ outcome: Outcome) -> Outcome {
        guard outcome.status != .resolved, let pending = state.pending, state.awaiting?.kind != .action,
            let candidate = pending.candidates.first, let intent = intent(of: pending)
        else { return outcome }
        var outcome = outcome
        outcome.unfinished = Invocation(
            app: catalog.apps[candidate.app].app.name, intent: intent.name, locale: pending.locale,
            parameters: intent.parameters.compactMap { parameter in
                pending.values[parameter.name].map { ParameterAssignment(name: parameter.name, value: $0) }
            })
        outcome.awaitedParameter = state.awaiting?.parameter
        return outcome
    }

    private func answer(_ question: BuiltinQuestion, locale: String) -> Outcome {
        let phrases = Language.of(locale).phrases
        if case .unknownApp(let name) = question {
            return Outcome(status: .noMatch, message: phrases.noSuchApp(name))
        }
        let suggestions = question.suggestions(in: catalog, locale: locale)
        let lines = suggestions.map { "• \($0.phrase)" }
        return Outcome(status: .resolved, dialog: ([phrases.youCanSay] + lines).joined(separator: "\n"), suggestions: suggestions)
    }

    // MARK: Answers

    private enum Reading {
        case value(ParameterValue)
        case ambiguous([Int])
        case notUnderstood
    }

    /// Reads an answer as a value of `parameter`'s type.
    private func read(_ text: String, for parameter: ParameterDeclaration, prompt: Prompt, pending: PendingInvocation) -> Reading {
        let app = pending.candidates[0].app
        let words = Language.of(pending.locale).answers
        func single(_ text: String, _ type: TypeReference) -> Reading {
            let tokens = TextNormalizer.words(text)
            switch type {
            case .named(let typeName):
                guard let typeIndex = catalog.typeIndex(named: typeName, inApp: app) else { return .notUnderstood }
                let declaration = catalog.apps[app].types[typeIndex]
                let listed = prompt.options.compactMap { catalog.valueIndex(id: $0.id, type: typeIndex, app: app) }
                let resolver = choiceResolver(declaration, locale: pending.locale, app: app)
                switch resolver.resolve(text, candidates: Array(declaration.values.indices), listed: listed) {
                case .values(let picked) where picked.count == 1:
                    return .value(entity(picked[0], type: typeIndex, app: app, locale: pending.locale))
                case .values(let picked):
                    return .ambiguous(picked)
                case .notUnderstood:
                    return .notUnderstood
                }
            case .int, .double:
                // Filler words go, number words stay ("one please"); a leading
                // minus sign (which normalization drops) makes it negative.
                let meaningful = tokens.filter { !words.fillers.contains($0) || NumberParser.integer([$0], locale: pending.locale) != nil }
                guard var number = NumberParser.number(tokens, locale: pending.locale) ?? NumberParser.number(meaningful, locale: pending.locale)
                else { return .notUnderstood }
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("-") || trimmed.hasPrefix("\u{2212}") { number = -number }
                if type == .int {
                    guard number == number.rounded(), abs(number) < 1e15 else { return .notUnderstood }
                    return .value(.integer(Int(number)))
                }
                return .value(.number(number))
            case .bool:
                return words.yesOrNo(answer: text).map { .value(.bool($0)) } ?? .notUnderstood
            case .date:
                return DateParser(now: now(), timeZone: timeZone, locale: pending.locale).parse(text).map { .value(.date($0)) } ?? .notUnderstood
            case .string:
                // An empty answer to a `nonEmpty` parameter gets the rule's message.
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if trimmed.isEmpty && parameter.validation?.nonEmpty != true { return .notUnderstood }
                return .value(.string(trimmed))
            case .array:
                return .notUnderstood
            }
        }
        guard case .array(let element) = parameter.type else { return single(text, parameter.type) }
        // Split at marks first; for enums and entities, a piece that is not
        // one value as a whole ("croutons and cheese") is split again at
        // words, so a title with "and" in it ("Pride and Prejudice") stays whole.
        var isNamed = false
        if case .named = element { isNamed = true }
        let marks = isNamed ? words.listMarks : words.listSeparators
        let joiners = words.listJoiners
        var items: [ParameterValue] = []
        for piece in ListSplitter.items(of: text, separators: marks) {
            if case .value(let value) = single(piece, element) {
                items.append(value)
                continue
            }
            for item in ListSplitter.items(of: piece, separators: joiners) {
                guard case .value(let value) = single(item, element) else { return .notUnderstood }
                items.append(value)
            }
        }
        return items.isEmpty ? .notUnderstood : .value(.list(items))
    }

    /// The message of the first validation rule `value` breaks, if any.
    private func violation(of parameter: ParameterDeclaration, by value: ParameterValue) -> String? {
        guard let validation = parameter.validation, let candidate = state.pending?.candidates.first else { return nil }
        let manifest = catalog.apps[candidate.app]
        let locale = state.pending?.locale ?? manifest.app.locale
        let phrases = Language.of(locale).phrases
        let message = validation.message.map { manifest.translate($0, into: locale) }
        let title = manifest.translate(parameter.title, into: locale)
        switch value {
        case .integer, .number:
            let number: Double = if case .integer(let whole) = value { Double(whole) } else if case .number(let real) = value { real } else { 0 }
            let shown = { (bound: Double) in bound == bound.rounded() ? String(Int(bound)) : String(bound) }
            if let min = validation.min, number < min {
                return message ?? (validation.max.map { phrases.outOfRange(shown(min), shown($0)) } ?? phrases.tooSmall(shown(min)))
            }
            if let max = validation.max, number > max {
                return message ?? (validation.min.map { phrases.outOfRange(shown($0), shown(max)) } ?? phrases.tooLarge(shown(max)))
            }
        case .date(let date):
            if validation.future && date <= now() {
                return message ?? phrases.notInFuture(title)
            }
        case .string(let text):
            if validation.nonEmpty && text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                return message ?? phrases.empty(title)
            }
        case .list(let items):
            for item in items {
                if let problem = violation(of: parameter, by: item) { return problem }
            }
        case .entity, .bool:
            break
        }
        return nil
    }

    // MARK: Values

    private func intent(of pending: PendingInvocation) -> IntentDeclaration? {
        guard let candidate = pending.candidates.first else { return nil }
        return catalog.apps[candidate.app].intent(named: candidate.intent)
    }

    private func phrase(of pending: PendingInvocation) -> String? {
        pending.candidates.first.map { catalog.phrases[$0.phraseIndex].template.source }
    }

    private func typeOf(parameter name: String, in pending: PendingInvocation) -> (TypeDeclaration, Int)? {
        guard let candidate = pending.candidates.first,
            case .named(let typeName)? = intent(of: pending)?.parameter(named: name)?.type.element,
            let index = catalog.typeIndex(named: typeName, inApp: candidate.app)
        else { return nil }
        return (catalog.apps[candidate.app].types[index], index)
    }

    private func choiceResolver(_ type: TypeDeclaration, locale: String, app: Int) -> ChoiceResolver {
        ChoiceResolver(
            values: type.values, locale: locale, isDevelopmentLocale: locale == catalog.apps[app].app.locale,
            words: Language.of(locale).answers)
    }

    private func option(_ value: TypeValue, locale: String, app: Int) -> PromptOption {
        PromptOption(id: value.id, title: title(of: value, locale: locale, app: app), subtitle: value.subtitle)
    }

    private func title(of value: TypeValue, locale: String, app: Int) -> String {
        catalog.title(of: value, app: app, locale: locale)
    }

    private func entity(_ index: Int, type: Int, app: Int, locale: String) -> ParameterValue {
        let value = catalog.apps[app].types[type].values[index]
        return .entity(id: value.id, title: title(of: value, locale: locale, app: app))
    }

    /// A manifest literal (a fixed value or default) as a value of `type`,
    /// titled in `locale`.
    private func convert(_ literal: LiteralValue, to type: TypeReference, app: Int, locale: String) -> ParameterValue? {
        switch (type, literal) {
        case (.array(let element), .array(let items)):
            let values = items.compactMap { convert($0, to: element, app: app, locale: locale) }
            return values.count == items.count ? .list(values) : nil
        case (.array(let element), _):
            return convert(literal, to: element, app: app, locale: locale).map { .list([$0]) }
        case (.named(let name), .string(let id)):
            guard let typeIndex = catalog.typeIndex(named: name, inApp: app),
                let index = catalog.valueIndex(id: id, type: typeIndex, app: app)
            else { return nil }
            return entity(index, type: typeIndex, app: app, locale: locale)
        case (.string, .string(let text)): return .string(text)
        case (.int, .number(let number)) where number == number.rounded(): return .integer(Int(number))
        case (.double, .number(let number)): return .number(number)
        case (.bool, .bool(let flag)): return .bool(flag)
        case (.date, .string(let text)): return ISODateParser.parse(text, timeZone: timeZone).map(ParameterValue.date)
        default: return nil
        }
    }
}

extension Conversation {
    /// Reads an ISO 8601 date as manifests and corpus files write it
    /// (`2026-11-21`, `2026-11-21T10:00:00`, `2026-11-21T10:00:00+09:00`); a
    /// date without an offset is read in `timeZone`. Handy for a fixed
    /// ``now`` clock that makes relative dates reproducible.
    public static func date(iso8601 text: String, timeZone: TimeZone) -> Date? {
        ISODateParser.parse(text, timeZone: timeZone)
    }
}
