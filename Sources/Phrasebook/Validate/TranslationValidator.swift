/// Checks an app's phrase translations: a translation may use only
/// the `${…}` tokens its shortcut has (an error names the file and key), a
/// one-phrase translation that drops its key's parameter is a warning, every
/// phrase keeps `${applicationName}` once under Apple's rules, and Apple's
/// 1,000-trigger-phrase limit is counted per locale.
enum TranslationValidator {
    static func validate(_ manifest: AppManifest) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let isApple = manifest.rules == .apple
        for locale in manifest.localizations.keys.sorted() {
            guard let localization = manifest.localizations[locale] else { continue }
            var triggerPhrases = 0
            for (shortcutIndex, phrases) in localization.shortcutPhrases.enumerated()
            where shortcutIndex < manifest.shortcuts.count {
                let shortcut = manifest.shortcuts[shortcutIndex]
                let intent = manifest.intent(named: shortcut.intent)
                let shortcutTokens = Set(
                    shortcut.phrases.compactMap { try? Template(parsing: $0) }.flatMap(\.parameterNames))
                var seen: Set<String> = []
                for phrase in phrases {
                    let place = "the \(locale) translation of \"\(phrase.key)\""
                    let template: Template
                    do {
                        template = try Template(parsing: phrase.text)
                    } catch {
                        diagnostics.append(
                            Diagnostic(
                                .error, .malformedTemplate, "\(place): \(error.message)", location: phrase.location))
                        continue
                    }
                    if !seen.insert(template.normalizedText).inserted {
                        diagnostics.append(
                            Diagnostic(
                                .warning, .duplicate,
                                "\(place) repeats \"\(phrase.text)\", already a phrase of this shortcut in \(locale); it counts once",
                                location: phrase.location))
                    }
                    let keyTokens = Set((try? Template(parsing: phrase.key))?.parameterNames ?? [])
                    let allowed = phrase.form == .stringSet ? shortcutTokens : keyTokens
                    for name in template.parameterNames where !allowed.contains(name) {
                        let known = (["applicationName"] + allowed.sorted()).map { "${\($0)}" }.joined(separator: ", ")
                        diagnostics.append(
                            Diagnostic(
                                .error, .translationToken,
                                "\(place) uses ${\(name)}, which its shortcut does not have (it has \(known))",
                                location: phrase.location))
                    }
                    if phrase.form != .stringSet {
                        for name in keyTokens.subtracting(template.parameterNames).sorted() {
                            diagnostics.append(
                                Diagnostic(
                                    .warning, .translationToken,
                                    "\(place) leaves out ${\(name)}; the phrase will not carry the value",
                                    location: phrase.location))
                        }
                    }
                    let appNames = template.applicationNameCount
                    if appNames > 1 || (isApple && appNames != 1) {
                        diagnostics.append(
                            Diagnostic(
                                appNames > 1 || isApple ? .error : .warning, .applicationNameToken,
                                "\(place): Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it.",
                                location: phrase.location))
                    }
                    var count = 1
                    for name in template.parameterNames {
                        if case .named(let typeName)? = intent?.parameter(named: name)?.type,
                            let type = manifest.type(named: typeName)
                        {
                            count = count.saturatingProduct(type.values.count)
                        }
                    }
                    triggerPhrases = triggerPhrases.saturatingSum(count)
                }
            }
            if triggerPhrases > ManifestValidator.maximumTriggerPhrases {
                diagnostics.append(
                    Diagnostic(
                        isApple ? .error : .warning, .tooManyTriggerPhrases,
                        "\(triggerPhrases) trigger phrases (every phrase times its parameter's values) in locale \(locale), but each app may have at most \(ManifestValidator.maximumTriggerPhrases)",
                        file: manifest.path))
            }
            for phrase in localization.negativePhrases {
                if let template = try? Template(parsing: phrase.text), let name = template.parameterNames.first {
                    diagnostics.append(
                        Diagnostic(
                            .error, .translationToken,
                            "the \(locale) negative phrase \"\(phrase.text)\" uses ${\(name)}; negative phrases may use only ${applicationName}",
                            location: phrase.location))
                }
            }
        }
        return diagnostics
    }
}
