import Foundation

/// Turns an utterance into an invocation, asking for what is missing as Siri
/// would.
///
/// Parameters bound by the phrase or fixed by the shortcut are set; a value
/// that fits several entities asks which one; each required
/// parameter without a value is asked for in declaration order (with numbered
/// options for enums and entities); answers are validated, and a failed rule
/// says why and asks again; an intent with a confirmation asks it; "cancel"
/// cancels at any prompt; an answer not understood is asked again at most
/// twice.
///
/// The result is the invocation with its result dialog and summary.
///
/// A value type with no I/O and no global state: the caller shows prompts
/// and feeds input; the clock and time zone are injected; ``state`` is
/// `Codable`, so a server can keep a conversation between requests.
public struct Conversation: Sendable {
    /// How many options a prompt lists before "…and N more".
    public static let maximumOptions = 10
    /// How many times a question is asked again before the dialog fails.
    public static let maximumRetries = 2

    /// The matcher, holding the catalog, the clock, the time zone and
    /// whether matching may be flexible: the conversation's setup, kept
    /// inline (a conversation is made for each request, so making one
    /// allocates nothing).
    ///
    /// A turn borrows it in a method that does not
    /// mutate, so the catalog is handed to each step without a retain.
    private var matcher: Matcher
    /// The catalog the conversation matches against.
    public var catalog: Catalog { matcher.catalog }

    // Written `Optional<String>`, not `String?`: a `String?` variable is set
    // to `nil` before any initializer runs, so the initializer would set it
    // twice.

    /// Restricts matching to one locale when set; `nil` matches every locale.
    public var locale: Optional<String>
    /// Whether utterances are matched flexibly when nothing matches exactly
    /// (see ``Matcher/allowsFlexibleMatching``); on unless set.
    ///
    /// Setting it
    /// (as a server does for each request's new conversation) sets the
    /// matcher's, nothing more.
    public var allowsFlexibleMatching: Bool {
        get { matcher.allowsFlexibleMatching }
        set { matcher.allowsFlexibleMatching = newValue }
    }
    /// The time zone dates are read and shown in.
    public var timeZone: TimeZone {
        get { matcher.timeZone }
        set { matcher.timeZone = newValue }
    }
    /// The clock, for relative dates and `future` validation.
    public var now: @Sendable () -> Date {
        get { matcher.now }
        set { matcher.now = newValue }
    }
    /// What the conversation remembers between turns: all it remembers, so
    /// a conversation restored from it behaves as the one that saved it.
    public var state: ConversationState

    /// A conversation over `catalog`, optionally continuing from `state`.
    ///
    /// Without `timeZone`, dates are read and shown in the system's zone,
    /// looked up when a date needs it (looking it up costs a one-shot
    /// `say` about a millisecond, and most requests hold no date).
    ///
    /// - Parameters:
    ///   - catalog: The compiled phrases to match against.
    ///   - state: Where a previous conversation left off; a new one by default.
    ///   - locale: A locale tag to match in only, or `nil` for every locale.
    ///   - timeZone: The zone dates are read and shown in.
    ///   - now: The clock relative dates are read against.
    public init(
        catalog: Catalog, state: ConversationState = ConversationState(), locale: String? = nil,
        timeZone: TimeZone = .autoupdatingCurrent, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.matcher = Matcher(catalog: catalog, timeZone: timeZone, now: now)
        self.state = state
        self.locale = locale
    }

    /// A conversation over `catalog` continuing from a stored `state`, which
    /// must have been saved with this catalog (the same
    /// ``Catalog/fingerprint``) and refer only to what it holds; otherwise
    /// throws why.
    ///
    /// (The non-throwing initializer accepts any state; a state
    /// that does not fit then ends its request as `failed` at the next answer,
    /// and the conversation starts afresh.)
    ///
    /// - Parameters:
    ///   - catalog: The compiled phrases to match against.
    ///   - state: A state saved from a conversation over the same catalog.
    ///   - locale: A locale tag to match in only, or `nil` for every locale.
    ///   - timeZone: The zone dates are read and shown in.
    ///   - now: The clock relative dates are read against.
    /// - Throws: A ``ConversationStateError`` when `state` does not fit `catalog`.
    public init(
        catalog: Catalog, restoring state: ConversationState, locale: String? = nil,
        timeZone: TimeZone = .autoupdatingCurrent, now: @escaping @Sendable () -> Date = { Date() }
    ) throws(ConversationStateError) {
        if let problem = state.problem(with: catalog) { throw problem }
        self.init(catalog: catalog, state: state, locale: locale, timeZone: timeZone, now: now)
    }

