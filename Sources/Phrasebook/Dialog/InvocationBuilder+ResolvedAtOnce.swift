import Foundation

extension InvocationBuilder {
    /// The outcome of the request `candidate` starts when it resolves at
    /// once, as most requests do: every required value set by a default,
    /// the phrase or the shortcut, none ambiguous, none refused by a
    /// validation rule, and no confirmation to ask.
    ///
    /// `nil` otherwise (or
    /// when the candidate's intent is not declared): the request then goes
    /// step by step (``start(_:catalog:)``), which asks what is missing and
    /// ends the same way when nothing is.
    ///
    /// The starting values are set by the rules ``start(_:catalog:)`` uses
    /// (``forEachStartingStep(of:intent:catalog:_:)``), but kept by the
    /// parameter's position in the intent, in memory lent for
    /// the turn, rather than in a dictionary by name: a request that asks
    /// nothing hashes no name and allocates no table. Every name a value is
    /// set under is a parameter's (a binding that names none goes step by
    /// step), and a matched app's parameter names are distinct (validation
    /// refuses an app that repeats one), so the first parameter of a name
    /// holds its value. `now` is the clock of `future` validation rules.
    func resolvedAtOnce(_ candidate: PhraseMatch, catalog: Catalog, now: @escaping @Sendable () -> Date) -> Outcome? {
        var outcome: Outcome?
        _ = resolvedAtOnce(candidate, catalog: catalog, now: now, into: &outcome)
        return outcome
    }

    /// ``resolvedAtOnce(_:catalog:now:)`` setting `outcome` (`nil` when
    /// called) when the request resolves, and leaving it otherwise; returns
    /// whether it did.
    ///
    /// Each step hands on where the outcome goes rather than returning the
    /// outcome (a large value, copied at each return), and says whether it
    /// resolved, so no caller reads the outcome to know.
    private func resolvedAtOnce(
        _ candidate: PhraseMatch, catalog: Catalog, now: @escaping @Sendable () -> Date, into outcome: inout Outcome?
    ) -> Bool {
        guard let intentIndex = catalog.intentIndex(of: candidate),
            catalog.apps[candidate.app].intents[intentIndex].confirmation == nil
        else { return false }
        return resolvedAtOnce(
            ResolvingMatch(candidate), locale: candidate.locale, candidate: candidate, intent: intentIndex,
            reading: nil, catalog: catalog,
            now: now, into: &outcome)
    }

    /// ``resolvedAtOnce(_:catalog:now:)`` of the single reading `only` of
    /// `search` (for tests: a conversation sets its outcome where it
    /// takes it from, ``resolvedAtOnce(reading:of:catalog:now:into:)``).
    func resolvedAtOnce(
        reading only: MatchSearch.Accepted, of search: MatchSearch, catalog: Catalog,
        now: @escaping @Sendable () -> Date
    )
        -> Outcome?
    {
        var outcome: Outcome?
        _ = resolvedAtOnce(reading: only, of: search, catalog: catalog, now: now, into: &outcome)
        return outcome
    }

