/// Builds an ``Explanation`` for an utterance: runs the matcher, then (when
/// nothing matched) walks the phrase graph again recording where each path
/// stopped and what it expected there.
struct Explainer: Sendable {
    /// How many closest phrases an explanation lists.
    static let maximumNearMisses = 5
    /// How many values of a slot an expectation names.
    static let shownValues = 6

    /// The catalog explained against.
    let catalog: Catalog
    /// Whether the matcher reads the utterance flexibly when nothing matches exactly.
    var allowsFlexibleMatching = true

    /// An explainer over `catalog`.
    init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// Explains `utterance`, optionally within one locale.
    func explain(_ utterance: String, locale: String? = nil) -> Explanation {
        let locale = catalog.canonicalLocale(locale)
        var matcher = Matcher(catalog: catalog)
        matcher.allowsFlexibleMatching = allowsFlexibleMatching
        let result = matcher.match(utterance, locale: locale)
        let tokens = result.tokens.map(\.text)
        let ids = tokens.map { catalog.vocabulary.id(of: $0) }
        let unknown = ids.indices.filter { ids[$0] == Vocabulary.unknown }
        let blocked = result.blockedApps.map { catalog.apps[$0].app.name }
        var explanation = Explanation(
            catalog: catalog, tokens: tokens, unknownTokens: unknown, phraseMatches: result.candidates, verdict: "",
            blockedApps: blocked, nearMisses: [])
        if result.isTooLong {
            explanation.verdict = "The utterance has more than \(Matcher.maximumTokens) words; no phrase is that long."
            return explanation
        }
        explanation.verdict = verdict(result)
        if result.candidates.isEmpty {
            explanation.nearMisses = nearMisses(ids: ids, tokens: tokens, locale: locale)
        }
        return explanation
    }

    private func verdict(_ result: MatchResult) -> String {
        let candidates = result.candidates
        guard let best = candidates.first else {
            if !result.blockedApps.isEmpty {
                let names = result.blockedApps.map { catalog.apps[$0].app.name }.joined(separator: ", ")
                return "Nothing matched: a negative phrase of \(names) blocks the utterance."
            }
            return "Nothing matched: no phrase path consumes every token."
        }
        if best.cost != nil { return flexibleVerdict(best, candidates: candidates) }
        let phrase = catalog.phrases[best.phraseIndex]
        let ambiguous = best.bindings.filter {
            if case .values(_, let choices) = $0.value { return choices.count > 1 }
            return false
        }
        var reasons: [String] = []
        if candidates.count == 1 && best.score == 1.0 {
            reasons.append("It is the only phrase that matches every token exactly.")
        } else if candidates.count == 1 {
            reasons.append(
                "It is the only phrase that matches, \(Self.looseness(of: best.score)) (score \(best.score)).")
        } else {
            let rivals = candidates.dropFirst()
            let otherShortcut = rivals.first { $0.app != best.app || $0.shortcut != best.shortcut }
            if let rival = otherShortcut, rival.score == best.score,
                catalog.phrases[rival.phraseIndex].literalTokenCount == phrase.literalTokenCount
            {
                reasons.append(
                    "It ties with another shortcut (\(catalog.apps[rival.app].app.name) › \(rival.intent)), so the user is asked which action they meant."
                )
            } else if let rival = rivals.first {
                let rivalPhrase = catalog.phrases[rival.phraseIndex]
                if rival.score < best.score {
                    reasons.append("It scores \(best.score) against \(rival.score).")
                } else if rivalPhrase.literalTokenCount < phrase.literalTokenCount {
                    reasons.append(
                        "Both match exactly; it has more literal words (\(phrase.literalTokenCount) against \(rivalPhrase.literalTokenCount)), so it is more specific."
                    )
                } else {
                    reasons.append("Both match exactly with as many literal words; it is declared first.")
                }
            }
        }
        for binding in ambiguous {
            if case .values(_, let choices) = binding.value {
                reasons.append(
                    "\"\(binding.text)\" fits \(choices.count) values of ${\(binding.parameter)}, so the user is asked which one."
                )
            }
        }
        return reasons.joined(separator: " ")
    }

