extension Matcher {
    /// The most tokens an utterance may have for its evidence to be read.
    static let maximumEvidenceTokens = 32

    /// The flexible result `first` of an utterance that read nothing
    /// closely enough to resolve, with the readings of the evidence it
    /// gives (``EvidenceReading``): for an app it names, each phrase whose
    /// every part the words account for in any order — the app's name, a
    /// value for each slot, the action or another word of its group, every
    /// content word — with nothing left but fillers, small words, words
    /// naming what a value is and harmless words.
    ///
    /// Harmless liberties do not add up: such a reading costs
    /// ``FlexibleCost/evidence`` however many it took, and resolves when it
    /// is the only invocation read. A request that says no action word
    /// (`Tasks: Pay rent`) reads every phrase of the app that takes its
    /// values: one invocation resolves, several are asked about
    /// (``FlexibleCost/evidenceAsked``), never `noMatch`. A word of another
    /// action group, or any other word left over, reads nothing.
    func readingEvidence(
        _ first: MatchResult, exact: MatchSearch, tokens: [Token], index: FlexibleIndex, locale: String?
    ) -> MatchResult {
        guard readsEvidence, tokens.count > 1, tokens.count <= Self.maximumEvidenceTokens,
            tokens.count == exact.ids.count, !first.candidates.contains(where: { !$0.needsConfirming })
        else { return first }
        let spans = appNameSpans(in: exact, index: index)
        guard !spans.isEmpty else { return first }
        var apps: [Int] = []
        for span in spans where !apps.contains(span.app) { apps.append(span.app) }
        let texts = tokens.map(\.text)
        var valueSpans: [Int: [(range: Range<Int>, text: String)]] = [:]
        var readings: [EvidenceReading] = []
        let phrases = catalog.phrases
        for app in apps.prefix(Self.maximumMovedAppNames)
        where index.appAllowsFlexible.indices.contains(app) && index.appAllowsFlexible[app]
            && !first.blockedApps.contains(app)
        {
            let names = spans.filter { $0.app == app }.map(\.range)
            let known = appEvidence(of: app, index: index)
            let (domain, domainWords, nouns) = (known.domain, known.domainWords, known.nouns)
            let foreign = Self.nounWordsMemo.value(for: catalog.fingerprint) {
                Set(FlexibleIndex.valueNouns(of: catalog.apps, locales: catalog.locales).flatMap(TextNormalizer.words))
            }
            var found: [EvidenceReading] = []
            var negative = false
            for place in phrases.indices
            where phrases[place].app == app && (locale == nil || phrases[place].locale == locale) {
                guard
                    let reading = evidence(
                        for: place, names: names, texts: texts, exact: exact, index: index,
                        domain: (domain.union(nouns), domainWords), nounWords: foreign, valueSpans: &valueSpans)
                else { continue }
                // A negative phrase the words say, action and all, blocks its app.
                if phrases[place].isNegative {
                    if reading.saysAction { negative = true }
                } else {
                    found.append(reading)
                }
            }
            if !negative { readings += found }
        }
        guard !readings.isEmpty else { return first }
        // The readings that say the action come first; among them, those
        // binding the most values.
        let saying = readings.filter(\.saysAction)
        var best = saying.isEmpty ? readings : saying
        let most = best.map(\.boundCount).max() ?? 0
        best.removeAll { $0.boundCount < most }
        var invocations: [[Int]] = []
        for reading in best {
            let key = [phrases[reading.phrase].app, phrases[reading.phrase].shortcut ?? -1]
            if !invocations.contains(key) { invocations.append(key) }
        }
        let cost = invocations.count == 1 ? FlexibleCost.evidence : FlexibleCost.evidenceAsked
        var candidates: [PhraseMatch] = []
        for reading in best {
            guard var candidate = candidate(of: reading, cost: cost, tokens: tokens) else { continue }
            if candidates.contains(where: { $0.app == candidate.app && $0.shortcut == candidate.shortcut }) {
                continue
            }
            candidate.liberties = liberties(of: reading, cost: cost)
            candidates.append(candidate)
        }
        guard !candidates.isEmpty else { return first }
        sortFlexible(&candidates)
        return MatchResult(
            utterance: first.utterance, tokens: tokens, candidates: candidates, blockedApps: first.blockedApps,
            isTooLong: false, closest: first.closest)
    }