    /// ``resolvedAtOnce(_:catalog:now:)`` of the single reading `only` of
    /// `search`, its bindings read in place in the search's cells
    /// (``ReadingBindings``) rather than made into a candidate's arrays:
    /// the same outcome, or none, as for the candidate the search makes of
    /// the reading, set in `outcome` (`nil` when called) when the request
    /// resolves; returns whether it did.
    ///
    /// No candidate is made (the phrase, app, locale and score
    /// are read from the search, ``ResolvingMatch``), except for an intent
    /// whose starting values do not come from the bindings alone.
    func resolvedAtOnce(
        reading only: MatchSearch.Accepted, of search: MatchSearch, catalog: Catalog,
        now: @escaping @Sendable () -> Date,
        into outcome: inout Outcome?
    ) -> Bool {
        // The phrase's names hold what is read of the phrase (its own record
        // is not read on the way to an outcome).
        let names = catalog.phraseNames[only.phrase]
        let app = names.appIndex
        // Most phrases' requests start from their bindings alone with no
        // confirmation, as the names say: the manifest is not read for it.
        if names.startsFromBindings, let intentIndex = names.intentIndex {
            let reading = ReadingBindings(cells: search.cells, openValues: search.openValues, last: only.cell)
            return resolvedAtOnce(
                ResolvingMatch(phrase: only.phrase, app: app, score: search.score(of: only)), locale: names.locale,
                candidate: nil, intent: intentIndex, reading: reading, catalog: catalog, now: now, into: &outcome)
        }
        // The shortcut and intent the search's candidate would name: the
        // intent is found by the shortcut, without comparing names.
        let shortcut = names.shortcut ?? 0
        guard let intentIndex = catalog.intentIndex(ofShortcut: shortcut, inApp: app),
            catalog.apps[app].intents[intentIndex].confirmation == nil
        else {
            return false
        }
        guard
            Self.startsFromBindings(
                app: app, shortcut: shortcut, parameters: catalog.apps[app].intents[intentIndex].parameters,
                catalog: catalog)
        else {
            return resolvedAtOnce(
                search.candidate(for: only, in: catalog, typingTexts: false), catalog: catalog, now: now, into: &outcome
            )
        }
        let reading = ReadingBindings(cells: search.cells, openValues: search.openValues, last: only.cell)
        return resolvedAtOnce(
            ResolvingMatch(phrase: only.phrase, app: app, score: search.score(of: only)), locale: names.locale,
            candidate: nil, intent: intentIndex, reading: reading, catalog: catalog, now: now, into: &outcome)
    }

    /// Whether the starting values of a request of shortcut `shortcut` of
    /// app `app` come from its phrase's bindings alone: its intent (of
    /// `parameters`) has no defaults and the shortcut fixes nothing, as for
    /// most intents.
    private static func startsFromBindings(
        app: Int, shortcut: Int, parameters: [ParameterDeclaration], catalog: Catalog
    ) -> Bool {
        catalog.apps[app].shortcuts.indices.contains(shortcut)
            && catalog.apps[app].shortcuts[shortcut].parameters.isEmpty
            && !parameters.contains { $0.defaultValue != nil }
    }

    /// ``resolvedAtOnce(_:catalog:now:)`` of the request of `match`, said in
    /// `locale`, whose intent is `intentIndex` of its app (declared, with no
    /// confirmation), its bindings read from `reading` when given, from
    /// `candidate` (the match's candidate) otherwise: one of the two is
    /// given.
    ///
    /// Sets `outcome` when the request resolves, and returns whether
    /// it did.
    private func resolvedAtOnce(
        _ match: ResolvingMatch, locale: String, candidate: PhraseMatch?, intent intentIndex: Int,
        reading: ReadingBindings?,
        catalog: Catalog, now: @escaping @Sendable () -> Date, into outcome: inout Outcome?
    ) -> Bool {
        // Read in place: a copy of the intent would retain each of its fields.
        let parameters = catalog.apps[match.app].intents[intentIndex].parameters
        // An intent of one parameter or none (most) keeps its value in a
        // local, without the temporary allocation's set-up.
        if parameters.count <= 1 {
            var only = StartingValue()
            return withUnsafeMutablePointer(to: &only) { value in
                resolvedAtOnce(
                    match, locale: locale, candidate: candidate, intent: intentIndex, parameters: parameters,
                    values: UnsafeMutableBufferPointer(start: value, count: parameters.count), reading: reading,
                    catalog: catalog,
                    now: now, into: &outcome)
            }
        }
        return resolvedAtOnce(
            match, locale: locale, candidate: candidate, intent: intentIndex, manyParameters: parameters,
            reading: reading,
            catalog: catalog, now: now, into: &outcome)
    }

