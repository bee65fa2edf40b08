/// Checks an app's phrase translations: a translation may use only
/// the `${…}` tokens its shortcut has (an error names the file and key), a
/// one-phrase translation that drops its key's parameter is a warning, every
/// phrase keeps `${applicationName}` once under Apple's rules, and Apple's
/// 1,000-trigger-phrase limit is counted per locale.
///
/// Under Apple's rules a translated phrase that uses a token its shortcut
/// lacks, or leaves out the app's name, is what a shipping app can have
/// (Siri ignores that one phrase): it is a warning, ``shippable(_:)`` leaves
/// it out of what is built, and `lint` reports it as an error.
enum TranslationValidator {
    /// How a warning about a translated phrase that is left out ends.
    static let leftOutNote = " Siri ignores such a phrase: it is left out."

    /// Whether `diagnostic` is one of this validator's warnings about a
    /// translated phrase left out (which `lint` reports as an error).
    static func isLeftOutPhrase(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .warning && diagnostic.message.hasSuffix(leftOutNote)
            && (diagnostic.code == .translationToken || diagnostic.code == .applicationNameToken)
    }

    /// `manifest` without the translated phrases Apple's rules leave out.
    static func shippable(_ manifest: AppManifest) -> AppManifest {
        guard manifest.rules == .apple, !manifest.localizations.isEmpty else { return manifest }
        var result = manifest
        for (locale, localization) in manifest.localizations {
            var kept = localization
            kept.shortcutPhrases = localization.shortcutPhrases.enumerated().map { index, phrases in
                guard index < manifest.shortcuts.count else { return phrases }
                let tokens = shortcutTokens(manifest.shortcuts[index])
                return phrases.filter { !isLeftOut($0, shortcutTokens: tokens) }
            }
            result.localizations[locale] = kept
        }
        return result
    }

    /// The parameter tokens a shortcut's development phrases use.
    private static func shortcutTokens(_ shortcut: ShortcutDeclaration) -> Set<String> {
        Set(shortcut.phrases.compactMap { try? Template(parsing: $0) }.flatMap(\.parameterNames))
    }

    /// The tokens `phrase` uses that its shortcut (or, for a one-phrase
    /// translation, its key) does not have.
    private static func unknownTokens(_ phrase: LocalizedPhrase, _ template: Template, shortcutTokens: Set<String>)
        -> [String]
    {
        let keyTokens = Set((try? Template(parsing: phrase.key))?.parameterNames ?? [])
        let allowed = phrase.form == .stringSet ? shortcutTokens : keyTokens
        return template.parameterNames.filter { !allowed.contains($0) }
    }

    /// Whether Apple's rules leave `phrase` out: it parses, names the app at
    /// most once, and uses an unknown token or leaves the app's name out.
    private static func isLeftOut(_ phrase: LocalizedPhrase, shortcutTokens: Set<String>) -> Bool {
        guard let template = try? Template(parsing: phrase.text), template.applicationNameCount <= 1 else {
            return false
        }
        return template.applicationNameCount == 0
            || !unknownTokens(phrase, template, shortcutTokens: shortcutTokens).isEmpty
    }

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
                let shortcutTokens = shortcutTokens(shortcut)
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
                    let leftOut = isApple && isLeftOut(phrase, shortcutTokens: shortcutTokens)
                    for name in unknownTokens(phrase, template, shortcutTokens: shortcutTokens) {
                        let known = (["applicationName"] + allowed.sorted()).map { "${\($0)}" }.joined(separator: ", ")
                        diagnostics.append(
                            Diagnostic(
                                leftOut ? .warning : .error, .translationToken,
                                "\(place) uses ${\(name)}, which its shortcut does not have (it has \(known))"
                                    + (leftOut ? "." + leftOutNote : ""),
                                location: phrase.location))
                    }
                    if phrase.form != .stringSet && !leftOut {
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
                                appNames > 1 || (isApple && !leftOut) ? .error : .warning, .applicationNameToken,
                                "\(place): Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it."
                                    + (leftOut ? leftOutNote : ""),
                                location: phrase.location))
                    }
                    if leftOut { continue }
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