    /// What ``explain`` lists for `reading`: the evidence, with the action
    /// read from another word of its group or left out, and the order.
    private func liberties(of reading: EvidenceReading, cost: Float) -> [Liberty] {
        var liberties = [
            Liberty(
                kind: .evidence, typed: reading.skipped.joined(separator: " "), read: "",
                cost: (Double(cost) * 100).rounded() / 100)
        ]
        switch reading.action {
        case .said: break
        case .group(let typed, let read):
            liberties.append(Liberty(kind: .actionWord, typed: typed, read: read, cost: 0))
        case .left(let read): liberties.append(Liberty(kind: .actionLeftOut, typed: "", read: read, cost: 0))
        }
        if reading.reordered { liberties.append(Liberty(kind: .wordOrder, typed: "", read: "", cost: 0)) }
        return liberties
    }

    /// The candidate of `reading`: its phrase said as written with the
    /// values as typed, matched exactly, at `cost`, its bindings' token
    /// ranges those of the values as typed.
    private func candidate(of reading: EvidenceReading, cost: Float, tokens: [Token]) -> PhraseMatch? {
        let phrase = catalog.phrases[reading.phrase]
        let manifest = catalog.apps[phrase.app]
        let vocabulary = catalog.vocabulary
        var parts: [String] = []
        var slot = 0
        var unbound: [String?] = []
        for piece in phrase.pieces {
            switch piece {
            case .tokens(let ids): parts.append(ids.map { vocabulary.text(of: $0) }.joined(separator: " "))
            case .slot(let keyID):
                guard catalog.slotKeys.indices.contains(Int(keyID)) else { return nil }
                let key = catalog.slotKeys[Int(keyID)]
                var text: String
                if key.parameter == nil {
                    text = manifest.translate(manifest.app.name, into: phrase.locale)
                } else {
                    guard reading.values.indices.contains(slot) else { return nil }
                    text = reading.values[slot].text
                    if text.isEmpty {
                        // A value to ask for: the phrase is matched with its
                        // type's first value, whose binding is then dropped.
                        guard case .valueSet(let set) = key.source, catalog.valueSets.indices.contains(Int(set)),
                            catalog.valueSets[Int(set)].formStart.count > 1
                        else { return nil }
                        text = catalog.valueSets[Int(set)].form(0).map { vocabulary.text(of: $0) }.joined(
                            separator: " ")
                        unbound.append(reading.values[slot].parameter)
                    }
                    slot += 1
                }
                if let suffix = key.suffix { text += vocabulary.text(of: suffix.written) }
                parts.append(text)
            }
        }
        var inner = self
        inner.readsEvidence = false
        inner.allowsFlexibleMatching = false
        let result = inner.match(parts.joined(separator: " "), locale: phrase.locale)
        guard
            var candidate = result.candidates.first(where: { $0.phraseIndex == reading.phrase })
                ?? result.candidates.first(where: { $0.app == phrase.app && $0.shortcut == phrase.shortcut })
        else { return nil }
        candidate.bindings.removeAll { binding in unbound.contains { $0 == binding.parameter } }
        let rounded = (Double(cost) * 100).rounded() / 100
        candidate.cost = rounded
        candidate.score = ((1 / (1 + rounded)) * 1000).rounded() / 1000
        for place in candidate.bindings.indices {
            let parameter = candidate.bindings[place].parameter
            if let value = reading.values.first(where: { $0.parameter == parameter }) {
                candidate.bindings[place].tokenRange = value.range
            } else {
                candidate.bindings[place].tokenRange = 0..<0
            }
        }
        return candidate
    }

