import Foundation

/// What the evidence readings of one request work out once and share:
/// every phrase of every app the request names reads the same words, so
/// where each value set's values stand, which words may name a value in
/// part and which are action words are looked up once per request (per
/// value set, per language), not once per phrase.
struct EvidenceRequest {
    /// A value set's words in the request (see
    /// ``Matcher/partialValueKeys(in:texts:app:language:index:request:)``).
    struct PartialKeys {
        /// The set's partial-value table, when the app that first read
        /// the set owns it.
        var table: PartialValueIndex?
        /// Per word: its stem in ``table``, or `nil`.
        var keys: [String?]
        /// Whether some word has a stem (a request saying none of the
        /// set's words reads no value of it in part).
        var saysAny: Bool
    }

    /// The courtesy frames a request may say: per word, the lengths (two
    /// words or more, longest first) of the fillers and harmless forms of
    /// one language said from there.
    struct FrameLengths {
        /// Per word: the lengths of the forms said from it, longest first.
        var lengths: [[Int]]
        /// Whether some form is said anywhere.
        var saysAny: Bool
    }

    /// The request as typed: texts said outside the slots are read from it.
    var source = TypedSource()
    /// Per value set: where its whole values stand.
    var valueSpans: [Int: [(range: Range<Int>, text: String)]] = [:]
    /// Per value set: its words in the request.
    var partialKeys: [Int: PartialKeys] = [:]
    /// Per value set and run of its words' stems: the form of the value
    /// they name, empty when they fit several alike, `nil` when none
    /// (every phrase of an app with a slot of the set reads the same runs).
    var valuesNamed: [Int: [[String]: String?]] = [:]
    /// Per phrase language (``EvidencePhrase/LanguageWords/key``): its
    /// lexicon's action words in the request.
    private var actionWords: [Int: ActionWordCandidates] = [:]
    /// Per phrase language: what makes each word harmless.
    private var harmlessWords: [Int: HarmlessWordTable] = [:]
    /// Per phrase language: the frames the request may say.
    private var frameLengths: [Int: FrameLengths] = [:]
    /// Per phrase language and value set locale: each word's stems.
    private var valueWordStems: [Int: [String: [[String]]]] = [:]
    /// A flag per word, kept between phrases so each reading does not
    /// allocate its own (see ``clearedFlags(count:)``).
    private var spareFlags: [Bool] = []
    /// Per phrase locale and word: whether the word alone says a number
    /// or a date (see ``saysNumberOrDate(_:locale:)``).
    private var numberOrDateWords: [String: [String: Bool]] = [:]

    /// Per phrase locale and run of words joined by spaces: the date it
    /// reads as, `nil` when none (see ``date(of:locale:parse:)``).
    private var datesRead: [String: [String: Date?]] = [:]

    /// Per phrase locale and run of words joined by spaces: whether the
    /// run says a date or time (see ``saysTime(_:locale:)``).
    private var timesSaid: [String: [String: Bool]] = [:]

    /// Nothing worked out yet.
    init() {}

    /// Whether the run of words `text` says a date or a time in `locale`
    /// (`9 点`), read once per request: every phrase of the apps a request
    /// reads asks it of the same action word after a number.
    mutating func saysTime(_ text: String, locale: String) -> Bool {
        if let known = timesSaid[locale]?[text] { return known }
        let says = DateParser(now: Date(timeIntervalSince1970: 0), timeZone: .gmt, locale: locale).parse(text) != nil
        timesSaid[locale, default: [:]][text] = says
        return says
    }

    /// The date the run of words `text` says in `locale`, read by `parse`
    /// once per request: every phrase with a date parameter of the apps a
    /// request reads looks for a date in the same runs of its words, and
    /// a date reader tries many forms of each.
    mutating func date(of text: String, locale: String, parse: (String) -> Date?) -> Date? {
        if let known = datesRead[locale]?[text] { return known }
        let date = parse(text)
        datesRead[locale, default: [:]][text] = .some(date)
        return date
    }

