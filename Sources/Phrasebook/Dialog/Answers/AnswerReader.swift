import Foundation

/// Reads a typed answer the way the request's language says things: a value
/// of a parameter's type (a choice among entities or enum cases, a number, a
/// yes or no, a date, a string, a list of any of these), or the action an
/// action question's answer picks.
struct AnswerReader {
    /// What an answer to a value question reads as.
    enum Reading {
        /// One value of the parameter's type.
        case value(ParameterValue)
        /// Several entities fit: their value indices.
        case ambiguous([Int])
        /// Nothing of the parameter's type.
        case notUnderstood
    }

    /// The catalog whose entities answers name.
    let catalog: Catalog
    /// The time zone dates are read in.
    let timeZone: TimeZone
    /// The clock relative dates ("tomorrow") are read against.
    let now: @Sendable () -> Date

    /// Reads an answer as a value of `parameter`'s type.
    func read(_ text: String, for parameter: ParameterDeclaration, prompt: Prompt, pending: PendingInvocation)
        -> Reading
    {
        let app = pending.candidates[0].app
        let language = Language.of(pending.locale)
        let words = language.answers
        func single(_ text: String, _ type: TypeReference) -> Reading {
            let tokens = TextNormalizer.words(text)
            switch type {
            case .named(let typeName):
                guard let typeIndex = catalog.typeIndex(named: typeName, inApp: app) else { return .notUnderstood }
                let declaration = catalog.apps[app].types[typeIndex]
                let listed = prompt.options.compactMap { catalog.valueIndex(id: $0.id, type: typeIndex, app: app) }
                let resolver = choiceResolver(declaration, locale: pending.locale, app: app)
                switch resolver.resolve(text, candidates: Array(declaration.values.indices), listed: listed) {
                case .values(let picked) where picked.count == 1:
                    return .value(catalog.entity(picked[0], type: typeIndex, app: app, locale: pending.locale))
                case .values(let picked):
                    return .ambiguous(picked)
                case .notUnderstood:
                    return .notUnderstood
                }
            case .int, .double:
                // Filler words go, number words stay ("one please"); a leading
                // minus sign (which normalization drops) makes it negative.
                let meaningful = tokens.filter {
                    !words.fillers.contains($0) || NumberParser.integer([$0], locale: pending.locale) != nil
                }
                guard
                    var number = NumberParser.number(tokens, locale: pending.locale)
                        ?? NumberParser.number(meaningful, locale: pending.locale)
                else { return .notUnderstood }
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("-") || trimmed.hasPrefix("\u{2212}") { number = -number }
                if type == .int {
                    return NumberParser.whole(number).map { .value(.integer($0)) } ?? .notUnderstood
                }
                return number.isFinite ? .value(.number(number)) : .notUnderstood
            case .bool:
                return words.yesOrNo(answer: text).map { .value(.bool($0)) } ?? .notUnderstood
            case .date:
                return DateParser(now: now(), timeZone: timeZone, locale: pending.locale).parse(text).map {
                    .value(.date($0))
                } ?? .notUnderstood
            case .string:
                // An empty answer to a `nonEmpty` parameter gets the rule's message.
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if trimmed.isEmpty && parameter.validation?.nonEmpty != true { return .notUnderstood }
                return .value(.string(QuotationMarks.unquoted(trimmed)))
            case .array:
                return .notUnderstood
            }
        }
        guard case .array(let element) = parameter.type else { return single(text, parameter.type) }
        // Split at marks first; for enums and entities, a piece that is not
        // one value as a whole ("croutons and cheese") is split again at
        // words, so a title with "and" in it ("Pride and Prejudice") stays whole.
        var isNamed = false
        if case .named = element { isNamed = true }
        let marks = isNamed ? words.listMarks : words.listSeparators
        let joiners = words.listJoiners
        var items: [ParameterValue] = []
        for piece in ListSplitter.items(of: text, separators: marks) {
            if case .value(let value) = single(piece, element) {
                items.append(value)
                continue
            }
            for item in ListSplitter.items(of: piece, separators: joiners, conditional: language.conditionalJoiners) {
                guard case .value(let value) = single(item, element) else { return .notUnderstood }
                items.append(value)
            }
        }
        return items.isEmpty ? .notUnderstood : .value(.list(items))
    }

    /// The position of the action option the answer picks: by the option's
    /// title or intent name (filler words aside), or by number or ordinal.
    func chooseAction(_ text: String, prompt: Prompt, words: AnswerWords, locale: String) -> Int? {
        let tokens = TextNormalizer.words(text)
        let stripped = tokens.filter { !words.fillers.contains($0) }.joined(separator: " ")
        for (index, option) in prompt.options.enumerated() {
            let names = [option.title, option.id.split(separator: "/").last.map(String.init) ?? ""]
            if names.map(TextNormalizer.normalize).contains(where: {
                $0 == stripped || $0 == tokens.joined(separator: " ")
            }) {
                return index
            }
        }
        guard !NumberParser.hasNegativeNumber(text) else { return nil }
        let resolver = ChoiceResolver(values: [], locale: locale, isDevelopmentLocale: true, words: words)
        return resolver.optionPosition(tokens, count: prompt.options.count)
    }

    /// Resolves answers among `type`'s values in `locale`, by their titles
    /// there (and their development titles in the app's own locale).
    func choiceResolver(_ type: TypeDeclaration, locale: String, app: Int) -> ChoiceResolver {
        let manifest = catalog.apps[app]
        let nouns = ([type.title, manifest.app.name] + manifest.app.synonyms).map {
            TextNormalizer.words(manifest.translate($0, into: locale))
        }
        return ChoiceResolver(
            values: type.values, locale: locale, isDevelopmentLocale: locale == manifest.app.locale,
            words: Language.of(locale).answers, nouns: nouns)
    }
}