    /// The invocation being built, if any.
    var pending: PendingInvocation? { state.pending }

    /// The language of the dialog engine's own words before a phrase has
    /// set the locale.
    private var language: Language { Language.of(locale) }

    /// Builds the invocation: starting values, the invocation, the trace.
    private var invocations: InvocationBuilder { InvocationBuilder(timeZone: timeZone) }

    /// Reads answers in the request's language.
    private var reader: AnswerReader { AnswerReader(catalog: catalog, timeZone: timeZone, now: now) }

    /// Checks values against their parameters' rules.
    private var validator: ValueValidator { ValueValidator(catalog: catalog, now: now) }

    // MARK: Turns

    /// Answers the open question with `text`, or starts a new request when
    /// no question is open — or when the answer is not understood but is
    /// itself a request ("What can I do here?", another shortcut's phrase):
    /// what a REPL does with each line.
    ///
    /// - Parameter text: A line the user typed.
    /// - Returns: The next question, or how the request ended.
    public mutating func respond(_ text: String) -> DialogTurn {
        guard state.isAwaitingAnswer else { return say(text) }
        var trial = self
        var understood = true
        let turn = trial.answer(text, understood: &understood)
        if !understood && isRequest(text) { return say(text) }
        self = trial
        return turn
    }

    /// Whether `text` matches a phrase or a built-in question on its own.
    private func isRequest(_ text: String) -> Bool {
        matcher.match(text, locale: locale).candidates.contains { !$0.needsConfirming }
            || BuiltinQuestion.parse(text, catalog: catalog) != nil
    }

    /// Starts a new request with `utterance`, forgetting any open question.
    ///
    /// - Parameter utterance: What the user typed or said.
    /// - Returns: The first question, or how the request ended.
    public mutating func say(_ utterance: String) -> DialogTurn {
        // A fresh state (most turns': finishing a request leaves it so) is
        // kept rather than destroyed and made again.
        if !state.isFresh { state = ConversationState() }
        // Most requests ask nothing: resolved without building the stored
        // request (the state is already fresh, as finishing leaves it),
        // the outcome made where the turn takes it from.
        var resolved: Outcome?
        switch Self.newRequest(utterance, matcher: matcher, locale: locale, resolvingInto: &resolved) {
        case .resolved:
            guard let outcome = consume resolved else {
                preconditionFailure("a request resolved at once has its outcome")
            }
            return .outcome(outcome)
        case .result(let result, let triedAtOnce):
            return request(result, triedAtOnce: triedAtOnce)
        case .missed(let message):
            // What `unmatched` says of a miss that is no built-in question
            // and has no closest phrases (`noMatch` of its words shown),
            // made without tokens.
            return .outcome(Outcome(status: .noMatch, message: message))
        }
    }

    /// The match of a new request's `utterance` by `matcher` (restricted to
    /// `locale` when set), a single reading tried for resolving at once
    /// while matching, before a result is made
    /// (``Matcher/turnMatch(_:locale:quotingMiss:resolvingAtOnce:)``): when
    /// it resolves, its outcome is set in `resolved` (which starts `nil`)
    /// and the match is ``TurnMatch/resolved``.
    ///
    /// Static, handed the matcher and locale: the matcher and its catalog are
    /// borrowed, where a method called from a mutating one would copy the
    /// whole conversation first.
    @inline(__always)
    private static func newRequest(
        _ utterance: String, matcher: Matcher, locale: String?, resolvingInto resolved: inout Outcome?
    ) -> TurnMatch {
        let builder = InvocationBuilder(timeZone: matcher.timeZone)
        return matcher.turnMatch(
            utterance, locale: locale, quotingMiss: Language.of(locale).noMatchFrame,
            resolvingAtOnce: { search, only in
                builder.resolvedAtOnce(
                    reading: only, of: search, catalog: matcher.catalog, now: matcher.now, into: &resolved)
            })
    }

