/// Finds App Shortcuts that expand to the same utterance (SPEC §4: a warning,
/// as Apple ships such apps too; the user is asked which one at run time).
///
/// Apps whose names (or synonyms) overlap are checked together, since a
/// phrase needs the app's name. Within a group, each phrase is first tested
/// against every earlier phrase of another shortcut for an utterance both
/// say, by walking the two phrases at once — their literal words and the
/// shared value tries of their slots — which costs about as much as what
/// the two have in common, not the number of values. Only a phrase that
/// shares an utterance with an earlier phrase of another shortcut has its
/// expansions spelled out, in order, each tested against the earlier phrases
/// that overlap it, until every such pair is reported. The result is the
/// same as hashing every expansion of the group in phrase order: the first
/// phrase to say an utterance owns it; a later phrase of another shortcut
/// that says it too is reported once per pair of shortcuts, with its first
/// such utterance as the witness.
///
/// At most ``budget`` expansions are spelled out per group; past that the
/// check of the group stops, and a warning says so rather than pretending the
/// rest is clean. Open slots (extended rules) have no finite expansion, so
/// phrases with them are not checked.
enum CollisionFinder {
    /// The most expanded utterances spelled out for one group of apps.
    static let budget = 2_000_000
    /// The most pairs of places one overlap test visits; a pair of phrases
    /// that needs more is treated as overlapping, so its expansions are
    /// checked one by one instead.
    static let overlapStateLimit = 1_000_000

    static func collisions(in tries: CompiledTries, manifests: [AppManifest]) -> [Diagnostic] {
        let expander = PhraseExpander(slotKeys: tries.slotKeys, valueSets: tries.valueSets)
        var diagnostics: [Diagnostic] = []
        for group in appGroups(manifests) {
            let members = Set(group)
            let groupPhrases = tries.phrases.indices.filter {
                members.contains(tries.phrases[$0].app) && !tries.phrases[$0].isNegative
                    && expander.isEnumerable(tries.phrases[$0])
            }
            diagnostics += check(groupPhrases, group: group, tries: tries, expander: expander, manifests: manifests)
        }
        return diagnostics
    }

    /// Apps connected by a shared normalized name or synonym, in app order.
    private static func appGroups(_ manifests: [AppManifest]) -> [[Int]] {
        var parent = Array(manifests.indices)
        func find(_ app: Int) -> Int {
            var root = app
            while parent[root] != root { root = parent[root] }
            return root
        }
        var owner: [String: Int] = [:]
        for (index, manifest) in manifests.enumerated() {
            for name in [manifest.app.name] + manifest.app.synonyms {
                let key = TextNormalizer.normalize(name)
                guard !key.isEmpty else { continue }
                if let other = owner[key] { parent[find(index)] = find(other) } else { owner[key] = index }
            }
        }
        var groups: [Int: [Int]] = [:]
        for index in manifests.indices { groups[find(index), default: []].append(index) }
        return groups.values.sorted { $0[0] < $1[0] }
    }

    private static func check(
        _ phraseIndices: [Int], group: [Int], tries: CompiledTries, expander: PhraseExpander, manifests: [AppManifest]
    ) -> [Diagnostic] {
        let languages = phraseIndices.map { PhraseLanguage(tries.phrases[$0], slotKeys: tries.slotKeys, valueSets: tries.valueSets) }
        var reported = Set<[Int]>()
        var diagnostics: [Diagnostic] = []
        var spelledOut = 0
        for later in phraseIndices.indices {
            let phraseIndex = phraseIndices[later]
            let phrase = tries.phrases[phraseIndex]
            // Pairs of shortcuts this phrase may still be reported with.
            var open = Set<[Int]>()
            for earlier in 0..<later {
                let other = tries.phrases[phraseIndices[earlier]]
                guard other.app != phrase.app || other.shortcut != phrase.shortcut else { continue }
                let pair = [other.app, other.shortcut ?? -1, phrase.app, phrase.shortcut ?? -1]
                if !reported.contains(pair) && !open.contains(pair) && languages[earlier].overlaps(languages[later]) {
                    open.insert(pair)
                }
            }
            guard !open.isEmpty else { continue }
            // Every earlier phrase that says some utterance this one says may
            // own it, the first one first, whatever its shortcut.
            let overlapping = (0..<later).filter { languages[$0].overlaps(languages[later]) }
            var exhausted = false
            expander.forEachExpansion(of: phrase) { tokens, _ in
                spelledOut += 1
                if spelledOut > budget {
                    exhausted = true
                    return false
                }
                guard let owner = overlapping.first(where: { languages[$0].accepts(tokens) }) else { return true }
                let other = tries.phrases[phraseIndices[owner]]
                guard other.app != phrase.app || other.shortcut != phrase.shortcut else { return true }
                let pair = [other.app, other.shortcut ?? -1, phrase.app, phrase.shortcut ?? -1]
                guard reported.insert(pair).inserted else { return true }
                open.remove(pair)
                diagnostics.append(collision(phrase, other, witness: tokens, tries: tries, manifests: manifests))
                return !open.isEmpty
            }
            if exhausted {
                let names = group.map { manifests[$0].app.name }.joined(separator: ", ")
                let first = manifests[group[0]]
                diagnostics.append(Diagnostic(
                    .warning, .collision,
                    "collision check stopped for \(names): spelling out more than \(budget) expanded utterances exceeds the check's budget; collisions past it are not reported",
                    file: first.path, location: first.sourceMap.location(of: JSONPath.root.key("shortcuts")), jsonPath: "shortcuts"))
                break
            }
        }
        return diagnostics
    }