    /// Why a flexible reading wins, and what the dialog does with it.
    private func flexibleVerdict(_ best: PhraseMatch, candidates: [PhraseMatch]) -> String {
        let cost = best.cost ?? 0
        let rivals = candidates.filter {
            $0.isAsClose(as: best) && ($0.app != best.app || $0.shortcut != best.shortcut)
        }
        var text = "Nothing matched exactly; the closest flexible reading costs \(cost)"
        if let rival = rivals.first {
            text +=
                ", as close as \(catalog.apps[rival.app].app.name) › \(rival.intent) (cost \(rival.cost ?? 0)), so the user is asked which action they meant."
        } else if best.needsConfirming {
            text += " (over \(FlexibleCost.resolveThreshold)), so the user is asked \"\(catalog.didYouMeanText(best))\""
        } else {
            text += " (at most \(FlexibleCost.resolveThreshold)), so it resolves."
        }
        return text
    }

    /// How a candidate with `score` below 1.0 matched, from the matcher's
    /// score factors.
    static func looseness(of score: Double) -> String {
        let accents = Matcher.accentInsensitiveScore
        let particle = Matcher.particleFormScore
        switch score {
        case accents: return "with accents ignored"
        case particle: return "with a Korean particle in the form its value does not take"
        case accents * particle: return "with accents ignored and a Korean particle in the form its value does not take"
        case Matcher.droppedParticleScore: return "with a particle after a value left out"
        default: return "loosely"
        }
    }

    // MARK: Near misses

    private struct Stop: Hashable {
        var node: Int32
        var position: Int
        /// The slot key and value-trie node when the walk stopped inside a value.
        var slot: Int32
        var valueNode: Int32
    }

    private func nearMisses(ids: [Int32], tokens: [String], locale: String?) -> [NearMiss] {
        let graph = catalog.graph
        var stops: [Stop] = []
        var stack: [(node: Int32, position: Int)] = [(TokenTrie.root, 0)]
        var visited = Set<[Int]>()
        while let (node, position) = stack.popLast() {
            guard visited.insert([Int(node), position]).inserted, visited.count < 100_000 else { continue }
            var advanced = false
            if position < ids.count, let next = graph.child(of: node, token: ids[position]) {
                stack.append((next, position + 1))
                advanced = true
            }
            for slot in graph.slots(of: node) {
                let key = graph.slotKey[slot]
                switch catalog.slotKeys[Int(key)].source {
                case .valueSet(let set):
                    let trie = catalog.valueSets[Int(set)].trie
                    var valueNode = TokenTrie.root
                    var cursor = position
                    while cursor < ids.count, let next = trie.child(of: valueNode, token: ids[cursor]) {
                        valueNode = next
                        cursor += 1
                        if trie.isTerminal(valueNode) {
                            stack.append((graph.slotTarget[slot], cursor))
                            advanced = true
                        }
                    }
                    if trie.edges(of: valueNode).count > 0 {
                        stops.append(
                            Stop(node: graph.slotTarget[slot], position: cursor, slot: key, valueNode: valueNode))
                    }
                case .open:
                    if position < ids.count {
                        for end in (position + 1)...ids.count { stack.append((graph.slotTarget[slot], end)) }
                        advanced = true
                    }
                }
            }
            let finished = position == ids.count && graph.isTerminal(node)
            if !finished && (!advanced || position == ids.count) {
                stops.append(Stop(node: node, position: position, slot: -1, valueNode: -1))
            }
        }

        var misses: [NearMiss] = []
        var seenPhrases = Set<Int>()
        var reachable: [Int32: Set<Int>] = [:]
        func phrasesFrom(_ node: Int32) -> Set<Int> {
            if let known = reachable[node] { return known }
            let found = Set(phrases(reachableFrom: node))
            reachable[node] = found
            return found
        }
        let ordered = stops.map { stop in (stop, suggestion(for: stop, tokens: tokens)) }
            .sorted { lhs, rhs in
                if lhs.0.position != rhs.0.position { return lhs.0.position > rhs.0.position }
                return lhs.1 != nil && rhs.1 == nil
            }
        for (stop, suggested) in ordered {
            for phraseIndex in phrasesFrom(stop.node).sorted() where seenPhrases.insert(phraseIndex).inserted {
                let phrase = catalog.phrases[phraseIndex]
                if phrase.isNegative { continue }
                if let locale, phrase.locale != locale { continue }
                let (expected, words) = expectations(at: stop, toward: phraseIndex, reaching: phrasesFrom)
                guard !expected.isEmpty else { continue }
                misses.append(
                    NearMiss(
                        phraseIndex: phraseIndex, matchedTokens: stop.position,
                        divergingToken: stop.position < tokens.count ? tokens[stop.position] : nil,
                        expected: expected,
                        suggestion: suggested == nil ? nil : closest(to: tokens[stop.position], among: words)))
                if misses.count == Self.maximumNearMisses { return misses }
            }
        }
        return misses
    }