    /// The turn of a new request whose match `result` did not resolve it
    /// while matching (`triedAtOnce` when its one candidate was tried):
    /// a miss, a question, or the outcome.
    ///
    /// Out of line: the path of a
    /// request resolved at once is then short and its code together.
    @inline(never)
    private mutating func request(_ result: MatchResult, triedAtOnce: Bool) -> DialogTurn {
        if result.isTooLong {
            return .outcome(Outcome(status: .noMatch, message: language.phrases.tooLong(Matcher.maximumTokens)))
        }
        guard let best = result.candidates.first else { return .outcome(unmatched(result)) }
        // What the candidates' public decisions say, so the two cannot differ.
        let decisions = Candidate.Decision.decisions(of: result.candidates)
        if decisions.first == .choose {
            let rivals = zip(result.candidates, decisions).filter { $0.1 == .choose }.map(\.0)
            state.pending = PendingInvocation(
                candidates: rivals, values: [:], ambiguous: [:], confirmed: false, locale: best.locale)
            return ask(PromptBuilder.actionPrompt(rivals, catalog: catalog))
        }
        if decisions.first == .confirm {
            state.pending = PendingInvocation(
                candidates: [best], values: [:], ambiguous: [:], confirmed: false, locale: best.locale)
            return ask(catalog.didYouMeanPrompt(best))
        }
        if !triedAtOnce, let outcome = invocations.resolvedAtOnce(best, catalog: catalog, now: now) {
            return .outcome(outcome)
        }
        return advance(from: started(best))
    }

    /// How a request whose utterance matched no phrase ends: blocked by an
    /// app's negative phrase, a built-in question's answer, or no match
    /// (with the closest phrases, when flexible matching found some).
    ///
    /// Not
    /// mutating, so the catalog is borrowed from the matcher, not copied.
    private func unmatched(_ result: MatchResult) -> Outcome {
        // Made once: an exact match of an ASCII utterance does not make them.
        let tokens = result.tokens
        if let blocked = result.blockedApps.first {
            let app = catalog.apps[blocked]
            let name = app.translate(app.app.name, into: locale ?? app.app.locale)
            return Outcome(
                status: .noMatch, message: language.phrases.negativePhrase(TextNormalizer.display(tokens), name))
        }
        if let (question, questionLocale) = BuiltinQuestion.parse(tokens, catalog: catalog, locale: locale) {
            return question.outcome(in: catalog, locale: questionLocale)
        }
        // Most misses have no closest phrases: no notice to append.
        let message = language.phrases.noMatch(TextNormalizer.display(tokens))
        return Outcome(
            status: .noMatch,
            message: result.closest.isEmpty ? message : message + catalog.closestPhrasesNotice(result),
            suggestions: catalog.closestSuggestions(result))
    }

    /// Answers the open question.
    ///
    /// With no question open, `text` starts a new
    /// request.
    ///
    /// - Parameter text: The user's answer.
    /// - Returns: The next question, or how the request ended.
    public mutating func answer(_ text: String) -> DialogTurn {
        var understood = true
        return answer(text, understood: &understood)
    }