    /// ``resolvedAtOnce(_:catalog:now:)`` of an intent of several
    /// `parameters`, their values kept in a temporary allocation.
    ///
    /// Out of
    /// line: most intents have one parameter or none.
    @inline(never)
    private func resolvedAtOnce(
        _ match: ResolvingMatch, locale: String, candidate: PhraseMatch?, intent intentIndex: Int,
        manyParameters parameters: [ParameterDeclaration], reading: ReadingBindings?, catalog: Catalog,
        now: @escaping @Sendable () -> Date,
        into outcome: inout Outcome?
    ) -> Bool {
        withUnsafeTemporaryAllocation(of: StartingValue.self, capacity: parameters.count) { values in
            values.initialize(repeating: StartingValue())
            defer { values.deinitialize() }
            return resolvedAtOnce(
                match, locale: locale, candidate: candidate, intent: intentIndex, parameters: parameters,
                values: values, reading: reading,
                catalog: catalog, now: now, into: &outcome)
        }
    }

    /// ``resolvedAtOnce(_:catalog:now:)`` of the match's intent
    /// `intentIndex`, whose `parameters` are given, with `values` (one per
    /// parameter, none set) to set the starting values in, and the
    /// bindings read from `reading` when given, from `candidate` otherwise;
    /// sets `outcome` when the request resolves, and returns whether it did.
    private func resolvedAtOnce(
        _ match: ResolvingMatch, locale: String, candidate: PhraseMatch?, intent intentIndex: Int,
        parameters: [ParameterDeclaration],
        values: UnsafeMutableBufferPointer<StartingValue>, reading: ReadingBindings?, catalog: Catalog,
        now: @escaping @Sendable () -> Date, into outcome: inout Outcome?
    ) -> Bool {
        let app = match.app
        /// The position of the first parameter named `name`.
        func position(of name: String) -> Int? {
            for position in parameters.indices where parameters[position].name == name { return position }
            return nil
        }
        // An intent without defaults whose shortcut fixes nothing (most)
        // takes its starting values from the phrase's bindings alone; the
        // other rules are walked out of line, so this path stays short.
        // A reading's trace is found as its values are set.
        var readingTrace: MatchTrace?
        if let reading {
            readingTrace = Self.setBindingValues(
                of: reading, phrase: match.phraseIndex, app: app, locale: locale, parameters: parameters,
                values: values,
                catalog: catalog)
            // Matched as a case, here and below: `!= nil` and `== nil` on an
            // optional of an equatable type compare it through a copied pair
            // of optionals, destroyed through their type's metadata.
            guard case .some = readingTrace else { return false }
        } else if let candidate {
            if Self.startsFromBindings(app: app, shortcut: candidate.shortcut, parameters: parameters, catalog: catalog)
            {
                guard Self.setBindingValues(of: candidate, parameters: parameters, values: values, catalog: catalog)
                else { return false }
            } else {
                guard
                    setStartingValues(
                        of: candidate, intent: intentIndex, parameters: parameters, values: values, catalog: catalog)
                else { return false }
            }
        } else {
            return false
        }
        for position in parameters.indices {
            guard case .some = values[position].value else {
                if parameters[position].optional { continue }
                return false
            }
            if case .some = parameters[position].validation, let value = values[position].value,
                Self.isRefused(value, by: parameters[position], app: app, locale: locale, catalog: catalog, now: now)
            {
                return false
            }
        }
        // One of the two is set: the reading's trace, or the candidate.
        guard
            let trace = readingTrace
                ?? candidate.map({ trace(of: $0, values: values, position: position, catalog: catalog) })
        else {
            return false
        }
        outcome = resolved(
            match, locale: locale, intent: intentIndex,
            slot: catalog.dialogTemplates.slot(app: app, intent: intentIndex),
            appName: { catalog.translate(catalog.apps[app].app.name, app: app, into: locale) }, catalog: catalog,
            value: { name in position(of: name).flatMap { values[$0].value } }, shown: nil,
            valueAt: { values[$0].value.take() },
            trace: trace)
        return true
    }

