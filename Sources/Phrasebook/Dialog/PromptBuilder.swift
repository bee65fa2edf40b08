/// Writes the questions a conversation asks, in the request's locale: which
/// action was meant, which of several values, and a missing value (with the
/// first ``Conversation/maximumOptions`` of an enum's or entity's values as
/// numbered options).
///
/// Each question is handed the catalog it is about
/// rather than a builder keeping a copy.
enum PromptBuilder {
    /// Which of `rivals` (one candidate per shortcut) was meant.
    static func actionPrompt(_ rivals: [PhraseMatch], catalog: Catalog) -> Prompt {
        let options = rivals.map { candidate -> PromptOption in
            let manifest = catalog.apps[candidate.app]
            let shortcut = manifest.shortcuts[candidate.shortcut]
            let title = shortcut.shortTitle ?? manifest.intent(named: candidate.intent)?.title ?? candidate.intent
            return PromptOption(
                id: "\(manifest.app.name)/\(candidate.intent)",
                title: manifest.translate(title, into: candidate.locale),
                subtitle: manifest.translate(manifest.app.name, into: candidate.locale))
        }
        return Prompt(kind: .action, text: Language.of(rivals[0].locale).phrases.actionPrompt, options: options)
    }

    /// Which of `choices` (value indices of `declaration`) `parameter` was
    /// meant to be: the parameter's own question, else the language's.
    ///
    /// `candidate` is the request's shortcut, `appName` its app's name there.
    static func disambiguationPrompt(
        for parameter: ParameterDeclaration, choices: [Int], of declaration: TypeDeclaration, candidate: PhraseMatch,
        pending: PendingInvocation, renderer: DialogRenderer, appName: String, catalog: Catalog
    ) -> Prompt {
        let manifest = catalog.apps[candidate.app]
        func text(_ string: String) -> String { manifest.translate(string, into: pending.locale) }
        let question =
            parameter.disambiguationPrompt.map { renderer.render(text($0), values: pending.values, appName: appName) }
            ?? Language.of(pending.locale).phrases.disambiguationPrompt(text(parameter.title))
        let options = choices.map {
            catalog.option(at: $0, of: declaration.values, locale: pending.locale, app: candidate.app)
        }
        return Prompt(kind: .disambiguation, parameter: parameter.name, text: question, options: options)
    }

    /// The question for `parameter`'s missing value: its own prompt, else
    /// the language's, with its type's values as options.
    ///
    /// `candidate` is the
    /// request's shortcut, `appName` its app's name there when the caller
    /// has it (else it is looked up).
    static func valuePrompt(
        for parameter: ParameterDeclaration, candidate: PhraseMatch, pending: PendingInvocation,
        renderer: DialogRenderer,
        appName: String? = nil, catalog: Catalog
    ) -> Prompt {
        // The manifest and type are read in place: a copy would retain each of their fields.
        let app = candidate.app
        let appName = appName ?? catalog.translate(catalog.apps[app].app.name, app: app, into: pending.locale)
        let text =
            parameter.prompt.map {
                renderer.render(
                    catalog.translate($0, app: app, into: pending.locale), values: pending.values, appName: appName)
            }
            ?? defaultPrompt(
                for: parameter, title: catalog.translate(parameter.title, app: app, into: pending.locale),
                locale: pending.locale)
        var options: [PromptOption] = []
        var more = 0
        if case .named(let typeName) = parameter.type.element, let type = catalog.typeIndex(named: typeName, inApp: app)
        {
            let values = catalog.apps[app].types[type].values
            // Each value's names are read in place, not copied out of its list.
            let shown = min(values.count, Conversation.maximumOptions)
            options.reserveCapacity(shown)
            for index in 0..<shown {
                options.append(catalog.option(at: index, of: values, locale: pending.locale, app: app))
            }
            more = max(0, values.count - Conversation.maximumOptions)
        }
        return Prompt(
            kind: .value, parameter: parameter.name, text: text, options: options, moreOptions: more,
            moreOptionsNote: more > 0 ? Language.of(pending.locale).phrases.moreOptions(more) : nil)
    }

    /// The language's question for a parameter without a prompt, fitted to
    /// its type: a whole number asks "how many".
    private static func defaultPrompt(for parameter: ParameterDeclaration, title: String, locale: String) -> String {
        let phrases = Language.of(locale).phrases
        return parameter.type == .int ? phrases.numberPrompt(title) : phrases.valuePrompt(title)
    }
}

extension Catalog {
    /// The value at `index` of `values` (a type of app `app`) as a numbered
    /// option of a prompt, titled and subtitled in `locale` as
    /// ``title(of:app:locale:)`` and ``subtitle(of:app:locale:)`` title it;
    /// its names are read in place, not copied out of the list.
    fileprivate func option(at index: Int, of values: TypeValueList, locale: String, app: Int) -> PromptOption {
        // The manifest is read in place: a copy would retain each of its fields.
        if locale == apps[app].app.locale {
            let names = values.idTitleAndSubtitle(at: index)
            return PromptOption(id: names.id, title: names.title, subtitle: names.subtitle)
        }
        return values.withValue(at: index) { value in
            PromptOption(
                id: value.id, title: title(of: value, app: app, locale: locale),
                subtitle: subtitle(of: value, app: app, locale: locale))
        }
    }
}