    /// The evidence reading of phrase `place` (of the app whose name stands
    /// at `names`), or `nil` when some part of the phrase is not said or
    /// some word is left over that is not harmless.
    private func evidence(
        for place: Int, names: [Range<Int>], texts: [String], exact: MatchSearch, index: FlexibleIndex,
        domain: (runs: Set<[String]>, words: Set<String>), nounWords: Set<String>,
        valueSpans: inout [Int: [(range: Range<Int>, text: String)]]
    ) -> EvidenceReading? {
        let phrase = catalog.phrases[place]
        let vocabulary = catalog.vocabulary
        let lexicon = Language.of(phrase.locale).flexibleWords.actions
        let particles = Language.of(phrase.locale).flexibleWords.nounParticles
        let smallWords = Self.smallWordsMemo.value(for: phrase.locale) {
            Set(Language.of(phrase.locale).flexibleWords.smallWords.flatMap(TextNormalizer.words))
        }
        var covered = [Bool](repeating: false, count: texts.count)
        // Anchors: (place in the phrase, place in the utterance) of each part read.
        var anchors: [(phrase: Int, typed: Int)] = []
        var literal: [(text: String, id: Int32, order: Int)] = []
        var values: [(parameter: String?, range: Range<Int>, text: String)] = []
        var order = 0
        var phraseWords = Set<String>()
        for piece in phrase.pieces {
            if case .tokens(let ids) = piece { phraseWords.formUnion(ids.map { vocabulary.text(of: $0) }) }
        }
        for piece in phrase.pieces {
            switch piece {
            case .tokens(let ids):
                for id in ids {
                    literal.append((vocabulary.text(of: id), id, order))
                    order += 1
                }
            case .slot(let keyID):
                guard catalog.slotKeys.indices.contains(Int(keyID)) else { return nil }
                let key = catalog.slotKeys[Int(keyID)]
                guard case .valueSet(let set) = key.source, catalog.valueSets.indices.contains(Int(set)) else {
                    return nil
                }
                if key.parameter == nil {
                    // A name made of the app's own words (`할 일`, `nhiệm
                    // vụ`) says a thing, not which app, unless a particle, a
                    // generic word for an app or a small word before it marks it.
                    guard
                        let name = names.first(where: { name in
                            guard name.allSatisfy({ !covered[$0] }) else { return false }
                            let ownWords = name.allSatisfy {
                                domain.words.contains(texts[$0]) || phraseWords.contains(texts[$0])
                            }
                            let marked =
                                (name.upperBound < texts.count
                                    && stems(of: texts[name.upperBound], particles: particles).contains {
                                        index.skips(startingWith: $0).contains { $0.kind == .genericAppWord }
                                    })
                                || (name.lowerBound > 0 && index.isSmallWord(exact.ids[name.lowerBound - 1]))
                            return !ownWords || marked
                        })
                    else { return nil }
                    for position in name { covered[position] = true }
                    anchors.append((order, name.lowerBound))
                } else {
                    let found = valueSpans[Int(set)] ?? spansOfValues(in: Int(set), texts: texts, exact: exact)
                    valueSpans[Int(set)] = found
                    if let value = found.first(where: { $0.range.allSatisfy { !covered[$0] } }) {
                        for position in value.range { covered[position] = true }
                        values.append((key.parameter, value.range, value.text))
                        anchors.append((order, value.range.lowerBound))
                    } else {
                        // The type's own noun in the value's place (`Open a
                        // book in Library`): the value is asked for.
                        guard let noun = typeNoun(of: Int(set), locale: phrase.locale, texts: texts, covered: covered)
                        else { return nil }
                        for position in noun { covered[position] = true }
                        values.append((key.parameter, noun, ""))
                        anchors.append((order, noun.lowerBound))
                    }
                }
                order += 1
            }
        }
        let words = literal.map(\.text)
        // What the phrase's values are (their types' titles), said beside them.
        var typeNouns: [[String]] = []
        for piece in phrase.pieces {
            guard case .slot(let keyID) = piece, case .valueSet(let set) = catalog.slotKeys[Int(keyID)].source,
                case .values(let owner, let type) = catalog.valueSets[Int(set)].kind,
                catalog.apps[owner].types.indices.contains(type)
            else { continue }
            let title = catalog.apps[owner].types[type].title
            typeNouns.append(TextNormalizer.words(title))
            typeNouns.append(TextNormalizer.words(catalog.apps[owner].translate(title, into: phrase.locale)))
        }
        // The phrase's action words and their groups.
        let phraseActions = Self.actionWords(in: words, lexicon: lexicon) { _ in true }
        var phraseGroups = Set<Int>()
        var actionPlaces = Set<Int>()
        for found in phraseActions {
            phraseGroups.formUnion(found.groups)
            actionPlaces.formUnion(found.range)
        }
        // The utterance's action words: each of a group of the phrase's, or
        // a word of the phrase itself.
        var action = EvidenceReading.Action.said
        var saidAction = false
        var saidGroups = Set<Int>()
        for found in Self.actionWords(in: texts, lexicon: lexicon, where: { !covered[$0] }) {
            let typed = texts[found.range].joined(separator: " ")
            let own = phraseActions.first { words[$0.range].joined(separator: " ") == typed }
            if own != nil || !found.groups.isDisjoint(with: phraseGroups) {
                for position in found.range { covered[position] = true }
                saidGroups.formUnion(own?.groups ?? found.groups)
                let read = (own ?? phraseActions.first { !found.groups.isDisjoint(with: $0.groups) })
                if let read, let first = read.range.first {
                    anchors.append((literal[first].order, found.range.lowerBound))
                }
                if own == nil, !saidAction, let read {
                    action = .group(typed: typed, read: words[read.range].joined(separator: " "))
                }
                saidAction = true
            } else if !found.range.allSatisfy({ position in words.contains(texts[position]) }) {
                // A word of another action group.
                return nil
            }
        }
        if !saidAction, let read = phraseActions.first {
            action = .left(read: words[read.range].joined(separator: " "))
        } else if phraseActions.contains(where: { $0.groups.isDisjoint(with: saidGroups) }) {
            // The phrase has another action the words do not say (`Thêm … vào`
            // read from `mở`): the words said ask for something else.
            return nil
        }
        // Every run of content words of the phrase (between small words,
        // action words and slots) is said, together, but the app's own
        // (``domainRuns(of:index:)``), which pick no phrase.
        var evidenceWords = values.filter { !$0.text.isEmpty }.count
        var runs: [[(text: String, id: Int32, order: Int)]] = []
        var run: [(text: String, id: Int32, order: Int)] = []
        for (place, word) in literal.enumerated() {
            let content =
                !actionPlaces.contains(place) && !index.isSmallWord(word.id)
                && !Self.isHarmless(word.text, lexicon: lexicon)
            if content, let last = run.last, last.order + 1 != word.order {
                runs.append(run)
                run = []
            }
            if content {
                run.append(word)
            } else if !run.isEmpty {
                runs.append(run)
                run = []
            }
        }
        if !run.isEmpty { runs.append(run) }
        for run in runs where !domain.runs.contains(run.map(\.text)) {
            evidenceWords += 1
            guard
                let start = texts.indices.first(where: { start in
                    start + run.count <= texts.count
                        && run.indices.allSatisfy { offset in
                            let position = start + offset
                            return !covered[position]
                                && (texts[position] == run[offset].text
                                    || (offset == run.count - 1
                                        && exact.splits(at: position).contains { $0.prefix == run[offset].id }))
                        }
                })
            else { return nil }
            for offset in run.indices { covered[start + offset] = true }
            anchors.append((run[0].order, start))
        }
        // Nothing left over but harmless words.
        var skipped: [String] = []
        var position = 0
        while position < texts.count {
            guard !covered[position] else {
                position += 1
                continue
            }
            let length = harmlessLength(
                at: position, texts: texts, exact: exact, index: index, lexicon: lexicon,
                runs: Array(domain.runs) + typeNouns + runs.map { $0.map(\.text) }
                    + phraseActions.map { Array(words[$0.range]) },
                particles: particles, nounWords: nounWords, smallWords: smallWords)
            guard length > 0 else { return nil }
            skipped.append(texts[position..<(position + length)].joined(separator: " "))
            position += length
        }
        // Without an action word, something of the phrase's own must be said.
        if !saidAction && !phraseActions.isEmpty && evidenceWords == 0 { return nil }
        let typedOrder = anchors.sorted { $0.phrase < $1.phrase }.map(\.typed)
        let reordered = zip(typedOrder, typedOrder.dropFirst()).contains { $0 > $1 }
        return EvidenceReading(
            phrase: place, values: values, action: action, reordered: reordered, skipped: skipped)
    }