    /// Answers the open question, setting `understood` to false when the
    /// answer was not understood (and so the question is asked again, or
    /// given up on).
    ///
    /// An answer refused by a validation rule was understood.
    private mutating func answer(_ text: String, understood: inout Bool) -> DialogTurn {
        guard state.problem(with: catalog) == nil else { return refuseState() }
        guard let prompt = state.awaiting, var pending = state.pending else { return say(text) }
        let text = Language.of(pending.locale).answerText(text)
        let words = Language.of(pending.locale).answers
        let tokens = TextNormalizer.words(text)
        // Asks `prompt` again because `text` was not understood; a plain no,
        // or a "later", to a question that is not yes or no refuses the
        // request instead.
        func notUnderstood() -> DialogTurn {
            if prompt.kind != .confirmation && prompt.kind != .didYouMean && words.isCancel(tokens, refusing: true) {
                return cancel(pending)
            }
            understood = false
            return retry(prompt, answer: text)
        }
        if words.isCancel(tokens) {
            return cancel(pending)
        }
        switch prompt.kind {
        case .action:
            guard let index = reader.chooseAction(text, prompt: prompt, words: words, locale: pending.locale),
                pending.candidates.indices.contains(index)
            else { return notUnderstood() }
            return advance(from: started(pending.candidates[index]))
        case .didYouMean:
            switch words.yesOrNo(answer: text) {
            case true?:
                return advance(from: started(pending.candidates[0]))
            case false?:
                state = ConversationState()
                return .outcome(Outcome(status: .noMatch, message: Language.of(pending.locale).flexibleWords.notMeant))
            case nil:
                return notUnderstood()
            }
        case .confirmation:
            switch words.yesOrNo(answer: text) {
            case true?:
                pending.confirmed = true
                return advance(from: pending)
            case false?:
                return cancel(pending)
            case nil:
                return notUnderstood()
            }
        case .disambiguation:
            guard let name = prompt.parameter, let choices = pending.ambiguous[name],
                let (type, typeIndex) = invocations.typeOf(parameter: name, in: pending, catalog: catalog)
            else { return notUnderstood() }
            let app = pending.candidates[0].app
            let resolver = reader.choiceResolver(type, locale: pending.locale, app: app)
            switch resolver.resolve(text, candidates: choices, listed: choices) {
            case .values(let picked) where picked.count == 1:
                pending.values[name] = catalog.entity(picked[0], type: typeIndex, app: app, locale: pending.locale)
                pending.ambiguous[name] = nil
            case .values(let picked) where picked.count < choices.count:
                pending.ambiguous[name] = picked
            default:
                return notUnderstood()
            }
            return advance(from: pending)
        case .value:
            guard let name = prompt.parameter,
                let parameter = invocations.intent(of: pending, catalog: catalog)?.parameter(named: name)
            else {
                return notUnderstood()
            }
            // An answer may give the intent's other texts too (`X by Y`).
            let intent = invocations.intent(of: pending, catalog: catalog)
            let parts = intent.flatMap {
                TextAnswerParts(text, asked: parameter, pending: pending, intent: $0, catalog: catalog)
            }
            let reading =
                parts?.values[name].map { AnswerReader.Reading.value(.string($0)) }
                ?? reader.read(text, for: parameter, prompt: prompt, pending: pending)
            switch reading {
            case .value(let value):
                if let problem = validator.violation(of: parameter, by: value, in: pending) {
                    return retry(prompt, answer: text, notice: problem)
                }
                pending.values[name] = value
                for (other, part) in parts?.values ?? [:] where other != name {
                    guard let declaration = intent?.parameter(named: other),
                        validator.violation(of: declaration, by: .string(part), in: pending) == nil
                    else { continue }
                    pending.values[other] = .string(part)
                }
            case .ambiguous(let choices):
                pending.ambiguous[name] = choices
            case .notUnderstood:
                return notUnderstood()
            }
            return advance(from: pending)
        }
    }

    /// Ends the conversation because input ran out: `needsValue` when a
    /// question was open.
    ///
    /// - Returns: How the request ended.
    public mutating func endOfInput() -> Outcome {
        defer { state = ConversationState() }
        if state.problem(with: catalog) != nil {
            return Outcome(status: .failed, message: language.phrases.nothingToContinue)
        }
        guard let pending = state.pending else {
            return Outcome(status: .noMatch, message: language.phrases.nothingSaid)
        }
        return withUnfinished(
            Outcome(
                status: .needsValue, phrase: invocations.phrase(of: pending, catalog: catalog),
                score: pending.candidates.first?.score,
                message: Language.of(pending.locale).phrases.inputEnded))
    }

    /// Resolves `utterance` with no answers to give: the turns `say --json`
    /// prints when its input is closed (a prompt, then `needsValue`; or the
    /// outcome alone).
    ///
    /// - Parameter utterance: What the user typed or said.
    /// - Returns: The turns, the last of them an outcome.
    public mutating func resolveWithoutAnswers(_ utterance: String) -> [DialogTurn] {
        switch say(utterance) {
        case .outcome(let outcome):
            return [.outcome(outcome)]
        case .prompt(let prompt):
            return [.prompt(prompt), .outcome(endOfInput())]
        }
    }

    // MARK: Steps

