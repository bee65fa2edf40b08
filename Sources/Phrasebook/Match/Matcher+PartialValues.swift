extension Matcher {
    /// A value named by some of its words, in any order and in other forms
    /// of them: the words found, and the value's form to read them as.
    struct PartialValue {
        /// The tokens said.
        var range: Range<Int>
        /// The form of the one value they name, as words; empty when they
        /// fit several values alike (the value is then asked for).
        var text: String
    }

    /// The value of value set `set` that words of `texts` not yet
    /// `covered` name partly (``PartialValueIndex``; `keys`: each word's
    /// stem from ``partialValueKeys(in:texts:app:language:index:request:)``;
    /// `actionWords`: the request's action words in the phrase's language).
    ///
    /// The first run of them that names a value, or `nil`. With `around`, the words of a
    /// whole value said (`passport`, a synonym), only a longer run holding
    /// them counts (`passport renewal`).
    ///
    /// A run is a stretch of the value's words (other forms of them too:
    /// `renewal` for `renew`), with small words and the slot's type's own
    /// noun between them (`Lord of the Rings, the Fellowship`); at least one
    /// of its words has three characters or more, and characters of a
    /// script written without spaces count only two or more together, as
    /// the title writes them. No action word, harmless word or word of the
    /// app's names (`names`) is one of them, and the run touches no other
    /// part read (`Thiền hành` said, `Thiền` read as the app). When the words fit one value
    /// only, it is read; when they fit several alike, the value is asked for
    /// (`text` empty); never from small words alone.
    func partialValue(
        in set: Int, keys known: EvidenceRequest.PartialKeys, texts: [String], covered: [Bool], names: [Range<Int>],
        exact: MatchSearch, app: EvidenceApp, analysis: EvidencePhrase, actionWords: ActionWordCandidates,
        index: FlexibleIndex, request: inout EvidenceRequest, around: Range<Int>? = nil
    ) -> PartialValue? {
        // Most requests say no word of the set's values but the ones read.
        let keys = known.keys
        guard known.saysAny, keys.count == texts.count,
            keys.indices.contains(where: {
                keys[$0] != nil && !covered[$0] && !(around?.contains($0) ?? false)
            }),
            let table = known.table, app.ownedSets.contains(set)
        else { return nil }
        let language = analysis.language
        var blocked = covered
        for found in actionWords.actionWords(where: { !covered[$0] }) {
            for place in found.word.range { blocked[place] = true }
        }
        for name in names { for place in name where blocked.indices.contains(place) { blocked[place] = true } }
        let nounWords = analysis.typeNounWords
        func isLink(_ place: Int) -> Bool {
            let text = texts[place]
            return (exact.ids.indices.contains(place) && exact.ids[place] >= 0 && index.isSmallWord(exact.ids[place]))
                || language.smallWords.contains(text) || nounWords.contains(text)
        }
        func key(_ place: Int) -> String? { blocked[place] ? nil : keys[place] }
        var place = 0
        while place < texts.count {
            guard key(place) != nil, !isLink(place) else {
                place += 1
                continue
            }
            // The run: value words, with links between them.
            var end = place
            var keys: [String] = []
            var last = place
            var next = place
            while next < texts.count {
                if let found = key(next), !isLink(next) {
                    keys.append(found)
                    last = next
                    next += 1
                } else if !blocked[next] && isLink(next) {
                    next += 1
                } else {
                    break
                }
            }
            end = last + 1
            // Not right next to another part read: the words may belong to it.
            if (place > 0 && covered[place - 1]) || (end < covered.count && covered[end]) {
                place = end
                continue
            }
            if Self.mayJoin(texts[place], texts[place]) {
                // Characters of a script without spaces: together, and not
                // inside a longer word (`レス` is not read in `レッスン`).
                let inside = (place..<end).allSatisfy { key($0) != nil && !isLink($0) }
                let joined = [place - 1, end].contains { side in
                    texts.indices.contains(side) && !covered[side] && !isLink(side)
                        && Self.mayJoin(texts[side], texts[side])
                }
                if !inside || joined {
                    place = end
                    continue
                }
            }
            if let around, !(place <= around.lowerBound && around.upperBound <= end && end - place > around.count) {
                place = end
                continue
            }
            let text: String?
            if let known = request.valuesNamed[set]?[keys] {
                text = known
            } else {
                text = valueText(named: keys, table: table)
                request.valuesNamed[set, default: [:]][keys] = .some(text)
            }
            if let text { return PartialValue(range: place..<end, text: text) }
            place = end
        }
        return nil
    }

    /// The form of the value of `table` whose forms hold every one of
    /// `keys` (stems of a run of words), or an empty text (a value to ask
    /// for) when several do; `nil` when none does.
    private func valueText(named keys: [String], table: PartialValueIndex) -> String? {
        let characters = keys.allSatisfy { Self.mayJoin($0, $0) }
        if characters {
            guard keys.count >= 2 else { return nil }
        } else {
            guard keys.contains(where: { $0.count >= 3 }) else { return nil }
        }
        guard var forms = table.formsByStem[keys[0]].map(Set.init) else { return nil }
        for key in keys.dropFirst() { forms.formIntersection(table.formsByStem[key] ?? []) }
        if characters {
            // Characters as the title writes them, together.
            forms = forms.filter { form in
                let words = table.formWords[form]
                guard words.count >= keys.count else { return false }
                return (0...(words.count - keys.count)).contains { start in
                    keys.indices.allSatisfy { words[start + $0] == keys[$0] }
                }
            }
        }
        let values = Set(forms.map { table.formValues[$0] })
        guard let first = forms.min(), !values.isEmpty else { return nil }
        guard values.count == 1 else { return "" }
        // The value's first form (its title), else the form the words are in.
        let form =
            table.formValues.indices.first { table.formValues[$0] == table.formValues[first] } ?? first
        return table.formWords[form].joined(separator: " ")
    }

    /// Per word of `texts`, its stem when it is a word of a value of value
    /// set `set` (``PartialValueIndex``), bare or with a noun particle of
    /// `language` glued on, and no harmless word, with the set's table
    /// when `app` owns the set; worked out once per request and set, as
    /// every phrase of the app reads the same words (the stems once per
    /// language, in `request`).
    func partialValueKeys(
        in set: Int, texts: [String], app: EvidenceApp, language: EvidencePhrase.LanguageWords, index: FlexibleIndex,
        request: inout EvidenceRequest
    ) -> EvidenceRequest.PartialKeys {
        let table = app.partialValueIndex(of: set, catalog: catalog, index: index)
        guard let table, !table.formsByStem.isEmpty else {
            return EvidenceRequest.PartialKeys(
                table: table, keys: [String?](repeating: nil, count: texts.count), saysAny: false)
        }
        let stems = request.valueWordStems(
            of: language, locale: catalog.valueSets[set].locale, table: table, in: texts)
        let keys = stems.map { stems in stems.first { table.formsByStem[$0] != nil } }
        return EvidenceRequest.PartialKeys(table: table, keys: keys, saysAny: keys.contains { $0 != nil })
    }
}
