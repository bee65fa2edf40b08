/// Finds which enum cases or entities an answer names: by title, synonym or
/// subtitle, by some of their words ("camus"), by option number ("2", "the
/// second one", "number 2"), or by a close spelling.
struct ChoiceResolver {
    /// What an answer picked.
    enum Result: Equatable {
        /// The values (indices in the type) the answer fits; several when it
        /// fits several equally (two books with one title).
        case values([Int])
        /// The answer names none of the values.
        case notUnderstood
    }

    /// The type's values.
    let values: TypeValueList
    /// The locale the conversation is in.
    let locale: String
    /// Whether the locale is the app's development locale.
    let isDevelopmentLocale: Bool
    /// The locale's answer words.
    let words: AnswerWords
    /// Normalized nouns an answer may describe an option with (the type's
    /// title, the app's names: `걷기 명상`, `步行冥想`), dropped when the
    /// answer as said names nothing.
    var nouns: [[String]] = []

    /// Every way to say value `index` in this locale, normalized.
    private func names(of index: Int) -> [String] {
        let value = values[index]
        var names = [value.title] + value.synonyms
        if !isDevelopmentLocale, let localized = value.localized[locale] {
            names = [localized.title] + localized.synonyms + names
        }
        return names.map(TextNormalizer.normalize)
    }

    /// Value `index`'s subtitles: its own and its subtitle in this locale.
    private func subtitles(of index: Int) -> [String] {
        let value = values[index]
        return [value.subtitle, isDevelopmentLocale ? nil : value.localized[locale]?.subtitle].compactMap { $0 }
    }

    /// The values among `candidates` that `answer` names; a number counts in
    /// `listed`, the options as shown.
    func resolve(_ answer: String, candidates: [Int], listed: [Int]) -> Result {
        let result = resolveWithEndings(answer, candidates: candidates, listed: listed)
        // An option described with its type's noun or the app's name
        // ("bài thứ hai", "걷기 명상", "步行冥想"): try again without them.
        guard result == .notUnderstood else { return result }
        var tokens = TextNormalizer.words(answer)
        for noun in nouns.sorted(by: { $0.count > $1.count }) where !noun.isEmpty {
            var index = 0
            while index + noun.count <= tokens.count {
                if Array(tokens[index..<(index + noun.count)]) == noun {
                    tokens.removeSubrange(index..<(index + noun.count))
                } else {
                    index += 1
                }
            }
        }
        let bare = tokens.joined(separator: " ")
        return bare.isEmpty || bare == TextNormalizer.normalize(answer)
            ? result : resolveWithEndings(bare, candidates: candidates, listed: listed)
    }

    /// ``resolve(_:candidates:listed:)`` for the answer as said, then
    /// without the endings some languages glue to a choice (Korean "걷기로",
    /// "산책으로 할게요").
    private func resolveWithEndings(_ answer: String, candidates: [Int], listed: [Int]) -> Result {
        let result = resolveAsSaid(answer, candidates: candidates, listed: listed)
        guard result == .notUnderstood, let withoutEndings = Language.of(locale).withoutChoiceEndings else {
            return result
        }
        let bare = withoutEndings(answer)
        return bare == answer || bare.isEmpty ? result : resolveAsSaid(bare, candidates: candidates, listed: listed)
    }