    /// The request `candidate` starts, with its starting values.
    ///
    /// Not
    /// mutating, like ``nextStep(of:)``: the catalog is borrowed from the
    /// matcher rather than copied.
    private func started(_ candidate: PhraseMatch) -> PendingInvocation {
        invocations.start(candidate, catalog: catalog)
    }

    /// What the request does next: ask a question, or end.
    private enum Step {
        /// Ask `prompt`; `pending` is the request as changed on the way (a
        /// value a validation rule refused is dropped), `nil` when unchanged.
        case ask(Prompt, pending: PendingInvocation?)
        /// End the request with `outcome`.
        case finish(Outcome)
    }

    /// Asks the next question of request `pending`, or resolves it.
    ///
    /// The
    /// request is kept in the state only when it does not resolve: a
    /// request that resolves at once (most do) is never stored, copied out
    /// again and cleared.
    private mutating func advance(from pending: PendingInvocation) -> DialogTurn {
        let step = nextStep(of: pending)
        // Consumed: the outcome or prompt is moved out of the step, not copied.
        switch consume step {
        case .ask(let prompt, let changed):
            state.pending = changed ?? pending
            return ask(prompt)
        case .finish(let outcome):
            if outcome.status != .resolved { state.pending = pending }
            return finish(outcome)
        }
    }

    /// The next question request `pending` asks, or how it ends.
    ///
    /// Not mutating, so
    /// the catalog is borrowed from the matcher throughout: in a mutating
    /// method, handing `catalog` to a step copies it (a retain and
    /// release) since the step could change `self`. The manifest and its
    /// intent are read in place: a copy would retain each of their fields.
    private func nextStep(of pending: PendingInvocation) -> Step {
        var pending = pending
        guard let candidate = pending.candidates.first else {
            return .finish(Outcome(status: .failed, message: language.phrases.nothingToContinue))
        }
        let app = candidate.app
        guard let intentIndex = catalog.intentIndex(of: candidate) else {
            return .finish(
                Outcome(
                    status: .failed, message: Language.of(pending.locale).phrases.intentNotDeclared(candidate.intent)))
        }
        // The intent is read in place: a copy would retain each of its fields.
        let parameters = catalog.apps[app].intents[intentIndex].parameters
        let templates = catalog.dialogTemplates
        let renderer = DialogRenderer(
            timeZone: timeZone, locale: pending.locale, templates: templates,
            slot: templates.slot(app: app, intent: intentIndex))
        let appName = catalog.translate(catalog.apps[app].app.name, app: app, into: pending.locale)
        var changed = false
        for parameter in parameters {
            if !pending.ambiguous.isEmpty, let choices = pending.ambiguous[parameter.name],
                case .named(let typeName) = parameter.type.element,
                let declaration = catalog.apps[app].type(named: typeName)
            {
                let prompt = PromptBuilder.disambiguationPrompt(
                    for: parameter, choices: choices, of: declaration, candidate: candidate, pending: pending,
                    renderer: renderer, appName: appName, catalog: catalog)
                return .ask(prompt, pending: changed ? pending : nil)
            }
            var notice: String?
            if parameter.validation != nil, let value = pending.values[parameter.name],
                let problem = ValueValidator(catalog: catalog, now: now).violation(
                    of: parameter, by: value, in: pending)
            {
                pending.values[parameter.name] = nil
                changed = true
                notice = problem
            }
            if !parameter.optional && pending.values[parameter.name] == nil {
                var prompt = PromptBuilder.valuePrompt(
                    for: parameter, candidate: candidate, pending: pending, renderer: renderer, appName: appName,
                    catalog: catalog)
                prompt.notice = notice
                return .ask(prompt, pending: changed ? pending : nil)
            }
        }
        if let confirmation = catalog.apps[app].intents[intentIndex].confirmation, !pending.confirmed {
            let text = catalog.translate(confirmation, app: app, into: pending.locale)
            let prompt = Prompt(
                kind: .confirmation, text: renderer.render(text, values: pending.values, appName: appName))
            return .ask(prompt, pending: changed ? pending : nil)
        }
        return .finish(
            invocations.resolved(
                pending, candidate: candidate, intent: intentIndex, renderer: renderer, appName: appName,
                catalog: catalog))
    }

