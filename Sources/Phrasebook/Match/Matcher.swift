import Foundation

/// Resolves an utterance to ranked candidates by walking the catalog's phrase
/// graph with the utterance's token ids; at a slot edge it walks the slot's
/// shared value trie (or reads an open value) and continues after it.
/// Every path that consumes the whole utterance is a candidate.
public struct Matcher: Sendable {
    /// Utterances with more tokens than this are not matched (no phrase is
    /// that long); the result says so instead of doing unbounded work.
    public static let maximumTokens = 512
    /// The most search states one match explores (open slots can branch).
    public static let maximumStates = 200_000

    /// The catalog matched against.
    public let catalog: Catalog

    /// A matcher over `catalog`.
    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// Everything `utterance` matches exactly, best first. With `locale`, only
    /// phrases of that locale are considered.
    public func match(_ utterance: String, locale: String? = nil) -> MatchResult {
        let tokens = TextNormalizer.tokenize(utterance, limit: Self.maximumTokens)
        guard tokens.count <= Self.maximumTokens else {
            return MatchResult(tokens: tokens, candidates: [], blockedApps: [], isTooLong: true)
        }
        let ids = tokens.map { catalog.vocabulary.id(of: $0.text) }
        var search = Search(catalog: catalog, tokens: tokens, ids: ids, utterance: utterance)
        search.run()

        var blocked = Set<Int>()
        var candidates: [Candidate] = []
        for accepted in search.accepted {
            let phrase = catalog.phrases[accepted.phrase]
            if let locale, phrase.locale != locale { continue }
            if phrase.isNegative {
                blocked.insert(phrase.app)
                continue
            }
            candidates.append(search.candidate(for: accepted))
        }
        candidates.removeAll { blocked.contains($0.app) }
        candidates.sort { lhs, rhs in
            if lhs.score != rhs.score { return lhs.score > rhs.score }
            let left = catalog.phrases[lhs.phraseIndex]
            let right = catalog.phrases[rhs.phraseIndex]
            if left.literalTokenCount != right.literalTokenCount { return left.literalTokenCount > right.literalTokenCount }
            return (lhs.app, lhs.shortcut, left.phraseIndex, lhs.phraseIndex) < (rhs.app, rhs.shortcut, right.phraseIndex, rhs.phraseIndex)
        }
        return MatchResult(tokens: tokens, candidates: candidates, blockedApps: blocked.sorted(), isTooLong: false)
    }
}

/// The depth-first walk of one match.
private struct Search {
    /// A slot filled on the way, linked to the one before it.
    struct Cell {
        var slotKey: Int32
        var start: Int32
        var end: Int32
        /// The value trie node the slot ended at, or -1 for an open slot.
        var valueNode: Int32
        var parent: Int32
    }

    struct State {
        var node: Int32
        var position: Int32
        var cell: Int32
    }

    struct Accepted {
        var phrase: Int
        var cell: Int32
    }

    let catalog: Catalog
    let tokens: [Token]
    let ids: [Int32]
    let utterance: String
    var cells: [Cell] = []
    var openValues: [Int32: BoundValue] = [:]
    var accepted: [Accepted] = []

    init(catalog: Catalog, tokens: [Token], ids: [Int32], utterance: String) {
        self.catalog = catalog
        self.tokens = tokens
        self.ids = ids
        self.utterance = utterance
    }

