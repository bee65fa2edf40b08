import Foundation

/// Intent and parameter rules: titles, parameter names and types,
/// validations, and the dialogs and summaries that name parameters.
extension ManifestValidator {
    /// Every intent's title, parameters, dialogs and summary.
    mutating func checkIntents() {
        for intent in manifest.intents {
            let intentPath = JSONPath.root.key("intents").key(intent.name)
            if intent.title.trimmingCharacters(in: .whitespaces).isEmpty {
                report(.error, .emptyTitle, "intent \(intent.name) has an empty title", intentPath.key("title"))
            }
            var names: Set<String> = []
            for (index, parameter) in intent.parameters.enumerated() {
                let parameterPath = intentPath.key("parameters").index(index)
                if parameter.name.isEmpty || parameter.name == Template.applicationNameToken {
                    report(
                        .error, .emptyTitle, "\"\(parameter.name)\" cannot name a parameter", parameterPath.key("name"))
                }
                if !names.insert(parameter.name).inserted {
                    report(
                        .error, .duplicate, "intent \(intent.name) has two parameters named \"\(parameter.name)\"",
                        parameterPath.key("name"))
                }
                if !isKnown(parameter.type) {
                    let declared = manifest.types.map(\.name).joined(separator: ", ")
                    report(
                        .error, .unknownType,
                        "unknown type \"\(parameter.type)\" for parameter \(parameter.name) (declared types: \(declared.isEmpty ? "none" : declared); builtins: String, Int, Double, Bool, Date)",
                        parameterPath.key("type"))
                    continue
                }
                checkValidation(parameter, parameterPath)
                if let value = parameter.defaultValue {
                    checkLiteral(value, for: parameter, parameterPath.key("default"))
                }
                for key in ["prompt", "disambiguationPrompt"] {
                    let text = key == "prompt" ? parameter.prompt : parameter.disambiguationPrompt
                    if let text { checkDialog(text, intent: intent, parameterPath.key(key)) }
                }
            }
            if let summary = intent.summary { checkSummary(summary, intent: intent, intentPath.key("summary")) }
            if let confirmation = intent.confirmation {
                checkDialog(confirmation, intent: intent, intentPath.key("confirmation"))
            }
            if let result = intent.result { checkDialog(result, intent: intent, intentPath.key("result")) }
        }
    }

    /// A parameter's `validation` fits its type: min/max for numbers, future for dates, nonEmpty for strings.
    mutating func checkValidation(_ parameter: ParameterDeclaration, _ path: JSONPath) {
        guard let validation = parameter.validation else { return }
        let validationPath = path.key("validation")
        let element = parameter.type.element
        let isNumber = element == .int || element == .double
        if (validation.min != nil || validation.max != nil) && !isNumber {
            report(
                .error, .invalidValidation,
                "min and max apply to Int and Double parameters; \(parameter.name) is \(parameter.type)", validationPath
            )
        }
        for (key, bound) in [("min", validation.min), ("max", validation.max)] {
            guard let bound, isNumber, let problem = Self.numberProblem(bound, isInt: element == .int) else { continue }
            report(.error, .invalidValidation, "\(key) \(problem)", validationPath.key(key))
        }
        if let min = validation.min, let max = validation.max, min > max {
            report(.error, .invalidValidation, "min \(min) is greater than max \(max)", validationPath)
        }
        if validation.future && element != .date {
            report(
                .error, .invalidValidation, "future applies to Date parameters; \(parameter.name) is \(parameter.type)",
                validationPath.key("future"))
        }
        if validation.nonEmpty && element != .string {
            report(
                .error, .invalidValidation,
                "nonEmpty applies to String parameters; \(parameter.name) is \(parameter.type)",
                validationPath.key("nonEmpty"))
        }
    }

    /// A dialog template parses and names only the intent's parameters.
    mutating func checkDialog(_ text: String, intent: IntentDeclaration, _ path: JSONPath) {
        let template: Template
        do {
            template = try Template(parsing: text)
        } catch {
            report(.error, .malformedTemplate, error.message, path, column: error.offset)
            return
        }
        for (index, segment) in template.segments.enumerated() {
            if case .parameter(let name) = segment, intent.parameter(named: name) == nil {
                report(
                    .error, .unknownParameter,
                    "'${\(name)}' names no parameter of \(intent.name)\(parameterList(intent))", path,
                    column: template.segmentOffsets[index])
            }
        }
    }

    /// ` (parameters: a, b)` or ` (it has none)`, for messages about an unknown parameter.
    func parameterList(_ intent: IntentDeclaration) -> String {
        intent.parameters.isEmpty
            ? " (it has none)" : " (parameters: \(intent.parameters.map(\.name).joined(separator: ", ")))"
    }

    /// A parameter summary's texts, and the parameters and values its When and Switch name.
    mutating func checkSummary(_ summary: ParameterSummary, intent: IntentDeclaration, _ path: JSONPath) {
        switch summary {
        case .text(let text):
            checkDialog(text, intent: intent, path)
        case .when(let parameterName, let value, let then, let otherwise):
            checkSummaryCase(
                parameterName, [value], intent: intent, path.key("when"), valuePath: { _ in path.key("is") })
            checkSummary(then, intent: intent, path.key("then"))
            if let otherwise { checkSummary(otherwise, intent: intent, path.key("otherwise")) }
        case .switch(let parameterName, let cases, let fallback):
            checkSummaryCase(
                parameterName, cases.map(\.value), intent: intent, path.key("switch"),
                valuePath: { path.key("cases").key($0) })
            for entry in cases { checkSummary(entry.summary, intent: intent, path.key("cases").key(entry.value)) }
            if let fallback { checkSummary(fallback, intent: intent, path.key("default")) }
        }
    }

    /// A When or Switch names a parameter of the intent, and values of its type.
    mutating func checkSummaryCase(
        _ parameterName: String, _ values: [String], intent: IntentDeclaration, _ path: JSONPath,
        valuePath: (String) -> JSONPath
    ) {
        guard let parameter = intent.parameter(named: parameterName) else {
            report(
                .error, .unknownParameter,
                "\"\(parameterName)\" names no parameter of \(intent.name)\(parameterList(intent))", path)
            return
        }
        guard let type = resolve(parameter.type) else { return }
        for value in values where !type.values.contains(where: { $0.id == value }) {
            report(.error, .unknownValue, "\(type.name) has no value with id \"\(value)\"", valuePath(value))
        }
    }
}
