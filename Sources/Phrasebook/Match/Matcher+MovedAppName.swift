extension Matcher {
    /// The most app names in one utterance tried in another place.
    static let maximumMovedAppNames = 2

    /// The flexible result `first` of an utterance that read nothing
    /// closely enough to resolve, with the readings of the same words with
    /// an app's name said in another place than the phrase says it: first
    /// or last (`Thư viện ơi, mở Xứ Cát` for `Mở Xứ Cát trong Thư viện`,
    /// `듄 열어줘 도서관에서` for `도서관에서 듄 열어줘`, `打开沙丘，在图书馆里`
    /// for `在图书馆里打开沙丘`, `Library, open Dune`).
    ///
    /// The name moves with
    /// a particle glued to it and the small words on either side of it
    /// (`in`, `trong`, `在…里`), or only the one that follows it where it
    /// goes; each such reading costs
    /// ``FlexibleCost/appNameMoved`` more than the words moved cost read
    /// in the phrase's order, and is kept only when it resolves (the
    /// reordered words are read within the resolve threshold less the
    /// move: a request that matches nothing pays little for the tries).
    /// `exact` is the exact walk of the utterance.
    func readingMovedAppNames(
        _ first: MatchResult, exact: MatchSearch, tokens: [Token], index: FlexibleIndex, locale: String?
    ) -> MatchResult {
        guard readsMovedAppNames, tokens.count > 1, tokens.count == exact.ids.count,
            !first.candidates.contains(where: { !$0.needsConfirming })
        else { return first }
        let spans = appNameSpans(in: exact, index: index)
        guard !spans.isEmpty else { return first }
        // Mistyped words are read again by the last stage, whose own
        // re-matching moves names: read here too, each reordering of a
        // miss would correct the same words again.
        var inner = self
        inner.readsMovedAppNames = false
        inner.readsEvidence = false
        inner.readsTypoWords = false
        inner.flexibleBudget = FlexibleCost.resolveThreshold - FlexibleCost.appNameMoved
        let bytes = Array(exact.utterance.utf8)
        var candidates = first.candidates
        names: for (name, app) in spans.prefix(Self.maximumMovedAppNames) {
            // The name moves with the small words just around it (`in`,
            // `trong`, `在…里`, `で`), or with the one on the side that
            // follows it where it goes: in a script without spaces a small
            // word on the other side may end the word next to it (`開いて`).
            let start =
                name.lowerBound > 0 && index.isSmallWord(exact.ids[name.lowerBound - 1])
                ? name.lowerBound - 1 : name.lowerBound
            let end =
                name.upperBound < tokens.count && index.isSmallWord(exact.ids[name.upperBound])
                ? name.upperBound + 1 : name.upperBound
            let tries: [(moved: Range<Int>, toFront: Bool)] = [
                (start..<end, true), (name.lowerBound..<end, true), (start..<end, false),
                (start..<name.upperBound, false),
            ]
            // The first of these that resolves ends the search: each is a
            // whole match of its own.
            for (place, attempt) in tries.enumerated() where !tries[..<place].contains(where: { $0 == attempt }) {
                let readings = inner.readings(
                    moving: attempt.moved, toFront: attempt.toFront, nameOf: app, of: bytes, tokens: tokens,
                    index: index, locale: locale)
                candidates += readings
                if readings.contains(where: { !first.blockedApps.contains($0.app) }) { break names }
            }
        }
        candidates.removeAll { first.blockedApps.contains($0.app) }
        // The cheapest reading of each phrase and bindings, cheapest first.
        var kept: [PhraseMatch] = []
        for candidate in candidates {
            if let known = kept.firstIndex(where: {
                $0.phraseIndex == candidate.phraseIndex && ReadingKey($0) == ReadingKey(candidate)
            }) {
                if (candidate.cost ?? 0) < (kept[known].cost ?? 0) { kept[known] = candidate }
            } else {
                kept.append(candidate)
            }
        }
        sortFlexible(&kept)
        return MatchResult(
            utterance: first.utterance, tokens: tokens, candidates: kept, blockedApps: first.blockedApps,
            isTooLong: false,
            closest: first.closest)
    }

    /// The readings of the utterance (its UTF-8 `bytes`, its tokens `tokens`) with tokens
    /// `moved`, which hold app `app`'s name, said first (`toFront`) or
    /// last, each costing ``FlexibleCost/appNameMoved`` more, their
    /// bindings' token ranges those of the words as typed.
    ///
    /// None when that
    /// moves nothing or no phrase of the app says its name there; the
    /// readings of an app that turned flexible matching off are left out.
    private func readings(
        moving moved: Range<Int>, toFront: Bool, nameOf app: Int, of bytes: [UInt8], tokens: [Token],
        index: FlexibleIndex,
        locale: String?
    ) -> [PhraseMatch] {
        let before = 0..<moved.lowerBound
        let after = moved.upperBound..<tokens.count
        let typed = tokens[moved].map(\.text).joined(separator: " ")
        let liberty = Liberty(kind: .appNameMoved, typed: typed, read: "", cost: Double(FlexibleCost.appNameMoved))
        var orders: [[Range<Int>]] = []
        if toFront && !before.isEmpty && index.saysAppName(of: app, at: FlexibleIndex.AppNamePlace.first) {
            orders.append([moved, before, after].filter { !$0.isEmpty })
        }
        if !toFront && !after.isEmpty && index.saysAppName(of: app, at: FlexibleIndex.AppNamePlace.last) {
            orders.append([before, after, moved].filter { !$0.isEmpty })
        }
        var readings: [PhraseMatch] = []
        for segments in orders {
            let text = segments.map { segment in
                let lower = min(max(0, tokens[segment.lowerBound].sourceStart), bytes.count)
                let upper = min(max(lower, tokens[segment.upperBound - 1].sourceEnd), bytes.count)
                return String(decoding: bytes[lower..<upper], as: UTF8.self)
            }.joined(separator: " ")
            // A negative phrase the reordered words are close to blocks
            // its app's readings of them only (the reordered match leaves
            // those out); the words as typed keep their own.
            let result = match(text, locale: locale)
            let mapsBack = result.tokens.count == tokens.count
            for var candidate in result.candidates
            where index.appAllowsFlexible.indices.contains(candidate.app) && index.appAllowsFlexible[candidate.app] {
                let cost = (((candidate.cost ?? 0) + Double(FlexibleCost.appNameMoved)) * 100).rounded() / 100
                candidate.cost = cost
                candidate.score = ((1 / (1 + cost)) * 1000).rounded() / 1000
                candidate.liberties = [liberty] + (candidate.liberties ?? [])
                if mapsBack {
                    for place in candidate.bindings.indices {
                        candidate.bindings[place].tokenRange = Self.originalRange(
                            of: candidate.bindings[place].tokenRange, in: segments)
                    }
                }
                readings.append(candidate)
            }
        }
        return readings
    }

    /// Where an app's name (or a synonym) stands in the utterance the
    /// exact walk `exact` read, as token ranges with the app, in order: its
    /// words as typed, the last maybe with a particle glued on (`도서관에서`).
    func appNameSpans(in exact: MatchSearch, index: FlexibleIndex) -> [(range: Range<Int>, app: Int)] {
        let ids = exact.ids
        var spans: [(range: Range<Int>, app: Int)] = []
        var position = 0
        while position < ids.count {
            // The longest name starting here, of any app.
            var longest = (length: 0, app: -1)
            func found(_ length: Int, _ app: Int) {
                if length > longest.length { longest = (length, app) }
            }
            var firstWords: [Int32] = [ids[position]]
            for split in exact.splits(at: position) where split.prefix >= 0 { firstWords.append(split.prefix) }
            for (word, first) in firstWords.enumerated() {
                for place in index.rootEdges(of: first) {
                    let set = Int(index.rootEdgeSets[place])
                    guard set < catalog.valueSets.count, case .applicationName(let app) = catalog.valueSets[set].kind
                    else { continue }
                    let trie = catalog.valueTries[set]
                    var node = index.rootEdgeTargets[place]
                    if trie.isTerminal(node) { found(1, app) }
                    // A first word with a particle glued on ends the name.
                    guard word == 0 else { continue }
                    var next = position + 1
                    while next < ids.count {
                        for split in exact.splits(at: next) where split.prefix >= 0 {
                            if let end = trie.child(of: node, token: split.prefix), trie.isTerminal(end) {
                                found(next - position + 1, app)
                            }
                        }
                        guard let child = trie.child(of: node, token: ids[next]) else { break }
                        node = child
                        next += 1
                        if trie.isTerminal(node) { found(next - position, app) }
                    }
                }
            }
            if longest.length > 0 {
                spans.append((position..<(position + longest.length), longest.app))
                position += longest.length
            } else {
                position += 1
            }
        }
        return spans
    }

    /// The tokens of the original utterance that tokens `range` of its
    /// reordered text stand for: `segments` are the original ranges, in
    /// the order the reordered text has them.
    private static func originalRange(of range: Range<Int>, in segments: [Range<Int>]) -> Range<Int> {
        func original(_ position: Int) -> Int {
            var rest = position
            for segment in segments {
                if rest < segment.count { return segment.lowerBound + rest }
                rest -= segment.count
            }
            return position
        }
        guard !range.isEmpty else { return original(range.lowerBound)..<original(range.lowerBound) }
        let first = original(range.lowerBound)
        let last = original(range.upperBound - 1)
        return min(first, last)..<(max(first, last) + 1)
    }
}
