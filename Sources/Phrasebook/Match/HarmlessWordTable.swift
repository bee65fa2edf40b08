/// What makes each word of one request harmless in an evidence reading,
/// as far as it does not hang on the phrase read: worked out once per
/// request and phrase language, so that each phrase's reading looks up
/// only its own runs and words (see
/// ``Matcher/harmlessLength(at:texts:table:runs:phraseWords:)``).
struct HarmlessWordTable {
    /// Per word: the most tokens from it that make a filler, a generic
    /// word for an app or a harmless word of the lexicon (0 for none).
    var longest: [Int]
    /// Per word: whether it is a word of a type's or an app's noun of
    /// more than one character that is no small word, or a whole noun.
    var isNoun: [Bool]
    /// Per word: whether it is a small word of the language.
    var isSmall: [Bool]
    /// Per word: whether some particle-less stem of it is a small word or
    /// a generic word for an app of one token.
    var hasHarmlessStem: [Bool]
    /// Per word: its stems without a noun particle (the word itself left out).
    var stems: [[String]]

    /// The table of `texts` (a request's words) in `language`, with the
    /// catalog's flexible index `index`.
    init(texts: [String], language: EvidencePhrase.LanguageWords, index: FlexibleIndex) {
        longest = [Int](repeating: 0, count: texts.count)
        isNoun = [Bool](repeating: false, count: texts.count)
        isSmall = [Bool](repeating: false, count: texts.count)
        hasHarmlessStem = [Bool](repeating: false, count: texts.count)
        stems = [[String]](repeating: [], count: texts.count)
        for position in texts.indices {
            func says(_ words: [String]) -> Bool {
                guard position + words.count <= texts.count else { return false }
                for (offset, word) in words.enumerated() where texts[position + offset] != word { return false }
                return true
            }
            let text = texts[position]
            var most = 0
            for skip in index.skips(startingWith: text)
            where skip.tokens.count > most && (skip.kind == .filler || skip.kind == .genericAppWord)
                && says(skip.tokens)
            {
                most = skip.tokens.count
            }
            for form in language.harmlessByFirst[text] ?? [] where form.count > most && says(form) {
                most = form.count
            }
            longest[position] = most
            isNoun[position] =
                text.count > 1 && index.valueNounWords.contains(text)
                && (index.wholeWordNouns.contains(text) || !language.smallWords.contains(text))
            isSmall[position] = language.smallWords.contains(text)
            for particle in language.particles
            where !particle.isEmpty && text.count > particle.count && text.hasSuffix(particle) {
                stems[position].append(String(text.dropLast(particle.count)))
            }
            hasHarmlessStem[position] = stems[position].contains { stem in
                language.smallWords.contains(stem)
                    || index.skips(startingWith: stem).contains(where: {
                        $0.tokens.count == 1 && $0.kind == .genericAppWord
                    })
            }
        }
    }
}