    /// The warning that `phrase` says `witness`, which `other` (of another
    /// shortcut, earlier) says too.
    private static func collision(
        _ phrase: CompiledPhrase, _ other: CompiledPhrase, witness tokens: [Int32], tries: CompiledTries, manifests: [AppManifest]
    ) -> Diagnostic {
        let manifest = manifests[phrase.app]
        let otherManifest = manifests[other.app]
        let witness = tokens.map { tries.vocabulary.text(of: $0) }.joined(separator: " ")
        let otherIntent = otherManifest.shortcuts[other.shortcut!].intent
        let intent = manifest.shortcuts[phrase.shortcut!].intent
        let where_ = other.app == phrase.app
            ? "shortcuts[\(other.shortcut!)] (\(otherIntent))"
            : "\(otherManifest.app.name)'s shortcuts[\(other.shortcut!)] (\(otherIntent))"
        let path = JSONPath.root.key("shortcuts").index(phrase.shortcut!).key("phrases").index(phrase.phraseIndex)
        return Diagnostic(
            .warning, .collision,
            "\"\(witness)\" is said by this shortcut (\(intent)) and by \(where_), phrase \"\(other.template.source)\"; the user will be asked which one",
            file: manifest.path, location: manifest.sourceMap.location(of: path), jsonPath: path.description)
    }
}

/// The utterances one enumerable phrase says, as an automaton over token ids
/// that reads the phrase's literal words and its slots' shared value tries
/// in place: for testing whether two phrases share an utterance and whether
/// a phrase says a given one, without spelling its expansions out.
///
/// A place is a piece of the phrase and a position in it: the next literal
/// word of a run of words, or a node of a slot's value trie. Leaving a run at
/// its end, or a slot at a node where some value ends, moves to the next
/// piece; past the last piece the phrase is complete.
private struct PhraseLanguage {
    private enum Piece {
        case tokens([Int32])
        case values(TokenTrie)
    }

    private struct Place: Hashable {
        var piece: Int32
        var position: Int32
    }

    /// A place in each of two phrases walked together.
    private struct PlacePair: Hashable {
        var mine: Place
        var theirs: Place
    }

    private let pieces: [Piece]

    init(_ phrase: CompiledPhrase, slotKeys: [SlotKey], valueSets: [ValueSet]) {
        pieces = phrase.pieces.map { piece in
            switch piece {
            case .tokens(let ids):
                return .tokens(ids)
            case .slot(let key):
                guard case .valueSet(let set) = slotKeys[Int(key)].source else {
                    preconditionFailure("an open slot has no finite language")
                }
                return .values(valueSets[Int(set)].trie)
            }
        }
    }

    private var end: Int32 { Int32(pieces.count) }

    /// Whether the phrase says exactly `tokens`.
    func accepts(_ tokens: [Int32]) -> Bool {
        accepts(tokens, piece: 0, from: 0)
    }

