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
        // A reading that resolves by adding a word the catalog knows
        // (`three` in `Order three pho from Soup Chef`) is read again for
        // values said outside the phrase's slots.
        let resolves = first.candidates.contains { !$0.needsConfirming }
        guard readsEvidence, tokens.count > 1, tokens.count <= Self.maximumEvidenceTokens,
            tokens.count == exact.ids.count,
            !resolves
                || first.candidates[0].liberties?.contains(where: { liberty in
                    liberty.kind == .wordAdded
                        && NumberParser.integer([liberty.typed], locale: first.candidates[0].locale) != nil
                }) == true
        else { return first }
        let spans = appNameSpans(in: exact, index: index)
        guard !spans.isEmpty else {
            if resolves { return first }
            return readingUnnamedApp(first, exact: exact, tokens: tokens, index: index, locale: locale)
        }
        var apps: [Int] = []
        for span in spans where !apps.contains(span.app) { apps.append(span.app) }
        let texts = tokens.map(\.text)
        let breaks = Self.punctuationBreaks(tokens: tokens, utterance: first.utterance)
        var request = EvidenceRequest()
        request.source = TypedSource(utterance: first.utterance, tokens: tokens)
        var readings: [EvidenceReading] = []
        let phrases = catalog.phrases
        for app in apps.prefix(Self.maximumMovedAppNames)
        where index.appAllowsFlexible.indices.contains(app) && index.appAllowsFlexible[app]
            && !first.blockedApps.contains(app)
        {
            let names = spans.filter { $0.app == app }.map(\.range)
            let known = catalog.evidence(ofApp: app, index: index)
            var found: [EvidenceReading] = []
            var negative = false
            known.phrases.withUnsafeBufferPointer { analyses in
                for number in analyses.indices
                where locale == nil || phrases[analyses[number].place].locale == locale {
                    guard
                        let reading = evidence(
                            for: analyses[number], app: known, names: names, texts: texts, breaks: breaks,
                            exact: exact, index: index, request: &request)
                    else { continue }
                    // A negative phrase the words say, action and all, blocks its app.
                    if phrases[analyses[number].place].isNegative {
                        if reading.saysAction { negative = true }
                    } else {
                        found.append(reading)
                    }
                }
            }
            if !negative { readings += found }
        }
        // A shortcut's title said with its app's name (`图书馆 在读`), before
        // readings that do not say their action (a shelf of that name).
        if !resolves && !readings.contains(where: \.saysAction),
            let titled = readingShortcutTitle(
                first, exact: exact, tokens: tokens, index: index, clues: catalog.appClues(index: index),
                locale: locale, names: spans.map { ($0.app, $0.range) })
        {
            return titled
        }
        // An app's name that is also its noun (`打开书架`, `할 일 삭제`),
        // read as no name: the request names no app.
        if readings.isEmpty && !resolves && namesAreOwnNouns(spans, exact: exact, index: index) {
            return readingUnnamedApp(first, exact: exact, tokens: tokens, index: index, locale: locale)
        }
        readings = Self.droppingSplitValues(readings)
        if resolves {
            // Only a reading whose values take in a word the first reading added.
            let added = Set(first.candidates[0].liberties?.filter { $0.kind == .wordAdded }.map(\.typed) ?? [])
            readings.removeAll { reading in
                !reading.outsideValues.contains { value in
                    value.range.contains { added.contains(texts[$0]) }
                }
            }
        }
        return evidenceResult(of: readings, first: first, tokens: tokens)
    }

    /// The result of the evidence `readings` of an utterance.
    ///
    /// The readings that say their action come first, then those binding
    /// the most values, then those without chatter; one invocation among
    /// them costs ``FlexibleCost/evidence``, several
    /// ``FlexibleCost/evidenceAsked`` each. `first` (the utterance's
    /// flexible result) when there are none; `tokens` are its tokens.
    func evidenceResult(of readings: [EvidenceReading], first: MatchResult, tokens: [Token]) -> MatchResult {
        guard !readings.isEmpty else { return first }
        let phrases = catalog.phrases
        // The readings that say the action come first; among them, those
        // binding the most values.
        let saying = readings.filter(\.saysAction)
        var best = saying.isEmpty ? readings : saying
        let most = best.map(\.boundCount).max() ?? 0
        best.removeAll { $0.boundCount < most }
        // A reading that needs no chatter comes before one that does.
        if best.contains(where: { $0.chatter.isEmpty }) { best.removeAll { !$0.chatter.isEmpty } }
        // And one without words left over inside before one with.
        if best.contains(where: { $0.leftovers.isEmpty }) { best.removeAll { !$0.leftovers.isEmpty } }
        // Said without an action, the words ask for what they give whole:
        // an intent they leave nothing to ask for comes before one that
        // would ask for a value they do not say (`수면 명상`, a sleep
        // session, starts it; a reminder of it would ask when).
        if saying.isEmpty && best.contains(where: leavesNothingToAsk) { best.removeAll { !leavesNothingToAsk($0) } }
        var invocations: [[Int]] = []
        for reading in best {
            let key = [phrases[reading.phrase].app, phrases[reading.phrase].shortcut ?? -1]
            if !invocations.contains(key) { invocations.append(key) }
        }
        let cost =
            invocations.count > 1
            ? FlexibleCost.evidenceAsked
            : best.allSatisfy(\.leftoversAreFew) ? FlexibleCost.evidence : FlexibleCost.leftoversAsked
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
    func liberties(of reading: EvidenceReading, cost: Float) -> [Liberty] {
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
        if !reading.chatter.isEmpty {
            liberties.append(
                Liberty(kind: .chatter, typed: reading.chatter.joined(separator: " "), read: "", cost: 0))
        }
        for value in reading.partialValues {
            liberties.append(Liberty(kind: .partialValue, typed: value.typed, read: value.read, cost: 0))
        }
        if !reading.leftovers.isEmpty {
            liberties.append(
                Liberty(kind: .leftover, typed: reading.leftovers.joined(separator: " "), read: "", cost: 0))
        }
        for value in reading.outsideValues {
            liberties.append(Liberty(kind: .parameterValue, typed: value.text, read: value.parameter, cost: 0))
        }
        return liberties
    }

    /// Whether `reading` gives every value its intent needs: each
    /// parameter neither optional nor defaulted is fixed by the shortcut,
    /// bound in a slot or said outside the slots.
    func leavesNothingToAsk(_ reading: EvidenceReading) -> Bool {
        let phrase = catalog.phrases[reading.phrase]
        guard catalog.apps.indices.contains(phrase.app), let shortcut = phrase.shortcut else { return false }
        let manifest = catalog.apps[phrase.app]
        guard manifest.shortcuts.indices.contains(shortcut),
            let intent = manifest.intent(named: manifest.shortcuts[shortcut].intent)
        else { return false }
        let fixed = manifest.shortcuts[shortcut].parameters
        return intent.parameters.allSatisfy { parameter in
            parameter.optional || parameter.defaultValue != nil || fixed.contains { $0.name == parameter.name }
                || reading.values.contains { $0.parameter == parameter.name && !$0.text.isEmpty }
                || reading.outsideValues.contains { $0.parameter == parameter.name }
        }
    }

    /// The candidate of `reading`: its phrase said as written with the
    /// values as typed, matched exactly, at `cost`, its bindings' token
    /// ranges those of the values as typed.
    func candidate(of reading: EvidenceReading, cost: Float, tokens: [Token]) -> PhraseMatch? {
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
        for value in reading.outsideValues {
            candidate.bindings.append(
                Binding(parameter: value.parameter, value: value.value, tokenRange: value.range, text: value.text))
        }
        return candidate
    }

    /// The evidence reading of the phrase `analysis` tells of (of the app
    /// `app` tells of, whose name stands at `names`), or `nil` when some
    /// part of the phrase is not said or some word is left over that is
    /// not harmless.
    ///
    /// With no `names`, the app is implied by what the words name: its
    /// name is not looked for, and the runs of `appWords` (by first word)
    /// are harmless too.
    func evidence(
        for analysis: EvidencePhrase, app: EvidenceApp, names: [Range<Int>], texts: [String], breaks: [Bool],
        exact: MatchSearch, index: FlexibleIndex, request: inout EvidenceRequest,
        appWords: [String: [[String]]] = [:]
    ) -> EvidenceReading? {
        // Every content run must be said somewhere before any value is
        // looked for: most phrases of an app fail here, and cheaply.
        // A text the intent needs may be said in the place of the phrase's
        // content words (`Add Circe to Library`): only with a word no
        // phrase or value uses.
        var textInPlace = false
        if !analysis.contentRuns.allSatisfy({ Self.says($0, in: texts, exact: exact, where: { _ in true }) != nil }) {
            guard exact.ids.contains(where: { $0 < 0 }), analysis.takesRequiredText else { return nil }
            textInPlace = true
        }
        let place = analysis.place
        let phrase = catalog.phrases[place]
        let actionWords = request.actionWords(of: analysis.language, in: texts)
        // The request's flags, made once and cleared for each phrase.
        var covered = request.clearedFlags(count: texts.count)
        defer { request.keepFlags(covered) }
        // Anchors: (place in the phrase, place in the utterance) of each part read.
        var anchors: [(phrase: Int, typed: Int)] = []
        var values: [(parameter: String?, range: Range<Int>, text: String)] = []
        var order = 0
        var slot = 0
        var partial: [(typed: String, read: String)] = []
        for piece in phrase.pieces {
            switch piece {
            case .tokens(let ids):
                order += ids.count
            case .slot(let keyID):
                guard catalog.slotKeys.indices.contains(Int(keyID)) else { return nil }
                let key = catalog.slotKeys[Int(keyID)]
                guard case .valueSet(let set) = key.source, catalog.valueSets.indices.contains(Int(set)) else {
                    return nil
                }
                if key.parameter == nil && names.isEmpty {
                    // No name said: the app is implied by what the words
                    // name (see ``readingUnnamedApp(_:exact:tokens:index:locale:)``).
                } else if key.parameter == nil {
                    // The first of the names said that names the app.
                    var said: Range<Int>?
                    for name in names
                    where name.allSatisfy({ !covered[$0] })
                        && saysAppName(
                            at: name, texts: texts, exact: exact, app: app, analysis: analysis, index: index)
                    {
                        said = name
                        break
                    }
                    guard let name = said else { return nil }
                    for position in name { covered[position] = true }
                    anchors.append((order, name.lowerBound))
                } else {
                    let found: [(range: Range<Int>, text: String)]
                    if let known = request.valueSpans[Int(set)] {
                        found = known
                    } else {
                        found = spansOfValues(in: Int(set), texts: texts, exact: exact)
                        request.valueSpans[Int(set)] = found
                    }
                    let keys: EvidenceRequest.PartialKeys
                    if let known = request.partialKeys[Int(set)] {
                        keys = known
                    } else {
                        keys = partialValueKeys(
                            in: Int(set), texts: texts, app: app, language: analysis.language, index: index,
                            request: &request)
                        request.partialKeys[Int(set)] = keys
                    }
                    if var value = found.first(where: { $0.range.allSatisfy { !covered[$0] } }) {
                        // A whole value inside a longer run of one value's words.
                        if let longer = partialValue(
                            in: Int(set), keys: keys, texts: texts, covered: covered, names: names, exact: exact,
                            app: app, analysis: analysis, actionWords: actionWords, index: index, request: &request,
                            around: value.range), !longer.text.isEmpty
                        {
                            partial.append((texts[longer.range].joined(separator: " "), longer.text))
                            value = (longer.range, longer.text)
                        }
                        for position in value.range { covered[position] = true }
                        values.append((key.parameter, value.range, value.text))
                        anchors.append((order, value.range.lowerBound))
                    } else if let value = partialValue(
                        in: Int(set), keys: keys, texts: texts, covered: covered, names: names, exact: exact, app: app,
                        analysis: analysis, actionWords: actionWords, index: index, request: &request)
                    {
                        // Some of a value's words (`the dentist one`).
                        for position in value.range { covered[position] = true }
                        values.append((key.parameter, value.range, value.text))
                        anchors.append((order, value.range.lowerBound))
                        partial.append((texts[value.range].joined(separator: " "), value.text))
                    } else {
                        // The type's own noun in the value's place (`Open a
                        // book in Library`): the value is asked for.
                        guard analysis.slotNouns.indices.contains(slot),
                            let noun = typeNoun(analysis.slotNouns[slot], texts: texts, covered: covered)
                        else { return nil }
                        for position in noun { covered[position] = true }
                        values.append((key.parameter, noun, ""))
                        anchors.append((order, noun.lowerBound))
                    }
                    slot += 1
                }
                order += 1
            }
        }
        let literal = analysis.literal
        // The phrase's action words and their groups.
        let phraseActions = analysis.actions
        // The utterance's action words: each of a group of the phrase's, or
        // a word of the phrase itself.
        var action = EvidenceReading.Action.said
        var saidAction = false
        var saidGroups = Set<Int>()
        var actionPlaces: [Int] = []
        // Words of the action's group said besides its own word (`배달로`
        // beside `주문해`): they may say a value outside the slots instead.
        var groupWords: [Range<Int>] = []
        var saidOwn = false
        // Words of other action groups, read only inside a text value.
        var otherActions: [Range<Int>] = []
        let framed = framedPlaces(
            texts: texts, covered: covered,
            frames: request.frameLengths(of: analysis.language, in: texts, index: index),
            actionWords: actionWords)
        for said in actionWords.actionWords(where: { !covered[$0] && !(framed?[$0] ?? false) }) {
            let found = said.word
            let typed = said.typed
            let own = phraseActions.indices.first { analysis.actionTexts[$0] == typed }
            // A group of the phrase's own action words.
            if own != nil || phraseActions.contains(where: { !found.groups.isDisjoint(with: $0.groups) }) {
                for position in found.range { covered[position] = true }
                actionPlaces += found.range
                saidGroups.formUnion(own.map { phraseActions[$0].groups } ?? found.groups)
                // The phrase's action word read (its text is in `actionTexts`).
                let readPlace =
                    own ?? phraseActions.indices.first { !found.groups.isDisjoint(with: phraseActions[$0].groups) }
                if let readPlace, let first = phraseActions[readPlace].range.first {
                    anchors.append((literal[first].order, found.range.lowerBound))
                }
                if own == nil, !saidAction, let readPlace {
                    action = .group(typed: typed, read: analysis.actionTexts[readPlace])
                }
                if own == nil { groupWords.append(found.range) } else { saidOwn = true }
                saidAction = true
            } else if !found.range.allSatisfy({ position in analysis.wordSet.contains(texts[position]) })
                && !endsTime(found.range, texts: texts, locale: phrase.locale, request: &request)
            {
                // A word of another action group (not a time's: `9点`), but
                // inside a text said outside the slots (`a task called call mom`).
                guard analysis.takesText else { return nil }
                otherActions.append(found.range)
            }
        }
        if !saidAction, let read = analysis.actionTexts.first {
            action = .left(read: read)
        } else if phraseActions.contains(where: { $0.groups.isDisjoint(with: saidGroups) }) {
            // The phrase has another action the words do not say (`Thêm … vào`
            // read from `mở`): the words said ask for something else. But
            // a text the intent needs may stand in for a word of the phrase
            // that is also an action word (`book` in `Add a book to …`).
            let unsaid = phraseActions.indices.filter { phraseActions[$0].groups.isDisjoint(with: saidGroups) }
            guard saidAction, exact.ids.contains(where: { $0 < 0 }), analysis.takesRequiredText,
                namesTypes(unsaid.map { analysis.actionTexts[$0] }, of: analysis)
            else { return nil }
            textInPlace = true
        }
        // Every run of content words of the phrase (between small words,
        // action words and slots) is said, together, but the app's own
        // domain runs, which pick no phrase.
        var evidenceWords = values.filter { !$0.text.isEmpty }.count
        for run in analysis.contentRuns {
            evidenceWords += 1
            guard let start = Self.says(run, in: texts, exact: exact, where: { !covered[$0] }) else {
                guard textInPlace else { return nil }
                evidenceWords -= 1
                continue
            }
            for offset in run.indices { covered[start + offset] = true }
            anchors.append((run[0].order, start))
        }
        // Nothing left over but harmless words.
        var skipped: [String] = []
        var chatter: [Int] = []
        let harmless = request.harmlessWords(of: analysis.language, in: texts, index: index)
        let ownRuns = appWords.isEmpty ? analysis.ownRuns : analysis.ownRuns.merging(appWords) { $0 + $1 }
        func readHarmless() {
            skipped.removeAll()
            chatter.removeAll()
            var position = 0
            while position < texts.count {
                guard !covered[position] else {
                    position += 1
                    continue
                }
                let length = harmlessLength(
                    at: position, texts: texts, table: harmless, runs: ownRuns, phraseWords: analysis.wordSet)
                guard length > 0 else {
                    chatter.append(position)
                    position += 1
                    continue
                }
                skipped.append(texts[position..<(position + length)].joined(separator: " "))
                position += length
            }
        }
        readHarmless()
        // Words left over may say values of the intent's parameters the
        // phrase has no slot for (`two`, `for pickup`).
        var outside: [OutsideValue] = []
        var spare = saidOwn ? groupWords.flatMap { $0 } : []
        // Said with no word of the phrase's own, a word of the group may
        // say a value instead (`배달`, delivery, in `토마토 수프 3개 배달`):
        // read so when values take in every such word.
        if !saidOwn && !groupWords.isEmpty {
            let words = groupWords.flatMap { $0 }
            var trial = covered
            for position in words { trial[position] = false }
            if let read = outsideValues(
                for: analysis, app: app, bound: values.map(\.parameter), texts: texts, covered: &trial,
                places: chatter + words, request: &request),
                words.allSatisfy({ position in read.contains { $0.range.contains(position) } })
            {
                spare = words
            }
        }
        if !chatter.isEmpty || !spare.isEmpty {
            for position in spare { covered[position] = false }
            guard
                let read = outsideValues(
                    for: analysis, app: app, bound: values.map(\.parameter), texts: texts, covered: &covered,
                    places: chatter + spare, request: &request)
            else { return nil }
            for position in spare where !covered[position] { covered[position] = true }
            if !read.isEmpty {
                outside = read
                actionPlaces.removeAll { position in read.contains { $0.range.contains(position) } }
                if case .group = action, !groupWords.contains(where: { $0.contains(where: actionPlaces.contains) }) {
                    if saidOwn {
                        action = .said
                    } else if let read = analysis.actionTexts.first {
                        // The group's word said the value: no action said.
                        action = .left(read: read)
                        saidAction = false
                    }
                }
                readHarmless()
            }
        }
        // Texts said outside the slots (`called Circe`, `「海辺のカフカ」`),
        // only around a request whose action is said: words left over
        // around an app's name alone are no text of it (`导航到最近的图书馆`
        // is no book by `导航到最近`).
        var textRanges: [Range<Int>] = []
        if textInPlace && !saidAction { return nil }
        // Or after the phrase's words that open the request, when a date
        // or number of the intent is read after it too (`task call plumber
        // friday 10am`, `待办：买生日礼物，明晚八点`): the app's noun heads
        // the request as its action would.
        var head: Int?
        if !saidAction, !textInPlace, let first = chatter.first, first > 0, analysis.takesRequiredText,
            (0..<first).contains(where: { covered[$0] || analysis.wordSet.contains(texts[$0]) }),
            !outside.contains(where: { $0.range.lowerBound < first }),
            let intent = analysis.textIntent,
            intent.parameters.contains(where: { parameter in
                (parameter.type == .date || parameter.type == .int || parameter.type == .double)
                    && !values.contains { $0.parameter == parameter.name }
            })
        {
            head = first
        }
        let unheaded = (covered: covered, outside: outside, evidenceWords: evidenceWords)
        var headed = false
        if (saidAction || head != nil) && (!chatter.isEmpty || textInPlace) {
            let read = outsideTexts(
                for: analysis, bound: values.map(\.parameter), texts: texts, ids: exact.ids, covered: &covered,
                chatter: chatter, breaks: breaks, saidAction: true,
                actionPlaces: head.map { [$0 - 1] } ?? actionPlaces, head: head, appNamed: !names.isEmpty,
                source: &request.source)
            if textInPlace && (!saidAction || !read.values.contains { $0.parameter == read.main }) { return nil }
            if !read.values.isEmpty {
                outside += read.values
                textRanges = read.values.map(\.range)
                evidenceWords += 1
                readHarmless()
                // A date or number the text's words kept from its request.
                if !chatter.isEmpty {
                    guard
                        let more = outsideValues(
                            for: analysis, app: app, bound: values.map(\.parameter) + outside.map(\.parameter),
                            texts: texts, covered: &covered, places: chatter, request: &request)
                    else { return nil }
                    if !more.isEmpty {
                        outside += more
                        readHarmless()
                    }
                }
            }
        }
        if head != nil {
            // Headed, the main text and a date or number are both read, or neither.
            headed =
                outside.contains { value in
                    if case .string = value.value { return false }
                    return true
                }
                && outside.contains { value in
                    if case .string = value.value { return true }
                    return false
                }
            if !headed {
                (covered, outside, evidenceWords) = unheaded
                textRanges = []
                readHarmless()
            }
        }
        // Another group's action word is read only inside a text (a value
        // or a mark covering it says nothing of the request's action).
        if otherActions.contains(where: { action in
            !textRanges.contains { $0.lowerBound <= action.lowerBound && action.upperBound <= $0.upperBound }
        }) {
            return nil
        }
        // Without an action word, something of the phrase's own must be said.
        if !saidAction && !phraseActions.isEmpty && evidenceWords == 0 { return nil }
        var leftovers: [Int] = []
        if !chatter.isEmpty {
            // Chatter is read only around a whole request: its action said.
            guard saidAction || (phraseActions.isEmpty && evidenceWords > 0) else { return nil }
            if !isChatter(
                chatter, covered: covered, texts: texts, breaks: breaks, app: app, language: analysis.language,
                index: index)
            {
                // Words left over inside the request: read only when harmless.
                let split = chatter.filter {
                    isChatter(
                        [$0], covered: covered, texts: texts, breaks: breaks, app: app, language: analysis.language,
                        index: index)
                }
                leftovers = chatter.filter { !split.contains($0) }
                guard saidAction,
                    let counted = harmlessLeftovers(
                        leftovers, covered: covered, texts: texts, exact: exact, app: app,
                        analysis: analysis, bindsAll: values.allSatisfy { !$0.text.isEmpty }, request: &request)
                else { return nil }
                leftovers = counted
                chatter = split
            }
        }
        let typedOrder = anchors.sorted { $0.phrase < $1.phrase }.map(\.typed)
        let reordered = zip(typedOrder, typedOrder.dropFirst()).contains { $0 > $1 }
        return EvidenceReading(
            phrase: place, values: values, action: action, reordered: reordered, skipped: skipped,
            chatter: chatter.map { texts[$0] }, chatterPlaces: chatter, actionPlaces: actionPlaces,
            leftovers: leftovers.map { texts[$0] },
            readCount: covered.filter { $0 }.count, partialValues: partial, outsideValues: outside,
            textInPlace: textInPlace, headed: headed)
    }

    /// Whether the app's name said at `name` names the app: a name made of
    /// the app's own words (`할 일`, `nhiệm vụ`) says a thing, not which
    /// app, unless a particle, a generic word for an app or a small word
    /// before it marks it.
    private func saysAppName(
        at name: Range<Int>, texts: [String], exact: MatchSearch, app: EvidenceApp, analysis: EvidencePhrase,
        index: FlexibleIndex
    ) -> Bool {
        let ownWords = name.allSatisfy {
            app.domainWords.contains(texts[$0]) || analysis.wordSet.contains(texts[$0])
        }
        guard ownWords else { return true }
        if name.lowerBound > 0 && index.isSmallWord(exact.ids[name.lowerBound - 1]) { return true }
        guard name.upperBound < texts.count else { return false }
        for stem in stems(of: texts[name.upperBound], particles: analysis.language.particles)
        where index.skips(startingWith: stem).contains(where: { $0.kind == .genericAppWord }) {
            return true
        }
        return false
    }

    /// Where the phrase's content run `run` is first said in `texts`.
    ///
    /// Each of its words must stand at a place `open` allows; `nil` when
    /// the run is not said. Its last word may be the front of a split word
    /// (`할 일` in `할일`).
    static func says(
        _ run: [EvidencePhrase.Word], in texts: [String], exact: MatchSearch, where open: (Int) -> Bool
    ) -> Int? {
        guard run.count <= texts.count else { return nil }
        return (0...(texts.count - run.count)).first { start in
            run.indices.allSatisfy { offset in
                let position = start + offset
                return open(position)
                    && (texts[position] == run[offset].text
                        || (offset == run.count - 1
                            && exact.splits(at: position).contains { $0.prefix == run[offset].id }))
            }
        }
    }

    /// Whether the words at `places` (in order), which no part of a
    /// reading and no harmless word accounts for, are chatter around a
    /// whole request (``EvidenceReading/chatter``): each word stands before
    /// or after every word read (`covered`), a punctuation mark (`breaks`:
    /// one before each word), a filler or a clause mark of `language`
    /// stands between it and the request, and no word or run of them says
    /// something in the catalog (``EvidenceApp/meaningfulWords``).
    ///
    /// A word inside the request, or right next to it, may be what the
    /// request is really about (`Open Harry Potter in Library`, `Dune
    /// Messiah`): it is never chatter, and the reading is not made.
    private func isChatter(
        _ places: [Int], covered: [Bool], texts: [String], breaks: [Bool], app: EvidenceApp,
        language: EvidencePhrase.LanguageWords, index: FlexibleIndex
    ) -> Bool {
        guard let first = covered.firstIndex(of: true), let last = covered.lastIndex(of: true) else { return false }
        func marks(at place: Int, ending: Bool) -> Bool {
            // A whole filler said there (`can you`, not `can`).
            for skip in index.skips(startingWith: texts[place])
            where skip.kind == .filler && place + skip.tokens.count <= texts.count
                && skip.tokens.indices.allSatisfy({ texts[place + $0] == skip.tokens[$0] })
            {
                return true
            }
            for mark in language.clauseMarks {
                let start = ending ? place - mark.count + 1 : place
                guard start >= 0, start + mark.count <= texts.count else { continue }
                if mark.indices.allSatisfy({ texts[start + $0] == mark[$0] }) { return true }
            }
            let text = texts[place]
            return language.clauseEndings.contains { text.count > $0.count && text.hasSuffix($0) }
        }
        // A run that says something (`リラックス`) may start at a word
        // the reading took as harmless (`リ`) and go on into the chatter.
        if Self.meaningfulRunReaches(places, texts: texts, app: app) { return false }
        for place in places {
            guard place < first || place > last,
                !app.meaningfulWords.contains(texts[place], vocabulary: catalog.vocabulary)
            else { return false }
            let separated =
                place < first
                ? breaks[(place + 1)...first].contains(true) || (place..<first).contains { marks(at: $0, ending: true) }
                : breaks[(last + 1)...place].contains(true) || (last...place).contains { marks(at: $0, ending: false) }
            guard separated else { return false }
            // A noun with a particle glued on, said before the request with
            // no mark between, is said to it (`Zorblax에서 …`: where).
            if place < first, !breaks[(place + 1)...first].contains(true),
                language.particles.contains(where: {
                    !$0.isEmpty && texts[place].count > $0.count && texts[place].hasSuffix($0)
                })
            {
                return false
            }
        }
        return true
    }

    /// Whether a run of words that says something in the catalog
    /// (``EvidenceApp/meaningfulRuns``), starting at a one-character word of
    /// `texts`, takes in one of `places`.
    static func meaningfulRunReaches(_ places: [Int], texts: [String], app: EvidenceApp) -> Bool {
        texts.indices.contains { start in
            isOneCharacter(texts[start])
                && (app.meaningfulRuns[texts[start]] ?? []).contains { run in
                    start + run.count <= texts.count
                        && run.indices.allSatisfy { texts[start + $0] == run[$0] }
                        && places.contains { (start..<(start + run.count)).contains($0) }
                }
        }
    }

    /// Whether `text` is one character of a script written without spaces
    /// (not ASCII), as the words of ``EvidenceApp/meaningfulRuns`` are.
    static func isOneCharacter(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), !first.isASCII else { return false }
        return scalars.next() == nil
    }

    /// Per token of an utterance, whether a punctuation mark stands between
    /// it and the token before (`,` in `Alright, start …`); the first
    /// token's is `true`.
    static func punctuationBreaks(tokens: [Token], utterance: String) -> [Bool] {
        let bytes = Array(utterance.utf8)
        var breaks = [Bool](repeating: true, count: tokens.count)
        for place in tokens.indices.dropFirst() {
            let start = tokens[place - 1].sourceEnd
            let end = tokens[place].sourceStart
            guard start >= 0, start <= end, end <= bytes.count else { continue }
            let between = String(decoding: bytes[start..<end], as: UTF8.self)
            breaks[place] = between.unicodeScalars.contains { scalar in
                switch scalar.properties.generalCategory {
                case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                    .initialPunctuation, .finalPunctuation, .otherPunctuation:
                    return true
                default: return false
                }
            }
        }
        return breaks
    }

    /// How many tokens from `position` make one harmless word; 0 for none.
    ///
    /// A filler, a small word, a generic word for an app, a word naming
    /// what a value is, a harmless word of the lexicon, a run of the
    /// phrase's or the app's words said again (`runs`), or one of these
    /// with a particle glued on. `table` holds what does not hang on the
    /// phrase (``HarmlessWordTable``); `phraseWords` are the phrase's words.
    func harmlessLength(
        at position: Int, texts: [String], table: HarmlessWordTable, runs: [String: [[String]]],
        phraseWords: Set<String>
    ) -> Int {
        // Fillers and generic app words; small words are the phrase
        // language's, and words naming what a value is the app's (in `runs`).
        var longest = table.longest[position]
        let text = texts[position]
        for run in runs[text] ?? [] where run.count > longest && position + run.count <= texts.count {
            var says = true
            for (offset, word) in run.enumerated() where texts[position + offset] != word {
                says = false
                break
            }
            if says { longest = run.count }
        }
        if longest > 0 { return longest }
        // A word of a type's or app's noun that is not the phrase's is no
        // small word here (`kệ`, `sách`; a character of a script without
        // spaces is too short to tell); small words are the phrase's
        // language's. The phrase's own words stay harmless, and so does a
        // small word that is a noun only inside a longer one (`my` of `My
        // Library`, `to` of `To Do`).
        if table.isNoun[position] && !phraseWords.contains(text) { return 0 }
        if table.isSmall[position] || table.hasHarmlessStem[position] { return 1 }
        for stem in table.stems[position] where runs[stem]?.contains([stem]) ?? false { return 1 }
        return 0
    }

    /// Per word of `texts`, whether it stands inside a courtesy frame;
    /// `nil` when none does.
    ///
    /// A frame is a filler or harmless form of several words (`go ahead
    /// and`, `i'd like to`, `would you mind`) longer than any action form
    /// starting where it starts. Its words are read as the frame, never as
    /// an action word (`go` of `go ahead and` is no `start`). `frames` gives
    /// the lengths of the forms said at each place (``EvidenceRequest/frameLengths(of:in:index:)``).
    private func framedPlaces(
        texts: [String], covered: [Bool], frames: EvidenceRequest.FrameLengths, actionWords: ActionWordCandidates
    ) -> [Bool]? {
        guard frames.saysAny else { return nil }
        var framed: [Bool]?
        // The action words as read without frames, read only once a frame
        // is found: a longer one keeps its words (`stop for a sec` is no
        // `stop` and a frame `for a sec`).
        var actions: [ActionWordCandidates.Found]?
        for position in texts.indices where !covered[position] {
            guard
                let longest = frames.lengths[position].first(where: { length in
                    (position..<(position + length)).allSatisfy { !covered[$0] }
                })
            else { continue }
            let frame = position..<(position + longest)
            let read = actions ?? actionWords.actionWords(where: { !covered[$0] })
            actions = read
            if read.contains(where: { $0.word.range.overlaps(frame) && $0.word.range.count >= longest }) { continue }
            if framed == nil { framed = [Bool](repeating: false, count: texts.count) }
            for place in frame { framed?[place] = true }
        }
        return framed
    }

    /// Where the first of `nouns` (a slot's type's title, as words) that
    /// stands among the words not `covered` stands, or `nil`.
    private func typeNoun(_ nouns: [[String]], texts: [String], covered: [Bool]) -> Range<Int>? {
        for words in nouns where !words.isEmpty && words.count <= texts.count {
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