    /// How many tokens from `position` make one harmless word: a filler, a
    /// small word, a generic word for an app, a word naming what a value
    /// is, a harmless word of the lexicon, a run of the phrase's or the
    /// app's words said again (`runs`), or one of these with a particle
    /// glued on; 0 for none.
    private func harmlessLength(
        at position: Int, texts: [String], exact: MatchSearch, index: FlexibleIndex, lexicon: ActionLexicon,
        runs: [[String]], particles: [String], nounWords: Set<String>, smallWords: Set<String>
    ) -> Int {
        var longest = 0
        // Fillers and generic app words; small words are the phrase
        // language's, and words naming what a value is the app's (in `runs`).
        for skip in index.skips(startingWith: texts[position])
        where skip.tokens.count > longest && (skip.kind == .filler || skip.kind == .genericAppWord) {
            if position + skip.tokens.count <= texts.count
                && zip(skip.tokens, texts[position...]).allSatisfy({ $0 == $1 })
            {
                longest = skip.tokens.count
            }
        }
        for form in lexicon.harmlessTokens where form.count > longest {
            if position + form.count <= texts.count && zip(form, texts[position...]).allSatisfy({ $0 == $1 }) {
                longest = form.count
            }
        }
        for run in runs where run.count > longest {
            if position + run.count <= texts.count && zip(run, texts[position...]).allSatisfy({ $0 == $1 }) {
                longest = run.count
            }
        }
        if longest > 0 { return longest }
        // A word of a type's or app's noun that is not the phrase's is no
        // small word here (`kệ`, `sách`; a character of a script without
        // spaces is too short to tell); small words are the phrase's language's.
        if texts[position].count > 1 && nounWords.contains(texts[position]) { return 0 }
        if smallWords.contains(texts[position]) { return 1 }
        for stem in stems(of: texts[position], particles: particles).dropFirst() {
            if smallWords.contains(stem) || runs.contains([stem])
                || index.skips(startingWith: stem).contains(where: {
                    $0.tokens.count == 1 && $0.kind == .genericAppWord
                })
            {
                return 1
            }
        }
        return 0
    }

