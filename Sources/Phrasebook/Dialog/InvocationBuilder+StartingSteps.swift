import Foundation

/// One step of the rules that give a request its starting values, in the
/// order they apply (a later step for the same parameter overrides an
/// earlier one): each declared parameter's default, then what the phrase
/// bound, then what the shortcut fixes.
enum StartingStep {
    /// Parameter `name` takes `value`.
    ///
    /// `position` is its place among the
    /// intent's parameters (`nil` when the intent declares none of that
    /// name); `binding` is the place among the candidate's bindings of the
    /// binding whose one choice set it (`nil` for a default, an open value
    /// or a fixed value); `isFixed` marks the shortcut's fixed value, which
    /// settles an ambiguity.
    case value(name: String, position: Int?, value: ParameterValue, binding: Int?, isFixed: Bool)
    /// A binding of `name` fits every one of `choices`: the parameter has
    /// no value until the user picks one.
    case ambiguous(name: String, position: Int?, choices: [ValueChoice])
}

extension InvocationBuilder {
    /// Hands `body` each ``StartingStep`` of the request `candidate` starts
    /// on intent `intentIndex` of its app (`nil` when the app declares no
    /// such intent: then only the phrase's bindings give values).
    ///
    /// The one
    /// place these rules are written, for the step-by-step request
    /// (``start(_:catalog:)``) and the one that resolves at once
    /// (``resolvedAtOnce(_:catalog:now:)``), which for an intent with no
    /// defaults and a shortcut that fixes nothing reads the bindings alone,
    /// as these rules then do. The manifest, shortcut and
    /// intent are read in place: a copy would retain each field they hold.
    /// Inlined into its two callers, so each step is handed to `body`
    /// without being made: a step's name and value are then not retained
    /// and released where the caller does not read them.
    @inline(__always)
    func forEachStartingStep(
        of candidate: PhraseMatch, intent intentIndex: Int?, catalog: Catalog, _ body: (StartingStep) -> Void
    ) {
        let app = candidate.app
        let locale = candidate.locale
        let literals = LiteralConverter(timeZone: timeZone)
        let parameters = intentIndex.map { catalog.apps[app].intents[$0].parameters } ?? []
        /// The place of the first parameter named `name`.
        func position(of name: String) -> Int? {
            for position in parameters.indices where parameters[position].name == name { return position }
            return nil
        }
        for position in parameters.indices {
            guard let literal = parameters[position].defaultValue,
                let value = literals.convert(
                    literal, to: parameters[position].type, app: app, locale: locale, catalog: catalog)
            else { continue }
            body(
                .value(name: parameters[position].name, position: position, value: value, binding: nil, isFixed: false))
        }
        // A list parameter's values, each said by a binding of its own
        // (values said outside the phrase's slots: `with croutons and bacon`).
        var lists: [String: [ParameterValue]] = [:]
        // By index, each binding read in place: iterating the bindings copies
        // each (a retain of each of its fields).
        for number in candidate.bindings.indices {
            let name = candidate.bindings[number].parameter
            let position = position(of: name)
            switch candidate.bindings[number].value {
            case .values(let type, let choices):
                if choices.count == 1, let position, parameters[position].type.isArray {
                    let value = catalog.entity(choices[0].index, type: type, app: app, locale: locale)
                    lists[name, default: []].append(value)
                    body(
                        .value(
                            name: name, position: position, value: .list(lists[name] ?? [value]), binding: nil,
                            isFixed: false))
                } else if choices.count == 1 {
                    let value = catalog.entity(choices[0].index, type: type, app: app, locale: locale)
                    body(.value(name: name, position: position, value: value, binding: number, isFixed: false))
                } else {
                    body(.ambiguous(name: name, position: position, choices: choices))
                }
            case .string(let text):
                body(.value(name: name, position: position, value: .string(text), binding: nil, isFixed: false))
            case .integer(let number):
                body(.value(name: name, position: position, value: .integer(number), binding: nil, isFixed: false))
            case .number(let number):
                body(.value(name: name, position: position, value: .number(number), binding: nil, isFixed: false))
            case .date(let date):
                body(.value(name: name, position: position, value: .date(date), binding: nil, isFixed: false))
            }
        }
        for fixed in catalog.apps[app].shortcuts[candidate.shortcut].parameters {
            guard let position = position(of: fixed.name),
                let value = literals.convert(
                    fixed.value, to: parameters[position].type, app: app, locale: locale, catalog: catalog)
            else { continue }
            body(.value(name: fixed.name, position: position, value: value, binding: nil, isFixed: true))
        }
    }
}
