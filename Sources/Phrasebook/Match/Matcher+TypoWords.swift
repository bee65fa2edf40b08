extension Matcher {
    /// The flexible result `first` of an utterance that read nothing
    /// closely enough to resolve, with the readings of the same request
    /// with its mistyped words corrected (``TypoWordCorrections``): each
    /// word no phrase, value, app name or word list of the catalog's
    /// languages reads as typed, corrected to the one known word closest
    /// to it, and the request matched again whole (exactly, then
    /// flexibly), so a typo reaches action words, type nouns and phrase
    /// words as it reaches values.
    ///
    /// A reading found so costs ``FlexibleCost/typoWords`` more than it
    /// did, and resolves only when it would have resolved, at most
    /// ``FlexibleCost/typoWordsResolving`` words were corrected, some word
    /// was read as typed, no word was corrected to one a reading skips (a
    /// filler, a small word: `Kindle` is not `kindly`) and the readings of
    /// the corrected words (each word's closest, and those nearly as close)
    /// resolve one invocation alone; otherwise it is asked about (at least
    /// ``FlexibleCost/typoWordsAsked``). An alphabetic word is corrected
    /// only to a word of a phrase, a type's title or a language's lists:
    /// a value's or app name's word mistyped is read by the flexible stage
    /// itself, in the reading again too, and most requests that match
    /// nothing (a name or title the catalog does not know) find no
    /// correction and end at once. Nothing is corrected in a request
    /// whose every word is known: a word of another app's value or name
    /// stays that word.
    func readingTypoWords(_ first: MatchResult, exact: MatchSearch, tokens: [Token], locale: String?) -> MatchResult {
        guard readsTypoWords, tokens.count == exact.ids.count, tokens.count <= Self.maximumEvidenceTokens,
            !first.candidates.contains(where: { !$0.needsConfirming })
        else { return first }
        let lexicon = catalog.typoLexicon
        let corrections = TypoWordCorrections(tokens: tokens, exact: exact, lexicon: lexicon)
        guard !corrections.isEmpty else { return first }
        let bytes = Array(exact.utterance.utf8)
        let resolving =
            corrections.guessed <= FlexibleCost.typoWordsResolving && tokens.count > corrections.guessed
            && !corrections.erasesWords(lexicon)
        // A reading costs ``FlexibleCost/typoWords`` more than its search
        // found: one past the ask threshold then is dropped, so the search
        // looks no further.
        var inner = self
        inner.readsTypoWords = false
        inner.readsChatterClauses = false
        inner.flexibleBudget = FlexibleCost.askThreshold - FlexibleCost.typoWords
        var readings: [PhraseMatch] = []
        // The request read with `words` (one per correction) written in
        // place of what was typed; its readings join `readings`.
        func read(_ words: [String]) {
            var text: [UInt8] = []
            var copied = 0
            for (correction, word) in zip(corrections.found, words) {
                let lower = min(max(copied, tokens[correction.tokens.lowerBound].sourceStart), bytes.count)
                let upper = min(max(lower, tokens[correction.tokens.upperBound - 1].sourceEnd), bytes.count)
                text += bytes[copied..<lower]
                text += Array(word.utf8)
                copied = upper
            }
            text += bytes[copied...]
            let result = inner.match(String(decoding: text, as: UTF8.self), locale: locale)
            let liberties = zip(corrections.found, words).map {
                Liberty(
                    kind: $0.restoresMarks ? .accent : .typoWord, typed: $0.typed, read: $1,
                    cost: Double(FlexibleCost.typoWords))
            }
            let mapsBack = result.tokens.count == tokens.count
            // A text said outside the slots takes any words: a reading whose
            // such text holds a corrected word read the correction as
            // anything (`最近的` read `最金的`, an author), and is not made.
            let correctedTokens = corrections.found.flatMap { Array($0.tokens) }
            func textHoldsCorrection(_ candidate: PhraseMatch) -> Bool {
                let outside = (candidate.liberties ?? []).filter { $0.kind == .parameterValue }.map(\.read)
                return candidate.bindings.contains { binding in
                    guard case .string = binding.value, outside.contains(binding.parameter) else { return false }
                    return !mapsBack || correctedTokens.contains { binding.tokenRange.contains($0) }
                }
            }
            for var candidate in result.candidates
            where !first.blockedApps.contains(candidate.app) && !textHoldsCorrection(candidate)
                && catalog.flexibleIndex.appAllowsFlexible.indices.contains(candidate.app)
                && catalog.flexibleIndex.appAllowsFlexible[candidate.app]
            {
                // The words read as typos by the reading count with the corrections.
                let typos =
                    corrections.guessed + (candidate.liberties ?? []).filter { $0.kind == .typo }.count
                let resolved = !candidate.needsConfirming && typos <= FlexibleCost.typoWordsResolving
                candidate.cost = Double(candidate.cost ?? 0) + Double(FlexibleCost.typoWords)
                // A reading that resolved stays resolving; one with too many typos is asked about.
                candidate.cost =
                    resolved
                    ? min(candidate.cost ?? 0, Double(FlexibleCost.resolveThreshold))
                    : max(candidate.cost ?? 0, Double(FlexibleCost.typoWordsAsked))
                candidate.liberties = liberties + (candidate.liberties ?? [])
                // Open text keeps the words as typed (a title is not corrected).
                if mapsBack {
                    for place in candidate.bindings.indices {
                        guard case .string = candidate.bindings[place].value else { continue }
                        let range = candidate.bindings[place].tokenRange
                        guard !range.isEmpty, range.upperBound <= tokens.count else { continue }
                        let lower = min(max(0, tokens[range.lowerBound].sourceStart), bytes.count)
                        let upper = min(max(lower, tokens[range.upperBound - 1].sourceEnd), bytes.count)
                        let typed = String(decoding: bytes[lower..<upper], as: UTF8.self)
                        candidate.bindings[place].value = .string(typed)
                        candidate.bindings[place].text = typed
                    }
                }
                readings.append(candidate)
            }
        }
        for combination in corrections.combinations {
            read(zip(corrections.found, combination).map { $0.reading($1) })
        }
        // One invocation read closely enough resolves; several are asked about.
        func resolvingInvocations() -> [[Int]] {
            var invocations: [[Int]] = []
            for reading in readings where !reading.needsConfirming {
                let key = [reading.app, reading.shortcut]
                if !invocations.contains(key) { invocations.append(key) }
            }
            return invocations
        }
        var resolves = resolving && resolvingInvocations().count == 1
        // A reading that would resolve is read with each value's word as
        // close as a correction too: another invocation read so is asked
        // about with it. (Values' words are read only then: a request that
        // resolves nothing is asked about anyway.)
        if resolves {
            let closest = corrections.found.map(\.read)
            for (place, correction) in corrections.found.enumerated() {
                for value in correction.valueReadings {
                    var words = closest
                    words[place] = value
                    read(words)
                }
            }
            resolves = resolvingInvocations().count == 1
        }
        var candidates: [PhraseMatch] = []
        for var candidate in readings {
            var cost = candidate.cost ?? 0
            if !resolves || candidate.needsConfirming { cost = max(cost, Double(FlexibleCost.typoWordsAsked)) }
            guard cost <= Double(FlexibleCost.askThreshold) + 1e-6 else { continue }
            cost = (cost * 100).rounded() / 100
            candidate.cost = cost
            candidate.score = ((1 / (1 + cost)) * 1000).rounded() / 1000
            if let known = candidates.firstIndex(where: {
                $0.phraseIndex == candidate.phraseIndex && ReadingKey($0) == ReadingKey(candidate)
            }) {
                if cost < (candidates[known].cost ?? 0) { candidates[known] = candidate }
            } else {
                candidates.append(candidate)
            }
        }
        guard !candidates.isEmpty else { return first }
        // The readings of the words as typed that ask stay behind these.
        for candidate in first.candidates
        where !candidates.contains(where: { $0.app == candidate.app && $0.shortcut == candidate.shortcut }) {
            candidates.append(candidate)
        }
        sortFlexible(&candidates)
        return MatchResult(
            utterance: first.utterance, tokens: tokens, candidates: candidates, blockedApps: first.blockedApps,
            isTooLong: false, closest: first.closest)
    }
}