    /// What evidence readings know of one app: its domain runs and their
    /// words, and its names (as normalized words).
    struct AppEvidence: Sendable {
        var domain: Set<[String]>
        var domainWords: Set<String>
        var nouns: Set<[String]>
    }

    /// ``AppEvidence`` by catalog fingerprint and app, worked out once.
    private static let appEvidenceMemo = BoundedMemo<String, AppEvidence>(capacity: 4096)
    /// Every word of the catalog's apps' names and types' titles, by catalog fingerprint.
    private static let nounWordsMemo = BoundedMemo<String, Set<String>>(capacity: 16)
    /// Each locale's small words, normalized.
    private static let smallWordsMemo = BoundedMemo<String, Set<String>>(capacity: 64)

    /// What evidence readings know of app `app` (``AppEvidence``).
    private func appEvidence(of app: Int, index: FlexibleIndex) -> AppEvidence {
        Self.appEvidenceMemo.value(for: catalog.fingerprint + "#\(app)") {
            let domain = domainRuns(of: app, index: index)
            var appOnly = catalog.apps[app]
            appOnly.types = []
            let nouns = Set(
                FlexibleIndex.valueNouns(of: [appOnly], locales: catalog.locales).map(TextNormalizer.words))
            return AppEvidence(domain: domain, domainWords: Set(domain.joined()), nouns: nouns)
        }
    }

    /// The runs of words of app `app`'s phrases (words between small
    /// words and slots) said in phrases of two or more of its shortcuts
    /// (`瞑想`, `task`): they name the app's domain and pick none of its
    /// phrases, so a phrase does not need them said and a request may add them.
    private func domainRuns(of app: Int, index: FlexibleIndex) -> Set<[String]> {
        let vocabulary = catalog.vocabulary
        var shortcutsOf: [[String]: Set<Int>] = [:]
        for phrase in catalog.phrases where phrase.app == app {
            guard let shortcut = phrase.shortcut else { continue }
            for piece in phrase.pieces {
                guard case .tokens(let ids) = piece else { continue }
                var run: [String] = []
                for id in ids + [-1] {
                    if id >= 0 && !index.isSmallWord(id) {
                        run.append(vocabulary.text(of: id))
                    } else if !run.isEmpty {
                        shortcutsOf[run, default: []].insert(shortcut)
                        run = []
                    }
                }
            }
        }
        return Set(shortcutsOf.filter { $0.value.count > 1 }.keys)
    }

