extension Matcher {
    /// The value a request said in one clause points back at with a word
    /// like `that` (``FlexibleWords/pointingWords``), said in the chatter
    /// clauses around it: `I finally paid the rent, mark that task as
    /// done`; `nil` when there is none to take.
    ///
    /// `candidate` is the reading of the clauses at `run`. Its intent must
    /// take exactly one parameter of an app's type that it leaves unbound,
    /// the run must say one of its language's pointing words, and the
    /// clauses outside the run must say values of that type (whole, as
    /// the catalog writes them) that all name one and the same value.
    /// The binding returned stands where the value was said.
    func referredValue(
        of candidate: PhraseMatch, run: Range<Int>, tokens: [Token], utterance: String, exact: MatchSearch,
        index: FlexibleIndex
    ) -> Binding? {
        guard catalog.apps.indices.contains(candidate.app) else { return nil }
        let manifest = catalog.apps[candidate.app]
        guard let intent = manifest.intent(named: candidate.intent) else { return nil }
        // The one parameter of an app's type the reading leaves unbound.
        var open: [(parameter: String, type: Int)] = []
        for parameter in intent.parameters where !candidate.bindings.contains(where: { $0.parameter == parameter.name })
        {
            guard case .named(let name) = parameter.type,
                let type = manifest.types.firstIndex(where: { $0.name == name })
            else { continue }
            open.append((parameter.name, type))
        }
        guard open.count == 1, let wanted = open.first else { return nil }
        let texts = tokens.map(\.text)
        guard Self.saysPointingWord(in: run, texts: texts, locale: candidate.locale) else { return nil }
        // The values of that type said outside the run, the longest spans.
        let clues = catalog.appClues(index: index)
        var spans: [(range: Range<Int>, set: Int)] = []
        for clue in clueSpans(exact: exact, index: index, clues: clues, keepsShared: true)
        where clue.isValue && clue.app == candidate.app
            && (clue.range.upperBound <= run.lowerBound || clue.range.lowerBound >= run.upperBound)
            && catalog.valueSets.indices.contains(clue.set)
        {
            guard case .values(_, let type) = catalog.valueSets[clue.set].kind, type == wanted.type else { continue }
            spans.append((clue.range, clue.set))
        }
        let longest = spans.filter { span in
            !spans.contains { other in
                other.range != span.range && other.range.lowerBound <= span.range.lowerBound
                    && span.range.upperBound <= other.range.upperBound
            }
        }
        guard let first = longest.first else { return nil }
        var said: ValueChoice?
        for span in longest {
            let choices = valueChoices(at: span.range, in: span.set, ids: exact.ids)
            guard choices.count == 1, said == nil || said?.index == choices[0].index else { return nil }
            if said == nil { said = choices[0] }
        }
        guard let choice = said else { return nil }
        let lower = tokens[first.range.lowerBound].sourceStart
        let upper = tokens[first.range.upperBound - 1].sourceEnd
        let bytes = Array(utterance.utf8)
        guard lower >= 0, lower < upper, upper <= bytes.count else { return nil }
        return Binding(
            parameter: wanted.parameter, value: .values(type: wanted.type, choices: [choice]),
            tokenRange: first.range, text: String(decoding: bytes[lower..<upper], as: UTF8.self))
    }

    /// Whether the words `texts[run]` say a pointing word of `locale`'s
    /// language (``FlexibleWords/pointingWords``), as a run of its tokens.
    static func saysPointingWord(in run: Range<Int>, texts: [String], locale: String) -> Bool {
        for word in Language.of(locale).flexibleWords.pointingWords {
            let words = TextNormalizer.words(word)
            guard !words.isEmpty, words.count <= run.count else { continue }
            for start in run.lowerBound...(run.upperBound - words.count)
            where words.indices.allSatisfy({ texts[start + $0] == words[$0] }) {
                return true
            }
        }
        return false
    }

    /// The values (with the form said) whose forms in value set `set` the
    /// words `ids[range]` say whole; none when they say none.
    private func valueChoices(at range: Range<Int>, in set: Int, ids: [Int32]) -> [ValueChoice] {
        let valueSet = catalog.valueSets[set]
        let trie = valueSet.trie
        var node = TokenTrie.root
        for position in range {
            guard ids.indices.contains(position), let child = trie.child(of: node, token: ids[position]) else {
                return []
            }
            node = child
        }
        var choices: [ValueChoice] = []
        for place in trie.payloadRange(of: node) {
            let variant = valueSet.variants[Int(trie.payloads[place])]
            if !choices.contains(where: { $0.index == Int(variant.value) }) {
                choices.append(ValueChoice(index: Int(variant.value), variant: variant))
            }
        }
        return choices
    }
}