    /// Sets `values` (one per parameter, none set) to what `candidate`'s
    /// bindings give, for an intent with no defaults whose shortcut fixes
    /// no value: the starting rules (``forEachStartingStep(of:intent:catalog:_:)``)
    /// then come down to the bindings, in order, a later one of a parameter
    /// overriding an earlier one.
    ///
    /// False when the request cannot resolve at
    /// once: a binding names no parameter, or fits several values (with
    /// nothing fixed, nothing settles it).
    private static func setBindingValues(
        of candidate: PhraseMatch, parameters: [ParameterDeclaration],
        values: UnsafeMutableBufferPointer<StartingValue>,
        catalog: Catalog
    ) -> Bool {
        // By index, each binding read in place: iterating the bindings copies
        // each (a retain of each of its fields).
        for number in candidate.bindings.indices {
            guard let position = parameters.firstIndex(where: { $0.name == candidate.bindings[number].parameter })
            else {
                return false
            }
            switch candidate.bindings[number].value {
            case .values(let type, let choices):
                guard choices.count == 1 else { return false }
                if parameters[position].type.isArray {
                    // A list's values, each said by a binding of its own.
                    let value = catalog.entity(
                        choices[0].index, type: type, app: candidate.app, locale: candidate.locale)
                    var items: [ParameterValue] = []
                    if case .list(let earlier)? = values[position].value { items = earlier }
                    values[position] = StartingValue(value: .list(items + [value]))
                    continue
                }
                values[position] = StartingValue(
                    value: catalog.entity(choices[0].index, type: type, app: candidate.app, locale: candidate.locale),
                    binding: number)
            case .string(let text): values[position] = StartingValue(value: .string(text))
            case .integer(let whole): values[position] = StartingValue(value: .integer(whole))
            case .number(let real): values[position] = StartingValue(value: .number(real))
            case .date(let date): values[position] = StartingValue(value: .date(date))
            }
        }
        return true
    }

    /// ``setBindingValues(of:parameters:values:catalog:)`` of a reading's
    /// bindings read in place (phrase `phrase` of app `app`, said in
    /// `locale`), with the reading's trace (``trace(of:values:position:catalog:)``),
    /// found on the way; `nil` when the request cannot resolve at once.
    ///
    /// Walked from the last binding back: a parameter already set keeps
    /// its later binding's value, as the forward walk's override leaves it,
    /// so a binding that sets one is the one traced, and one that finds it
    /// set is traced when its one choice has the value's id. Each binding
    /// traces at most one value, so reversing them puts them in phrase order.
    private static func setBindingValues(
        of reading: ReadingBindings, phrase: Int, app: Int, locale: String, parameters: [ParameterDeclaration],
        values: UnsafeMutableBufferPointer<StartingValue>, catalog: Catalog
    ) -> MatchTrace? {
        var applicationName: ValueVariant?
        // The one value traced while there is one (most readings trace
        // one, kept inline in the trace); all of them, from the last, once
        // there are more.
        var onlyTraced: TracedValue?
        var traced: [TracedValue] = []
        let resolves = reading.forEachBackward(in: catalog) { cell, bound in
            switch bound {
            case .applicationName(let variant):
                applicationName = variant
            case .values(let parameter, let type, let first, let isSingle):
                guard let position = parameters.firstIndex(where: { $0.name == parameter }), isSingle, let first else {
                    return false
                }
                if case .none = values[position].value {
                    values[position] = StartingValue(
                        value: catalog.entity(first.index, type: type, app: app, locale: locale), binding: Int(cell))
                } else if catalog.apps[app].types[type].values.id(at: first.index) != values[position].value?.id {
                    return true
                }
                let value = TracedValue(type: type, variant: first.variant)
                if let only = onlyTraced {
                    traced = [only, value]
                    onlyTraced = nil
                } else if traced.isEmpty {
                    onlyTraced = value
                } else {
                    traced.append(value)
                }
            case .open(let parameter, let bound):
                guard let position = parameters.firstIndex(where: { $0.name == parameter }) else { return false }
                guard case .none = values[position].value else { return true }
                switch bound {
                case .values: return false
                case .string(let text): values[position] = StartingValue(value: .string(text))
                case .integer(let whole): values[position] = StartingValue(value: .integer(whole))
                case .number(let real): values[position] = StartingValue(value: .number(real))
                case .date(let date): values[position] = StartingValue(value: .date(date))
                }
            }
            return true
        }
        guard resolves else { return nil }
        guard !traced.isEmpty else {
            return MatchTrace(phraseIndex: phrase, applicationName: applicationName, only: onlyTraced)
        }
        traced.reverse()
        return MatchTrace(phraseIndex: phrase, applicationName: applicationName, values: traced)
    }

