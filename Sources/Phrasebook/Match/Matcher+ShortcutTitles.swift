extension Matcher {
    /// The most tokens a request read as a shortcut's title has.
    static let maximumTitleRequestTokens = 10

    /// The reading of a request that says a shortcut's title (its short
    /// title in one of the app's locales, as the Shortcuts app shows it)
    /// and nothing else but harmless words — fillers, small words, generic
    /// words for an app, the titles of the app's types and, at `names`, the
    /// app's name: `Currently reading`, `order status`, `読書中の本`,
    /// `sách đang đọc`; `nil` when it says none.
    ///
    /// A title of one word in a script with spaces (`Menu`) may mean
    /// anything else: it is not read so. A title two apps' shortcuts
    /// share is asked about (``FlexibleCost/evidenceAsked``); one
    /// shortcut's resolves at ``FlexibleCost/evidence``.
    /// A shortcut whose every phrase has a value slot is not read so: its
    /// values are the evidence reading's.
    func readingShortcutTitle(
        _ first: MatchResult, exact: MatchSearch, tokens: [Token], index: FlexibleIndex, clues: AppClues,
        locale: String?, names: [(app: Int, range: Range<Int>)] = []
    ) -> MatchResult? {
        let texts = tokens.map(\.text)
        guard !clues.titles.isEmpty, texts.count <= Self.maximumTitleRequestTokens else { return nil }
        var found: [(title: AppClues.Title, range: Range<Int>)] = []
        for start in texts.indices {
            for title in clues.titles[texts[start]] ?? []
            where (locale == nil || title.locale == locale) && !first.blockedApps.contains(title.app)
                && index.appAllowsFlexible.indices.contains(title.app) && index.appAllowsFlexible[title.app]
            {
                // One word may mean anything else (`Menu`).
                guard title.words.count > 1 || Self.isOneCharacter(title.words[0]) else { continue }
                let end = start + title.words.count
                guard end <= texts.count, (start..<end).allSatisfy({ texts[$0] == title.words[$0 - start] }),
                    saysNothingElse(
                        but: start..<end, names: names.filter { $0.app == title.app }.map(\.range), texts: texts,
                        exact: exact, index: index, appWords: clues.appWords[title.app],
                        ownNouns: catalog.evidence(ofApp: title.app, index: index).nounWords)
                else { continue }
                if !found.contains(where: { $0.title.app == title.app && $0.title.shortcut == title.shortcut }) {
                    found.append((title, start..<end))
                }
            }
        }
        guard !found.isEmpty else { return nil }
        let phrases = catalog.phrases
        var candidates: [PhraseMatch] = []
        for (title, range) in found {
            // A phrase of the shortcut in the title's locale without a value slot.
            guard
                let place = phrases.indices.first(where: { place in
                    let phrase = phrases[place]
                    return phrase.app == title.app && phrase.shortcut == title.shortcut
                        && phrase.locale == title.locale
                        && !phrase.pieces.contains { piece in
                            guard case .slot(let key) = piece else { return false }
                            return !catalog.slotKeys.indices.contains(Int(key))
                                || catalog.slotKeys[Int(key)].parameter != nil
                        }
                })
            else { continue }
            let cost = found.count > 1 ? FlexibleCost.evidenceAsked : FlexibleCost.evidence
            let skipped = texts.indices.filter { !range.contains($0) }.map { texts[$0] }
            let reading = EvidenceReading(
                phrase: place, values: [], action: .said, reordered: false, skipped: skipped)
            guard var candidate = candidate(of: reading, cost: cost, tokens: tokens) else { continue }
            let manifest = catalog.apps[title.app]
            candidate.liberties =
                liberties(of: reading, cost: cost) + [
                    Liberty(
                        kind: .appImplied, typed: texts[range].joined(separator: " "),
                        read: manifest.translate(manifest.app.name, into: title.locale), cost: 0)
                ]
            candidates.append(candidate)
        }
        guard !candidates.isEmpty else { return nil }
        sortFlexible(&candidates)
        return MatchResult(
            utterance: first.utterance, tokens: tokens, candidates: candidates, blockedApps: first.blockedApps,
            isTooLong: false, closest: first.closest)
    }

    /// Whether every word of `texts` outside `title` and `names` is
    /// harmless: a filler or generic word for an app (whole), a run of
    /// `appWords` (the app's types' titles), or a small word that is no
    /// word of another app's names or types' titles (`kệ`, `sách`: the
    /// app's own `ownNouns` are).
    private func saysNothingElse(
        but title: Range<Int>, names: [Range<Int>], texts: [String], exact: MatchSearch, index: FlexibleIndex,
        appWords: [String: [[String]]], ownNouns: Set<String>
    ) -> Bool {
        var position = 0
        outer: while position < texts.count {
            if title.contains(position) {
                position = title.upperBound
                continue
            }
            if let name = names.first(where: { $0.contains(position) }) {
                position = name.upperBound
                continue
            }
            for skip in index.skips(startingWith: texts[position])
            where (skip.kind == .filler || skip.kind == .genericAppWord) && position + skip.tokens.count <= texts.count
                && skip.tokens.indices.allSatisfy({ texts[position + $0] == skip.tokens[$0] })
            {
                position += skip.tokens.count
                continue outer
            }
            for run in appWords[texts[position]] ?? []
            where position + run.count <= texts.count
                && run.indices.allSatisfy({ texts[position + $0] == run[$0] })
            {
                position += run.count
                continue outer
            }
            let text = texts[position]
            guard exact.ids[position] >= 0 && index.isSmallWord(exact.ids[position]),
                ownNouns.contains(text) || !index.wholeWordNouns.contains(text)
            else { return false }
            position += 1
        }
        return true
    }
}
