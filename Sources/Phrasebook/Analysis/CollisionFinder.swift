/// Finds App Shortcuts that expand to the same utterance (a warning,
/// as Apple ships such apps too; the user is asked which one at run time).
///
/// Apps whose names (or synonyms, in any locale) overlap are checked
/// together (``AppGroups``), since a phrase needs the app's name. Within a
/// group, each phrase is first tested against every earlier phrase of
/// another shortcut for an utterance both say, by walking the two phrases at once — their literal words and the
/// shared value tries of their slots — which costs about as much as what
/// the two have in common, not the number of values. Only a phrase that
/// shares an utterance with an earlier phrase of another shortcut has its
/// expansions spelled out, in order, each tested against the earlier phrases
/// that overlap it, until every such pair is reported. The result is the
/// same as hashing every expansion of the group in phrase order: the first
/// phrase to say an utterance owns it; a later phrase of another shortcut
/// that says it too is reported once per pair of shortcuts and locale (a
/// collision in one translation does not hide the same pair's in another),
/// with its first such utterance as the witness.
///
/// At most ``budget`` expansions are spelled out per group; past that the
/// check of the group stops, and a warning says so rather than pretending the
/// rest is clean. Open slots (extended rules) have no finite expansion, so
/// phrases with them are not checked.
///
/// `compile` reports each pair of shortcuts once, as a warning. `lint` asks
/// for classified results (``find(in:manifests:classifying:)``): each
/// collision also says whether the two shortcuts run different invocations
/// with the witness, and a pair whose first witness runs the same invocation
/// stays under watch until a witness that runs different ones turns up.
enum CollisionFinder {
    /// The most expanded utterances spelled out for one group of apps.
    static let budget = 2_000_000
    /// The most pairs of places one overlap test visits; a pair of phrases
    /// that needs more is treated as overlapping, so its expansions are
    /// checked one by one instead.
    static let overlapStateLimit = 1_000_000

    /// What the check found: a collision, or a group it could not finish.
    enum Result {
        /// Two shortcuts say one utterance.
        case collision(Collision)
        /// The group of apps (indices) exceeded ``budget``.
        case budgetExceeded(group: [Int])
    }

    /// `compile`'s warnings: each pair of shortcuts that share an utterance
    /// once, and a warning for every group that exceeded the budget.
    ///
    /// With `app`, only the group of apps that holds it is checked (what an
    /// update of one app's values can change).
    static func collisions(in tries: CompiledTries, manifests: [AppManifest], inGroupOf app: Int? = nil) -> [Diagnostic]
    {
        find(in: tries, manifests: manifests, classifying: false, inGroupOf: app).map {
            diagnostic(for: $0, tries: tries, manifests: manifests)
        }
    }

    /// Every collision in order of discovery.
    ///
    /// With `classifying`, each one
    /// says whether its shortcuts run different invocations, and a pair whose
    /// witness runs the same invocation is reported once as such and kept
    /// under watch for a witness that runs different ones.
    static func find(in tries: CompiledTries, manifests: [AppManifest], classifying: Bool, inGroupOf app: Int? = nil)
        -> [Result]
    {
        let expander = PhraseExpander(slotKeys: tries.slotKeys, valueSets: tries.valueSets)
        let groups = AppGroups.groups(manifests, by: .sameName).filter { group in app.map(group.contains) ?? true }
        // The groups share no phrase: each is checked on its own core, and
        // their results join in group order.
        return ParallelMap.map(groups.count) { index in
            let members = Set(groups[index])
            let groupPhrases = tries.phrases.indices.filter {
                members.contains(tries.phrases[$0].app) && !tries.phrases[$0].isNegative
                    && expander.isEnumerable(tries.phrases[$0])
            }
            return check(
                groupPhrases, group: groups[index], tries: tries, expander: expander, manifests: manifests,
                classifying: classifying)
        }.flatMap { $0 }
    }

