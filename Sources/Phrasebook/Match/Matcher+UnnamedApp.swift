extension Matcher {
    /// Where an utterance says a clue of an app (``AppClues``).
    struct Clue {
        /// The tokens.
        var range: Range<Int>
        /// The app it names.
        var app: Int
        /// Whether it is a value of one of the app's types (else a run of its words).
        var isValue: Bool
        /// The value set (its index in ``Catalog/valueSets``) of the value,
        /// or -1 for a run of the app's words.
        var set: Int = -1
    }

    /// The most apps an app-less request's clues are read for.
    static let maximumImpliedApps = 3
    /// The most invocations an app-less request is asked among; more read
    /// nothing.
    static let maximumImpliedInvocations = 3

    /// The flexible result `first` of an utterance that names no app,
    /// with the evidence readings of the apps its words name.
    ///
    /// A word names an app (``AppClues``) when it is a value of one of the
    /// app's types (`Open Jane Eyre`), or a run of words only that app's
    /// phrases and types use (`Soup menu`, `Delete task: file taxes`,
    /// `瞑想を一時停止`). Each such app's phrases are read as for a named app
    /// (``readingEvidence(_:exact:tokens:index:locale:)``), its name read
    /// as said and its types' titles harmless.
    ///
    /// Stricter than a named app's reading: no word is left over inside
    /// the request; a word the catalog does not know is read only as an
    /// action word of the phrase's group said as a bare form (`우유 사기
    /// 완료`, ``isActionForm(_:locale:)``), as a word of a value read
    /// from some of its words (`renewal` of `Renew passport`) or inside
    /// chatter of
    /// ``fewestUnnamedChatterWords`` words or more around a request whose
    /// action is said (`Ugh, what a week, so start a calming meditation`), so
    /// that another app's name (`Spotify, open Dune`) reads nothing; and a
    /// reading that does not say
    /// its phrase's action needs two clues of its app (`Two gazpacho,
    /// pickup`, not `Call Mom`). One invocation resolves; up to
    /// ``maximumImpliedInvocations`` are asked among; more read nothing.
    func readingUnnamedApp(
        _ first: MatchResult, exact: MatchSearch, tokens: [Token], index: FlexibleIndex, locale: String?
    ) -> MatchResult {
        let ids = exact.ids
        guard ids.count == tokens.count else { return first }
        // A word no phrase or value uses may say anything: with no app
        // named, nothing is read around it, but a filler, a small word or
        // a harmless word of some language.
        // Any other such word is read only as chatter set apart from the
        // request, or as an action word of the phrase's group (`완료` for
        // `완료해줘`).
        let clues = catalog.appClues(index: index)
        // A shortcut's title said alone (`Currently reading`).
        if let titled = readingShortcutTitle(
            first, exact: exact, tokens: tokens, index: index, clues: clues, locale: locale)
        {
            return titled
        }
        // A word inside a filler of several words (`恐れ入りますが`) is the
        // filler's.
        var inFiller = [Bool](repeating: false, count: ids.count)
        for position in ids.indices {
            for skip in index.skips(startingWith: tokens[position].text)
            where skip.kind == .filler && skip.tokens.count > 1 && position + skip.tokens.count <= ids.count
                && skip.tokens.indices.allSatisfy({ tokens[position + $0].text == skip.tokens[$0] })
            {
                for place in position..<(position + skip.tokens.count) { inFiller[place] = true }
            }
        }
        var unknown: [Int] = []
        for position in ids.indices where ids[position] < 0 && !inFiller[position] {
            let text = tokens[position].text
            if !(exact.splits(at: position).contains(where: { $0.prefix >= 0 }) || clues.harmlessWords.contains(text)
                || !index.skips(startingWith: text).isEmpty)
            {
                unknown.append(position)
            }
        }
        let apps = impliedApps(clueSpans(exact: exact, index: index, clues: clues))
        guard !apps.isEmpty else { return first }
        let texts = tokens.map(\.text)
        let breaks = Self.punctuationBreaks(tokens: tokens, utterance: first.utterance)
        let phrases = catalog.phrases
        var request = EvidenceRequest()
        request.source = TypedSource(utterance: first.utterance, tokens: tokens)
        var readings: [EvidenceReading] = []
        var read: [(app: Int, clues: [Clue])] = []
        var sharedClues: [Clue]?
        for (app, spans) in apps.prefix(Self.maximumImpliedApps)
        where index.appAllowsFlexible.indices.contains(app) && index.appAllowsFlexible[app]
            && !first.blockedApps.contains(app) && clues.appWords.indices.contains(app)
        {
            let known = catalog.evidence(ofApp: app, index: index)
            // The words that named the app, but its values, stand for its
            // name: harmless in a reading of any of its phrases, as its
            // types' titles are, but a run of some phrases' own words, in
            // those phrases' shortcuts' only.
            var appWords: [Int: [String: [[String]]]] = [:]
            func words(for shortcut: Int) -> [String: [[String]]] {
                if let known = appWords[shortcut] { return known }
                var words = clues.appWords[app]
                for clue in spans where !clue.isValue {
                    let run = Array(texts[clue.range])
                    if let shortcuts = clues.runShortcuts[app][run], !shortcuts.contains(shortcut) { continue }
                    if !(words[run[0]]?.contains(run) ?? false) { words[run[0], default: []].append(run) }
                }
                appWords[shortcut] = words
                return words
            }
            var found: [EvidenceReading] = []
            // A negative phrase said with its own action word blocks the
            // app; said with another word of its group, only when no
            // phrase of the app is said with its own (`一時停止` pauses,
            // though `止めて` may stop).
            var negative = false
            var negativeByGroup = false
            // The words the app's phrases say right before and after its
            // name, gathered when a text is read.
            var nameMarks: (before: Set<String>, after: Set<String>)?
            known.phrases.withUnsafeBufferPointer { analyses in
                for number in analyses.indices where locale == nil || phrases[analyses[number].place].locale == locale {
                    // A phrase that says no app's name (extended rules) has
                    // none to imply: the other stages read it.
                    guard
                        phrases[analyses[number].place].pieces.contains(where: { piece in
                            guard case .slot(let key) = piece, catalog.slotKeys.indices.contains(Int(key)) else {
                                return false
                            }
                            return catalog.slotKeys[Int(key)].parameter == nil
                        }),
                        let reading = evidence(
                            for: analyses[number], app: known, names: [], texts: texts, breaks: breaks, exact: exact,
                            index: index, request: &request,
                            appWords: words(for: phrases[analyses[number].place].shortcut ?? -1))
                    else { continue }
                    if phrases[analyses[number].place].isNegative {
                        if reading.action == .said {
                            negative = true
                        } else if reading.saysAction {
                            negativeByGroup = true
                        }
                        continue
                    }
                    // No word left over inside: with no app named, a word no
                    // list knows may say another request altogether.
                    guard reading.leftovers.isEmpty else { continue }
                    // Chatter only around a request whose action is said, and
                    // every unknown word read as chatter or as that action.
                    guard
                        reading.chatter.isEmpty || (reading.saysAction && Self.isClause(reading.chatterPlaces)),
                        unknown.allSatisfy({ place in
                            reading.chatterPlaces.contains(place)
                                // A word of a value read from some of its
                                // words (`renewal` of `Renew passport`).
                                || reading.values.contains(where: { $0.range.contains(place) })
                                // A value said outside the slots, read as
                                // the dialog reads an answer (`at 8pm`,
                                // `pickup`, a title after `called`).
                                || reading.outsideValues.contains(where: { $0.range.contains(place) })
                                || (reading.actionPlaces.contains(place)
                                    && Self.isActionForm(
                                        texts[place], locale: phrases[analyses[number].place].locale))
                        })
                    else { continue }
                    // A text read outside the slots does not stand in for
                    // the phrase's own words: the words that named the app
                    // may name another of its things (`Create a shelf
                    // called …` adds no book). Nor does it stand where the
                    // phrase says the app's name (`Add a book to Kindle`:
                    // another app's): a word alone after or before a word
                    // the app's phrases say next to its name, or words
                    // after such a word inside it.
                    if reading.textInPlace { continue }
                    if reading.outsideValues.contains(where: { value in
                        guard case .string = value.value else { return false }
                        if nameMarks == nil {
                            var marks = (before: Set<String>(), after: Set<String>())
                            for analysis in analyses {
                                if let before = analysis.nameMarks.before { marks.before.insert(before) }
                                if let after = analysis.nameMarks.after { marks.after.insert(after) }
                            }
                            nameMarks = marks
                        }
                        let lower = value.range.lowerBound
                        let upper = value.range.upperBound
                        // Words after such a word inside it (`mới vào giỏ
                        // hàng`: into the cart).
                        if (lower + 1..<max(lower + 1, upper - 1)).contains(where: {
                            nameMarks?.before.contains(texts[$0]) == true
                        }) {
                            return true
                        }
                        if value.range.count == 1 {
                            if lower > 0, nameMarks?.before.contains(texts[lower - 1]) == true { return true }
                            if upper < texts.count, nameMarks?.after.contains(texts[upper]) == true { return true }
                        }
                        // Nor says a value of an app or a word that names
                        // its own (`记一下我把宠儿借给小李了` is no book
                        // titled after a book); another app's noun may be a
                        // word of it (`a task to book a haircut`).
                        if sharedClues == nil {
                            sharedClues = clueSpans(exact: exact, index: index, clues: clues, keepsShared: true)
                        }
                        return (sharedClues ?? []).contains { clue in
                            (clue.isValue || clue.app == app) && clue.range.overlaps(value.range)
                        }
                    }) {
                        continue
                    }
                    // A time word that is also a value (`아침`, morning, in
                    // `아침 6시`) is the date's when the two read as one.
                    if takesDateWord(reading, texts: texts, locale: phrases[analyses[number].place].locale) {
                        continue
                    }
                    // A reading that does not say its phrase's action (or,
                    // for a phrase without one, its own words) needs its app
                    // named twice over (`Soup menu`, not `Call Mom`).
                    let saysRequest =
                        (reading.saysAction
                            && (!analyses[number].actions.isEmpty || !analyses[number].contentRuns.isEmpty))
                        || reading.headed
                    // A value of one of the app's types said outside the
                    // slots names it too (`pickup` in `2 pho, pickup`).
                    let outsideClues = reading.outsideValues.filter { value in
                        guard case .values = value.value else { return false }
                        return !spans.contains { $0.range.overlaps(value.range) }
                    }
                    guard saysRequest || spans.count + outsideClues.count >= 2 else { continue }
                    found.append(reading)
                }
            }
            if negativeByGroup && !found.contains(where: { $0.action == .said }) { negative = true }
            if !negative && !found.isEmpty {
                readings += found
                read.append((app, spans))
            }
        }
        readings = Self.droppingSplitValues(readings)
        guard !readings.isEmpty else { return first }
        var result = evidenceResult(of: readings, first: first, tokens: tokens)
        var invocations: [[Int]] = []
        for candidate in result.candidates {
            let key = [candidate.app, candidate.shortcut]
            if !invocations.contains(key) { invocations.append(key) }
        }
        guard !invocations.isEmpty, invocations.count <= Self.maximumImpliedInvocations else { return first }
        // `explain` names the words that implied each app.
        for place in result.candidates.indices {
            let candidate = result.candidates[place]
            guard let spans = read.first(where: { $0.app == candidate.app })?.clues else { continue }
            let typed = spans.map(\.range).sorted { $0.lowerBound < $1.lowerBound }.map {
                texts[$0].joined(separator: " ")
            }
            let manifest = catalog.apps[candidate.app]
            let liberty = Liberty(
                kind: .appImplied, typed: typed.joined(separator: ", "),
                read: manifest.translate(manifest.app.name, into: candidate.locale), cost: 0)
            result.candidates[place].liberties = (candidate.liberties ?? []) + [liberty]
        }
        return result
    }

    /// Whether a value `reading` binds (in a slot or outside) stands next
    /// to a date it reads outside the slots and the two read as one date
    /// in `locale` (`아침 6시`, `morning` and `6 o'clock`): the value's
    /// words are then the date's.
    func takesDateWord(_ reading: EvidenceReading, texts: [String], locale: String) -> Bool {
        let dates = reading.outsideValues.filter { value in
            if case .date = value.value { return true }
            return false
        }
        guard !dates.isEmpty else { return false }
        var ranges = reading.values.filter { !$0.text.isEmpty }.map(\.range)
        for value in reading.outsideValues {
            if case .values = value.value { ranges.append(value.range) }
        }
        let reader = DateParser(now: now(), timeZone: timeZone, locale: locale)
        for date in dates {
            for range in ranges {
                let joined: Range<Int>
                if range.upperBound == date.range.lowerBound {
                    joined = range.lowerBound..<date.range.upperBound
                } else if date.range.upperBound == range.lowerBound {
                    joined = date.range.lowerBound..<range.upperBound
                } else {
                    continue
                }
                if reader.parse(texts[joined].joined(separator: " ")) != nil { return true }
            }
        }
        return false
    }

    /// Whether `word`, which no phrase or value uses, is an action word of
    /// `locale`'s lexicon and nothing more: a form itself, or with at most
    /// one letter of verb ending left once the language's endings are
    /// taken off (`완료`, `삭제해줘`), never a noun with a particle glued on
    /// or a longer word that starts with a form (`배달의민족에서`).
    static func isActionForm(_ word: String, locale: String) -> Bool {
        let words = Language.of(locale).flexibleWords
        let particles = words.nounParticles.map(TextNormalizer.normalize)
        if particles.contains(where: { !$0.isEmpty && word.count > $0.count && word.hasSuffix($0) }) { return false }
        let lexicon = words.actions
        // A word of a form of several words, said as written (`tình trạng`).
        if lexicon.groupTokens.contains(where: { $0.contains { $0.count > 1 && $0.contains(word) } }) { return true }
        let stem = words.endingStem?(word) ?? word
        for (group, place) in lexicon.forms(startingAt: stem) {
            let form = lexicon.groupTokens[group][place]
            guard form.count == 1 else { continue }
            if stem == form[0] || (stem.hasPrefix(form[0]) && stem.count - form[0].count <= 1) { return true }
        }
        return false
    }

    /// The fewest words chatter before or after a request that names no
    /// app has: fewer may be another app's name (`Spotify, open Dune`,
    /// `Zorblaxで…`), not a clause said around the request.
    static let fewestUnnamedChatterWords = 3

    /// Whether chatter at `places` (in order) is clauses, not a name: each
    /// run of neighbouring places has ``fewestUnnamedChatterWords`` or more.
    static func isClause(_ places: [Int]) -> Bool {
        var run = 0
        for (offset, place) in places.enumerated() {
            run += 1
            let ends = offset + 1 == places.count || places[offset + 1] != place + 1
            if ends {
                if run < fewestUnnamedChatterWords { return false }
                run = 0
            }
        }
        return true
    }

    /// The apps `spans` name, each with its clues (not overlapping one
    /// another, the longest first): the apps with the most clues first,
    /// then in catalog order.
    private func impliedApps(_ spans: [Clue]) -> [(app: Int, spans: [Clue])] {
        var apps: [(app: Int, spans: [Clue])] = []
        let longestFirst = spans.sorted { lhs, rhs in
            lhs.range.count != rhs.range.count
                ? lhs.range.count > rhs.range.count : lhs.range.lowerBound < rhs.range.lowerBound
        }
        for span in longestFirst {
            guard let place = apps.firstIndex(where: { $0.app == span.app }) else {
                apps.append((span.app, [span]))
                continue
            }
            if !apps[place].spans.contains(where: { $0.range.overlaps(span.range) }) {
                apps[place].spans.append(span)
            }
        }
        apps.sort { lhs, rhs in
            lhs.spans.count != rhs.spans.count ? lhs.spans.count > rhs.spans.count : lhs.app < rhs.app
        }
        return apps
    }

    /// Where the utterance the exact walk `exact` read says a clue of an
    /// app (``AppClues``).
    ///
    /// A clue is a run of one app's own words (the last maybe with a
    /// particle glued on), or a value of one of its types. A span of words
    /// that is a clue of several apps names none, unless `keepsShared`.
    func clueSpans(
        exact: MatchSearch, index: FlexibleIndex, clues: AppClues, keepsShared: Bool = false
    ) -> [Clue] {
        let ids = exact.ids
        var spans: [Clue] = []
        func add(_ range: Range<Int>, _ app: Int, isValue: Bool = false, set: Int = -1) {
            if !spans.contains(where: { $0.range == range && $0.app == app }) {
                spans.append(Clue(range: range, app: app, isValue: isValue, set: set))
            }
        }
        for position in ids.indices {
            var firstWords: [Int32] = [ids[position]]
            for split in exact.splits(at: position) where split.prefix >= 0 { firstWords.append(split.prefix) }
            for (word, first) in firstWords.enumerated() where first >= 0 {
                // Runs of an app's own words.
                for run in clues.runs[first] ?? [] {
                    let end = position + run.ids.count
                    guard end <= ids.count, word == 0 || run.ids.count == 1 else { continue }
                    var says = true
                    for offset in 1..<max(1, run.ids.count) {
                        let place = position + offset
                        let last = offset == run.ids.count - 1
                        guard
                            ids[place] == run.ids[offset]
                                || (last && exact.splits(at: place).contains { $0.prefix == run.ids[offset] })
                        else {
                            says = false
                            break
                        }
                    }
                    if says { add(position..<end, run.app) }
                }
                // Values of an app's types.
                for place in index.rootEdges(of: first) {
                    let set = Int(index.rootEdgeSets[place])
                    guard set < catalog.valueSets.count, case .values(let app, _) = catalog.valueSets[set].kind
                    else { continue }
                    let trie = catalog.valueTries[set]
                    var node = index.rootEdgeTargets[place]
                    if trie.isTerminal(node) { add(position..<(position + 1), app, isValue: true, set: set) }
                    // A first word with a particle glued on ends the value.
                    guard word == 0 else { continue }
                    var next = position + 1
                    while next < ids.count {
                        for split in exact.splits(at: next) where split.prefix >= 0 {
                            if let end = trie.child(of: node, token: split.prefix), trie.isTerminal(end) {
                                add(position..<(next + 1), app, isValue: true, set: set)
                            }
                        }
                        guard let child = trie.child(of: node, token: ids[next]) else { break }
                        node = child
                        next += 1
                        if trie.isTerminal(node) { add(position..<next, app, isValue: true, set: set) }
                    }
                }
            }
        }
        // A span that names several apps names none.
        if keepsShared { return spans }
        return spans.filter { span in !spans.contains { $0.range == span.range && $0.app != span.app } }
    }
}