    /// ``resolve(_:candidates:listed:)`` for the answer exactly as said.
    private func resolveAsSaid(_ answer: String, candidates: [Int], listed: [Int]) -> Result {
        let tokens = TextNormalizer.words(answer)
        guard !tokens.isEmpty else { return .notUnderstood }
        let text = tokens.joined(separator: " ")

        // A title, synonym or subtitle said exactly, with or without fillers.
        let stripped = tokens.filter { !words.fillers.contains($0) }.joined(separator: " ")
        for form in [text, stripped] where !form.isEmpty {
            let exact = candidates.filter { names(of: $0).contains(form) }
            if !exact.isEmpty { return .values(exact) }
            // The exact name of a value that is not among the options (at a
            // "which one" question) is a clear answer, just not a valid one.
            if candidates.count < values.count && values.indices.contains(where: { names(of: $0).contains(form) }) {
                return .notUnderstood
            }
        }
        // The same words typed without accents ("pho" for "Phở", "di bo" for "Đi bộ").
        for form in [text, stripped] where !form.isEmpty {
            let folded = Self.foldAccents(form)
            let loose = candidates.filter { names(of: $0).contains { Self.foldAccents($0) == folded } }
            if !loose.isEmpty { return .values(loose) }
        }
        let bySubtitle = candidates.filter { index in
            subtitles(of: index).contains { TextNormalizer.normalize($0) == stripped }
        }
        if !bySubtitle.isEmpty && !stripped.isEmpty { return .values(bySubtitle) }

        // Some words of a title, synonym or subtitle ("camus", "king"):
        // the values whose words hold every meaningful word of the answer.
        let meaningfulWords = stripped.split(separator: " ").map(String.init)
        let meaningful = Set(meaningfulWords)
        if !meaningful.isEmpty && NumberParser.integer(meaningfulWords, locale: locale) == nil {
            let partial = candidates.filter { index in
                var known = Set(names(of: index).flatMap { $0.split(separator: " ").map(String.init) })
                for subtitle in subtitles(of: index) { known.formUnion(TextNormalizer.words(subtitle)) }
                return meaningful.isSubset(of: known)
            }
            if !partial.isEmpty { return .values(partial) }
            let loose = looselyNamed(by: meaningfulWords, candidates: candidates)
            if !loose.isEmpty { return .values(loose) }
        }

        // An option number or ordinal ("-1" is no option: normalization
        // drops the sign, so it is checked on the answer as typed).
        if !NumberParser.hasNegativeNumber(answer), let position = optionPosition(tokens, count: listed.count) {
            return .values([listed[position]])
        }

        // A close spelling: the nearest names within the tolerance.
        var best = Int.max
        var nearest: [Int] = []
        for index in candidates {
            for name in names(of: index) {
                let tolerance = EditDistance.tolerance(forLength: name.unicodeScalars.count)
                // Compare with and without fillers: "The Strangr" is close to
                // "the stranger", "Calmng please" to "calming".
                let distances = [text, stripped].filter { !$0.isEmpty }.compactMap {
                    EditDistance.distance($0, name, limit: tolerance)
                }
                guard tolerance > 0, let distance = distances.min() else { continue }
                if distance < best {
                    best = distance
                    nearest = [index]
                } else if distance == best && !nearest.contains(index) {
                    nearest.append(index)
                }
            }
        }
        return nearest.isEmpty ? .notUnderstood : .values(nearest)
    }

    /// The values among `candidates` whose words hold every word of
    /// `answer` that says something, each in any form.
    ///
    /// The language's small
    /// and harmless words left out (`the dentist one`), and words compared
    /// by stem (``FlexibleWords/wordEndings``: `renewal` for `Renew`).
    /// Empty when only such words were said.
    private func looselyNamed(by answer: [String], candidates: [Int]) -> [Int] {
        let flexible = Language.of(locale).flexibleWords
        var skipped = Set(flexible.smallWords.flatMap(TextNormalizer.words))
        for form in flexible.actions.harmlessTokens where form.count == 1 { skipped.insert(form[0]) }
        let endings = flexible.wordEndings.map(TextNormalizer.normalize).sorted { $0.count > $1.count }
        func stem(_ word: String) -> String {
            for ending in endings where !ending.isEmpty && word.count >= ending.count + 3 && word.hasSuffix(ending) {
                return String(word.dropLast(ending.count))
            }
            return word
        }
        let said = Set(answer.filter { !skipped.contains($0) }.map(stem))
        guard !said.isEmpty, said.contains(where: { $0.count >= 2 }) else { return [] }
        return candidates.filter { index in
            var known = Set<String>()
            for name in names(of: index) { known.formUnion(name.split(separator: " ").map { stem(String($0)) }) }
            return said.isSubset(of: known)
        }
    }

    /// `text`'s words with accents folded away (Latin-script words only).
    static func foldAccents(_ text: String) -> String {
        text.split(separator: " ").map { AccentFolding.fold(String($0)) ?? String($0) }.joined(separator: " ")
    }

    /// The zero-based option position `tokens` name, if any: an ordinal
    /// ("the second one", "last", "thứ nhất", "마지막"), with or without the
    /// number markers, or a number in the locale ("2", "number two", "one",
    /// "thứ hai", "두 번째", "第二个"; "one" is a filler only beside other words).
    func optionPosition(_ tokens: [String], count: Int) -> Int? {
        let unfilled = tokens.filter { !words.fillers.contains($0) }
        let numbered = tokens.filter { !words.numberMarkers.contains($0) }
        let meaningful = numbered.filter { !words.fillers.contains($0) }
        var position: Int?
        if let ordinal = words.ordinals[unfilled.joined(separator: " ")]
            ?? words.ordinals[meaningful.joined(separator: " ")]
        {
            position = ordinal == -1 ? count : ordinal
        } else if let number = NumberParser.integer(numbered, locale: locale)
            ?? NumberParser.integer(meaningful, locale: locale)
        {
            position = number
        }
        guard let position, position >= 1, position <= count else { return nil }
        return position - 1
    }
}

extension ChoiceResolver {
    /// A resolver over an array of values.
    init(values: [TypeValue], locale: String, isDevelopmentLocale: Bool, words: AnswerWords) {
        self.init(values: TypeValueList(values), locale: locale, isDevelopmentLocale: isDevelopmentLocale, words: words)
    }
}
