import Foundation

/// Checks a manifest against the compile rules (SPEC §4) and reports every
/// problem at once, each with its file, line:column and JSON path.
struct ManifestValidator {
    /// Apple's limit on App Shortcuts per app.
    static let maximumShortcuts = 10
    /// Apple's limit on trigger phrases per app and locale.
    static let maximumTriggerPhrases = 1000

    private let manifest: AppManifest
    private var diagnostics: [Diagnostic] = []

    /// Every problem in `manifest`.
    static func validate(_ manifest: AppManifest) -> [Diagnostic] {
        var validator = ManifestValidator(manifest: manifest)
        validator.run()
        return validator.diagnostics
    }

    /// Problems across apps: two apps with the same name.
    static func validate(_ manifests: [AppManifest]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen: [String: String] = [:]
        for manifest in manifests {
            let key = TextNormalizer.normalize(manifest.app.name)
            if let other = seen[key] {
                diagnostics.append(Diagnostic(
                    .error, .duplicateApp, "another app is also named \"\(manifest.app.name)\" (\(other))",
                    location: manifest.sourceMap.location(of: JSONPath.root.key("app").key("name")),
                    jsonPath: "app.name"))
            } else if !key.isEmpty {
                seen[key] = manifest.path
            }
        }
        return diagnostics
    }

    private init(manifest: AppManifest) {
        self.manifest = manifest
    }

    // MARK: Reporting

    private var isApple: Bool { manifest.rules == .apple }

    private mutating func report(
        _ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ message: String, _ path: JSONPath, column: Int? = nil
    ) {
        var location = manifest.sourceMap.location(of: path)
        if let column, let base = location {
            location = base.advanced(by: column + 1)
        }
        diagnostics.append(Diagnostic(severity, code, message, file: manifest.path, location: location, jsonPath: path.description))
    }

    /// An Apple rule: an error under `apple`, a warning under `extended`.
    private var appleSeverity: Diagnostic.Severity { isApple ? .error : .warning }

    // MARK: Rules

    private mutating func run() {
        let root = JSONPath.root
        if manifest.app.name.trimmingCharacters(in: .whitespaces).isEmpty {
            report(.error, .emptyTitle, "the app needs a name", root.key("app").key("name"))
        }
        for (index, synonym) in manifest.app.synonyms.enumerated() where !TextNormalizer.hasWords(synonym) {
            report(.error, .emptyTitle, "an app name synonym has no words", root.key("app").key("synonyms").index(index))
        }
        checkTypes()
        checkIntents()
        checkShortcuts()
        checkNegativePhrases()
        diagnostics += TranslationValidator.validate(manifest)
    }

    private mutating func checkTypes() {
        let builtins: Set = ["String", "Int", "Double", "Bool", "Date", "Integer", "Decimal", "Float", "Boolean"]
        for type in manifest.types {
            let typePath = JSONPath.root.key("types").key(type.name)
            if builtins.contains(type.name) {
                report(.error, .duplicate, "the type name \"\(type.name)\" is a builtin type's name", typePath)
            }
            let listKey = type.kind == .enumeration ? "cases" : "entities"
            if type.values.isEmpty && type.kind == .enumeration {
                report(.error, .missingField, "enum \(type.name) has no cases", typePath)
            }
            var ids: [String: Int] = [:]
            for (index, value) in type.values.enumerated() {
                let valuePath = typePath.key(listKey).index(index)
                if value.id.isEmpty {
                    report(.error, .emptyTitle, "an empty id", valuePath.key("id"))
                } else if let first = ids[value.id] {
                    report(.error, .duplicate, "duplicate id \"\(value.id)\" in \(type.name) (first at \(listKey)[\(first)])", valuePath.key("id"))
                } else {
                    ids[value.id] = index
                }
                if !TextNormalizer.hasWords(value.title) {
                    report(.error, .emptyTitle, "\(type.name) \"\(value.id)\" has an empty title", valuePath.key("title"))
                }
                for (synonymIndex, synonym) in value.synonyms.enumerated() where !TextNormalizer.hasWords(synonym) {
                    report(.error, .emptyTitle, "a synonym of \"\(value.id)\" has no words", valuePath.key("synonyms").index(synonymIndex))
                }
            }
        }
    }

    private func resolve(_ type: TypeReference) -> TypeDeclaration? {
        if case .named(let name) = type.element { return manifest.type(named: name) }
        return nil
    }

    private func isKnown(_ type: TypeReference) -> Bool {
        if case .named = type.element { return resolve(type) != nil }
        if case .array = type.element { return false }
        return true
    }