    /// Ends a request whose stored state does not fit the catalog
    /// (``ConversationState/problem(with:)``) as `failed`, forgetting it.
    private mutating func refuseState() -> DialogTurn {
        state = ConversationState()
        return .outcome(Outcome(status: .failed, message: language.phrases.nothingToContinue))
    }

    /// Asks `prompt`; a new question starts with no retries.
    ///
    /// The state
    /// records the catalog's fingerprint, so it is refused with another one.
    private mutating func ask(_ prompt: Prompt) -> DialogTurn {
        state.catalogFingerprint = catalog.fingerprint
        if state.awaiting.map({ $0.kind != prompt.kind || $0.parameter != prompt.parameter }) ?? true {
            state.retries = 0
        }
        state.awaiting = prompt
        return .prompt(prompt)
    }

    /// Asks `prompt` again.
    ///
    /// An answer not understood counts toward the
    /// limit; an answer refused by a validation rule (`notice`) does not, as
    /// the user was understood and told why.
    private mutating func retry(_ prompt: Prompt, answer: String, notice: String? = nil) -> DialogTurn {
        if notice == nil { state.retries += 1 }
        guard state.retries <= Self.maximumRetries else {
            return finish(
                Outcome(
                    status: .failed, phrase: state.pending.flatMap { invocations.phrase(of: $0, catalog: catalog) },
                    score: state.pending?.candidates.first?.score,
                    message: Language.of(state.pending?.locale ?? locale).phrases.gaveUp))
        }
        var again = prompt
        again.notice =
            notice
            ?? Language.of(state.pending?.locale).phrases.didNotUnderstand(
                answer.trimmingCharacters(in: .whitespacesAndNewlines))
        state.awaiting = again
        return .prompt(again)
    }

    /// Ends the request `pending` because the user cancelled it.
    private mutating func cancel(_ pending: PendingInvocation) -> DialogTurn {
        return finish(
            Outcome(
                status: .cancelled, phrase: invocations.phrase(of: pending, catalog: catalog),
                score: pending.candidates.first?.score,
                message: Language.of(pending.locale).phrases.cancelled))
    }

    /// Ends the request with `outcome`, forgetting it.
    private mutating func finish(_ outcome: consuming Outcome) -> DialogTurn {
        // A resolved outcome has nothing unfinished: it is not copied.
        if outcome.status != .resolved { outcome = withUnfinished(outcome) }
        state = ConversationState()
        return .outcome(outcome)
    }

    /// `outcome`, when it ends a request before it resolved, with what the
    /// request had reached: the app, intent, locale and values set so far,
    /// and the parameter the open question asked for, and the trace of the
    /// phrase it came through.
    ///
    /// A request still
    /// choosing between shortcuts (an action question) has no intent yet.
    private func withUnfinished(_ outcome: Outcome) -> Outcome {
        guard outcome.status != .resolved, let pending = state.pending, state.awaiting?.kind != .action,
            let candidate = pending.candidates.first
        else { return outcome }
        let invocations = self.invocations
        guard let intent = invocations.intent(of: pending, catalog: catalog) else { return outcome }
        var outcome = outcome
        outcome.unfinished = invocations.invocation(of: pending, app: candidate.app, intent: intent, catalog: catalog)
        outcome.awaitedParameter = state.awaiting?.parameter
        // The phrase was reached: coverage counts a case that then cancelled
        // (or asked on) for it, as it counts a resolved one.
        if outcome.trace == nil { outcome.trace = invocations.trace(of: candidate, in: pending, catalog: catalog) }
        return outcome
    }
}

extension Conversation {
    /// Reads an ISO 8601 date as manifests and corpus files write it
    /// (`2026-11-21`, `2026-11-21T10:00:00`, `2026-11-21T10:00:00+09:00`); a
    /// date without an offset is read in `timeZone`.
    ///
    /// Handy for a fixed
    /// ``now`` clock that makes relative dates reproducible.
    ///
    /// - Parameters:
    ///   - text: The date as ISO 8601 text.
    ///   - timeZone: The zone a date without an offset is read in.
    /// - Returns: The date, or `nil` when `text` is not one.
    public static func date(iso8601 text: String, timeZone: TimeZone) -> Date? {
        ISODateParser.parse(text, timeZone: timeZone)
    }
}