    mutating func run() {
        let graph = catalog.graph
        let count = Int32(ids.count)
        var stack = [State(node: TokenTrie.root, position: 0, cell: -1)]
        var explored = 0
        while let state = stack.popLast() {
            explored += 1
            if explored > Matcher.maximumStates { break }
            if state.position == count {
                for position in graph.payloadRange(of: state.node) {
                    accepted.append(Accepted(phrase: Int(graph.payloads[position]), cell: state.cell))
                }
            } else if let next = graph.child(of: state.node, token: ids[Int(state.position)]) {
                stack.append(State(node: next, position: state.position + 1, cell: state.cell))
            }
            for slot in graph.slots(of: state.node) {
                let key = graph.slotKey[slot]
                let target = graph.slotTarget[slot]
                switch catalog.slotKeys[Int(key)].source {
                case .valueSet(let set):
                    let trie = catalog.valueSets[Int(set)].trie
                    var node = TokenTrie.root
                    var position = state.position
                    while position < count, let next = trie.child(of: node, token: ids[Int(position)]) {
                        node = next
                        position += 1
                        if trie.isTerminal(node) {
                            cells.append(Cell(slotKey: key, start: state.position, end: position, valueNode: node, parent: state.cell))
                            stack.append(State(node: target, position: position, cell: Int32(cells.count - 1)))
                        }
                    }
                case .open(let kind):
                    guard state.position < count else { continue }
                    for end in (state.position + 1)...count {
                        guard let value = openValue(kind, from: Int(state.position), to: Int(end)) else { continue }
                        cells.append(Cell(slotKey: key, start: state.position, end: end, valueNode: -1, parent: state.cell))
                        let cell = Int32(cells.count - 1)
                        openValues[cell] = value
                        stack.append(State(node: target, position: end, cell: cell))
                    }
                }
            }
        }
    }

    /// The text the user typed for tokens `start..<end`.
    func sourceText(from start: Int, to end: Int) -> String {
        let utf8 = utterance.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: tokens[start].sourceStart)
        let upper = utf8.index(utf8.startIndex, offsetBy: tokens[end - 1].sourceEnd)
        return String(utterance[lower..<upper])
    }

    private func openValue(_ kind: OpenSlotKind, from start: Int, to end: Int) -> BoundValue? {
        switch kind {
        case .string:
            return .string(sourceText(from: start, to: end))
        case .int:
            guard end - start <= 8 else { return nil }
            return NumberParser.integer(tokens[start..<end].map(\.text)).map(BoundValue.integer)
        case .double:
            guard end - start <= 8 else { return nil }
            return NumberParser.number(tokens[start..<end].map(\.text)).map(BoundValue.number)
        case .date:
            guard end - start <= 8 else { return nil }
            return ISODateParser.parse(sourceText(from: start, to: end)).map(BoundValue.date)
        }
    }

    func candidate(for accepted: Accepted) -> Candidate {
        let phrase = catalog.phrases[accepted.phrase]
        let manifest = catalog.apps[phrase.app]
        var bindings: [Binding] = []
        var applicationName: ValueVariant?
        var cursor = accepted.cell
        while cursor >= 0 {
            let cellID = cursor
            let cell = cells[Int(cellID)]
            cursor = cell.parent
            let key = catalog.slotKeys[Int(cell.slotKey)]
            guard let parameter = key.parameter else {
                if case .valueSet(let set) = key.source {
                    let valueSet = catalog.valueSets[Int(set)]
                    let payloads = valueSet.trie.payloadRange(of: cell.valueNode)
                    applicationName = payloads.first.map { valueSet.variants[Int(valueSet.trie.payloads[$0])] }
                }
                continue
            }
            let value: BoundValue
            if case .valueSet(let set) = key.source, case .values(_, let type) = catalog.valueSets[Int(set)].kind {
                let valueSet = catalog.valueSets[Int(set)]
                var choices: [ValueChoice] = []
                for position in valueSet.trie.payloadRange(of: cell.valueNode) {
                    let variant = valueSet.variants[Int(valueSet.trie.payloads[position])]
                    if !choices.contains(where: { $0.index == Int(variant.value) }) {
                        choices.append(ValueChoice(index: Int(variant.value), variant: variant))
                    }
                }
                value = .values(type: type, choices: choices)
            } else if let open = openValues[cellID] {
                value = open
            } else {
                continue
            }
            bindings.append(Binding(
                parameter: parameter, value: value, tokenRange: Int(cell.start)..<Int(cell.end),
                text: sourceText(from: Int(cell.start), to: Int(cell.end))))
        }
        bindings.reverse()
        return Candidate(
            phraseIndex: accepted.phrase, app: phrase.app, shortcut: phrase.shortcut ?? 0,
            intent: manifest.shortcuts[phrase.shortcut ?? 0].intent, locale: phrase.locale, bindings: bindings, applicationName: applicationName, score: 1.0)
    }
}