    /// Sets `values` (one per parameter, none set) to the request's
    /// starting values by every rule (``forEachStartingStep(of:intent:catalog:_:)``):
    /// defaults, the phrase's bindings, the shortcut's fixed values.
    ///
    /// False
    /// when the request cannot resolve at once: a binding names no
    /// parameter, or a value a binding left ambiguous is not fixed. Out of
    /// line: most intents take the bindings alone (``setBindingValues(of:parameters:values:catalog:)``).
    @inline(never)
    private func setStartingValues(
        of candidate: PhraseMatch, intent intentIndex: Int, parameters: [ParameterDeclaration],
        values: UnsafeMutableBufferPointer<StartingValue>, catalog: Catalog
    ) -> Bool {
        // The positions a binding left ambiguous and no fixed value settled,
        // and whether a binding named no parameter.
        var ambiguous: [Int] = []
        var namesNoParameter = false
        forEachStartingStep(of: candidate, intent: intentIndex, catalog: catalog) { step in
            switch step {
            case .value(_, let position, let value, let binding, let isFixed):
                guard let position else {
                    namesNoParameter = true
                    return
                }
                values[position] = StartingValue(value: value, binding: binding)
                if isFixed && !ambiguous.isEmpty { ambiguous.removeAll { $0 == position } }
            case .ambiguous(_, let position, _):
                guard let position else {
                    namesNoParameter = true
                    return
                }
                values[position] = StartingValue()
                if !ambiguous.contains(position) { ambiguous.append(position) }
            }
        }
        return !namesNoParameter && ambiguous.isEmpty
    }

    /// Whether `value` breaks a validation rule of `parameter` (app `app`,
    /// said in `locale`).
    ///
    /// Out of line, the validator made only here: most
    /// parameters have no rule.
    @inline(never)
    private static func isRefused(
        _ value: ParameterValue, by parameter: ParameterDeclaration, app: Int, locale: String, catalog: Catalog,
        now: @escaping @Sendable () -> Date
    ) -> Bool {
        ValueValidator(catalog: catalog, now: now).violation(of: parameter, by: value, app: app, locale: locale) != nil
    }

    /// ``trace(of:in:catalog:)`` of a request resolved at once: a value
    /// still set by the binding that names it was set from the binding's one
    /// choice, which is then the choice traced, found without comparing ids;
    /// any other value is compared by id as the request's would be.
    private func trace(
        of candidate: PhraseMatch, values: UnsafeMutableBufferPointer<StartingValue>, position: (String) -> Int?,
        catalog: Catalog
    ) -> MatchTrace {
        var traced: [TracedValue] = []
        // By index, each binding read in place (iterating copies each).
        for number in candidate.bindings.indices {
            guard case .values(let type, let choices) = candidate.bindings[number].value else { continue }
            // Made at the size most traces keep (a value per binding left):
            // an empty array grows on its first append.
            if traced.isEmpty { traced.reserveCapacity(candidate.bindings.count - number) }
            let setting = position(candidate.bindings[number].parameter).map { values[$0] }
            if let setting, setting.binding == number {
                traced.append(TracedValue(type: type, variant: choices[0].variant))
                continue
            }
            let chosen = setting?.value?.id
            for choice in choices where catalog.apps[candidate.app].types[type].values.id(at: choice.index) == chosen {
                traced.append(TracedValue(type: type, variant: choice.variant))
            }
        }
        return MatchTrace(
            phraseIndex: candidate.phraseIndex, applicationName: candidate.applicationName, values: traced)
    }
}
