import Foundation

/// Builds the invocation a request asks for: its starting values (defaults,
/// then what the phrase bound, then what the shortcut fixes), the invocation
/// itself once every value is set (or as far as it got, when a request ends
/// unfinished), and the resolved outcome with its dialog, summary and the
/// match trace `explain` reads.
///
/// Each step is handed the catalog the request
/// matched in rather than keeping a copy (a copy retains each of the
/// catalog's tables, on every turn).
struct InvocationBuilder {
    /// The time zone of defaults and fixed dates written without an offset.
    let timeZone: TimeZone

    /// The invocation's starting values: defaults, then what the phrase
    /// bound, then what the shortcut fixes (``forEachStartingStep(of:intent:catalog:_:)``),
    /// kept by parameter name.
    func start(_ candidate: PhraseMatch, catalog: Catalog) -> PendingInvocation {
        var values: [String: ParameterValue] = [:]
        var ambiguous: [String: [Int]] = [:]
        forEachStartingStep(of: candidate, intent: catalog.intentIndex(of: candidate), catalog: catalog) { step in
            switch step {
            case .value(let name, _, let value, _, let isFixed):
                values[name] = value
                if isFixed && !ambiguous.isEmpty { ambiguous[name] = nil }
            case .ambiguous(let name, _, let choices):
                values[name] = nil
                ambiguous[name] = choices.map(\.index)
            }
        }
        return PendingInvocation(
            candidates: [candidate], values: values, ambiguous: ambiguous, confirmed: false, locale: candidate.locale)
    }

    /// The intent of the request's candidate.
    func intent(of pending: PendingInvocation, catalog: Catalog) -> IntentDeclaration? {
        guard let candidate = pending.candidates.first,
            let index = catalog.intentIndex(of: candidate)
        else { return nil }
        return catalog.apps[candidate.app].intents[index]
    }

    /// The source of the phrase the request matched.
    func phrase(of pending: PendingInvocation, catalog: Catalog) -> String? {
        pending.candidates.first.map { catalog.phrases[$0.phraseIndex].template.source }
    }

    /// The entity or enum type of parameter `name` of the request's intent,
    /// with its index in the app.
    func typeOf(parameter name: String, in pending: PendingInvocation, catalog: Catalog) -> (TypeDeclaration, Int)? {
        guard let candidate = pending.candidates.first,
            case .named(let typeName)? = intent(of: pending, catalog: catalog)?.parameter(named: name)?.type.element,
            let index = catalog.typeIndex(named: typeName, inApp: candidate.app)
        else { return nil }
        return (catalog.apps[candidate.app].types[index], index)
    }

    /// `intent` of app `app` with the values `pending` has set, in
    /// declaration order.
    func invocation(of pending: PendingInvocation, app: Int, intent: IntentDeclaration, catalog: Catalog) -> Invocation
    {
        Invocation(
            app: catalog.apps[app].app.name, intent: intent.name, locale: pending.locale,
            parameters: intent.parameters.compactMap { parameter in
                pending.values[parameter.name].map { ParameterAssignment(name: parameter.name, value: $0) }
            })
    }

    /// The outcome of a request with every value set (and confirmed): the
    /// invocation, its result dialog and summary in the request's locale,
    /// and the trace of how the phrase matched.
    ///
    /// `intentIndex` is the index
    /// of the candidate's intent in its app, `appName` the app's name in
    /// that locale.
    func resolved(
        _ pending: PendingInvocation, candidate: PhraseMatch, intent intentIndex: Int, renderer: DialogRenderer,
        appName: String,
        catalog: Catalog
    ) -> Outcome {
        let app = candidate.app
        return resolved(
            ResolvingMatch(candidate), locale: pending.locale, intent: intentIndex, slot: renderer.slot,
            appName: { appName }, catalog: catalog,
            value: { pending.values[$0] },
            shown: {
                pending.values[$0].map { DialogRenderer.display($0, locale: pending.locale, timeZone: timeZone) }
            },
            valueAt: { pending.values[catalog.apps[app].intents[intentIndex].parameters[$0].name] },
            trace: trace(of: candidate, in: pending, catalog: catalog))
    }