    private func accepts(_ tokens: [Int32], piece: Int, from start: Int) -> Bool {
        guard piece < pieces.count else { return start == tokens.count }
        switch pieces[piece] {
        case .tokens(let ids):
            guard start + ids.count <= tokens.count, tokens[start..<(start + ids.count)].elementsEqual(ids) else { return false }
            return accepts(tokens, piece: piece + 1, from: start + ids.count)
        case .values(let trie):
            var node = TokenTrie.root
            var position = start
            while position < tokens.count, let next = trie.child(of: node, token: tokens[position]) {
                node = next
                position += 1
                if trie.isTerminal(node), accepts(tokens, piece: piece + 1, from: position) { return true }
            }
            return false
        }
    }

    /// Whether the phrase and `other` say some utterance in common: a walk of
    /// both at once over the tokens both can read next. A walk that grows
    /// past ``CollisionFinder/overlapStateLimit`` answers yes, which is safe:
    /// the caller then tests expansions one by one.
    func overlaps(_ other: PhraseLanguage) -> Bool {
        // Phrases that begin with different words share nothing: most pairs.
        if case .tokens(let mine)? = pieces.first, case .tokens(let theirs)? = other.pieces.first, mine[0] != theirs[0] {
            return false
        }
        var visited = Set<PlacePair>()
        var pending: [(Place, Place)] = []
        for mine in settle(Place(piece: 0, position: 0)) {
            for theirs in other.settle(Place(piece: 0, position: 0)) where visited.insert(PlacePair(mine: mine, theirs: theirs)).inserted {
                pending.append((mine, theirs))
            }
        }
        while let (mine, theirs) = pending.popLast() {
            if mine.piece == end && theirs.piece == other.end { return true }
            guard mine.piece != end && theirs.piece != other.end else { continue }
            if visited.count > CollisionFinder.overlapStateLimit { return true }
            forEachCommonToken(mine, other, theirs) { token in
                for nextMine in settle(step(mine, token)) {
                    for nextTheirs in other.settle(other.step(theirs, token)) where visited.insert(PlacePair(mine: nextMine, theirs: nextTheirs)).inserted {
                        pending.append((nextMine, nextTheirs))
                    }
                }
            }
        }
        return false
    }

    /// Calls `body` with every token both `mine` (in this phrase) and
    /// `theirs` (in `other`) can read next.
    private func forEachCommonToken(_ mine: Place, _ other: PhraseLanguage, _ theirs: Place, _ body: (Int32) -> Void) {
        switch (pieces[Int(mine.piece)], other.pieces[Int(theirs.piece)]) {
        case (.tokens(let ids), .tokens(let otherIDs)):
            if ids[Int(mine.position)] == otherIDs[Int(theirs.position)] { body(ids[Int(mine.position)]) }
        case (.tokens(let ids), .values(let trie)):
            let token = ids[Int(mine.position)]
            if trie.child(of: theirs.position, token: token) != nil { body(token) }
        case (.values(let trie), .tokens(let otherIDs)):
            let token = otherIDs[Int(theirs.position)]
            if trie.child(of: mine.position, token: token) != nil { body(token) }
        case (.values(let trie), .values(let otherTrie)):
            // Both edge lists are sorted by token: merge them.
            var left = trie.edges(of: mine.position)
            var right = otherTrie.edges(of: theirs.position)
            while let l = left.first, let r = right.first {
                let leftToken = trie.edgeToken[l]
                let rightToken = otherTrie.edgeToken[r]
                if leftToken == rightToken { body(leftToken) }
                if leftToken <= rightToken { left = left.dropFirst() }
                if rightToken <= leftToken { right = right.dropFirst() }
            }
        }
    }

    /// The place after reading `token` at `place`, which can read it.
    private func step(_ place: Place, _ token: Int32) -> Place {
        switch pieces[Int(place.piece)] {
        case .tokens:
            return Place(piece: place.piece, position: place.position + 1)
        case .values(let trie):
            return Place(piece: place.piece, position: trie.child(of: place.position, token: token)!)
        }
    }

    /// The places `place` stands for where a token can be read next (or the
    /// end): past a finished run of words, or out of a slot where a value
    /// ends, into the next piece.
    private func settle(_ place: Place) -> [Place] {
        var settled: [Place] = []
        var current = place
        while current.piece < end {
            switch pieces[Int(current.piece)] {
            case .tokens(let ids):
                if Int(current.position) < ids.count {
                    settled.append(current)
                    return settled
                }
            case .values(let trie):
                if !trie.edges(of: current.position).isEmpty { settled.append(current) }
                guard trie.isTerminal(current.position) else { return settled }
            }
            current = Place(piece: current.piece + 1, position: 0)
        }
        settled.append(current)
        return settled
    }
}
