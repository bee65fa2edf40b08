import Foundation

/// Derives noisy variants of corpus utterances, deterministically: one typo,
/// two typos, a filler, a small word dropped or added, another word of the
/// same class (Korean endings among them), a Korean particle typed apart or
/// left off, case and punctuation noise, accents stripped, traditional
/// characters, an input method's homophone, kana typed for kanji or in the
/// other kana; and out-of-scope probes (the app's name replaced by a name
/// no app has).
///
/// Every variant keeps the meaning of the case it came from.
struct NoisyUtterances {
    /// What a variant changed.
    enum Kind: String, CaseIterable, Sendable {
        case typo1, typo2, filler, smallWordDropped, smallWordAdded, wordClass, particle, casePunctuation, accents,
            traditional
        /// The action said with another form of its group (`pull up` for `show`).
        case actionGroup
        /// The action word moved to the other end (`Dune in Library, open`).
        case reordered
        /// The action word left out (`Dune in Library`).
        case terse
        /// A Han character of a word replaced by another of the same
        /// reading (``CharacterReadings``), as an input method offers it
        /// (`书价` for `书架`).
        case imeHomophone
        /// A word of two kanji or more typed in kana, each kanji by its
        /// first kana reading (`さくじょ` for `削除`).
        case kanaForKanji
        /// A katakana word typed in hiragana (`すーぷしぇふ` for `スープシェフ`).
        case kanaSwapped
        /// Several harmless liberties at once: a filler before and after,
        /// and the generic word for an app after the app's name.
        case severalLiberties
        /// A clause that says nothing to an app said before or after the
        /// request, set apart by a comma (`I've only got a minute, …`).
        case chatter
        /// The app's name left out, with the small words around it
        /// (`Open Dune` for `Open Dune in Library`): the words must name the app.
        case unnamed
        /// A word the catalog does not know said inside the request, just
        /// before the action, between two fillers (`please finally can you
        /// open …`; ``FlexibleWords/sampleLeftovers``).
        case leftover
        /// A value of two words or more said by its longest word alone
        /// (`Mockingbird` for `To Kill a Mockingbird`).
        case partialValue
        case outOfScope
        /// A bound value replaced by a word no app knows, with a filler
        /// before the request: a precision probe, like ``outOfScope`` (the
        /// intent still lacks its value, so no word left over is harmless).
        case unknownValue
        /// The action replaced by one of a group no phrase of the app has:
        /// a precision probe, like ``outOfScope``.
        case otherAction
        /// The app's name left out and the action replaced by one of a
        /// group no phrase of the app has but another app's phrases have
        /// (`Order Dune`): a value of one app said with another app's
        /// action must not resolve.
        case unnamedOtherAction

        /// Whether a variant of this kind must not resolve.
        var isProbe: Bool {
            self == .outOfScope || self == .otherAction || self == .unnamedOtherAction || self == .unknownValue
        }
    }

    /// One variant: its kind, the text, and the case's locale and expected invocation.
    struct Variant: Sendable {
        var kind: Kind
        var text: String
        var locale: String
        var app: String
        var intent: String
    }

