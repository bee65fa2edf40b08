/// The questions Siri answers about shortcuts themselves: "What can
/// I do here?" lists every app's primary phrases; "What can I do with
/// <App>?" lists one app's, in declaration order.
enum BuiltinQuestion: Sendable, Hashable {
    /// What every app can do.
    case everything
    /// What app `index` can do.
    case app(Int)
    /// The question names an app the catalog does not have.
    case unknownApp(String)

    /// The built-in question `utterance` asks, if any, in any language the
    /// engine speaks (``Language/all``), with
    /// the app named in any of its locales.
    ///
    /// When several forms fit ("What
    /// can I do with To Do?" also reads as "What can … do?"), the one naming
    /// a known app wins; otherwise the first form's name is the unknown app.
    /// Returns the locale the question was asked in too (the catalog's tag
    /// for that language, so suggestions come in it); with `locale`, only
    /// that locale's forms are tried.
    static func parse(_ utterance: String, catalog: Catalog, locale: String? = nil) -> (BuiltinQuestion, String)? {
        parse(TextNormalizer.tokenize(utterance), catalog: catalog, locale: locale)
    }

    /// ``parse(_:catalog:locale:)`` for an utterance already tokenized (a
    /// match result's tokens).
    ///
    /// Nothing is allocated unless the first or last
    /// token fits some form (``BuiltinQuestionOpenings``, then
    /// ``QuestionForms/mayAsk(first:last:beforeLast:)``), so an utterance
    /// that is no question costs two or three lookups.
    static func parse(_ tokens: [Token], catalog: Catalog, locale: String? = nil) -> (BuiltinQuestion, String)? {
        guard let first = tokens.first?.text, let last = tokens.last?.text else { return nil }
        let beforeLast = tokens.count > 1 ? tokens[tokens.count - 2].text : nil
        let languages: Range<Int>
        if let locale {
            guard let index = Language.all.firstIndex(where: { $0.tags.contain(locale) }) else { return nil }
            languages = index..<(index + 1)
        } else {
            // Every language's openings at once; one language is asked below.
            guard openings.mayAsk(first: first, last: last, beforeLast: beforeLast) else { return nil }
            languages = Language.all.indices
        }
        guard
            languages.contains(where: {
                Language.all[$0].questions.mayAsk(first: first, last: last, beforeLast: beforeLast)
            })
        else {
            return nil
        }
        let words = tokens.map(\.text)
        var unknown: (BuiltinQuestion, String)?
        for index in languages {
            let language = Language.all[index]
            guard let question = language.questions.parse(words, catalog: catalog) else { continue }
            // The fallback language answers in its own tag; another language
            // in the tag the catalog uses for it (`zh-Hans` for a `zh` question).
            let tag =
                language.isSame(as: .fallback)
                ? language.tag : catalogTag(for: language, in: catalog, preferring: locale)
            if case .unknownApp = question {
                unknown = unknown ?? (question, tag)
            } else {
                return (question, tag)
            }
        }
        return unknown
    }

    /// Whether an utterance whose first token is `first`, whose last is
    /// `last` and whose token before that is `beforeLast` may ask a
    /// built-in question in some language: when not,
    /// ``parse(_:catalog:locale:)`` with no locale is `nil`.
    static func mayAsk(first: String, last: String, beforeLast: String?) -> Bool {
        openings.mayAsk(first: first, last: last, beforeLast: beforeLast)
    }

    /// Every language's openings merged, built with every language's forms
    /// on the first miss matched in no one locale.
    private static let openings = BuiltinQuestionOpenings(Language.all.map(\.questions))

    /// The tag the catalog's translations use for `language` (`zh-Hans`),
    /// preferring `preferred` when the catalog has it.
    private static func catalogTag(for language: Language, in catalog: Catalog, preferring preferred: String?) -> String
    {
        let tags = catalog.apps.flatMap(\.locales)
        if let preferred, tags.contains(preferred) { return preferred }
        return tags.first { language.tags.contain($0) } ?? preferred ?? language.tag
    }

    /// The answer to the question in `locale`: every suggestion as a
    /// bulleted line under the language's lead-in, or that the app named is
    /// not there.
    func outcome(in catalog: Catalog, locale: String) -> Outcome {
        let phrases = Language.of(locale).phrases
        if case .unknownApp(let name) = self {
            return Outcome(status: .noMatch, message: phrases.noSuchApp(name))
        }
        let suggestions = self.suggestions(in: catalog, locale: locale)
        let lines = suggestions.map { "• \($0.phrase)" }
        return Outcome(
            status: .resolved, dialog: ([phrases.youCanSay] + lines).joined(separator: "\n"), suggestions: suggestions)
    }

    /// The suggestions that answer the question in the fallback language
    /// (English): each shortcut's development phrase unless the app has an
    /// English translation.
    func suggestions(in catalog: Catalog) -> [Suggestion] {
        suggestions(in: catalog, locale: Language.fallback.tag)
    }

    /// The suggestions that answer the question in `locale`: each
    /// shortcut's primary phrase there (its first phrase there, or the
    /// development phrase) with the app's name filled in, and a parameter
    /// with the value the shortcut fixes or its type's first value, as
    /// Siri's suggestions do ("Open Want to Read in Library"), in
    /// declaration order.
    func suggestions(in catalog: Catalog, locale: String) -> [Suggestion] {
        let apps: [Int]
        switch self {
        case .everything: apps = Array(catalog.apps.indices)
        case .app(let index): apps = [index]
        case .unknownApp: apps = []
        }
        return apps.flatMap { app -> [Suggestion] in
            let manifest = catalog.apps[app]
            return manifest.shortcuts.enumerated().compactMap { index, shortcut in
                let translated = manifest.localizations[locale]?.shortcutPhrases[index].first?.text
                guard let primary = translated ?? shortcut.phrases.first, let template = try? Template(parsing: primary)
                else { return nil }
                let appName =
                    translated == nil ? manifest.app.name : manifest.translate(manifest.app.name, into: locale)
                let phrase = template.rendered { segment in
                    switch segment {
                    case .applicationName: appName
                    case .parameter(let name): catalog.example(of: name, shortcut: shortcut, app: app, locale: locale)
                    case .text: nil
                    }
                }
                return Suggestion(
                    app: manifest.app.name, intent: shortcut.intent,
                    shortTitle: shortcut.shortTitle.map { manifest.translate($0, into: locale) }, phrase: phrase)
            }
        }
    }
}

extension Catalog {
    /// The title in `locale` of the value a suggestion shows for parameter
    /// `name` of `shortcut` (of app `app`): the value the shortcut fixes,
    /// else the first value of the parameter's type; `nil` for a parameter
    /// without values.
    fileprivate func example(of name: String, shortcut: ShortcutDeclaration, app: Int, locale: String) -> String? {
        let manifest = apps[app]
        guard let parameter = manifest.intent(named: shortcut.intent)?.parameters.first(where: { $0.name == name }),
            case .named(let typeName) = parameter.type.element, let declaration = manifest.type(named: typeName)
        else { return nil }
        var fixed: TypeValue?
        if case .string(let id)? = shortcut.parameters.first(where: { $0.name == name })?.value {
            fixed = declaration.values.first { $0.id == id }
        }
        guard let value = fixed ?? declaration.values.first else { return nil }
        return title(of: value, app: app, locale: locale)
    }
}
