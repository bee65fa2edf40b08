extension Matcher {
    /// The most clauses an utterance is parted into for a request among
    /// them to be read alone; an utterance of more reads none.
    static let maximumChatterClauses = 8
    /// The most tokens an utterance may have for its clauses to be read.
    static let maximumChatterClauseTokens = 96
    /// The fewest words a clause around a request has when it says an
    /// action of another of the app's groups and tells of it (`I read a
    /// lot this year`); a shorter one asks for it (`actually pause it`,
    /// `然后暂停一下`).
    static let fewestNarrativeWords = 4

    /// How many words the tokens at `clause` make: a character of a script
    /// written without spaces counts half, as two of them make about one word.
    static func wordCount(of clause: Range<Int>, texts: [String]) -> Int {
        var halves = 0
        for position in clause { halves += isOneCharacter(texts[position]) ? 1 : 2 }
        return halves / 2
    }

    /// The flexible result `first` of an utterance that read nothing
    /// closely enough to resolve, or the reading of a request said whole in
    /// one of its clauses, with chatter clauses around it.
    ///
    /// The utterance is parted into clauses (``clauses(texts:breaks:index:)``)
    /// where a punctuation mark, a clause-joining word (`so`, `because`,
    /// `から`, `所以`, `vì`) or a clause-closing ending (Korean `-니까`,
    /// `-거든`) stands. Each run of neighbouring clauses, the longest first,
    /// is matched alone (exactly, flexibly and by its evidence); a run
    /// that resolves as one invocation, and is a whole request
    /// (``isWholeRequest(_:run:names:)``), is read when no word of
    /// the other clauses contradicts it
    /// (``chatterContradicts(_:run:clauses:texts:exact:index:)``): those
    /// clauses are chatter and cost nothing. Runs of one length that
    /// resolve to different invocations read nothing.
    func readingChatterClauses(
        _ first: MatchResult, exact: MatchSearch, tokens: [Token], index: FlexibleIndex, locale: String?
    ) -> MatchResult {
        guard readsChatterClauses, readsEvidence, tokens.count > 2, tokens.count <= Self.maximumChatterClauseTokens,
            tokens.count == exact.ids.count, !first.candidates.contains(where: { !$0.needsConfirming })
        else { return first }
        let breaks = Self.clauseBreaks(tokens: tokens, utterance: first.utterance)
        // Most requests have no mark, joining word or ending at all.
        guard
            breaks.contains(true)
                || tokens.contains(where: { token in
                    index.mayPartClauses(token.text)
                        && (index.clauseMarks[token.text] != nil
                            || index.clauseEndings.contains { token.text.hasSuffix($0) && token.text.count > $0.count })
                })
        else { return first }
        let texts = tokens.map(\.text)
        guard let clauses = Self.clauses(texts: texts, breaks: breaks, index: index) else {
            return first
        }
        let bytes = Array(first.utterance.utf8)
        var inner = self
        inner.readsChatterClauses = false
        inner.readsTypoWords = false
        let names = appNameSpans(in: exact, index: index)
        for length in stride(from: clauses.count - 1, through: 1, by: -1) {
            var found: [(run: Range<Int>, candidates: [PhraseMatch], referred: Binding?)] = []
            for start in 0...(clauses.count - length) {
                let run = clauses[start].lowerBound..<clauses[start + length - 1].upperBound
                // A run without a word the catalog knows says no request.
                guard run.contains(where: { exact.ids[$0] >= 0 && !index.isSmallWord(exact.ids[$0]) }) else {
                    continue
                }
                let lower = tokens[run.lowerBound].sourceStart
                let upper = tokens[run.upperBound - 1].sourceEnd
                guard lower >= 0, lower < upper, upper <= bytes.count else { continue }
                let result = inner.match(String(decoding: bytes[lower..<upper], as: UTF8.self), locale: locale)
                guard let best = result.candidates.first, !best.needsConfirming,
                    !first.blockedApps.contains(best.app), result.tokens.count == run.count
                else { continue }
                // One invocation among the closest readings.
                guard
                    !result.candidates.contains(where: {
                        ($0.app != best.app || $0.shortcut != best.shortcut) && !$0.needsConfirming
                            && $0.isAsClose(as: best)
                    })
                else { continue }
                // A value said in the chatter that the request points back at.
                let referred = referredValue(
                    of: best, run: run, tokens: tokens, utterance: first.utterance, exact: exact, index: index)
                var read = best
                if let referred { read.bindings.append(referred) }
                guard isWholeRequest(best, run: run, names: names),
                    !chatterContradicts(read, run: run, clauses: clauses, texts: texts, exact: exact, index: index)
                else { continue }
                let same = result.candidates.filter {
                    $0.app == best.app && $0.shortcut == best.shortcut && !$0.needsConfirming
                }
                found.append((run, same, referred))
            }
            guard let read = found.first else { continue }
            let invocation = (read.candidates[0].app, read.candidates[0].shortcut)
            guard found.allSatisfy({ ($0.candidates[0].app, $0.candidates[0].shortcut) == invocation }) else {
                return first
            }
            return chatterClauseResult(
                read.candidates, run: read.run, referred: read.referred, clauses: clauses, first: first,
                tokens: tokens)
        }
        return first
    }

    /// The readings `candidates` of the clauses at `run`, as readings of
    /// the whole utterance: their bindings' token ranges moved to where
    /// the run stands, and the other clauses named as chatter; `referred`,
    /// a value said in the chatter that the run points back at, bound where
    /// a candidate leaves its parameter unbound.
    private func chatterClauseResult(
        _ candidates: [PhraseMatch], run: Range<Int>, referred: Binding?, clauses: [Range<Int>], first: MatchResult,
        tokens: [Token]
    ) -> MatchResult {
        let chatter = clauses.filter { !run.contains($0.lowerBound) }.map { clause in
            tokens[clause].map(\.text).joined(separator: " ")
        }
        var read: [PhraseMatch] = []
        for var candidate in candidates {
            for place in candidate.bindings.indices where !candidate.bindings[place].tokenRange.isEmpty {
                let range = candidate.bindings[place].tokenRange
                candidate.bindings[place].tokenRange =
                    (range.lowerBound + run.lowerBound)..<(range.upperBound + run.lowerBound)
            }
            if let referred, !candidate.bindings.contains(where: { $0.parameter == referred.parameter }) {
                candidate.bindings.append(referred)
            }
            let cost = candidate.cost ?? 0
            candidate.cost = cost
            candidate.score = ((1 / (1 + cost)) * 1000).rounded() / 1000
            candidate.liberties =
                (candidate.liberties ?? []) + [
                    Liberty(kind: .chatterClause, typed: chatter.joined(separator: ", "), read: "", cost: 0)
                ]
            read.append(candidate)
        }
        return MatchResult(
            utterance: first.utterance, tokens: tokens, candidates: read, blockedApps: first.blockedApps,
            isTooLong: false, closest: first.closest)
    }

    /// Whether `candidate`, the reading of the clauses at `run`, is a
    /// request whole on its own, as strong as an evidence reading asks:
    /// it says its action (not ``Liberty/Kind/actionLeftOut``), and the
    /// run names the candidate's app (`names`: where app names stand),
    /// says a value of one of the app's types, or says words only the
    /// app uses that the evidence reading of a request naming no app took
    /// for its name (``Liberty/Kind/appImplied``: `瞑想を一時停止して`).
    func isWholeRequest(
        _ candidate: PhraseMatch, run: Range<Int>, names: [(range: Range<Int>, app: Int)]
    ) -> Bool {
        if candidate.liberties?.contains(where: { $0.kind == .actionLeftOut }) ?? false { return false }
        if names.contains(where: { $0.app == candidate.app && run.contains($0.range.lowerBound) }) { return true }
        if candidate.liberties?.contains(where: { $0.kind == .appImplied }) ?? false { return true }
        return candidate.bindings.contains { binding in
            guard !binding.tokenRange.isEmpty, case .values = binding.value else { return false }
            return true
        }
    }

    /// Whether a word of the clauses around `run` contradicts `candidate`,
    /// the reading of the clauses at `run`.
    ///
    /// A word contradicts when it is another app's name, a value of
    /// another app, a value of a type the candidate's intent takes other
    /// than the one it binds, or a word of another app's domain or types'
    /// titles (``AppClues/appWords``, ``EvidenceApp/domain``: `task`,
    /// `瞑想`). A value of another of the app's own types says nothing the
    /// request asks (`My Read shelf is full, so open Dune`). An action word
    /// of a group the app has and the candidate's phrase has not
    /// contradicts when its clause is shorter than ``fewestNarrativeWords``
    /// or also says the app's name or one of its values (`actually pause
    /// it`, `no wait, delete Dune`); so does a negation
    /// said in one clause with an action word of the phrase's group, and a
    /// number when the intent takes one.
    ///
    /// When the run does not name the app, a clause with a word the
    /// catalog does not know must be ``fewestUnnamedChatterWords`` words or
    /// more: a word or two may be another app's name (`Spotify, open Dune`).
    func chatterContradicts(
        _ candidate: PhraseMatch, run: Range<Int>, clauses: [Range<Int>], texts: [String], exact: MatchSearch,
        index: FlexibleIndex
    ) -> Bool {
        let outside = { (range: Range<Int>) in range.upperBound <= run.lowerBound || range.lowerBound >= run.upperBound
        }
        let names = appNameSpans(in: exact, index: index)
        if names.contains(where: { $0.app != candidate.app && outside($0.range) }) { return true }
        // A number around a request whose intent counts says how many
        // (`Order two minestrone, make it three`): the clause read alone
        // would not hear it.
        if catalog.apps.indices.contains(candidate.app),
            let intent = catalog.apps[candidate.app].intent(named: candidate.intent),
            intent.parameters.contains(where: { $0.type == .int || $0.type == .double }),
            texts.indices.contains(where: { !run.contains($0) && Self.saysNumber(texts[$0], locale: candidate.locale) })
        {
            return true
        }
        let named = names.contains { $0.app == candidate.app && !outside($0.range) }
        // Words that say a thing of the app: its names and its values
        // that say nothing against the request.
        var explained = [Bool](repeating: false, count: texts.count)
        for name in names where name.app == candidate.app {
            for position in name.range { explained[position] = true }
        }
        let taken = takenTypes(of: candidate)
        let clues = catalog.appClues(index: index)
        for clue in clueSpans(exact: exact, index: index, clues: clues, keepsShared: true) where outside(clue.range) {
            let words = Array(texts[clue.range])
            guard clue.isValue else {
                // A word of another app's domain or type (`task`, `瞑想`,
                // `shelf`); a word one phrase of another app says is no
                // more than a word (`today`).
                if clue.app != candidate.app {
                    let strong =
                        (clues.appWords.indices.contains(clue.app)
                            && (clues.appWords[clue.app][words[0]]?.contains(words) ?? false))
                        || catalog.evidence(ofApp: clue.app, index: index).domain.contains(words)
                    if strong { return true }
                }
                continue
            }
            // A value of another app named like a time of day, said as a
            // time (`I paid the rent this morning`), says nothing of it.
            if clue.app != candidate.app && Self.saysTime(clue.range, texts: texts, locale: candidate.locale) {
                continue
            }
            if clue.app != candidate.app { return true }
            if catalog.valueSets.indices.contains(clue.set),
                case .values(_, let type) = catalog.valueSets[clue.set].kind,
                taken.contains(type)
            {
                // The value the candidate binds, said again, says nothing new.
                let said = values(at: clue.range, in: clue.set, ids: exact.ids)
                let same = candidate.bindings.contains { binding in
                    guard case .values(let boundType, let choices) = binding.value, boundType == type else {
                        return false
                    }
                    return !said.isEmpty && said.allSatisfy { value in choices.contains { $0.index == value } }
                }
                if !same { return true }
            }
            for position in clue.range { explained[position] = true }
        }
        let app = catalog.evidence(ofApp: candidate.app, index: index)
        // Action words of the app's other groups, and negations.
        var appGroups = Set<Int>()
        var phraseGroups = Set<Int>()
        for phrase in app.phrases where catalog.phrases[phrase.place].locale == candidate.locale {
            for action in phrase.actions {
                appGroups.formUnion(action.groups)
                if phrase.place == candidate.phraseIndex { phraseGroups.formUnion(action.groups) }
            }
        }
        let lexicon = Language.of(candidate.locale).flexibleWords.actions
        let actions = ActionWordCandidates(words: texts, lexicon: lexicon).actionWords(where: { !run.contains($0) })
        for clause in clauses where outside(clause) {
            for action in actions
            where clause.contains(action.word.range.lowerBound)
                && !action.word.groups.isDisjoint(with: appGroups) && action.word.groups.isDisjoint(with: phraseGroups)
            {
                let saysSomething = clause.contains { !action.word.range.contains($0) && explained[$0] }
                if saysSomething || Self.wordCount(of: clause, texts: texts) < Self.fewestNarrativeWords { return true }
            }
            let negated = clause.contains { position in
                index.negations.contains { negation in
                    if negation.count == 1 {
                        let word = negation[0]
                        return texts[position] == word
                            || (word.count > 1 && texts[position].count > word.count && texts[position].hasSuffix(word))
                    }
                    return position + negation.count <= clause.upperBound
                        && negation.indices.allSatisfy { texts[position + $0] == negation[$0] }
                }
            }
            if negated
                && actions.contains(where: {
                    clause.contains($0.word.range.lowerBound) && !$0.word.groups.isDisjoint(with: phraseGroups)
                })
            {
                return true
            }
            if !named
                && clause.count < Self.fewestUnnamedChatterWords
                && Self.saysUnknownWord(in: clause, texts: texts, ids: exact.ids, index: index)
            {
                return true
            }
        }
        return false
    }

    /// Whether a word of `texts[clause]` is one the catalog does not know
    /// (`ids`) and no filler or small word said there takes in: a
    /// filler of several characters (`天哪`) is known at each of them.
    static func saysUnknownWord(in clause: Range<Int>, texts: [String], ids: [Int32], index: FlexibleIndex) -> Bool {
        var known = [Bool](repeating: false, count: clause.count)
        for start in clause {
            let skips = index.skips(startingWith: texts[start])
            if !skips.isEmpty { known[start - clause.lowerBound] = true }
            for skip in skips
            where start + skip.tokens.count <= clause.upperBound
                && skip.tokens.indices.allSatisfy({ texts[start + $0] == skip.tokens[$0] })
            {
                for position in start..<(start + skip.tokens.count) { known[position - clause.lowerBound] = true }
            }
        }
        return clause.contains { ids[$0] < 0 && !known[$0 - clause.lowerBound] }
    }

    /// The values (indices in their type) whose forms in value set `set`
    /// the words `ids[range]` say whole; none when they say none.
    private func values(at range: Range<Int>, in set: Int, ids: [Int32]) -> [Int] {
        let valueSet = catalog.valueSets[set]
        let trie = valueSet.trie
        var node = TokenTrie.root
        for position in range {
            guard let child = trie.child(of: node, token: ids[position]) else { return [] }
            node = child
        }
        var values: [Int] = []
        for place in trie.payloadRange(of: node) {
            let value = Int(valueSet.variants[Int(trie.payloads[place])].value)
            if !values.contains(value) { values.append(value) }
        }
        return values
    }

    /// The indices in its app's types of the types the parameters of
    /// `candidate`'s intent take (an array's element type too).
    private func takenTypes(of candidate: PhraseMatch) -> Set<Int> {
        guard catalog.apps.indices.contains(candidate.app) else { return [] }
        let manifest = catalog.apps[candidate.app]
        guard let intent = manifest.intents.first(where: { $0.name == candidate.intent }) else { return [] }
        var taken = Set<Int>()
        for parameter in intent.parameters {
            var type = parameter.type
            if case .array(let element) = type { type = element }
            if case .named(let name) = type, let place = manifest.types.firstIndex(where: { $0.name == name }) {
                taken.insert(place)
            }
        }
        return taken
    }

    /// The clauses of an utterance (its tokens' `texts`; `breaks`
    /// says where a punctuation mark stands before a token), in order, or
    /// `nil` when it has fewer than two or more than ``maximumChatterClauses``.
    ///
    /// A clause ends at a punctuation mark, before and after a
    /// clause-joining word of the catalog's languages (which belongs to no
    /// clause), and after a word with a clause-closing ending.
    static func clauses(texts: [String], breaks: [Bool], index: FlexibleIndex) -> [Range<Int>]? {
        var starts = breaks
        var joining = [Bool](repeating: false, count: texts.count)
        var sawJoiner = false
        for position in texts.indices where index.mayPartClauses(texts[position]) {
            if let marks = index.clauseMarks[texts[position]] {
                var longest = 0
                for mark in marks
                where mark.count > longest && position + mark.count <= texts.count
                    && mark.indices.allSatisfy({ texts[position + $0] == mark[$0] })
                {
                    longest = mark.count
                }
                if longest > 0 {
                    sawJoiner = true
                    for place in position..<(position + longest) { joining[place] = true }
                    starts[position] = true
                    if position + longest < texts.count { starts[position + longest] = true }
                }
            }
            let text = texts[position]
            if position + 1 < texts.count,
                index.clauseEndings.contains(where: { text.hasSuffix($0) && text.count > $0.count })
            {
                sawJoiner = true
                starts[position + 1] = true
            }
        }
        guard sawJoiner || breaks.dropFirst().contains(true) else { return nil }
        var clauses: [Range<Int>] = []
        var start: Int?
        for position in texts.indices {
            if joining[position] || starts[position], let open = start {
                clauses.append(open..<position)
                start = nil
            }
            if !joining[position] && start == nil { start = position }
        }
        if let open = start { clauses.append(open..<texts.count) }
        guard clauses.count > 1, clauses.count <= maximumChatterClauses else { return nil }
        return clauses
    }

    /// Per token of an utterance, whether a mark that ends a clause stands
    /// between it and the token before (`,`, `、`, `。`, `?`, `…`, a dash
    /// set apart by spaces, `—`); the first token's is `false`.
    ///
    /// Quotation marks and brackets end no clause (they wrap a title), nor
    /// does a hyphen inside a word (`want-to-read`). Gaps of spaces only
    /// are passed over without reading them as characters.
    static func clauseBreaks(tokens: [Token], utterance: String) -> [Bool] {
        var breaks = [Bool](repeating: false, count: tokens.count)
        var utterance = utterance
        utterance.withUTF8 { bytes in
            for place in tokens.indices.dropFirst() {
                let start = tokens[place - 1].sourceEnd
                let end = tokens[place].sourceStart
                guard start >= 0, start < end, end <= bytes.count else { continue }
                let gap = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if gap.allSatisfy({ $0 == 0x20 }) { continue }
                let spaced = gap.contains(0x20)
                breaks[place] = String(decoding: gap, as: UTF8.self).unicodeScalars.contains { scalar in
                    switch scalar.properties.generalCategory {
                    case .dashPunctuation:
                        return spaced || scalar.value == 0x2014 || scalar.value == 0x2013
                    case .otherPunctuation:
                        return !Self.unclausingMarks.contains(scalar)
                    default: return false
                    }
                }
            }
        }
        return breaks
    }

    /// Punctuation that ends no clause: quotation marks, a word's inner
    /// marks and symbols people type inside a request.
    private static let unclausingMarks: Set<Unicode.Scalar> = [
        "\"", "'", "＂", "＇", "・", "·", "#", "@", "&", "*", "/", "\\", "%", "＃", "＆", "＊", "／", "％",
    ]
}