    /// A SplitMix64 generator: the same seed gives the same variants.
    private struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }

        /// A generator seeded by a case's locale and utterance (FNV-1a over
        /// their bytes), so a case's variants depend on its text alone, not
        /// on where it stands in the corpus: adding a case moves no other
        /// case's variants.
        init(locale: String, utterance: String) {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in locale.utf8 + [0] + utterance.utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            state = hash
        }
    }

    /// The variants of every case that resolves from its first utterance,
    /// one of each kind that applies.
    ///
    /// A variant is one noise on an utterance that matches exactly (a case
    /// already read flexibly would stack noises), that a speaker could type:
    /// no word is added inside a name or title, and no word is left out of
    /// an app's name or from inside a title (a title's leading article may
    /// go); and it still names only its case's invocation: a variant that
    /// is, exactly, another phrase is not one.
    static func variants(of cases: [CorpusCase], catalog: Catalog) -> [Variant] {
        var variants: [Variant] = []
        var seen = Set<String>()
        var exact = Matcher(catalog: catalog)
        exact.allowsFlexibleMatching = false
        var namesByLocale: [String: Names] = [:]
        // Per locale, its characters by reading (``CharacterReadings``), made once.
        var readingsByLocale: [String: Readings] = [:]
        // What a Han character is mistyped as: another the catalog uses.
        var hanCharacters: [Unicode.Scalar] = []
        for id in 0..<Int32(catalog.vocabulary.count) {
            let scalars = Array(catalog.vocabulary.text(of: id).unicodeScalars)
            if scalars.count == 1 && isHan(scalars[0]) { hanCharacters.append(scalars[0]) }
        }
        hanCharacters.sort { $0.value < $1.value }
        // Per app: the one-word names and type titles of the other apps,
        // which a speaker does not add to this app's request (`sách` to Thiền).
        let nouns = catalog.apps.map {
            Set(FlexibleIndex.valueNouns(of: [$0], locales: catalog.locales).flatMap(TextNormalizer.words))
        }
        let wholeNouns = catalog.apps.map {
            Set(
                FlexibleIndex.valueNouns(of: [$0], locales: catalog.locales).map(TextNormalizer.words).filter {
                    $0.count == 1
                }.map { $0[0] })
        }
        func otherNouns(than app: String) -> Set<String> {
            var other = Set<String>()
            for place in catalog.apps.indices where catalog.apps[place].app.name != app {
                other.formUnion(wholeNouns[place])
            }
            for place in catalog.apps.indices where catalog.apps[place].app.name == app {
                other.subtract(nouns[place])
            }
            return other
        }
        for corpusCase in cases where !corpusCase.isExactOnly && corpusCase.knownGap == nil {
            guard let locale = corpusCase.locale, let outcome = corpusCase.steps.last?.step,
                case .outcome(.invocation(let app, let intent, _)) = outcome
            else { continue }
            let utterance = corpusCase.utterance
            guard seen.insert(locale + "\u{0}" + utterance).inserted else { continue }
            func invocations(_ result: MatchResult) -> Set<String> {
                Set(result.candidates.map { catalog.apps[$0.app].app.name + " " + $0.intent })
            }
            guard invocations(exact.match(utterance, locale: locale)) == [app + " " + intent] else { continue }
            let words = Language.of(locale).flexibleWords
            let localeNames = namesByLocale[locale] ?? Names(catalog: catalog, locale: locale)
            namesByLocale[locale] = localeNames
            let readings = readingsByLocale[locale] ?? Readings(words.characterReadings())
            readingsByLocale[locale] = readings
            let spans = localeNames.spans(in: utterance.split(separator: " ").map(String.init))
            var random = Generator(locale: locale, utterance: utterance)
            for kind in Kind.allCases {
                let text: String?
                switch kind {
                case .outOfScope: text = withoutAppName(utterance, app: app, catalog: catalog, locale: locale)
                case .actionGroup, .reordered, .terse, .otherAction, .leftover, .partialValue, .unknownValue:
                    text = actionVariant(kind, of: utterance, locale: locale, catalog: catalog, random: &random)
                case .unnamed:
                    text = unnamed(utterance, app: app, catalog: catalog, locale: locale)
                case .unnamedOtherAction:
                    text = actionVariant(kind, of: utterance, locale: locale, catalog: catalog, random: &random)
                        .flatMap { unnamed($0, app: app, catalog: catalog, locale: locale) }
                default:
                    text = variant(
                        kind, of: utterance, words: words, spans: spans, names: localeNames,
                        hanCharacters: hanCharacters, otherNouns: otherNouns(than: app), readings: readings,
                        random: &random)
                }
                guard let text,
                    TextNormalizer.words(text) != TextNormalizer.words(utterance) || kind == .casePunctuation
                else { continue }
                if !kind.isProbe {
                    let other = invocations(exact.match(text, locale: locale))
                    guard other.isEmpty || other == [app + " " + intent] else { continue }
                }
                variants.append(Variant(kind: kind, text: text, locale: locale, app: app, intent: intent))
            }
        }
        return variants
    }

    /// A language's reading table with its characters by reading.
    struct Readings {
        var table: CharacterReadings
        var characters: [String: [Unicode.Scalar]]

        init(_ table: CharacterReadings) {
            self.table = table
            characters = table.charactersByReading()
        }
    }

    /// Where names (app names, value titles and synonyms) stand in an
    /// utterance's space-separated words.
    struct Spans {
        /// Per word: inside an app's name.
        var inAppName: [Bool]
        /// Per word: inside a title, not its first word.
        var inTitle: [Bool]
        /// Per gap (before word `k`): inside a name.
        var gapInName: [Bool]

        init(count: Int) {
            inAppName = Array(repeating: false, count: count)
            inTitle = Array(repeating: false, count: count)
            gapInName = Array(repeating: false, count: count + 1)
        }
    }

    /// The multi-word names of one locale, as normalized words.
    struct Names {
        var appNames: [[String]] = []
        var titles: [[String]] = []

        init(catalog: Catalog, locale: String) {
            for set in catalog.valueSets where set.locale == locale {
                var forms: [[String]] = []
                for form in 0..<(set.formStart.count - 1) {
                    let words = set.form(form).map { Self.key(catalog.vocabulary.text(of: $0)) }
                    if words.count > 1 { forms.append(words) }
                }
                if case .applicationName = set.kind { appNames += forms } else { titles += forms }
            }
        }

        /// A word as names are compared: normalized, without accents.
        static func key(_ word: String) -> String {
            AccentFolding.fold(word) ?? word
        }

        /// The spans of `words` (space-separated, as typed).
        func spans(in words: [String]) -> Spans {
            var spans = Spans(count: words.count)
            let normalized = words.map { TextNormalizer.words($0).map(Self.key) }
            for (isApp, list) in [(true, appNames), (false, titles)] {
                for name in list {
                    var start = 0
                    while start < words.count {
                        var place = start
                        var read = 0
                        // A word may hold several normalized words (`在Soup`), and
                        // a name's last word may have a particle glued on.
                        for offset in 0..<max(1, normalized[start].count) {
                            place = start
                            read = 0
                            var skip = offset
                            while read < name.count && place < words.count {
                                let typed = normalized[place]
                                var k = skip
                                let begin = k
                                skip = 0
                                while k < typed.count && read < name.count
                                    && (typed[k] == name[read]
                                        || (read == name.count - 1 && typed[k].hasPrefix(name[read])))
                                {
                                    k += 1
                                    read += 1
                                }
                                guard k > begin, k == typed.count || read == name.count else {
                                    read = -1
                                    break
                                }
                                place += 1
                            }
                            if read == name.count { break }
                        }
                        if read == name.count && place - start > 0 {
                            for word in start..<place {
                                if isApp {
                                    spans.inAppName[word] = true
                                } else if word > start {
                                    spans.inTitle[word] = true
                                }
                            }
                            for gap in (start + 1)..<max(start + 1, place) { spans.gapInName[gap] = true }
                        }
                        start += 1
                    }
                }
            }
            return spans
        }
    }

    private static func variant(
        _ kind: Kind, of utterance: String, words: FlexibleWords, spans: Spans, names: Names,
        hanCharacters: [Unicode.Scalar], otherNouns: Set<String>, readings: Readings,
        random: inout Generator
    ) -> String? {
        var tokens = utterance.split(separator: " ").map(String.init)
        guard !tokens.isEmpty, spans.inAppName.count == tokens.count else { return nil }
        func typoable() -> [Int] {
            tokens.indices.filter {
                FlexibleIndex.takesTypos(Array(tokens[$0].lowercased().unicodeScalars))
                    && tokens[$0].allSatisfy(\.isLetter)
                    && (!FlexibleIndex.isHangulWord(Array(tokens[$0].unicodeScalars))
                        || hangulTypoRange(tokens[$0], words: words) != nil)
            }
        }
        switch kind {
        case .typo1:
            let places = typoable()
            let han = hanPlaces(tokens, names: names)
            guard !places.isEmpty || !han.isEmpty else { return nil }
            let place = random.below(places.count + han.count)
            if place < places.count {
                tokens[places[place]] = typo(tokens[places[place]], words: words, random: &random)
            } else {
                substitute(han[place - places.count], in: &tokens, from: hanCharacters, random: &random)
            }
        case .typo2:
            var places = typoable()
            var han = hanPlaces(tokens, names: names)
            guard !places.isEmpty || !han.isEmpty else { return nil }
            if places.count + han.count >= 2 {
                for _ in 0..<2 {
                    let place = random.below(places.count + han.count)
                    if place < places.count {
                        let token = places.remove(at: place)
                        tokens[token] = typo(tokens[token], words: words, random: &random)
                    } else {
                        let chosen = han.remove(at: place - places.count)
                        substitute(chosen, in: &tokens, from: hanCharacters, random: &random)
                        // Not the character next to it: that would leave it no context.
                        han.removeAll { $0.token == chosen.token && abs($0.scalar - chosen.scalar) < 2 }
                    }
                    if places.isEmpty && han.isEmpty { break }
                }
            } else if let first = places.first, tokens[first].count >= 7 {
                tokens[first] = typo(typo(tokens[first], words: words, random: &random), words: words, random: &random)
            } else {
                return nil
            }
        case .filler:
            let fillers = words.fillers
            guard !fillers.isEmpty else { return nil }
            let filler = fillers[random.below(fillers.count)]
            if random.below(2) == 0 { tokens.insert(filler, at: 0) } else { tokens.append(filler) }
        case .smallWordDropped:
            let small = Set(words.smallWords.map(TextNormalizer.normalize))
            let places = tokens.indices.filter {
                small.contains(TextNormalizer.normalize(tokens[$0])) && !spans.inAppName[$0] && !spans.inTitle[$0]
            }
            if !places.isEmpty && tokens.count > 2 {
                tokens.remove(at: places[random.below(places.count)])
            } else {
                // Scripts without spaces: a small word's character (`里`, `を`) outside any name.
                let characters = characterPlaces(tokens, small: small, names: names)
                guard !characters.isEmpty else { return nil }
                let (token, scalar) = characters[random.below(characters.count)]
                var scalars = Array(tokens[token].unicodeScalars)
                scalars.remove(at: scalar)
                tokens[token] = String(String.UnicodeScalarView(scalars))
            }
        case .smallWordAdded:
            let small = words.smallWords.filter {
                !$0.contains(" ") && !otherNouns.contains(TextNormalizer.normalize($0))
            }
            let gaps = (1...tokens.count).filter { !spans.gapInName[$0] }
            guard !small.isEmpty, !gaps.isEmpty else { return nil }
            tokens.insert(small[random.below(small.count)], at: gaps[random.below(gaps.count)])
        case .wordClass:
            var options: [(Int, String)] = []
            for (place, token) in tokens.enumerated() {
                let normalized = TextNormalizer.normalize(token)
                for group in words.interchangeable where group.contains(normalized) {
                    for other in group where other != normalized { options.append((place, other)) }
                }
                if let stem = words.endingStem, let key = stem(normalized), key != normalized {
                    for form in [key, key + "요", key + " 주세요"] where form != normalized {
                        options.append((place, form))
                    }
                }
            }
            guard !options.isEmpty else { return nil }
            let (place, other) = options[random.below(options.count)]
            tokens[place] = other
        case .particle:
            var options: [(Int, String, Bool)] = []
            for (place, token) in tokens.enumerated() {
                for particle in words.nounParticles where token.count > particle.count + 1 && token.hasSuffix(particle)
                {
                    options.append((place, particle, random.below(2) == 0))
                    break
                }
            }
            guard !options.isEmpty else { return nil }
            let (place, particle, spaced) = options[random.below(options.count)]
            let stem = String(tokens[place].dropLast(particle.count))
            tokens[place] = spaced ? stem + " " + particle : stem
        case .casePunctuation:
            let place = random.below(tokens.count)
            tokens[place] = random.below(2) == 0 ? tokens[place].uppercased() : tokens[place].lowercased()
            tokens[tokens.count - 1] += ["?", "!", "…", "."][random.below(4)]
            if tokens.count > 2 { tokens[0] += "," }
        case .accents:
            let folded = tokens.map { AccentFolding.fold($0.lowercased()) ?? $0 }
            guard folded.map({ $0.lowercased() }) != tokens.map({ $0.lowercased() }) else { return nil }
            tokens = folded
        case .traditional:
            let traditional = traditionalForms(words.traditionalToSimplified)
            guard !traditional.isEmpty else { return nil }
            let text = String(String.UnicodeScalarView(utterance.unicodeScalars.map { traditional[$0] ?? $0 }))
            return text == utterance ? nil : text
        case .imeHomophone, .kanaForKanji, .kanaSwapped:
            return readingVariant(kind, of: tokens, readings: readings, random: &random)
        case .severalLiberties:
            let fillers = words.fillers
            guard fillers.count > 1, let generic = words.genericAppWords.first,
                let name = spans.inAppName.lastIndex(of: true)
            else { return nil }
            // Not inside a name or title (`ライブラリでThe Stranger` is one word).
            guard spans.gapInName.indices.contains(name + 1), !spans.gapInName[name + 1],
                spans.inAppName.indices.contains(name),
                !spans.inTitle.indices.contains(name + 1)
                    || !spans.inTitle[name + 1]
            else { return nil }
            tokens.insert(generic, at: name + 1)
            tokens.insert(fillers[random.below(fillers.count)], at: 0)
            tokens.append(fillers[random.below(fillers.count)])
        case .chatter:
            let clauses = words.sampleChatter
            guard !clauses.isEmpty else { return nil }
            let clause = clauses[random.below(clauses.count)]
            if random.below(2) == 0 {
                tokens[0] = clause + ", " + tokens[0]
            } else {
                tokens[tokens.count - 1] += ", " + clause
            }
        case .outOfScope, .actionGroup, .reordered, .terse, .otherAction, .unnamed, .unnamedOtherAction, .leftover,
            .partialValue, .unknownValue:
            return nil
        }
        return tokens.joined(separator: " ")
    }

    /// `tokens` with one word typed as an input method lets it be typed:
    /// a Han character (next to another) replaced by another of the same
    /// reading, a run of two kanji or more in kana, or a run of two
    /// katakana or more in hiragana; `nil` when none applies.
    private static func readingVariant(
        _ kind: Kind, of tokens: [String], readings: Readings, random: inout Generator
    ) -> String? {
        var scalars = Array(tokens.joined(separator: " ").unicodeScalars)
        func runs(_ member: (Unicode.Scalar) -> Bool) -> [Range<Int>] {
            scalars.runs(where: member).filter { $0.count >= 2 }
        }
        switch kind {
        case .imeHomophone:
            var options: [(place: Int, by: Unicode.Scalar)] = []
            for run in runs(isHan) {
                for place in run {
                    let character = scalars[place]
                    for reading in readings.table.readings(of: character)
                    where reading.unicodeScalars.count >= CharacterReadingIndex.shortestHomophone {
                        for other in readings.characters[reading] ?? [] where other != character {
                            options.append((place, other))
                        }
                    }
                }
            }
            guard !options.isEmpty else { return nil }
            let chosen = options[random.below(options.count)]
            scalars[chosen.place] = chosen.by
        case .kanaForKanji:
            // Each kanji by its first reading, where the readings are kana.
            func kana(_ place: Int) -> String? {
                readings.table.readings(of: scalars[place]).first { $0.unicodeScalars.allSatisfy(KanaFolding.isKana) }
            }
            let words = runs(isHan).filter { run in run.allSatisfy { kana($0) != nil } }
            guard !words.isEmpty else { return nil }
            let run = words[random.below(words.count)]
            scalars.replaceSubrange(run, with: run.flatMap { (kana($0) ?? "").unicodeScalars })
        case .kanaSwapped:
            let words = runs { (0x30A1...0x30FA).contains($0.value) || $0 == "ー" }.filter { run in
                run.contains { scalars[$0] != "ー" }
            }
            guard !words.isEmpty else { return nil }
            for place in words[random.below(words.count)] { scalars[place] = KanaFolding.hiragana(scalars[place]) }
        default:
            return nil
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// `utterance` with its action word (``ActionLexicon``, outside the
    /// app's name and the values) said with another form of its group,
    /// moved to the other end, left out, or replaced by a form of a group
    /// no phrase of the app in `locale` has; `nil` when it has none.
    private static func actionVariant(
        _ kind: Kind, of utterance: String, locale: String, catalog: Catalog, random: inout Generator
    ) -> String? {
        var exact = Matcher(catalog: catalog)
        exact.allowsFlexibleMatching = false
        let result = exact.match(utterance, locale: locale)
        guard let best = result.candidates.first else { return nil }
        let tokens = result.tokens
        let texts = tokens.map(\.text)
        var kept = Set(best.bindings.flatMap { Array($0.tokenRange) })
        let manifest = catalog.apps[best.app]
        for name in [manifest.app.name] + manifest.app.synonyms {
            for spelled in Set([name, manifest.translate(name, into: locale)]) {
                let words = TextNormalizer.words(spelled)
                guard !words.isEmpty, words.count <= texts.count else { continue }
                for start in 0...(texts.count - words.count)
                where texts[start..<(start + words.count)].elementsEqual(words) {
                    kept.formUnion(start..<(start + words.count))
                }
            }
        }
        let lexicon = Language.of(locale).flexibleWords.actions
        let found = lexicon.actionWords(in: texts) { !kept.contains($0) }
        guard !found.isEmpty else { return nil }
        let action = found[random.below(found.count)]
        let bytes = Array(utterance.utf8)
        func text(_ range: Range<Int>) -> String {
            let lower = min(max(0, range.lowerBound), bytes.count)
            return String(decoding: bytes[lower..<min(max(lower, range.upperBound), bytes.count)], as: UTF8.self)
        }
        let start = tokens[action.range.lowerBound].sourceStart
        let end = tokens[action.range.upperBound - 1].sourceEnd
        let before = text(0..<start).trimmingCharacters(in: .whitespaces)
        let after = text(end..<bytes.count).trimmingCharacters(in: .whitespaces)
        // A form matched at the start of a word keeps the word's ending (`열어` of `열어줘`).
        let ending = action.form.last.map { String(texts[action.range.upperBound - 1].dropFirst($0.count)) } ?? ""
        func joined(_ parts: [String]) -> String { parts.filter { !$0.isEmpty }.joined(separator: " ") }
        // A form that reads, alone, as a group of `avoided` is not another group's.
        func form(of group: Int, avoiding avoided: Set<Int> = []) -> String? {
            // Nor one holding a form of those groups (`재시작` holds `시작`).
            let avoidedForms = avoided.flatMap { lexicon.groupTokens[$0].map { $0.joined() } }
            // Nor, for another group, one the replaced words say themselves
            // (`来` of `来一份`): the request would still say its own action.
            let replacedText = avoided.isEmpty ? "" : text(start..<end).lowercased()
            let forms = lexicon.groupTokens[group].filter { form in
                form != action.form && !avoidedForms.contains { form.joined().contains($0) }
                    && (replacedText.isEmpty || !replacedText.contains(form.joined()))
                    && !lexicon.actionWords(in: form) { _ in true }.contains {
                        !$0.groups.isDisjoint(with: avoided)
                    }
            }
            guard !forms.isEmpty else { return nil }
            return forms[random.below(forms.count)].joined(separator: " ") + ending
        }
        switch kind {
        case .leftover:
            let words = Language.of(locale).flexibleWords
            let known = Set(words.fillers.map(TextNormalizer.normalize))
            let samples = words.sampleLeftovers.filter { sample in
                !known.contains(TextNormalizer.normalize(sample))
                    && TextNormalizer.words(sample).allSatisfy { catalog.vocabulary.id(of: $0) < 0 }
            }
            guard words.fillers.count > 1, !samples.isEmpty else { return nil }
            // Between two fillers, before the action: a word left over
            // touches no part of the request.
            let sample = samples[random.below(samples.count)]
            return joined([before, words.fillers[0], sample, words.fillers[1], text(start..<end), after])
        case .partialValue:
            // A bound value of two words or more said by its longest word.
            for binding in best.bindings
            where binding.tokenRange.count >= 2 && binding.tokenRange.upperBound <= texts.count {
                let words = Array(texts[binding.tokenRange])
                let small = Set(Language.of(locale).flexibleWords.smallWords.flatMap(TextNormalizer.words))
                guard words.allSatisfy({ !Matcher.mayJoin($0, $0) }),
                    let longest = words.filter({ !small.contains($0) }).max(by: { $0.count < $1.count }),
                    longest.count >= 4
                else { continue }
                let lower = tokens[binding.tokenRange.lowerBound].sourceStart
                let upper = tokens[binding.tokenRange.upperBound - 1].sourceEnd
                return joined([
                    text(0..<lower).trimmingCharacters(in: .whitespaces), longest,
                    text(upper..<bytes.count).trimmingCharacters(in: .whitespaces),
                ])
            }
            return nil
        case .unknownValue:
            guard let binding = best.bindings.first(where: { !$0.tokenRange.isEmpty }),
                binding.tokenRange.upperBound <= texts.count,
                let filler = Language.of(locale).flexibleWords.fillers.first
            else { return nil }
            let lower = tokens[binding.tokenRange.lowerBound].sourceStart
            let upper = tokens[binding.tokenRange.upperBound - 1].sourceEnd
            return joined([
                filler, text(0..<lower).trimmingCharacters(in: .whitespaces), "Zorblax",
                text(upper..<bytes.count).trimmingCharacters(in: .whitespaces),
            ])
        case .actionGroup:
            let groups = action.groups.sorted()
            guard let replaced = form(of: groups[random.below(groups.count)]) else { return nil }
            return joined([before, replaced, after])
        case .reordered:
            let moved = text(start..<end)
            let rest = joined([before, after])
            guard !rest.isEmpty else { return nil }
            return action.range.lowerBound * 2 < texts.count ? rest + ", " + moved : moved + ", " + rest
        case .terse:
            let rest = joined([before, after])
            return rest.isEmpty ? nil : rest
        case .otherAction, .unnamedOtherAction:
            // The groups the app's phrases say, and the action's own; for
            // an app-less probe, those another app's phrases say too.
            var said = action.groups
            var otherApps = Set<Int>()
            for phrase in catalog.phrases where phrase.locale == locale {
                for piece in phrase.pieces {
                    guard case .tokens(let ids) = piece else { continue }
                    let words = ids.map { catalog.vocabulary.text(of: $0) }
                    for found in lexicon.actionWords(in: words, where: { _ in true }) {
                        if phrase.app == best.app {
                            said.formUnion(found.groups)
                        } else {
                            otherApps.formUnion(found.groups)
                        }
                    }
                }
            }
            // An app-less probe keeps a value of the app: it alone says which app.
            if kind == .unnamedOtherAction && best.bindings.isEmpty { return nil }
            let others = lexicon.groupTokens.indices.filter {
                !said.contains($0) && (kind == .otherAction || otherApps.contains($0))
            }
            guard !others.isEmpty, let replaced = form(of: others[random.below(others.count)], avoiding: said)
            else { return nil }
            // Nor one that, with the words after it, says an avoided group
            // (`set up` before `a task` reads `set up a`, a form of `add`).
            func saysAvoided(_ parts: [String]) -> Int {
                lexicon.actionWords(in: TextNormalizer.words(joined(parts))) { _ in true }.filter {
                    !$0.groups.isDisjoint(with: said)
                }.count
            }
            guard saysAvoided([before, replaced, after]) <= saysAvoided([before, after]) else { return nil }
            return joined([before, replaced, after])
        default:
            return nil
        }
    }

    /// `word` with one typing edit at a letter past the first: a letter
    /// replaced, left out, doubled or swapped with the next.
    private static func typo(_ word: String, words: FlexibleWords, random: inout Generator) -> String {
        if FlexibleIndex.isHangulWord(Array(word.unicodeScalars)) {
            return hangulTypo(word, words: words, random: &random)
        }
        var letters = Array(word)
        guard letters.count >= 3 else { return word }
        let place = 1 + random.below(letters.count - 2)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        switch random.below(4) {
        case 0: letters[place] = alphabet[random.below(alphabet.count)]
        case 1: letters.remove(at: place)
        case 2: letters.insert(alphabet[random.below(alphabet.count)], at: place)
        default: letters.swapAt(place, place + 1 < letters.count ? place + 1 : place - 1)
        }
        return String(letters)
    }

    /// The syllables of a Hangul `word` a typo may fall on: those of the
    /// noun before a glued particle (typos are read in words of two or more
    /// syllables, not in a one-syllable particle), or every syllable of a
    /// word without one; `nil` when the noun has one syllable.
    private static func hangulTypoRange(_ word: String, words: FlexibleWords) -> Range<Int>? {
        let count = word.unicodeScalars.count
        for particle in words.nounParticles where count > particle.unicodeScalars.count && word.hasSuffix(particle) {
            let noun = count - particle.unicodeScalars.count
            return noun >= 2 ? 0..<noun : nil
        }
        return count >= 2 ? 0..<count : nil
    }

    /// A Hangul `word` with one jamo typed wrong — a vowel, an initial or a
    /// final consonant — in the noun before a glued particle.
    private static func hangulTypo(_ word: String, words: FlexibleWords, random: inout Generator) -> String {
        var syllables = Array(word.unicodeScalars)
        guard let range = hangulTypoRange(word, words: words) else { return word }
        let place = range.lowerBound + random.below(range.count)
        let index = syllables[place].value - HangulSyllable.first
        var initial = index / 588
        var medial = (index % 588) / 28
        var final = index % 28
        switch random.below(3) {
        case 0: medial = (medial + 1 + UInt32(random.below(20))) % 21
        case 1: initial = (initial + 1 + UInt32(random.below(18))) % 19
        default: final = (final + 1 + UInt32(random.below(27))) % 28
        }
        guard let typed = HangulSyllable.syllable(initial: initial, medial: medial, final: final) else { return word }
        syllables[place] = typed
        return String(String.UnicodeScalarView(syllables))
    }

    /// The Han characters of `tokens` a substitution may fall on: those
    /// with a Han or kana character on both sides, the context a reader
    /// needs to see which character was meant (as typos need long enough
    /// words in alphabetic scripts).
    private static func hanPlaces(_ tokens: [String], names: Names) -> [(token: Int, scalar: Int)] {
        var places: [(token: Int, scalar: Int)] = []
        let joinedNames = (names.appNames + names.titles).map { Array($0.joined().unicodeScalars) }
            .filter { $0.count >= 3 && $0.allSatisfy { ScriptClass($0) == .single } }
        for (index, token) in tokens.enumerated() {
            let scalars = Array(token.lowercased().unicodeScalars)
            guard scalars.count >= 3 else { continue }
            var inside = [Bool](repeating: false, count: scalars.count)
            for name in joinedNames where name.count <= scalars.count {
                for start in 0...(scalars.count - name.count) where Array(scalars[start..<(start + name.count)]) == name
                {
                    for place in (start + 1)..<(start + name.count) { inside[place] = true }
                }
            }
            for place in 1..<(scalars.count - 1)
            where inside[place] && isHan(scalars[place])
                && ScriptClass(scalars[place - 1]) == .single && ScriptClass(scalars[place + 1]) == .single
            {
                places.append((index, place))
            }
        }
        return places
    }

    /// The characters of `tokens` (in scripts written without spaces) that
    /// are small words on their own and stand outside every name, in
    /// tokens of at least four characters.
    private static func characterPlaces(_ tokens: [String], small: Set<String>, names: Names) -> [(Int, Int)] {
        var places: [(Int, Int)] = []
        let joinedNames = (names.appNames + names.titles).map { $0.joined() }.filter {
            $0.unicodeScalars.allSatisfy { ScriptClass($0) == .single }
        }
        for (index, token) in tokens.enumerated() {
            let scalars = Array(token.lowercased().unicodeScalars)
            guard scalars.count >= 4 else { continue }
            var protected = [Bool](repeating: false, count: scalars.count)
            for name in joinedNames {
                let nameScalars = Array(name.unicodeScalars)
                guard nameScalars.count <= scalars.count else { continue }
                for start in 0...(scalars.count - nameScalars.count)
                where Array(scalars[start..<(start + nameScalars.count)]) == nameScalars {
                    for place in start..<(start + nameScalars.count) { protected[place] = true }
                }
            }
            for place in scalars.indices
            where !protected[place] && ScriptClass(scalars[place]) == .single
                && small.contains(String(scalars[place]))
            {
                places.append((index, place))
            }
        }
        return places
    }

    /// Whether `scalar` is a Han character.
    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        ScriptClass(scalar) == .single && scalar.properties.isIdeographic
    }

    /// Replaces the Han character at `place` by another of `characters`.
    private static func substitute(
        _ place: (token: Int, scalar: Int), in tokens: inout [String], from characters: [Unicode.Scalar],
        random: inout Generator
    ) {
        var scalars = Array(tokens[place.token].unicodeScalars)
        guard characters.count > 1 else { return }
        var replacement = characters[random.below(characters.count)]
        if replacement == scalars[place.scalar] {
            replacement = characters[((characters.firstIndex(of: replacement) ?? 0) + 1) % characters.count]
        }
        scalars[place.scalar] = replacement
        tokens[place.token] = String(String.UnicodeScalarView(scalars))
    }

    /// Simplified characters and a traditional form of each.
    private static func traditionalForms(_ pairs: String) -> [Unicode.Scalar: Unicode.Scalar] {
        let scalars = Array(pairs.unicodeScalars.filter { !$0.properties.isWhitespace })
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for start in stride(from: 0, to: scalars.count - 1, by: 2) where table[scalars[start + 1]] == nil {
            table[scalars[start + 1]] = scalars[start]
        }
        return table
    }

    /// `utterance` without the app's name (as said in `locale`, maybe with
    /// a particle glued on) and the small words just around it, or `nil`
    /// when the name is not in it or nothing else is left.
    private static func unnamed(_ utterance: String, app: String, catalog: Catalog, locale: String) -> String? {
        guard let place = catalog.apps.firstIndex(where: { $0.app.name == app }) else { return nil }
        let manifest = catalog.apps[place]
        let tokens = TextNormalizer.tokenize(utterance)
        let texts = tokens.map(\.text)
        let particles = Language.of(locale).flexibleWords.nounParticles
        let index = catalog.flexibleIndex
        func isSmall(_ text: String) -> Bool {
            let id = catalog.vocabulary.id(of: text)
            return id >= 0 && index.isSmallWord(id)
        }
        var names = ([manifest.app.name] + manifest.app.synonyms).map {
            TextNormalizer.words(manifest.translate($0, into: locale))
        }
        names += ([manifest.app.name] + manifest.app.synonyms).map(TextNormalizer.words)
        names.sort { $0.count > $1.count }
        for name in names where !name.isEmpty && name.count <= texts.count {
            for start in 0...(texts.count - name.count) {
                let last = start + name.count - 1
                let said = (start..<last).allSatisfy { texts[$0] == name[$0 - start] }
                let ending =
                    texts[last].hasPrefix(name[name.count - 1])
                    ? String(texts[last].dropFirst(name[name.count - 1].count)) : nil
                guard said, let ending, ending.isEmpty || particles.contains(ending) else { continue }
                var first = start
                var end = last + 1
                if first > 0 && isSmall(texts[first - 1]) { first -= 1 }
                if end < texts.count && ending.isEmpty && isSmall(texts[end]) { end += 1 }
                let bytes = Array(utterance.utf8)
                func text(_ range: Range<Int>) -> String {
                    let lower = min(max(0, range.lowerBound), bytes.count)
                    return String(
                        decoding: bytes[lower..<min(max(lower, range.upperBound), bytes.count)], as: UTF8.self)
                }
                let before = text(0..<tokens[first].sourceStart)
                let after = text(tokens[end - 1].sourceEnd..<bytes.count)
                let trimmed = CharacterSet.whitespaces.union(.punctuationCharacters)
                let rest = [before, after].map { $0.trimmingCharacters(in: trimmed) }.filter { !$0.isEmpty }
                    .joined(separator: " ")
                return TextNormalizer.words(rest).isEmpty ? nil : rest
            }
        }
        return nil
    }

    /// `utterance` with the app's name (as said in `locale`) replaced by a
    /// name no app has, or `nil` when the name is not in it.
    private static func withoutAppName(_ utterance: String, app: String, catalog: Catalog, locale: String) -> String? {
        guard let index = catalog.apps.firstIndex(where: { $0.app.name == app }) else { return nil }
        let manifest = catalog.apps[index]
        let names =
            ([manifest.app.name] + manifest.app.synonyms).map { manifest.translate($0, into: locale) } + [
                manifest.app.name
            ]
        for name in names.sorted(by: { $0.count > $1.count }) {
            if let range = utterance.range(of: name, options: .caseInsensitive) {
                return utterance.replacingCharacters(in: range, with: "Zorblax")
            }
        }
        return nil
    }
}