    /// `count` flags, all `false`: the spare ones when there are as many
    /// (taken, so they are not shared), else new ones.
    mutating func clearedFlags(count: Int) -> [Bool] {
        var flags = spareFlags
        spareFlags = []
        guard flags.count == count else { return [Bool](repeating: false, count: count) }
        for place in flags.indices { flags[place] = false }
        return flags
    }

    /// Keeps `flags` for the next ``clearedFlags(count:)``.
    mutating func keepFlags(_ flags: [Bool]) {
        spareFlags = flags
    }

    /// Whether the word `text` alone says a number or a date in `locale`
    /// (`three`, `두`, `today`, `明天`): a word left over that does says
    /// how many or when, and is never harmless.
    ///
    /// Worked out once per request: every phrase of an app a request
    /// names may leave the same word over, and the date readers are slow.
    mutating func saysNumberOrDate(_ text: String, locale: String) -> Bool {
        if let known = numberOrDateWords[locale]?[text] { return known }
        let says =
            Matcher.saysNumber(text, locale: locale)
            || DateParser(now: Date(timeIntervalSince1970: 0), timeZone: .gmt, locale: locale).parse(text) != nil
        numberOrDateWords[locale, default: [:]][text] = says
        return says
    }

    /// The action words of `language`'s lexicon in `texts` (the request's words).
    mutating func actionWords(
        of language: EvidencePhrase.LanguageWords, in texts: [String]
    ) -> ActionWordCandidates {
        if let known = actionWords[language.key] { return known }
        let made = ActionWordCandidates(words: texts, lexicon: language.lexicon)
        actionWords[language.key] = made
        return made
    }

    /// Per word of `texts` (the request's words), its stems as a value's word.
    ///
    /// The stems (``PartialValueIndex/stem(of:)`` of `table`, whose value
    /// set's locale is `locale`) of the word and of the word without each
    /// noun particle of `language`; none for a harmless word. The same
    /// for every value set of one locale.
    mutating func valueWordStems(
        of language: EvidencePhrase.LanguageWords, locale: String, table: PartialValueIndex, in texts: [String]
    ) -> [[String]] {
        if let known = valueWordStems[language.key]?[locale] { return known }
        let made = texts.map { text -> [String] in
            if language.harmlessByFirst[text]?.contains([text]) ?? false { return [] }
            var stems = [table.stem(of: text)]
            for particle in language.particles
            where !particle.isEmpty && text.count > particle.count && text.hasSuffix(particle) {
                stems.append(table.stem(of: String(text.dropLast(particle.count))))
            }
            return stems
        }
        valueWordStems[language.key, default: [:]][locale] = made
        return made
    }

    /// The lengths of the fillers (of the catalog's flexible index
    /// `index`) and harmless forms of `language` of two words or more said
    /// at each place of `texts` (the request's words), longest first.
    mutating func frameLengths(
        of language: EvidencePhrase.LanguageWords, in texts: [String], index: FlexibleIndex
    ) -> FrameLengths {
        if let known = frameLengths[language.key] { return known }
        func says(_ words: [String], at position: Int) -> Bool {
            guard words.count > 1, position + words.count <= texts.count else { return false }
            return words.indices.allSatisfy { texts[position + $0] == words[$0] }
        }
        var saysAny = false
        let lengths = texts.indices.map { position -> [Int] in
            var found = Set<Int>()
            for skip in index.skips(startingWith: texts[position])
            where skip.kind == .filler && says(skip.tokens, at: position) {
                found.insert(skip.tokens.count)
            }
            for form in language.harmlessByFirst[texts[position]] ?? [] where says(form, at: position) {
                found.insert(form.count)
            }
            if !found.isEmpty { saysAny = true }
            return found.sorted(by: >)
        }
        let made = FrameLengths(lengths: lengths, saysAny: saysAny)
        frameLengths[language.key] = made
        return made
    }

    /// What makes each of `texts` (the request's words) harmless in
    /// `language`, with the catalog's flexible index `index`.
    mutating func harmlessWords(
        of language: EvidencePhrase.LanguageWords, in texts: [String], index: FlexibleIndex
    ) -> HarmlessWordTable {
        if let known = harmlessWords[language.key] { return known }
        let made = HarmlessWordTable(texts: texts, language: language, index: index)
        harmlessWords[language.key] = made
        return made
    }
}
