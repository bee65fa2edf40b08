/// Which slot edges of a phrase-graph node can take the next utterance token,
/// without trying each: the root and nodes such as "in …" fan out to one
/// `${applicationName}` slot per app, and all but a few of those value tries
/// cannot start with the token at hand.
///
/// Derived from the graph and the value sets (never stored): for every token
/// id, the value sets whose trie starts with it (`firstSets`); for every node
/// with at least ``minimumFanOut`` slot edges, its value-set slot edges sorted
/// by value set, and the edges that must always be tried (open slots and
/// slots with a glued suffix, whose first token is cut from an utterance token).
/// A walk that reads tokens as accent-fold alternatives tries every edge.
struct SlotEdgeIndex: Sendable {
    /// Nodes with fewer slot edges are walked edge by edge.
    static let minimumFanOut = 8

    /// Per token id: the value sets starting with it are
    /// `firstSets[firstSetStart[t]..<firstSetStart[t+1]]`, ascending.
    private let firstSetStart: [Int32]
    private let firstSets: [Int32]
    /// Per graph node: its entry in the arrays below, or -1 when not indexed.
    private let entryOfNode: [Int32]
    /// Per entry: its value-set edges are `setEdges[setEdgeStart[e]..<setEdgeStart[e+1]]`,
    /// sorted by (value set, slot position).
    private let setEdgeStart: [Int32]
    private let setEdgeSet: [Int32]
    private let setEdgeSlot: [Int32]
    /// Per entry: the slot positions always tried, ascending.
    private let alwaysStart: [Int32]
    private let always: [Int32]

    /// The index of `graph`'s slot edges over `valueSets`, for a vocabulary of
    /// `tokenCount` ids.
    init(graph: TokenTrie, slotKeys: [SlotKey], valueSets: [ValueSet], tokenCount: Int) {
        var counts = [Int32](repeating: 0, count: tokenCount + 1)
        for valueSet in valueSets {
            for edge in valueSet.trie.edges(of: TokenTrie.root) {
                let token = Int(valueSet.trie.edgeToken[edge])
                if token >= 0 && token < tokenCount { counts[token + 1] += 1 }
            }
        }
        for index in 0..<tokenCount { counts[index + 1] += counts[index] }
        var fill = counts
        var sets = [Int32](repeating: 0, count: Int(counts[tokenCount]))
        for (set, valueSet) in valueSets.enumerated() {
            for edge in valueSet.trie.edges(of: TokenTrie.root) {
                let token = Int(valueSet.trie.edgeToken[edge])
                guard token >= 0 && token < tokenCount else { continue }
                sets[Int(fill[token])] = Int32(set)
                fill[token] += 1
            }
        }
        firstSetStart = counts
        firstSets = sets

        var entryOfNode = [Int32](repeating: -1, count: graph.nodeCount)
        var setEdgeStart: [Int32] = [0]
        var setEdgeSet: [Int32] = []
        var setEdgeSlot: [Int32] = []
        var alwaysStart: [Int32] = [0]
        var always: [Int32] = []
        for node in 0..<graph.nodeCount {
            let slots = graph.slots(of: Int32(node))
            guard slots.count >= Self.minimumFanOut else { continue }
            entryOfNode[node] = Int32(setEdgeStart.count - 1)
            var pairs: [(set: Int32, slot: Int32)] = []
            for slot in slots {
                let key = slotKeys[Int(graph.slotKey[slot])]
                if key.suffix == nil, case .valueSet(let set) = key.source {
                    pairs.append((set, Int32(slot)))
                } else {
                    always.append(Int32(slot))
                }
            }
            pairs.sort { ($0.set, $0.slot) < ($1.set, $1.slot) }
            setEdgeSet += pairs.map(\.set)
            setEdgeSlot += pairs.map(\.slot)
            setEdgeStart.append(Int32(setEdgeSet.count))
            alwaysStart.append(Int32(always.count))
        }
        self.entryOfNode = entryOfNode
        self.setEdgeStart = setEdgeStart
        self.setEdgeSet = setEdgeSet
        self.setEdgeSlot = setEdgeSlot
        self.alwaysStart = alwaysStart
        self.always = always
    }

    /// Whether `node`'s slot edges are indexed (else try each).
    @inline(__always)
    func isIndexed(_ node: Int32) -> Bool {
        Int(node) < entryOfNode.count && entryOfNode[Int(node)] >= 0
    }

    /// Replaces `slots` with the slot positions of indexed `node` that may
    /// take `token` (an id, or ``Vocabulary/unknown``), ascending: the same
    /// edges, in the same order, a walk of every edge would find values on.
    func slots(of node: Int32, startingWith token: Int32, into slots: inout [Int32]) {
        slots.removeAll(keepingCapacity: true)
        let entry = Int(entryOfNode[Int(node)])
        slots.append(contentsOf: always[Int(alwaysStart[entry])..<Int(alwaysStart[entry + 1])])
        if token >= 0 && Int(token) + 1 < firstSetStart.count {
            let lower = Int(setEdgeStart[entry])
            let upper = Int(setEdgeStart[entry + 1])
            for position in Int(firstSetStart[Int(token)])..<Int(firstSetStart[Int(token) + 1]) {
                let set = firstSets[position]
                var low = lower
                var high = upper
                while low < high {
                    let middle = (low + high) >> 1
                    if setEdgeSet[middle] < set { low = middle + 1 } else { high = middle }
                }
                while low < upper && setEdgeSet[low] == set {
                    slots.append(setEdgeSlot[low])
                    low += 1
                }
            }
        }
        if slots.count > 1 { slots.sort() }
    }

    /// Approximate bytes held.
    var byteCount: Int {
        4 * (firstSetStart.count + firstSets.count + entryOfNode.count + setEdgeStart.count + setEdgeSet.count
            + setEdgeSlot.count + alwaysStart.count + always.count)
    }
}