    private static func check(
        _ phraseIndices: [Int], group: [Int], tries: CompiledTries, expander: PhraseExpander, manifests: [AppManifest],
        classifying: Bool
    ) -> [Result] {
        let languages = phraseIndices.map {
            PhraseLanguage(tries.phrases[$0], slotKeys: tries.slotKeys, valueSets: tries.valueSets)
        }
        // Phrases indexed by the tokens their utterances start and end with:
        // a phrase is tested only against earlier phrases that share its
        // first or its last tokens (whichever are fewer), so the check scales
        // with the utterances phrases have in common, not with every pair
        // (many locales of one app rarely share a word).
        let firsts = languages.map(\.firstTokens)
        var endings: [Int32: Set<Int32>] = [:]
        let lasts = languages.map { $0.lastTokens(endings: &endings) }
        let byFirst = PhraseTokenIndex(firsts)
        let byLast = PhraseTokenIndex(lasts)
        func earlierSharing(_ later: Int) -> [Int] {
            firsts[later].count <= lasts[later].count
                ? byFirst.phrases(before: later, sharingAnyOf: firsts[later])
                : byLast.phrases(before: later, sharingAnyOf: lasts[later])
        }
        // Pairs are counted per locale of the later phrase: a number per locale.
        var localeNumbers: [String: Int] = [:]
        for index in phraseIndices where localeNumbers[tries.phrases[index].locale] == nil {
            localeNumbers[tries.phrases[index].locale] = localeNumbers.count
        }
        // Pairs of shortcuts settled: reported (classifying: with a witness
        // that runs different invocations).
        var reported = Set<[Int]>()
        // Classifying: pairs reported with a witness that runs one invocation.
        var reportedAsSame = Set<[Int]>()
        var results: [Result] = []
        var spelledOut = 0
        for later in phraseIndices.indices {
            let phraseIndex = phraseIndices[later]
            let phrase = tries.phrases[phraseIndex]
            let localeNumber = localeNumbers[phrase.locale] ?? -1
            let candidates = earlierSharing(later)
            // Pairs of shortcuts this phrase may still be reported with.
            var open = Set<[Int]>()
            for earlier in candidates {
                let other = tries.phrases[phraseIndices[earlier]]
                guard other.app != phrase.app || other.shortcut != phrase.shortcut else { continue }
                let pair = [other.app, other.shortcut ?? -1, phrase.app, phrase.shortcut ?? -1, localeNumber]
                if !reported.contains(pair) && !open.contains(pair) && languages[earlier].overlaps(languages[later]) {
                    open.insert(pair)
                }
            }
            guard !open.isEmpty else { continue }
            // Every earlier phrase that says some utterance this one says may
            // own it, the first one first, whatever its shortcut.
            let overlapping = candidates.filter { languages[$0].overlaps(languages[later]) }
            var exhausted = false
            expander.forEachExpansion(of: phrase) { tokens, choices in
                spelledOut += 1
                if spelledOut > budget {
                    exhausted = true
                    return false
                }
                guard let owner = overlapping.first(where: { languages[$0].accepts(tokens) }) else { return true }
                let otherIndex = phraseIndices[owner]
                let other = tries.phrases[otherIndex]
                guard other.app != phrase.app || other.shortcut != phrase.shortcut else { return true }
                let pair = [other.app, other.shortcut ?? -1, phrase.app, phrase.shortcut ?? -1, localeNumber]
                guard !reported.contains(pair) else { return true }
                var collision = Collision(phrase: phraseIndex, other: otherIndex, witness: tokens, choices: choices)
                if classifying {
                    let meanings = UtteranceMeaning.meanings(
                        of: phrase, saying: tokens, tries: tries, manifests: manifests)
                    let otherMeanings = UtteranceMeaning.meanings(
                        of: other, saying: tokens, tries: tries, manifests: manifests)
                    collision.meanings = meanings
                    collision.otherMeanings = otherMeanings
                    if meanings == otherMeanings {
                        if reportedAsSame.insert(pair).inserted { results.append(.collision(collision)) }
                        return true
                    }
                }
                reported.insert(pair)
                open.remove(pair)
                results.append(.collision(collision))
                return !open.isEmpty
            }
            if exhausted {
                results.append(.budgetExceeded(group: group))
                break
            }
        }
        return results
    }

    /// `compile`'s diagnostic for a result.
    static func diagnostic(for result: Result, tries: CompiledTries, manifests: [AppManifest]) -> Diagnostic {
        switch result {
        case .budgetExceeded(let group):
            let names = group.map { manifests[$0].app.name }.joined(separator: ", ")
            let first = manifests[group[0]]
            return Diagnostic(
                .warning, .collision,
                "collision check stopped for \(names): spelling out more than \(budget) expanded utterances exceeds the check's budget; collisions past it are not reported",
                file: first.path, location: first.sourceMap.location(of: JSONPath.root.key("shortcuts")),
                jsonPath: "shortcuts")
        case .collision(let collision):
            let phrase = tries.phrases[collision.phrase]
            let other = tries.phrases[collision.other]
            let manifest = manifests[phrase.app]
            let witness = tries.vocabulary.render(collision.witness)
            let intent = manifest.shortcuts[phrase.shortcut!].intent
            return PhraseSite(phrase, in: manifest).diagnostic(
                .warning, .collision,
                "\"\(witness)\" is said in \(phrase.locale) by this shortcut (\(intent)) and by \(otherShortcut(other, of: phrase, manifests: manifests)), phrase \"\(other.template.source)\"; the user will be asked which one"
            )
        }
    }

    /// How a message names `other`'s shortcut seen from `phrase`:
    /// `shortcuts[1] (PauseIntent)`, or `Zen's shortcuts[0] (PauseIntent)`
    /// in another app.
    static func otherShortcut(_ other: CompiledPhrase, of phrase: CompiledPhrase, manifests: [AppManifest]) -> String {
        let otherManifest = manifests[other.app]
        let otherIntent = otherManifest.shortcuts[other.shortcut!].intent
        return other.app == phrase.app
            ? "shortcuts[\(other.shortcut!)] (\(otherIntent))"
            : "\(otherManifest.app.name)'s shortcuts[\(other.shortcut!)] (\(otherIntent))"
    }
}
