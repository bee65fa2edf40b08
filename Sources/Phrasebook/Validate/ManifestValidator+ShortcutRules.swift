/// Shortcut and phrase rules: the shortcuts' intents, metadata and fixed
/// parameters, each phrase's template, the limits on shortcuts and trigger
/// phrases, and negative phrases.
extension ManifestValidator {
    /// Every shortcut and its phrases, and Apple's limits on them.
    mutating func checkShortcuts() {
        let shortcutsPath = JSONPath.root.key("shortcuts")
        if manifest.shortcuts.count > Self.maximumShortcuts {
            report(
                appleSeverity, .tooManyShortcuts,
                "Found \(manifest.shortcuts.count) App Shortcuts, but each app may have at most \(Self.maximumShortcuts)",
                shortcutsPath.index(Self.maximumShortcuts))
        }
        var triggerPhrases = 0
        for (shortcutIndex, shortcut) in manifest.shortcuts.enumerated() {
            let shortcutPath = shortcutsPath.index(shortcutIndex)
            guard let intent = manifest.intent(named: shortcut.intent) else {
                let known = manifest.intents.map(\.name).joined(separator: ", ")
                report(
                    .error, .unknownIntent,
                    "unknown intent \"\(shortcut.intent)\" (declared intents: \(known.isEmpty ? "none" : known))",
                    shortcutPath.key("intent"))
                continue
            }
            if shortcut.phrases.isEmpty {
                report(.error, .emptyPhrase, "a shortcut needs at least one phrase", shortcutPath.key("phrases"))
            }
            if shortcut.shortTitle?.isEmpty ?? true {
                report(
                    .warning, .missingShortcutMetadata,
                    "the shortcut for \(intent.name) has no shortTitle (shown in Shortcuts and Spotlight)", shortcutPath
                )
            }
            if shortcut.systemImageName?.isEmpty ?? true {
                report(
                    .warning, .missingShortcutMetadata, "the shortcut for \(intent.name) has no systemImageName",
                    shortcutPath)
            }
            for fixed in shortcut.parameters {
                let fixedPath = shortcutPath.key("parameters").key(fixed.name)
                guard let parameter = intent.parameter(named: fixed.name) else {
                    report(
                        .error, .unknownParameter,
                        "\"\(fixed.name)\" names no parameter of \(intent.name)\(parameterList(intent))", fixedPath)
                    continue
                }
                if isKnown(parameter.type) { checkLiteral(fixed.value, for: parameter, fixedPath) }
            }
            var seenPhrases: [String: Int] = [:]
            for (phraseIndex, phrase) in shortcut.phrases.enumerated() {
                let phrasePath = shortcutPath.key("phrases").index(phraseIndex)
                guard let template = checkPhrase(phrase, intent: intent, shortcut: shortcut, phrasePath) else {
                    continue
                }
                let normalized = template.normalizedText
                if let first = seenPhrases[normalized] {
                    report(
                        .warning, .duplicate, "this phrase repeats phrases[\(first)] of the same shortcut", phrasePath)
                } else {
                    seenPhrases[normalized] = phraseIndex
                }
                triggerPhrases = triggerPhrases.saturatingSum(triggerPhraseCount(of: template, intent: intent))
            }
        }
        if triggerPhrases > Self.maximumTriggerPhrases {
            report(
                appleSeverity, .tooManyTriggerPhrases,
                "\(triggerPhrases) trigger phrases (every phrase times its parameter's values) in locale \(manifest.app.locale), but each app may have at most \(Self.maximumTriggerPhrases)",
                shortcutsPath)
        }
    }

    /// Checks one phrase and returns its template when it could be read.
    mutating func checkPhrase(
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
                column: appNames > 1
                    ? template.segments.lastIndex(of: .applicationName).map { template.segmentOffsets[$0] } : nil)
        }
        let names = template.parameterNames
        var seen: Set<String> = []
        for (index, segment) in template.segments.enumerated() {
            guard case .parameter(let name) = segment else { continue }
            let column = template.segmentOffsets[index]
            guard let parameter = intent.parameter(named: name) else {
                report(
                    .error, .unknownParameter,
                    "'${\(name)}' names no parameter of \(intent.name)\(parameterList(intent))", path, column: column)
                continue
            }
            if !seen.insert(name).inserted {
                report(.error, .duplicate, "'${\(name)}' appears twice in one phrase", path, column: column)
            }
            if shortcut.parameters.contains(where: { $0.name == name }) {
                report(
                    .warning, .duplicate,
                    "'${\(name)}' is also fixed by this shortcut's parameters; the fixed value wins", path,
                    column: column)
            }
            guard isKnown(parameter.type) else { continue }
            if let type = resolve(parameter.type) {
                if parameter.type.isArray {
                    report(
                        .error, .phraseParameterType,
                        "Invalid parameter type. \(name) is an array (\(parameter.type)); a phrase can hold one value",
                        path, column: column)
                } else if type.values.isEmpty {
                    report(
                        .warning, .phraseWithoutValues, "\(type.name) has no values, so this phrase can never match",
                        path, column: column)
                }
            } else if isApple {
                report(
                    .error, .phraseParameterType,
                    "Invalid parameter type. AppEntity and AppEnum are the only allowed types for \(name)", path,
                    column: column)
            } else if parameter.type == .bool || parameter.type.isArray {
                report(
                    .error, .phraseParameterType,
                    "Invalid parameter type. \(name) is \(parameter.type); open slots take String, Int, Double or Date",
                    path, column: column)
            }
        }
        if Set(names).count > 1 {
            report(
                appleSeverity, .tooManyPhraseParameters,
                "a phrase may use at most one parameter besides ${applicationName}; this one uses \(names.count) (\(names.joined(separator: ", ")))",
                path)
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

    /// Negative phrases say only `${applicationName}` and words.
    mutating func checkNegativePhrases() {
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
                    report(
                        .error, .unknownParameter, "negative phrases may use only ${applicationName}, not '${\(name)}'",
                        path, column: template.segmentOffsets[segmentIndex])
                }
            }
            if !TextNormalizer.hasWords(template.rendered { _ in "" }) {
                report(.error, .emptyPhrase, "the negative phrase has no words", path)
            }
        }
    }
}