    private mutating func checkIntents() {
        for intent in manifest.intents {
            let intentPath = JSONPath.root.key("intents").key(intent.name)
            if intent.title.trimmingCharacters(in: .whitespaces).isEmpty {
                report(.error, .emptyTitle, "intent \(intent.name) has an empty title", intentPath.key("title"))
            }
            var names: Set<String> = []
            for (index, parameter) in intent.parameters.enumerated() {
                let parameterPath = intentPath.key("parameters").index(index)
                if parameter.name.isEmpty || parameter.name == Template.applicationNameToken {
                    report(.error, .emptyTitle, "\"\(parameter.name)\" cannot name a parameter", parameterPath.key("name"))
                }
                if !names.insert(parameter.name).inserted {
                    report(.error, .duplicate, "intent \(intent.name) has two parameters named \"\(parameter.name)\"", parameterPath.key("name"))
                }
                if !isKnown(parameter.type) {
                    let declared = manifest.types.map(\.name).joined(separator: ", ")
                    report(.error, .unknownType, "unknown type \"\(parameter.type)\" for parameter \(parameter.name) (declared types: \(declared.isEmpty ? "none" : declared); builtins: String, Int, Double, Bool, Date)", parameterPath.key("type"))
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
            if let confirmation = intent.confirmation { checkDialog(confirmation, intent: intent, intentPath.key("confirmation")) }
            if let result = intent.result { checkDialog(result, intent: intent, intentPath.key("result")) }
        }
    }

    private mutating func checkValidation(_ parameter: ParameterDeclaration, _ path: JSONPath) {
        guard let validation = parameter.validation else { return }
        let validationPath = path.key("validation")
        let element = parameter.type.element
        let isNumber = element == .int || element == .double
        if (validation.min != nil || validation.max != nil) && !isNumber {
            report(.error, .invalidValidation, "min and max apply to Int and Double parameters; \(parameter.name) is \(parameter.type)", validationPath)
        }
        if let min = validation.min, let max = validation.max, min > max {
            report(.error, .invalidValidation, "min \(min) is greater than max \(max)", validationPath)
        }
        if validation.future && element != .date {
            report(.error, .invalidValidation, "future applies to Date parameters; \(parameter.name) is \(parameter.type)", validationPath.key("future"))
        }
        if validation.nonEmpty && element != .string {
            report(.error, .invalidValidation, "nonEmpty applies to String parameters; \(parameter.name) is \(parameter.type)", validationPath.key("nonEmpty"))
        }
    }

    /// Checks that a literal fits a parameter's type: ids for enums and
    /// entities, numbers in range, arrays for array types.
    private mutating func checkLiteral(_ value: LiteralValue, for parameter: ParameterDeclaration, _ path: JSONPath) {
        func check(_ value: LiteralValue, _ type: TypeReference, _ path: JSONPath) {
            switch (type, value) {
            case (.array(let element), .array(let values)):
                for (index, item) in values.enumerated() { check(item, element, path.index(index)) }
            case (.array(let element), _):
                check(value, element, path)
            case (.named(let name), .string(let id)):
                if let type = manifest.type(named: name), !type.values.contains(where: { $0.id == id }) {
                    let known = type.values.prefix(8).map(\.id).joined(separator: ", ")
                    report(.error, .unknownValue, "\(name) has no value with id \"\(id)\" (ids: \(known)\(type.values.count > 8 ? ", …" : ""))", path)
                }
            case (.string, .string), (.bool, .bool), (.double, .number):
                break
            case (.int, .number(let number)):
                if number != number.rounded() {
                    report(.error, .invalidValue, "\(parameter.name) is an Int; \(number) is not a whole number", path)
                }
            case (.date, .string(let text)):
                if ISODateParser.parse(text) == nil {
                    report(.error, .invalidValue, "\"\(text)\" is not an ISO date such as 2026-12-01 or 2026-12-01T15:00:00Z", path)
                }
            default:
                report(.error, .invalidValue, "\(value) does not fit \(parameter.name), which is \(parameter.type)", path)
            }
        }
        check(value, parameter.type, path)
    }

    private mutating func checkDialog(_ text: String, intent: IntentDeclaration, _ path: JSONPath) {
        let template: Template
        do {
            template = try Template(parsing: text)
        } catch {
            report(.error, .malformedTemplate, error.message, path, column: error.offset)
            return
        }
        for (index, segment) in template.segments.enumerated() {
            if case .parameter(let name) = segment, intent.parameter(named: name) == nil {
                report(.error, .unknownParameter, "'${\(name)}' names no parameter of \(intent.name)\(parameterList(intent))", path, column: template.segmentOffsets[index])
            }
        }
    }

    private func parameterList(_ intent: IntentDeclaration) -> String {
        intent.parameters.isEmpty ? " (it has none)" : " (parameters: \(intent.parameters.map(\.name).joined(separator: ", ")))"
    }

    private mutating func checkSummary(_ summary: ParameterSummary, intent: IntentDeclaration, _ path: JSONPath) {
        switch summary {
        case .text(let text):
            checkDialog(text, intent: intent, path)
        case .when(let parameterName, let value, let then, let otherwise):
            checkSummaryCase(parameterName, [value], intent: intent, path.key("when"), valuePath: { _ in path.key("is") })
            checkSummary(then, intent: intent, path.key("then"))
            if let otherwise { checkSummary(otherwise, intent: intent, path.key("otherwise")) }
        case .switch(let parameterName, let cases, let fallback):
            checkSummaryCase(parameterName, cases.map(\.value), intent: intent, path.key("switch"), valuePath: { path.key("cases").key($0) })
            for entry in cases { checkSummary(entry.summary, intent: intent, path.key("cases").key(entry.value)) }
            if let fallback { checkSummary(fallback, intent: intent, path.key("default")) }
        }
    }

    private mutating func checkSummaryCase(
        _ parameterName: String, _ values: [String], intent: IntentDeclaration, _ path: JSONPath, valuePath: (String) -> JSONPath
    ) {
        guard let parameter = intent.parameter(named: parameterName) else {
            report(.error, .unknownParameter, "\"\(parameterName)\" names no parameter of \(intent.name)\(parameterList(intent))", path)
            return
        }
        guard let type = resolve(parameter.type) else { return }
        for value in values where !type.values.contains(where: { $0.id == value }) {
            report(.error, .unknownValue, "\(type.name) has no value with id \"\(value)\"", valuePath(value))
        }
    }

    // MARK: Shortcuts and phrases

    private mutating func checkShortcuts() {
        let shortcutsPath = JSONPath.root.key("shortcuts")
        if manifest.shortcuts.count > Self.maximumShortcuts {
            report(appleSeverity, .tooManyShortcuts, "Found \(manifest.shortcuts.count) App Shortcuts, but each app may have at most \(Self.maximumShortcuts)", shortcutsPath.index(Self.maximumShortcuts))
        }
        var triggerPhrases = 0
        for (shortcutIndex, shortcut) in manifest.shortcuts.enumerated() {
            let shortcutPath = shortcutsPath.index(shortcutIndex)
            guard let intent = manifest.intent(named: shortcut.intent) else {
                let known = manifest.intents.map(\.name).joined(separator: ", ")
                report(.error, .unknownIntent, "unknown intent \"\(shortcut.intent)\" (declared intents: \(known.isEmpty ? "none" : known))", shortcutPath.key("intent"))
                continue
            }
            if shortcut.phrases.isEmpty {
                report(.error, .emptyPhrase, "a shortcut needs at least one phrase", shortcutPath.key("phrases"))
            }
            if shortcut.shortTitle?.isEmpty ?? true {
                report(.warning, .missingShortcutMetadata, "the shortcut for \(intent.name) has no shortTitle (shown in Shortcuts and Spotlight)", shortcutPath)
            }
            if shortcut.systemImageName?.isEmpty ?? true {
                report(.warning, .missingShortcutMetadata, "the shortcut for \(intent.name) has no systemImageName", shortcutPath)
            }
            for fixed in shortcut.parameters {
                let fixedPath = shortcutPath.key("parameters").key(fixed.name)
                guard let parameter = intent.parameter(named: fixed.name) else {
                    report(.error, .unknownParameter, "\"\(fixed.name)\" names no parameter of \(intent.name)\(parameterList(intent))", fixedPath)
                    continue
                }
                if isKnown(parameter.type) { checkLiteral(fixed.value, for: parameter, fixedPath) }
            }
            var seenPhrases: [String: Int] = [:]
            for (phraseIndex, phrase) in shortcut.phrases.enumerated() {
                let phrasePath = shortcutPath.key("phrases").index(phraseIndex)
                guard let template = checkPhrase(phrase, intent: intent, shortcut: shortcut, phrasePath) else { continue }
                let normalized = template.segments.map { segment -> String in
                    switch segment {
                    case .text(let text): TextNormalizer.normalize(text)
                    case .applicationName: "${applicationName}"
                    case .parameter(let name): "${\(name)}"
                    }
                }.filter { !$0.isEmpty }.joined(separator: " ")
                if let first = seenPhrases[normalized] {
                    report(.warning, .duplicate, "this phrase repeats phrases[\(first)] of the same shortcut", phrasePath)
                } else {
                    seenPhrases[normalized] = phraseIndex
                }
                var count = 1
                for name in template.parameterNames {
                    if let parameter = intent.parameter(named: name), let type = resolve(parameter.type) {
                        count *= max(type.values.count, 0)
                    }
                }
                triggerPhrases += count
            }
        }
        if triggerPhrases > Self.maximumTriggerPhrases {
            report(appleSeverity, .tooManyTriggerPhrases, "\(triggerPhrases) trigger phrases (every phrase times its parameter's values) in locale \(manifest.app.locale), but each app may have at most \(Self.maximumTriggerPhrases)", shortcutsPath)
        }
    }

    /// Checks one phrase and returns its template when it could be read.
    private mutating func checkPhrase(
        _ phrase: String, intent: IntentDeclaration, shortcut: ShortcutDeclaration, _ path: JSONPath
    ) -> Template? {
        let template: Template
        do {
            template = try Template(parsing: phrase)
        } catch {
            report(.error, .malformedTemplate, error.message, path, column: error.offset)
            return nil
        }
        let appNames = template.applicationNameCount
        if appNames != 1 && (isApple || appNames > 1) {
            report(
                appNames > 1 ? .error : appleSeverity, .applicationNameToken,
                "Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it.", path,
                column: appNames > 1 ? template.segments.lastIndex(of: .applicationName).map { template.segmentOffsets[$0] } : nil)
        }
        let names = template.parameterNames
        var seen: Set<String> = []
        for (index, segment) in template.segments.enumerated() {
            guard case .parameter(let name) = segment else { continue }
            let column = template.segmentOffsets[index]
            guard let parameter = intent.parameter(named: name) else {
                report(.error, .unknownParameter, "'${\(name)}' names no parameter of \(intent.name)\(parameterList(intent))", path, column: column)
                continue
            }
            if !seen.insert(name).inserted {
                report(.error, .duplicate, "'${\(name)}' appears twice in one phrase", path, column: column)
            }
            if shortcut.parameters.contains(where: { $0.name == name }) {
                report(.warning, .duplicate, "'${\(name)}' is also fixed by this shortcut's parameters; the fixed value wins", path, column: column)
            }
            guard isKnown(parameter.type) else { continue }
            if let type = resolve(parameter.type) {
                if parameter.type.isArray {
                    report(.error, .phraseParameterType, "Invalid parameter type. \(name) is an array (\(parameter.type)); a phrase can hold one value", path, column: column)
                } else if type.values.isEmpty {
                    report(.warning, .phraseWithoutValues, "\(type.name) has no values, so this phrase can never match", path, column: column)
                }
            } else if isApple {
                report(.error, .phraseParameterType, "Invalid parameter type. AppEntity and AppEnum are the only allowed types for \(name)", path, column: column)
            } else if parameter.type == .bool || parameter.type.isArray {
                report(.error, .phraseParameterType, "Invalid parameter type. \(name) is \(parameter.type); open slots take String, Int, Double or Date", path, column: column)
            }
        }
        if Set(names).count > 1 {
            report(appleSeverity, .tooManyPhraseParameters, "a phrase may use at most one parameter besides ${applicationName}; this one uses \(names.count) (\(names.joined(separator: ", ")))", path)
        }
        let hasWords = template.segments.contains {
            if case .text(let text) = $0 { return TextNormalizer.hasWords(text) }
            return false
        }
        if !hasWords && names.isEmpty && appNames == 0 {
            report(.error, .emptyPhrase, "the phrase has no words", path)
        }
        return template
    }

    private mutating func checkNegativePhrases() {
        for (index, phrase) in manifest.negativePhrases.enumerated() {
            let path = JSONPath.root.key("negativePhrases").index(index)
            let template: Template
            do {
                template = try Template(parsing: phrase)
            } catch {
                report(.error, .malformedTemplate, error.message, path, column: error.offset)
                continue
            }
            for (segmentIndex, segment) in template.segments.enumerated() {
                if case .parameter(let name) = segment {
                    report(.error, .unknownParameter, "negative phrases may use only ${applicationName}, not '${\(name)}'", path, column: template.segmentOffsets[segmentIndex])
                }
            }
            if !TextNormalizer.hasWords(template.rendered { _ in "" }) {
                report(.error, .emptyPhrase, "the negative phrase has no words", path)
            }
        }
    }
}