    /// What would continue the walk at `stop` along the paths of phrase
    /// `phraseIndex`: the items to show, and the words they start with.
    private func expectations(at stop: Stop, toward phraseIndex: Int, reaching: (Int32) -> Set<Int>) -> (
        [String], [String]
    ) {
        if stop.slot >= 0, case .valueSet(let set) = catalog.slotKeys[Int(stop.slot)].source {
            let trie = catalog.valueSets[Int(set)].trie
            let words = trie.edges(of: stop.valueNode).map { catalog.vocabulary.text(of: trie.edgeToken[$0]) }
            let shown =
                Array(words.prefix(Self.shownValues))
                + (words.count > Self.shownValues ? ["… (\(words.count - Self.shownValues) more)"] : [])
            return (shown, words)
        }
        let graph = catalog.graph
        let edges = graph.edges(of: stop.node).filter { reaching(graph.edgeTarget[$0]).contains(phraseIndex) }
        var words = edges.map { catalog.vocabulary.text(of: graph.edgeToken[$0]) }
        var expected = words.map { "\"\($0)\"" }
        for slot in graph.slots(of: stop.node) where reaching(graph.slotTarget[slot]).contains(phraseIndex) {
            let key = catalog.slotKeys[Int(graph.slotKey[slot])]
            let name = key.parameter ?? Template.applicationNameToken
            switch key.source {
            case .valueSet(let set):
                let valueSet = catalog.valueSets[Int(set)]
                words += valueSet.trie.edges(of: TokenTrie.root).map {
                    catalog.vocabulary.text(of: valueSet.trie.edgeToken[$0])
                }
                let shown = (0..<min(Self.shownValues, valueSet.variants.count)).map { form in
                    valueSet.form(form).map { catalog.vocabulary.text(of: $0) }.joined(separator: " ")
                }
                let more = valueSet.variants.count > Self.shownValues ? ", …" : ""
                expected.append("${\(name)} (\(shown.joined(separator: ", "))\(more))")
            case .open(let kind):
                expected.append("${\(name)} (any \(kind.rawValue))")
            }
        }
        return (expected, words)
    }

    /// The expected word closest to the diverging token, within tolerance.
    private func suggestion(for stop: Stop, tokens: [String]) -> String? {
        guard stop.position < tokens.count else { return nil }
        let token = tokens[stop.position]
        var words: [String] = []
        if stop.slot >= 0, case .valueSet(let set) = catalog.slotKeys[Int(stop.slot)].source {
            let trie = catalog.valueSets[Int(set)].trie
            words = trie.edges(of: stop.valueNode).map { catalog.vocabulary.text(of: trie.edgeToken[$0]) }
        } else {
            let graph = catalog.graph
            words = graph.edges(of: stop.node).map { catalog.vocabulary.text(of: graph.edgeToken[$0]) }
            for slot in graph.slots(of: stop.node) {
                if case .valueSet(let set) = catalog.slotKeys[Int(graph.slotKey[slot])].source {
                    let trie = catalog.valueSets[Int(set)].trie
                    words += trie.edges(of: TokenTrie.root).map { catalog.vocabulary.text(of: trie.edgeToken[$0]) }
                }
            }
        }
        return closest(to: token, among: words)
    }

    /// The word of `words` nearest to `token` within the typo tolerance
    /// (never `token` itself).
    private func closest(to token: String, among words: [String]) -> String? {
        let tolerance = EditDistance.tolerance(forLength: token.unicodeScalars.count)
        guard tolerance > 0 else { return nil }
        var best: (word: String, distance: Int)?
        for word in words {
            guard let distance = EditDistance.distance(token, word, limit: tolerance), distance > 0 else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && word < best!.word) {
                best = (word, distance)
            }
        }
        return best?.word
    }

    /// Phrases whose paths pass through `node`, in catalog order.
    private func phrases(reachableFrom node: Int32) -> [Int] {
        let graph = catalog.graph
        var found = Set<Int>()
        var stack = [node]
        var seen = Set<Int32>()
        while let current = stack.popLast() {
            guard seen.insert(current).inserted else { continue }
            for position in graph.payloadRange(of: current) {
                found.insert(PhrasePayload.phrase(graph.payloads[position]))
            }
            for edge in graph.edges(of: current) { stack.append(graph.edgeTarget[edge]) }
            for slot in graph.slots(of: current) { stack.append(graph.slotTarget[slot]) }
        }
        return found.sorted()
    }
}