    /// The outcome of the request of `match` in `locale` with every value
    /// set (and confirmed), its values read through `value` (by
    /// parameter name) and `valueAt` (by position in the intent's
    /// parameters), and shown in its result dialog as `shown` gives them
    /// (by parameter name, ``DialogRenderer/display(_:locale:timeZone:)``
    /// of the value, `nil` for none) or, when `shown` is `nil`, the result
    /// dialog rendered when read from the invocation's values
    /// (``DeferredDialog``: for a request whose every value is the
    /// invocation's, as one resolved at once), its texts rendered with the parsed templates of
    /// `slot` (``DialogTemplates/slot(app:intent:)``, found only for a text
    /// rendered here: a deferred dialog finds its own) and dates shown in
    /// ``timeZone``, the app's name in `locale` asked of `appName` only for
    /// a text that shows it, and `trace` how its phrase matched: what
    /// ``resolved(_:candidate:intent:renderer:appName:catalog:)`` makes of
    /// a stored request, made too for one resolved at once, whose values are
    /// kept by position.
    ///
    /// The manifest and intent are read in place (a copy
    /// would retain each of their fields, on every request), and the
    /// outcome is made once, with its trace.
    func resolved(
        _ match: ResolvingMatch, locale: String, intent intentIndex: Int, slot: @autoclosure () -> Int?,
        appName: () -> String,
        catalog: Catalog, value: (String) -> ParameterValue?, shown: ((String) -> String?)?,
        valueAt: (Int) -> ParameterValue?,
        trace: MatchTrace
    ) -> Outcome {
        let app = match.app
        func text(_ string: String) -> String { catalog.translate(string, app: app, into: locale) }
        let templates = catalog.dialogTemplates
        // Rendered in `if let`s rather than in closures of `map`. The
        // result dialog (most intents have one, few a summary) is rendered
        // without making a renderer.
        var dialog: String?
        var deferredDialog: DeferredDialog?
        if let result = catalog.apps[app].intents[intentIndex].result {
            if let shown {
                dialog = DialogRenderer.render(
                    text(result), templates: templates, slot: slot(), shown: shown, appName: appName)
            } else {
                deferredDialog = DeferredDialog(catalog: catalog, app: app, intent: intentIndex, timeZone: timeZone)
            }
        }
        var summary: String?
        if let parameterSummary = catalog.apps[app].intents[intentIndex].summary {
            let renderer = DialogRenderer(timeZone: timeZone, locale: locale, templates: templates, slot: slot())
            // A parameter without a value shows its title (the first
            // parameter of that name's), translated when shown.
            summary = renderer.render(
                parameterSummary, value: value, appName: appName(),
                placeholder: { name in
                    let parameters = catalog.apps[app].intents[intentIndex].parameters
                    guard let position = parameters.firstIndex(where: { $0.name == name }) else { return nil }
                    return text(parameters[position].title)
                }, translate: text)
        }
        let parameters = catalog.apps[app].intents[intentIndex].parameters
        // Made at its size: an empty array grows on its first append. The
        // one assignment of an intent of one parameter (most) is made as a
        // literal, cheaper than reserving room in an empty array.
        var assignments: [ParameterAssignment] = []
        for position in parameters.indices {
            guard let assigned = valueAt(position) else { continue }
            let assignment = ParameterAssignment(name: parameters[position].name, value: assigned)
            if parameters.count == 1 {
                assignments = [assignment]
                continue
            }
            if assignments.isEmpty { assignments.reserveCapacity(parameters.count) }
            assignments.append(assignment)
        }
        return Outcome(
            status: .resolved,
            invocation: Invocation(
                app: catalog.apps[app].app.name, intent: catalog.apps[app].intents[intentIndex].name, locale: locale,
                parameters: assignments),
            phrase: catalog.phraseNames[match.phraseIndex].phrase, dialog: dialog, deferredDialog: deferredDialog,
            score: match.score,
            summary: summary,
            message: nil, unfinished: nil, awaitedParameter: nil, suggestions: nil, trace: trace)
    }

    /// How `candidate`'s phrase matched: the phrase, how the app's name was
    /// said, and the spoken form of each value the phrase bound and kept.
    ///
    /// Values are compared by id, read in place.
    func trace(of candidate: PhraseMatch, in pending: PendingInvocation, catalog: Catalog) -> MatchTrace {
        var values: [TracedValue] = []
        for binding in candidate.bindings {
            guard case .values(let type, let choices) = binding.value else { continue }
            let chosen = pending.values[binding.parameter]?.id
            for choice in choices where catalog.apps[candidate.app].types[type].values.id(at: choice.index) == chosen {
                values.append(TracedValue(type: type, variant: choice.variant))
            }
        }
        return MatchTrace(
            phraseIndex: candidate.phraseIndex, applicationName: candidate.applicationName, values: values)
    }
}
