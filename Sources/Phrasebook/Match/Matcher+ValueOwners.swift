extension Matcher {
    /// The most tokens of a script written without spaces joined to look
    /// for a maker's word (``ValueOwnerWords``) among them.
    static let longestOwnerRun = 8

    /// A maker of a value said in a request: the tokens that say it, with
    /// its mark, and the values it names.
    struct ValueOwnerSaid {
        /// The tokens of the maker and its mark (`by Camus`, `オーウェルの`).
        var range: Range<Int>
        /// The values whose subtitle holds every word of the maker said.
        var values: Set<ValueOwnerWords.Owned>
    }

    /// The flexible result `first` of a request that read nothing closely
    /// enough to resolve, or its reading with a value's maker said next to
    /// the value (`Open The Stranger by Camus`, `Orwell's 1984`,
    /// `Kẻ xa lạ của Camus`, `加缪的异乡人`, `모리슨의 빌러비드`).
    ///
    /// A maker is said by words of a value's subtitle (``ValueOwnerWords``)
    /// with a mark of the catalog's languages right before them (`by`,
    /// `của`) or right after them, apart or glued (`'s`, `的`, `の`, `의`).
    /// The request is read again without the maker and its mark; a reading
    /// that binds a value whose subtitle the maker's words name is kept,
    /// its choices narrowed to those values (`The Outsider by Camus` is
    /// Camus's, not asked), and the words of the maker cost nothing more.
    /// A reading that binds no such value reads nothing: the words said
    /// something else.
    func readingValueOwners(
        _ first: MatchResult, exact: MatchSearch, tokens: [Token], locale: String?
    ) -> MatchResult {
        guard readsValueOwners, readsEvidence, tokens.count > 2, tokens.count == exact.ids.count,
            !first.candidates.contains(where: { !$0.needsConfirming })
        else { return first }
        let marks = catalog.valueOwnerMarks()
        guard !marks.isEmpty else { return first }
        // Most requests say no mark at all.
        guard tokens.contains(where: { marks.saysMark($0.text) }) else { return first }
        let texts = tokens.map(\.text)
        let table = catalog.valueOwnerWords()
        guard !table.owners.isEmpty else { return first }
        let bytes = Array(first.utterance.utf8)
        var inner = self
        inner.readsValueOwners = false
        for said in Self.ownersSaid(texts: texts, marks: marks, table: table) {
            let lower = tokens[said.range.lowerBound].sourceStart
            let upper = tokens[said.range.upperBound - 1].sourceEnd
            guard lower >= 0, lower <= upper, upper <= bytes.count else { continue }
            let rest =
                String(decoding: bytes[..<lower], as: UTF8.self) + " "
                + String(decoding: bytes[upper...], as: UTF8.self)
            let result = inner.match(rest, locale: locale)
            guard result.tokens.count + said.range.count == tokens.count else { continue }
            let read = result.candidates.compactMap { ownedReading($0, said: said, texts: texts) }
            guard let best = read.first, !best.needsConfirming else { continue }
            return MatchResult(
                utterance: first.utterance, tokens: tokens, candidates: read, blockedApps: first.blockedApps,
                isTooLong: false, closest: first.closest)
        }
        return first
    }

    /// `candidate`, a reading of the request without the maker `said`,
    /// as a reading of the whole request: its value of the maker's values
    /// alone, its bindings where they stand in the request, the maker
    /// named as a liberty; `nil` when it binds none of the maker's values.
    private func ownedReading(_ candidate: PhraseMatch, said: ValueOwnerSaid, texts: [String]) -> PhraseMatch? {
        var candidate = candidate
        var owns = false
        for place in candidate.bindings.indices {
            guard case .values(let type, let choices) = candidate.bindings[place].value else { continue }
            let kept = choices.filter {
                said.values.contains(ValueOwnerWords.Owned(app: candidate.app, type: type, value: $0.index))
            }
            guard !kept.isEmpty else { continue }
            owns = true
            candidate.bindings[place].value = .values(type: type, choices: kept)
        }
        guard owns else { return nil }
        for place in candidate.bindings.indices where !candidate.bindings[place].tokenRange.isEmpty {
            let range = candidate.bindings[place].tokenRange
            let shift = range.lowerBound >= said.range.lowerBound ? said.range.count : 0
            candidate.bindings[place].tokenRange = (range.lowerBound + shift)..<(range.upperBound + shift)
        }
        // A flexible reading, even of a request said exactly without the maker.
        let cost = candidate.cost ?? 0
        candidate.cost = cost
        candidate.score = ((1 / (1 + cost)) * 1000).rounded() / 1000
        candidate.liberties =
            (candidate.liberties ?? []) + [
                Liberty(
                    kind: .valueOwner, typed: texts[said.range].joined(separator: " "), read: "", cost: 0)
            ]
        return candidate
    }

    /// The makers said in `texts`, each with its mark, in the order they stand.
    static func ownersSaid(texts: [String], marks: ValueOwnerMarks, table: ValueOwnerWords) -> [ValueOwnerSaid] {
        var found: [ValueOwnerSaid] = []
        for place in texts.indices {
            let text = texts[place]
            if marks.before.contains(text),
                let run = ownerRun(from: place + 1, forward: true, texts: texts, table: table)
            {
                found.append(ValueOwnerSaid(range: place..<run.range.upperBound, values: run.values))
            }
            if marks.after.contains(text), place > 0,
                let run = ownerRun(from: place - 1, forward: false, texts: texts, table: table)
            {
                found.append(ValueOwnerSaid(range: run.range.lowerBound..<(place + 1), values: run.values))
            }
            // An ending glued to the maker's last word (`orwell's`, `모리슨의`).
            for ending in marks.after where text.count > ending.count && text.hasSuffix(ending) {
                let stem = String(text.dropLast(ending.count))
                guard let values = table.owners[stem].map(Set.init) else { continue }
                var range = place..<(place + 1)
                var named = values
                if place > 0, let run = ownerRun(from: place - 1, forward: false, texts: texts, table: table) {
                    let both = named.intersection(run.values)
                    if !both.isEmpty {
                        named = both
                        range = run.range.lowerBound..<(place + 1)
                    }
                }
                found.append(ValueOwnerSaid(range: range, values: named))
            }
        }
        return found
    }

    /// The longest run of makers' words of one value starting at `start`
    /// and going forward, or ending at `start` and going back; `nil` when
    /// no maker's word stands there.
    private static func ownerRun(
        from start: Int, forward: Bool, texts: [String], table: ValueOwnerWords
    ) -> ValueOwnerSaid? {
        var values: Set<ValueOwnerWords.Owned>?
        var lower = start
        var upper = start
        var place = start
        while texts.indices.contains(place) {
            guard let word = ownerWord(at: place, forward: forward, texts: texts, table: table) else { break }
            let named = Set(word.values)
            let both = values.map { $0.intersection(named) } ?? named
            guard !both.isEmpty else { break }
            values = both
            if forward {
                upper = place + word.length - 1
                place += word.length
            } else {
                lower = place - word.length + 1
                place -= word.length
            }
        }
        guard let values else { return nil }
        return ValueOwnerSaid(range: min(lower, upper)..<(max(lower, upper) + 1), values: values)
    }

    /// The maker's word at `place`: one token, or the longest run of
    /// characters of a script written without spaces joined that is one
    /// (going forward or back from `place`), with how many tokens it takes.
    private static func ownerWord(
        at place: Int, forward: Bool, texts: [String], table: ValueOwnerWords
    ) -> (values: [ValueOwnerWords.Owned], length: Int)? {
        guard ValueOwnerWords.isJoined(texts[place]) else {
            return table.owners[texts[place]].map { ($0, 1) }
        }
        guard table.longestJoined >= 2 else { return nil }
        var best: (values: [ValueOwnerWords.Owned], length: Int)?
        var joined = ""
        for length in 1...min(Self.longestOwnerRun, table.longestJoined) {
            let next = forward ? place + length - 1 : place - length + 1
            guard texts.indices.contains(next), ValueOwnerWords.isJoined(texts[next]) else { break }
            joined = forward ? joined + texts[next] : texts[next] + joined
            if length >= 2, let values = table.owners[joined] { best = (values, length) }
        }
        return best
    }
}