    /// Where the title of value set `set`'s type (in `locale`) stands
    /// among the words not `covered`, or `nil`.
    private func typeNoun(of set: Int, locale: String, texts: [String], covered: [Bool]) -> Range<Int>? {
        guard case .values(let app, let type) = catalog.valueSets[set].kind, catalog.apps.indices.contains(app),
            catalog.apps[app].types.indices.contains(type)
        else { return nil }
        let manifest = catalog.apps[app]
        let title = manifest.types[type].title
        for name in Set([title, manifest.translate(title, into: locale)]) {
            let words = TextNormalizer.words(name)
            guard !words.isEmpty, words.count <= texts.count else { continue }
            for start in 0...(texts.count - words.count) {
                let range = start..<(start + words.count)
                if range.allSatisfy({ !covered[$0] && texts[$0] == words[$0 - start] }) { return range }
            }
        }
        return nil
    }

    /// `word`, then `word` without each noun particle it ends with (`앱에서` → `앱`).
    private func stems(of word: String, particles: [String]) -> [String] {
        var stems = [word]
        for particle in particles where !particle.isEmpty && word.count > particle.count && word.hasSuffix(particle) {
            stems.append(String(word.dropLast(particle.count)))
        }
        return stems
    }

    /// Whether `word` is one of the lexicon's harmless words of one token.
    private static func isHarmless(_ word: String, lexicon: ActionLexicon) -> Bool {
        lexicon.harmlessTokens.contains { $0.count == 1 && $0[0] == word }
    }

    /// The action words of `words` (at places `available`), longest
    /// first, each with the groups of its forms: a form matches equal
    /// tokens, its last one also the start of a word when the lexicon says
    /// so; each with the form it matched.
    static func actionWords(
        in words: [String], lexicon: ActionLexicon, where available: (Int) -> Bool
    ) -> [(range: Range<Int>, groups: Set<Int>, form: [String])] {
        var found: [(range: Range<Int>, groups: Set<Int>, form: [String])] = []
        var position = 0
        while position < words.count {
            var best = (length: 0, letters: 0, groups: Set<Int>(), form: [String]())
            guard available(position) else {
                position += 1
                continue
            }
            for (group, place) in lexicon.forms(startingAt: words[position]) {
                let form = lexicon.groupTokens[group][place]
                if position + form.count <= words.count {
                    var matches = true
                    for (offset, token) in form.enumerated() {
                        let word = words[position + offset]
                        let last = offset == form.count - 1
                        if !available(position + offset)
                            || !(word == token || (last && lexicon.matchesWordStarts && word.hasPrefix(token)))
                        {
                            matches = false
                            break
                        }
                    }
                    guard matches else { continue }
                    let letters = form.reduce(0) { $0 + $1.count }
                    if (form.count, letters) > (best.length, best.letters) {
                        best = (form.count, letters, [group], form)
                    } else if (form.count, letters) == (best.length, best.letters) {
                        best.groups.insert(group)
                    }
                }
            }
            if best.length > 0 {
                found.append((position..<(position + best.length), best.groups, best.form))
                position += best.length
            } else {
                position += 1
            }
        }
        return found
    }

    /// Where values of value set `set` stand in the utterance, longest
    /// first from the left, without overlapping, each with its text as
    /// typed (a last word's glued particle left off).
    private func spansOfValues(
        in set: Int, texts: [String], exact: MatchSearch
    ) -> [(range: Range<Int>, text: String)] {
        let trie = catalog.valueTries[set]
        let ids = exact.ids
        var spans: [(range: Range<Int>, text: String)] = []
        var position = 0
        while position < ids.count {
            var node = TokenTrie.root
            var best: (end: Int, text: String)?
            var next = position
            while next < ids.count {
                for split in exact.splits(at: next) where split.prefix >= 0 {
                    if let end = trie.child(of: node, token: split.prefix), trie.isTerminal(end) {
                        let words = texts[position..<next] + [catalog.vocabulary.text(of: split.prefix)]
                        best = (next + 1, words.joined(separator: " "))
                    }
                }
                guard let child = trie.child(of: node, token: ids[next]) else { break }
                node = child
                next += 1
                if trie.isTerminal(node) { best = (next, texts[position..<next].joined(separator: " ")) }
            }
            if let best {
                spans.append((position..<best.end, best.text))
                position = best.end
            } else {
                position += 1
            }
        }
        return spans
    }
}
