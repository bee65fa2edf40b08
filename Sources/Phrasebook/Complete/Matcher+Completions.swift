extension Matcher {
    /// How many completions ``completions(for:locale:limit:)`` offers, and
    /// values per slot, unless told otherwise.
    public static let defaultCompletionLimit = 10

    /// The longest typed text, in UTF-8 bytes, that
    /// ``completions(for:locale:limit:)`` completes: far past any phrase
    /// with its values, and short enough that a request of any length costs
    /// little (reading a close spelling tries each letter of what was typed).
    public static let maximumCompletionTextLength = 1_024

    /// Whole utterances that finish what a person has typed so far, for a
    /// command palette or a prompt's Tab key.
    ///
    /// The last typed word may be partial (`Wal` for `Walking`, a Hangul
    /// syllable typed jamo by jamo) or a close spelling (`Walkn`), and
    /// diacritics and spaces may be left out (`mo xu` for `Mở Xứ`).
    /// Typed text may also start at a later word of a phrase, or anywhere in
    /// text written without spaces (`打开沙` for `在图书馆里打开沙丘`), when
    /// nothing starts with it. Completions that read no typo come first;
    /// among them, each phrase's
    /// first completion in catalog phrase order, then each one's second,
    /// and so on, so one phrase whose slot has many values does not crowd
    /// out the others. A slot offers its values in their declared order (a
    /// shorter way to say one value first), at most `limit` of them; an
    /// open slot the utterance has yet to fill shows `…`.
    ///
    /// A keystroke reads only the phrases and values that could complete
    /// what was typed, through an index built once per catalog.
    ///
    /// - Parameters:
    ///   - typed: What has been typed so far.
    ///   - locale: Only phrases of this locale; `nil` for every locale.
    ///   - limit: The most completions in all, and values per slot.
    /// - Returns: The completions, none for empty text or text longer than
    ///   ``maximumCompletionTextLength`` bytes.
    public func completions(for typed: String, locale: String? = nil, limit: Int = defaultCompletionLimit)
        -> [Completion]
    {
        guard typed.utf8.count <= Self.maximumCompletionTextLength else { return [] }
        let folded = CompletionFolding.foldedBytes(typed)
        guard limit > 0, !folded.isEmpty else { return [] }
        let locale = catalog.canonicalLocale(locale)
        var found = phraseStarts(typed, folded: folded, locale: locale, limit: limit, slips: false)
        if !found.contains(where: { $0.found.contains { !$0.correctsTypo } }) {
            // Nothing completes as typed: read a slip in a value's last word too.
            found = phraseStarts(typed, folded: folded, locale: locale, limit: limit, slips: true)
        }
        // Only the completions offered are said.
        let (exactFound, correctedFound) = Self.interleaved(
            found.map { phrase in phrase.found.map { (phrase.phrase, $0) } }, limit: limit
        ) { $0.1.correctsTypo }
        var exact = exactFound.map { CompletionWalk.completion(of: $0.1, phrase: $0.0, catalog: catalog) }
        var corrected = correctedFound.prefix(limit - exact.count).map {
            CompletionWalk.completion(of: $0.1, phrase: $0.0, catalog: catalog)
        }
        if exact.isEmpty {
            let later = Self.interleaved(laterStarts(typed, folded: folded, locale: locale, limit: limit), limit: limit)
            {
                $0.correctsTypo
            }
            exact = later.exact
            corrected += later.corrected
        }
        return Array((exact + corrected).prefix(limit))
    }

    /// The completions whose typed text starts at a phrase's start, by
    /// phrase in catalog order, until `limit` phrases complete without a
    /// typo; `slips` reads a slip in a value's last word.
    ///
    /// Phrases whose start the typed text spells only closely (a typo in a
    /// literal) are read only when they could be offered: with a slip, or
    /// when some but fewer than `limit` completions read no typo (with
    /// none, the caller reads again with slips; with `limit`, none with a
    /// typo is offered).
    private func phraseStarts(_ typed: String, folded: [UInt8], locale: String?, limit: Int, slips: Bool)
        -> [(phrase: Int, found: [CompletionWalk.Found])]
    {
        let index = CompletionIndex.of(catalog)
        let reading = index.startTree.read(typed: folded, index: index, catalog: catalog, slips: slips)
        if slips {
            let entries = (reading.entries + index.startTree.closeEntries(reading.close, typed: folded)).sorted()
            return walks(of: entries, typed: typed, folded: folded, locale: locale, limit: limit, slips: slips).found
        }
        let exact = walks(
            of: reading.entries.sorted(), typed: typed, folded: folded, locale: locale, limit: limit, slips: slips)
        guard exact.exactCount > 0, exact.exactCount < limit else { return exact.found }
        let close = index.startTree.closeEntries(reading.close, typed: folded)
        guard !close.isEmpty else { return exact.found }
        return walks(
            of: (reading.entries + close).sorted(), typed: typed, folded: folded, locale: locale, limit: limit,
            slips: slips, known: exact.walked
        ).found
    }

    /// The walks of `entries` (sorted) in order, until `limit` phrases
    /// complete without a typo.
    ///
    /// Also returns how many completions read no typo and every walk
    /// made, by entry in order. `known` holds walks already made, by
    /// entry in order.
    private func walks(
        of entries: [Int32], typed: String, folded: [UInt8], locale: String?, limit: Int, slips: Bool,
        known: [(entry: Int32, results: [CompletionWalk.Found])] = []
    ) -> (
        found: [(phrase: Int, found: [CompletionWalk.Found])], exactCount: Int,
        walked: [(entry: Int32, results: [CompletionWalk.Found])]
    ) {
        let index = CompletionIndex.of(catalog)
        var found: [(phrase: Int, found: [CompletionWalk.Found])] = []
        var walked: [(entry: Int32, results: [CompletionWalk.Found])] = []
        var exactPhrases = 0
        var exactCount = 0
        var next = 0
        for entryIndex in entries {
            if exactPhrases >= limit { break }
            let entry = index.entries[Int(entryIndex)]
            if let locale, catalog.phrases[entry.phrase].locale != locale { continue }
            while next < known.count, known[next].entry < entryIndex { next += 1 }
            let results: [CompletionWalk.Found]
            if next < known.count, known[next].entry == entryIndex {
                results = known[next].results
            } else {
                var walk = CompletionWalk(
                    catalog: catalog, index: index, entry: entry, typed: folded, typedText: typed, limit: limit)
                walk.readsSlips = slips
                walk.run()
                results = walk.results
            }
            walked.append((entryIndex, results))
            guard !results.isEmpty else { continue }
            let exact = results.reduce(0) { $0 + ($1.correctsTypo ? 0 : 1) }
            if exact > 0 { exactPhrases += 1 }
            exactCount += exact
            found.append((entry.phrase, results))
        }
        return (found, exactCount, walked)
    }

    /// The completions whose typed text starts inside a phrase (a later
    /// word, or any character of text written without spaces), by phrase
    /// in catalog order: read only when none starts at a phrase's start.
    private func laterStarts(_ typed: String, folded: [UInt8], locale: String?, limit: Int) -> [[Completion]] {
        let index = CompletionIndex.of(catalog)
        let literal = index.literalStarts[CompletionIndex.firstScalar(of: folded)] ?? []
        var setVerdicts: [Int: Bool] = [:]
        var starts: [CompletionIndex.MidStart] = []
        for start in index.slotStarts {
            let entry = index.entries[Int(start.entry)]
            guard locale == nil || catalog.phrases[entry.phrase].locale == locale,
                case .values(let set, _) = entry.pieces[Int(start.piece)]
            else { continue }
            if setVerdicts[set] == nil {
                setVerdicts[set] = CompletionWalk.valueCanStart(set, typed: folded, index: index, catalog: catalog)
            }
            if setVerdicts[set] == true { starts.append(start) }
        }
        starts += literal
        starts.sort { ($0.entry, $0.piece, $0.character) < ($1.entry, $1.piece, $1.character) }
        var found: [[Completion]] = []
        var lastEntry: Int32 = -1
        for start in starts {
            if found.count >= limit { break }
            let entry = index.entries[Int(start.entry)]
            if let locale, catalog.phrases[entry.phrase].locale != locale { continue }
            var walk = CompletionWalk(
                catalog: catalog, index: index, entry: entry, typed: folded, typedText: typed, limit: limit)
            walk.run(from: start)
            guard !walk.results.isEmpty else { continue }
            let said = walk.results.map { walk.completion(of: $0) }
            if start.entry == lastEntry, let last = found.indices.last {
                let known = Set(found[last].map(\.text))
                found[last] += said.filter { !known.contains($0.text) }
            } else {
                found.append(said)
            }
            lastEntry = start.entry
        }
        return found
    }

    /// The completions of each phrase taken in turns (every phrase's first,
    /// then every second, …), those that read no typo apart from the rest,
    /// at most `limit` of the first.
    private static func interleaved<Item>(_ lists: [[Item]], limit: Int, correctsTypo: (Item) -> Bool) -> (
        exact: [Item], corrected: [Item]
    ) {
        var exact: [Item] = []
        var corrected: [Item] = []
        var round = 0
        var more = true
        while more, exact.count < limit {
            more = false
            for list in lists where round < list.count {
                more = true
                let completion = list[round]
                if correctsTypo(completion) { corrected.append(completion) } else { exact.append(completion) }
            }
            round += 1
        }
        return (Array(exact.prefix(limit)), corrected)
    }
}
