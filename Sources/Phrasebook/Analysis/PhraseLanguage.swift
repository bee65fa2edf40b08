/// The utterances one enumerable phrase says, as an automaton over token ids
/// that reads the phrase's literal words and its slots' shared value tries
/// in place: for testing whether two phrases share an utterance and whether
/// a phrase says a given one, without spelling its expansions out.
///
/// A place is a piece of the phrase and a position in it: the next literal
/// word of a run of words, or a node of a slot's value trie. Leaving a run at
/// its end, or a slot at a node where some value ends, moves to the next
/// piece; past the last piece the phrase is complete.
///
/// Text glued to a slot (``GluedSuffix``) is a piece of its own after the
/// slot's values: one token, either form of a particle pair. Which form is
/// exact depends on the value's last token; expansions always carry the
/// exact one, so reading either form answers exactly for them.
struct PhraseLanguage {
    private enum Piece {
        case tokens([Int32])
        case values(TokenTrie)
        /// One glued-form token, any of these.
        case glued([Int32])
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
    /// The value set of each `values` piece (-1 for the others), so what a
    /// set's values end with is worked out once per set, not per phrase.
    private let pieceSets: [Int32]

    init(_ phrase: CompiledPhrase, slotKeys: [SlotKey], valueSets: [ValueSet]) {
        pieceSets = phrase.pieces.flatMap { piece -> [Int32] in
            guard case .slot(let key) = piece, case .valueSet(let set) = slotKeys[Int(key)].source else { return [-1] }
            return slotKeys[Int(key)].suffix == nil ? [set] : [set, -1]
        }
        pieces = phrase.pieces.flatMap { piece -> [Piece] in
            switch piece {
            case .tokens(let ids):
                return [.tokens(ids)]
            case .slot(let key):
                guard case .valueSet(let set) = slotKeys[Int(key)].source else {
                    preconditionFailure("an open slot has no finite language")
                }
                guard let suffix = slotKeys[Int(key)].suffix else { return [.values(valueSets[Int(set)].trie)] }
                let forms = suffix.alternates ? [suffix.afterConsonant, suffix.afterVowel] : [suffix.written]
                return [.values(valueSets[Int(set)].trie), .glued(forms)]
            }
        }
    }

    private var end: Int32 { Int32(pieces.count) }

    /// Every token an utterance of the phrase can start with: two phrases
    /// that share an utterance share one of these.
    var firstTokens: Set<Int32> {
        var tokens = Set<Int32>()
        for place in settle(Place(piece: 0, position: 0)) where place.piece < end {
            tokens.formUnion(readable(at: place))
        }
        return tokens
    }

    /// Every token an utterance of the phrase can end with.
    var lastTokens: Set<Int32> {
        var endings: [Int32: Set<Int32>] = [:]
        return lastTokens(endings: &endings)
    }

    /// ``lastTokens``, with what each value set's values end with kept in
    /// `endings` for the next phrase that ends with the same set.
    func lastTokens(endings: inout [Int32: Set<Int32>]) -> Set<Int32> {
        var tokens = Set<Int32>()
        var piece = pieces.count - 1
        while piece >= 0 {
            switch pieces[piece] {
            case .tokens(let ids):
                if let last = ids.last { tokens.insert(last) }
                return tokens
            case .glued(let forms):
                tokens.formUnion(forms)
                return tokens
            case .values(let trie):
                // The token of every edge into a node where a value ends.
                let set = pieceSets[piece]
                if set >= 0, let known = endings[set] {
                    // The set itself when nothing is added to it: no copy of its tokens.
                    if tokens.isEmpty { tokens = known } else { tokens.formUnion(known) }
                } else {
                    var ends = Set<Int32>()
                    for edge in 0..<trie.edgeCount where trie.isTerminal(trie.edgeTarget[edge]) {
                        ends.insert(trie.edgeToken[edge])
                    }
                    if set >= 0 { endings[set] = ends }
                    tokens.formUnion(ends)
                }
                // An empty value would let the piece before end the utterance.
                guard trie.isTerminal(TokenTrie.root) else { return tokens }
            }
            piece -= 1
        }
        return tokens
    }

    /// The tokens readable at `place`.
    private func readable(at place: Place) -> [Int32] {
        switch pieces[Int(place.piece)] {
        case .tokens(let ids): [ids[Int(place.position)]]
        case .glued(let forms): forms
        case .values(let trie): trie.edges(of: place.position).map { trie.edgeToken[$0] }
        }
    }

    /// Whether the phrase says exactly `tokens`.
    func accepts(_ tokens: [Int32]) -> Bool {
        accepts(tokens, piece: 0, from: 0)
    }

    private func accepts(_ tokens: [Int32], piece: Int, from start: Int) -> Bool {
        guard piece < pieces.count else { return start == tokens.count }
        switch pieces[piece] {
        case .tokens(let ids):
            guard start + ids.count <= tokens.count, tokens[start..<(start + ids.count)].elementsEqual(ids) else {
                return false
            }
            return accepts(tokens, piece: piece + 1, from: start + ids.count)
        case .glued(let forms):
            guard start < tokens.count, forms.contains(tokens[start]) else { return false }
            return accepts(tokens, piece: piece + 1, from: start + 1)
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
    /// both at once over the tokens both can read next.
    ///
    /// A walk that grows
    /// past ``CollisionFinder/overlapStateLimit`` answers yes, which is safe:
    /// the caller then tests expansions one by one.
    func overlaps(_ other: PhraseLanguage) -> Bool {
        // Phrases that begin with different words share nothing: most pairs.
        if case .tokens(let mine)? = pieces.first, case .tokens(let theirs)? = other.pieces.first, mine[0] != theirs[0]
        {
            return false
        }
        var visited = Set<PlacePair>()
        var pending: [(Place, Place)] = []
        for mine in settle(Place(piece: 0, position: 0)) {
            for theirs in other.settle(Place(piece: 0, position: 0))
            where visited.insert(PlacePair(mine: mine, theirs: theirs)).inserted {
                pending.append((mine, theirs))
            }
        }
        while let (mine, theirs) = pending.popLast() {
            if mine.piece == end && theirs.piece == other.end { return true }
            guard mine.piece != end && theirs.piece != other.end else { continue }
            if visited.count > CollisionFinder.overlapStateLimit { return true }
            forEachCommonToken(mine, other, theirs) { token in
                for nextMine in settle(step(mine, token)) {
                    for nextTheirs in other.settle(other.step(theirs, token))
                    where visited.insert(PlacePair(mine: nextMine, theirs: nextTheirs)).inserted {
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
        case (.glued(let forms), .glued(let otherForms)):
            for form in forms where otherForms.contains(form) { body(form) }
        case (.glued(let forms), .tokens(let otherIDs)):
            if forms.contains(otherIDs[Int(theirs.position)]) { body(otherIDs[Int(theirs.position)]) }
        case (.tokens(let ids), .glued(let otherForms)):
            if otherForms.contains(ids[Int(mine.position)]) { body(ids[Int(mine.position)]) }
        case (.glued(let forms), .values(let trie)):
            for form in forms where trie.child(of: theirs.position, token: form) != nil { body(form) }
        case (.values(let trie), .glued(let otherForms)):
            for form in otherForms where trie.child(of: mine.position, token: form) != nil { body(form) }
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
        case .tokens, .glued:
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
            case .glued:
                if current.position == 0 {
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
