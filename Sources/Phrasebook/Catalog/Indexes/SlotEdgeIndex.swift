/// Which slot edges of a phrase-graph node can take the utterance's next
/// tokens, without trying each: the root and nodes such as "in …" fan out to
/// one `${applicationName}` slot per app, a verb to one entity slot per app,
/// and all but a few of those value tries cannot start with the tokens at hand.
///
/// Derived from the graph and the value sets (a compiled catalog file stores
/// its ``columns``, checked when read): for every token
/// `t`, the value sets with a one-token value `t` (`singleSets`); for every
/// two tokens `t u`, the value sets with a value starting `t u` (`pairSets`);
/// for every node with at least ``minimumFanOut`` slot edges, its value-set
/// slot edges sorted by value set, and the edges that must always be tried
/// (open slots and slots with a glued suffix, whose first token is cut from
/// an utterance token). Each single entry also keeps the node its value
/// trie reaches from the root on `t` (where the one-token value ends), and
/// each pair entry the node it reaches on `t u`, so the value walk an
/// offered edge starts begins past the tokens the index has read instead of
/// searching the trie's edges for them: the root's (the widest node of a
/// value trie) and the first word's, each read from cold memory on most
/// matches of a large catalog. An edge offered by a single entry alone
/// needs no walk past its first token: no value of its set continues with
/// the next one. A walk that reads tokens as accent-fold alternatives tries
/// every edge.
struct SlotEdgeIndex: Sendable, Equatable {
    /// Nodes with fewer slot edges are walked edge by edge.
    static let minimumFanOut = 8

    /// A slot edge offered for the tokens at hand.
    struct Edge: Equatable {
        /// The edge's position in the graph's slot arrays.
        var slot: Int32
        /// The value set the edge's values come from, or -1 for an edge
        /// always tried (its walk starts at its trie's root, or reads an
        /// open value).
        var set: Int32 = -1
        /// The node of the set's value trie after the first token, where a
        /// one-token value ends; -1 when no value is that token alone.
        var firstNode: Int32 = -1
        /// The node of the set's value trie after the first two tokens;
        /// -1 when no value starts with them.
        var secondNode: Int32 = -1
    }

    /// Per token id `t`: the value sets with the one-token value `t` are
    /// `singleSets[singleStart[t]..<singleStart[t+1]]`, ascending.
    private var singleStart: Int32Column
    private var singleSets: Int32Column
    /// Per entry of `singleSets`: the node its set's value trie reaches on
    /// the token from the root.
    private var singleNodes: Int32Column
    /// Per token id `t`: the values starting `t u` are, sorted by `u` then
    /// set, `pairSecond`/`pairSets` at `pairStart[t]..<pairStart[t+1]`.
    private var pairStart: Int32Column
    private var pairSecond: Int32Column
    private var pairSets: Int32Column
    /// Per entry of `pairSets`: the node its set's value trie reaches on
    /// `t u` from the root.
    private var pairNodes: Int32Column
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
    /// Per entry `e` and value set `s`, at `e * directSetCount + s`: where
    /// the entry's edges over `s` begin in `setEdgeSet`, or -1 when it has
    /// none.
    ///
    /// Derived from the columns above (not stored in a file), so
    /// finding a set's edges is one read instead of a binary search; empty
    /// (and `directSetCount` 0) when entries × sets exceeds
    /// ``maximumDirectCells``, and the search is used.
    private let firstEdgeOfSet: [Int32]
    private let directSetCount: Int
    /// Per entry `e`, a row of `setBitWords` words from `e * setBitWords`:
    /// bit `s` is set when `firstEdgeOfSet` has an edge for set `s`.
    ///
    /// A
    /// word's one-token values lie in many sets, few of them at the node:
    /// each is turned down by a bit of this table, 32 times smaller than
    /// `firstEdgeOfSet` and so mostly in the processor's cache, rather than
    /// by a read of that one. Empty (and `setBitWords` 0) with it.
    private let setBits: [UInt64]
    private let setBitWords: Int

    /// Per token id `t`: buckets over the second tokens of its pairs
    /// (`pairSecond[pairStart[t]..<pairStart[t+1]]`), whose starts lie in
    /// `pairBucketStarts`; `count` 0 for a token with fewer than
    /// ``minimumBucketedPairs`` pairs, searched whole.
    ///
    /// A common first word
    /// starts values in many sets, and on a large catalog most probes of a
    /// search of its pairs are cold memory. Stored in a compiled file
    /// (making them reads every pair, a sixth of a large catalog's load),
    /// and checked when read so that no bucket leads outside its token's
    /// pairs.
    private var pairBuckets: [KeyRunBuckets] = []
    private var pairBucketStarts = Int32Column()

    /// Tokens with fewer pairs have no buckets.
    static let minimumBucketedPairs = 32

    /// The most cells `firstEdgeOfSet` may have (4 MiB of them).
    static let maximumDirectCells = 1 << 20

    /// The index of `graph`'s slot edges over `valueSets`, for a vocabulary of
    /// `tokenCount` ids, with a direct set table of at most `directCells`
    /// cells.
    init(
        graph: TokenTrie, slotKeys: [SlotKey], valueSets: [ValueSet], tokenCount: Int,
        directCells: Int = maximumDirectCells
    ) {
        var singleCounts = [Int32](repeating: 0, count: tokenCount + 1)
        var pairCounts = [Int32](repeating: 0, count: tokenCount + 1)
        for valueSet in valueSets {
            let trie = valueSet.trie
            for edge in trie.edges(of: TokenTrie.root) {
                let token = Int(trie.edgeToken[edge])
                guard token >= 0 && token < tokenCount else { continue }
                let next = trie.edgeTarget[edge]
                if trie.isTerminal(next) { singleCounts[token + 1] += 1 }
                pairCounts[token + 1] += Int32(trie.edges(of: next).count)
            }
        }
        for index in 0..<tokenCount {
            singleCounts[index + 1] += singleCounts[index]
            pairCounts[index + 1] += pairCounts[index]
        }
        var singleFill = singleCounts
        var pairFill = pairCounts
        var singles = [Int32](repeating: 0, count: Int(singleCounts[tokenCount]))
        var singleNodes = [Int32](repeating: 0, count: Int(singleCounts[tokenCount]))
        var pairs = [(second: Int32, set: Int32, node: Int32)](repeating: (0, 0, 0), count: Int(pairCounts[tokenCount]))
        for (set, valueSet) in valueSets.enumerated() {
            let trie = valueSet.trie
            for edge in trie.edges(of: TokenTrie.root) {
                let token = Int(trie.edgeToken[edge])
                guard token >= 0 && token < tokenCount else { continue }
                let next = trie.edgeTarget[edge]
                if trie.isTerminal(next) {
                    singles[Int(singleFill[token])] = Int32(set)
                    singleNodes[Int(singleFill[token])] = next
                    singleFill[token] += 1
                }
                for second in trie.edges(of: next) {
                    pairs[Int(pairFill[token])] = (trie.edgeToken[second], Int32(set), trie.edgeTarget[second])
                    pairFill[token] += 1
                }
            }
        }
        for token in 0..<tokenCount where pairCounts[token + 1] - pairCounts[token] > 1 {
            pairs[Int(pairCounts[token])..<Int(pairCounts[token + 1])].sort {
                ($0.second, $0.set) < ($1.second, $1.set)
            }
        }
        singleStart = Int32Column(singleCounts)
        singleSets = Int32Column(singles)
        self.singleNodes = Int32Column(singleNodes)
        pairStart = Int32Column(pairCounts)
        pairSecond = Int32Column(pairs.lazy.map(\.second))
        pairSets = Int32Column(pairs.lazy.map(\.set))
        pairNodes = Int32Column(pairs.lazy.map(\.node))
        (pairBuckets, pairBucketStarts) = Self.pairBucketTable(pairStart: pairStart, pairSecond: pairSecond)

        let tables = Self.nodeTables(graph: graph, slotKeys: slotKeys)
        entryOfNode = tables.entryOfNode
        setEdgeStart = tables.setEdgeStart
        setEdgeSet = tables.setEdgeSet
        setEdgeSlot = tables.setEdgeSlot
        alwaysStart = tables.alwaysStart
        always = tables.always
        (firstEdgeOfSet, directSetCount, setBits, setBitWords) = Self.directTable(
            setEdgeStart: setEdgeStart, setEdgeSet: setEdgeSet, setCount: valueSets.count, limit: directCells)
    }

    /// The per-node tables of `graph` (over `slotKeys`): each node with at
    /// least ``minimumFanOut`` slot edges gets an entry, with its value-set
    /// edges sorted by (set, slot) and the edges always tried.
    private static func nodeTables(graph: TokenTrie, slotKeys: [SlotKey]) -> (
        entryOfNode: [Int32], setEdgeStart: [Int32], setEdgeSet: [Int32], setEdgeSlot: [Int32],
        alwaysStart: [Int32], always: [Int32]
    ) {
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
        return (entryOfNode, setEdgeStart, setEdgeSet, setEdgeSlot, alwaysStart, always)
    }

    /// Whether this index's per-node tables are those of `graph` over
    /// `slotKeys`: an index read from a file offers each node only its own
    /// slot edges, each with the value set its key reads.
    ///
    /// Rebuilt and
    /// compared, as only nodes with many slot edges have entries.
    func hasNodeTables(of graph: TokenTrie, slotKeys: [SlotKey]) -> Bool {
        let tables = Self.nodeTables(graph: graph, slotKeys: slotKeys)
        return tables.entryOfNode == entryOfNode && tables.setEdgeStart == setEdgeStart
            && tables.setEdgeSet == setEdgeSet && tables.setEdgeSlot == setEdgeSlot
            && tables.alwaysStart == alwaysStart && tables.always == always
    }

    /// `firstEdgeOfSet`, `directSetCount`, `setBits` and `setBitWords` for
    /// these entries over `setCount` value sets (every id in `setEdgeSet`
    /// is below it), or none when that takes more than `limit` cells.
    private static func directTable(
        setEdgeStart: [Int32], setEdgeSet: [Int32], setCount: Int, limit: Int
    ) -> ([Int32], Int, [UInt64], Int) {
        let entries = setEdgeStart.count - 1
        guard entries > 0, setCount > 0, entries <= limit / setCount else { return ([], 0, [], 0) }
        var first = [Int32](repeating: -1, count: entries * setCount)
        let words = (setCount + 63) / 64
        var bits = [UInt64](repeating: 0, count: entries * words)
        for entry in 0..<entries {
            for position in Int(setEdgeStart[entry])..<Int(setEdgeStart[entry + 1]) {
                let set = Int(setEdgeSet[position])
                let cell = entry * setCount + set
                if first[cell] < 0 { first[cell] = Int32(position) }
                bits[entry * words + set >> 6] |= 1 << UInt64(set & 63)
            }
        }
        return (first, setCount, bits, words)
    }

    /// The index's arrays, in a fixed order: what a compiled catalog file
    /// stores (the pair buckets as four numbers per token: minimum, shift,
    /// first and count), and reads back as views of the file.
    var columns: [Int32Column] {
        [
            singleStart, singleSets, singleNodes, pairStart, pairSecond, pairSets, pairNodes, Int32Column(entryOfNode),
            Int32Column(setEdgeStart), Int32Column(setEdgeSet), Int32Column(setEdgeSlot), Int32Column(alwaysStart),
            Int32Column(always),
            pairBucketStarts, Int32Column(pairBuckets.flatMap { [$0.minimum, $0.shift, $0.first, $0.count] }),
        ]
    }

    /// How many arrays ``columns`` holds.
    static let columnCount = 15

    /// The pair buckets stored as ``columns`` holds them (`rows`, four
    /// numbers per token, and their `starts`) for the pair rows
    /// `pairStart` (checked), or `nil` when the tokens' buckets do not lie
    /// one after the other in `starts` (as they are made), a start lies
    /// outside its token's pairs, or the starts of a token decrease: a
    /// damaged file's buckets never lead a search outside the token's
    /// pairs, and checking them reads each start once.
    private static func storedPairBuckets(rows: Int32Column, starts: Int32Column, pairStart: Int32Column)
        -> [KeyRunBuckets]?
    {
        let tokens = pairStart.count - 1
        guard tokens >= 0, rows.count == 4 * tokens else { return nil }
        var buckets: [KeyRunBuckets] = []
        buckets.reserveCapacity(tokens)
        // Where the next bucketed token's starts must begin.
        var next = 0
        for token in 0..<tokens {
            let made = KeyRunBuckets(
                minimum: rows[4 * token], shift: rows[4 * token + 1], first: rows[4 * token + 2],
                count: rows[4 * token + 3])
            if made.count != 0 {
                guard made.count > 0, made.minimum >= 0, (0..<32).contains(made.shift), Int(made.first) == next,
                    Int(made.count) < starts.count - next
                else { return nil }
                next += Int(made.count) + 1
                let low = pairStart[token]
                let high = pairStart[token + 1]
                var previous = low
                for position in Int(made.first)...Int(made.first) + Int(made.count) {
                    let start = starts[position]
                    guard start >= previous, start <= high else { return nil }
                    previous = start
                }
            }
            buckets.append(made)
        }
        return next == starts.count ? buckets : nil
    }

    /// The index whose ``columns`` are `columns`, read from a file, for a
    /// graph of `nodeCount` nodes and `slotEdgeCount` slot edges over value
    /// sets whose tries have `valueNodeCounts` nodes; `nil` when an array has
    /// the wrong size or a row or an index falls outside its array, so a
    /// damaged file cannot make ``slots(of:startingWith:then:into:)`` read
    /// out of bounds, nor a value walk start outside its trie.
    init?(columns: [Int32Column], nodeCount: Int, slotEdgeCount: Int, valueNodeCounts: [Int]) {
        guard columns.count == Self.columnCount else { return nil }
        singleStart = columns[0]
        singleSets = columns[1]
        singleNodes = columns[2]
        pairStart = columns[3]
        pairSecond = columns[4]
        pairSets = columns[5]
        pairNodes = columns[6]
        entryOfNode = Array(columns[7])
        setEdgeStart = Array(columns[8])
        setEdgeSet = Array(columns[9])
        setEdgeSlot = Array(columns[10])
        alwaysStart = Array(columns[11])
        always = Array(columns[12])
        let valueSetCount = valueNodeCounts.count
        let entries = setEdgeStart.count - 1
        guard singleStart.count == pairStart.count, Self.rows(singleStart, singleSets.count),
            Self.rows(pairStart, pairSets.count),
            pairSecond.count == pairSets.count, Self.within(singleSets, valueSetCount),
            Self.within(pairSets, valueSetCount),
            Self.inTries(singleNodes, singleSets, valueNodeCounts), Self.inTries(pairNodes, pairSets, valueNodeCounts),
            entryOfNode.count == nodeCount, entryOfNode.allSatisfy({ $0 >= -1 && Int($0) < entries }),
            Self.rows(columns[8], setEdgeSet.count), Self.within(columns[9], valueSetCount),
            setEdgeSlot.count == setEdgeSet.count,
            Self.within(columns[10], slotEdgeCount),
            alwaysStart.count == setEdgeStart.count, Self.rows(columns[11], always.count),
            Self.within(columns[12], slotEdgeCount)
        else { return nil }
        guard let pairBuckets = Self.storedPairBuckets(rows: columns[14], starts: columns[13], pairStart: pairStart)
        else { return nil }
        self.pairBuckets = pairBuckets
        pairBucketStarts = columns[13]
        (firstEdgeOfSet, directSetCount, setBits, setBitWords) = Self.directTable(
            setEdgeStart: setEdgeStart, setEdgeSet: setEdgeSet, setCount: valueSetCount, limit: Self.maximumDirectCells)
    }

    /// Whether `starts` are rows over `count` entries: from 0, never
    /// decreasing, ending at `count` (sign bits gathered without a branch,
    /// as ``CatalogFileCheck`` asks a trie's rows).
    private static func rows(_ starts: Int32Column, _ count: Int) -> Bool {
        guard starts.first == 0, Int(starts.last ?? -1) == count else { return false }
        return starts.withUnsafeBufferPointer { starts in
            var signs: Int32 = 0
            if starts.count > 1 {
                for index in 1..<starts.count { signs |= starts[index] | (starts[index] &- starts[index - 1]) }
            }
            return signs >= 0
        }
    }

    /// Whether every id of `ids` is at least 0 and below `limit`.
    private static func within(_ ids: Int32Column, _ limit: Int) -> Bool {
        guard !ids.isEmpty else { return true }
        guard limit > 0 else { return false }
        let top = Int32(clamping: limit - 1)
        return ids.withUnsafeBufferPointer { ids in
            var signs: Int32 = 0
            for id in ids { signs |= id | (top &- id) }
            return signs >= 0
        }
    }

    /// Whether each of `nodes` lies in the trie of the set beside it, whose
    /// tries have `nodeCounts` nodes (the sets already checked to be below
    /// `nodeCounts.count`).
    private static func inTries(_ nodes: Int32Column, _ sets: Int32Column, _ nodeCounts: [Int]) -> Bool {
        guard nodes.count == sets.count else { return false }
        let limits = nodeCounts.map { Int32(clamping: $0 - 1) }
        return nodes.withUnsafeBufferPointer { nodes in
            sets.withUnsafeBufferPointer { sets in
                limits.withUnsafeBufferPointer { limits in
                    var signs: Int32 = 0
                    for index in 0..<nodes.count {
                        let node = nodes[index]
                        signs |= node | (limits[Int(sets[index])] &- node)
                    }
                    return signs >= 0
                }
            }
        }
    }

    /// `pairBuckets` and `pairBucketStarts` for pairs `pairSecond` in the
    /// rows `pairStart` (checked: from 0, never decreasing, ending at
    /// `pairSecond.count`).
    private static func pairBucketTable(pairStart: Int32Column, pairSecond: Int32Column) -> (
        [KeyRunBuckets], Int32Column
    ) {
        let none = KeyRunBuckets(minimum: 0, shift: 0, first: 0, count: 0)
        var buckets = [KeyRunBuckets](repeating: none, count: max(pairStart.count - 1, 0))
        // At most one start per two pairs, and one more per bucketed token.
        var starts: [Int32] = []
        starts.reserveCapacity(pairSecond.count / 2 + buckets.count)
        pairSecond.withUnsafeBufferPointer { seconds in
            for token in buckets.indices {
                let run = Int(pairStart[token])..<Int(pairStart[token + 1])
                if let made = KeyRunBuckets.append(
                    of: seconds, run: run, minimumKeys: minimumBucketedPairs, to: &starts)
                {
                    buckets[token] = made
                }
            }
        }
        return (buckets, Int32Column(starts))
    }

    /// The index after the value sets `rebuilt` were replaced by new ones
    /// (in `valueSets`, over a vocabulary of `tokenCount` ids, which may have
    /// grown): the graph's part is kept, the other sets' entries are copied
    /// and the rebuilt sets' merged in, as building from scratch would order
    /// them, in time linear in the index rather than in the catalog's values.
    func replacing(_ rebuilt: Set<Int32>, in valueSets: [ValueSet], tokenCount: Int) -> SlotEdgeIndex {
        var newSingles: [(token: Int32, set: Int32, node: Int32)] = []
        var newPairs: [(token: Int32, second: Int32, set: Int32, node: Int32)] = []
        for set in rebuilt.sorted() {
            let trie = valueSets[Int(set)].trie
            for edge in trie.edges(of: TokenTrie.root) {
                let token = trie.edgeToken[edge]
                guard token >= 0 && Int(token) < tokenCount else { continue }
                let next = trie.edgeTarget[edge]
                if trie.isTerminal(next) { newSingles.append((token, set, next)) }
                for second in trie.edges(of: next) {
                    newPairs.append((token, trie.edgeToken[second], set, trie.edgeTarget[second]))
                }
            }
        }
        newSingles.sort { ($0.token, $0.set) < ($1.token, $1.set) }
        newPairs.sort { ($0.token, $0.second, $0.set) < ($1.token, $1.second, $1.set) }
        var copy = self
        let oldTokens = singleStart.count - 1
        // Written once each, into columns of room enough for every entry kept and new.
        var singleStarts = Int32ColumnBuilder(capacity: tokenCount + 1)
        var singleSets = Int32ColumnBuilder(capacity: self.singleSets.count + newSingles.count)
        var singleNodes = Int32ColumnBuilder(capacity: self.singleSets.count + newSingles.count)
        var pairStarts = Int32ColumnBuilder(capacity: tokenCount + 1)
        var pairSeconds = Int32ColumnBuilder(capacity: pairSets.count + newPairs.count)
        var pairSets = Int32ColumnBuilder(capacity: self.pairSets.count + newPairs.count)
        var pairNodes = Int32ColumnBuilder(capacity: self.pairSets.count + newPairs.count)
        singleStarts.append(0)
        pairStarts.append(0)
        // Whether a set was rebuilt, by set id: a lookup per entry.
        var isRebuilt = [Bool](repeating: false, count: valueSets.count)
        for set in rebuilt where set >= 0 && Int(set) < isRebuilt.count { isRebuilt[Int(set)] = true }
        var single = 0
        var pair = 0
        for token in 0..<tokenCount {
            // Both lists of a token ascend. Each new entry goes where a
            // search of the token's old entries puts it; the old entries
            // between are copied a run at a time, less those of rebuilt
            // sets (a scan of their sets alone).
            Self.mergeRow(
                old: token < oldTokens ? Int(singleStart[token])..<Int(singleStart[token + 1]) : 0..<0,
                sets: self.singleSets,
                isRebuilt: isRebuilt,
                nextKey: {
                    single < newSingles.count && newSingles[single].token == Int32(token) ? newSingles[single].set : nil
                },
                isBefore: { self.singleSets[$0] < $1 },
                copyRun: { run in
                    singleSets.append(self.singleSets, run)
                    singleNodes.append(self.singleNodes, run)
                },
                appendNew: {
                    singleSets.append(newSingles[single].set)
                    singleNodes.append(newSingles[single].node)
                    single += 1
                })
            singleStarts.append(Int32(singleSets.count))
            Self.mergeRow(
                old: token < oldTokens ? Int(pairStart[token])..<Int(pairStart[token + 1]) : 0..<0, sets: self.pairSets,
                isRebuilt: isRebuilt,
                nextKey: {
                    pair < newPairs.count && newPairs[pair].token == Int32(token)
                        ? (newPairs[pair].second, newPairs[pair].set) : nil
                },
                isBefore: { (pairSecond[$0], self.pairSets[$0]) < $1 },
                copyRun: { run in
                    pairSeconds.append(pairSecond, run)
                    pairSets.append(self.pairSets, run)
                    pairNodes.append(self.pairNodes, run)
                },
                appendNew: {
                    pairSeconds.append(newPairs[pair].second)
                    pairSets.append(newPairs[pair].set)
                    pairNodes.append(newPairs[pair].node)
                    pair += 1
                })
            pairStarts.append(Int32(pairSeconds.count))
        }
        copy.singleStart = singleStarts.finish()
        copy.singleSets = singleSets.finish()
        copy.singleNodes = singleNodes.finish()
        copy.pairStart = pairStarts.finish()
        copy.pairSecond = pairSeconds.finish()
        copy.pairSets = pairSets.finish()
        copy.pairNodes = pairNodes.finish()
        (copy.pairBuckets, copy.pairBucketStarts) = Self.pairBucketTable(
            pairStart: copy.pairStart, pairSecond: copy.pairSecond)
        return copy
    }

    /// Merges one token's row (its single entries, or its pairs): the old
    /// entries at `old` whose sets were not rebuilt are copied a run at a
    /// time (`copyRun`), and each new entry of the token (`nextKey` gives
    /// its sort key while one is left; `appendNew` appends it and moves
    /// past it) goes where a search of the old entries puts it, before the
    /// first one that `isBefore` does not put ahead of its key.
    private static func mergeRow<Key>(
        old: Range<Int>, sets: Int32Column, isRebuilt: [Bool], nextKey: () -> Key?, isBefore: (Int, Key) -> Bool,
        copyRun: (Range<Int>) -> Void, appendNew: () -> Void
    ) {
        var position = old.lowerBound
        while true {
            let key = nextKey()
            let bound =
                key.map { key in lowerBound(in: position..<old.upperBound) { isBefore($0, key) } } ?? old.upperBound
            forEachKeptRun(of: position..<bound, sets: sets, isRebuilt: isRebuilt, copyRun)
            position = bound
            guard key != nil else { return }
            appendNew()
        }
    }

    /// The first position of `range` where `isBefore` is false (it holds
    /// for a prefix of the range, as for entries below a key in sorted
    /// order); the range's end when it holds for all.
    private static func lowerBound(in range: Range<Int>, _ isBefore: (Int) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) >> 1
            if isBefore(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Calls `body` with each run of positions in `entries` whose set (in
    /// `sets`) was not rebuilt, in order: the entries
    /// ``replacing(_:in:tokenCount:)`` keeps, copied a run at a time.
    ///
    /// A set
    /// outside `isRebuilt` counts as rebuilt (dropped).
    private static func forEachKeptRun(
        of entries: Range<Int>, sets: Int32Column, isRebuilt: [Bool], _ body: (Range<Int>) -> Void
    ) {
        guard !entries.isEmpty else { return }
        precondition(entries.lowerBound >= 0 && entries.upperBound <= sets.count, "entries outside the index")
        var run = entries.lowerBound
        sets.withUnsafeBufferPointer { sets in
            isRebuilt.withUnsafeBufferPointer { isRebuilt in
                for position in entries {
                    let set = Int(sets[position])
                    guard set < 0 || set >= isRebuilt.count || isRebuilt[set] else { continue }
                    if run < position { body(run..<position) }
                    run = position + 1
                }
            }
        }
        if run < entries.upperBound { body(run..<entries.upperBound) }
    }

    /// Whether some word's pairs are found through buckets (else each
    /// word's are searched whole).
    var hasPairBuckets: Bool { pairBuckets.contains { $0.count > 0 } }

    /// Whether finding a value set's edges reads the direct table (else it
    /// searches the entry's edges).
    var hasDirectTable: Bool { directSetCount > 0 }

    /// Whether `node`'s slot edges are indexed (else try each).
    @inline(__always)
    func isIndexed(_ node: Int32) -> Bool {
        Int(node) < entryOfNode.count && entryOfNode[Int(node)] >= 0
    }

    /// Replaces `edges` with the slot edges of indexed `node` that may take
    /// a value starting with `token` (an id, or ``Vocabulary/unknown``)
    /// followed by `next` (the token after it, or ``Vocabulary/unknown`` at
    /// the end), ascending by slot: the same edges, in the same order, a walk
    /// of every edge would find values on, each with the nodes its value
    /// walk reaches on `token` (where a one-token value ends) and on
    /// `token next` (see ``Edge``).
    func slots(of node: Int32, startingWith token: Int32, then next: Int32, into edges: ScratchStack<Edge>) {
        edges.removeAll()
        let entry = Int(entryOfNode[Int(node)])
        for position in Int(alwaysStart[entry])..<Int(alwaysStart[entry + 1]) {
            edges.push(Edge(slot: always[position]))
        }
        if token >= 0 && Int(token) + 1 < singleStart.count {
            // The sets a value can start here in: one-token values `token`,
            // and values starting `token next`. A set in both lists gives its
            // edges twice (one with each node); they are joined after sorting.
            let singles = Int(singleStart[Int(token)])..<Int(singleStart[Int(token) + 1])
            let entryEdges = Int(setEdgeStart[entry])..<Int(setEdgeStart[entry + 1])
            if entryEdges.count * 4 < singles.count && singles.upperBound <= singleSets.count {
                // A word that is a whole value in many more sets than the
                // node has edges (a common word, a catalog of many entity
                // types): each of the node's sets is looked up among the
                // word's, both ascending, instead of the other way round.
                // The same sets are found, in the same order.
                var low = singles.lowerBound
                var position = entryEdges.lowerBound
                while position < entryEdges.upperBound && low < singles.upperBound {
                    let set = setEdgeSet[position]
                    var high = singles.upperBound
                    while low < high {
                        let middle = (low + high) >> 1
                        if singleSets[middle] < set { low = middle + 1 } else { high = middle }
                    }
                    if low < singles.upperBound && singleSets[low] == set {
                        appendEdges(
                            of: entry, set: set, from: position, firstNode: singleNodes[low], secondNode: -1,
                            into: edges)
                    }
                    while position < entryEdges.upperBound && setEdgeSet[position] == set { position += 1 }
                }
            } else if directSetCount > 0 && singles.upperBound <= singleSets.count {
                // The common case, and the longest list (a word that is a
                // whole value in many sets): read in place, as most of its
                // sets have no edge here.
                firstEdgeOfSet.withUnsafeBufferPointer { firstEdge in
                    setBits.withUnsafeBufferPointer { bits in
                        singleSets.withUnsafeBufferPointer { sets in
                            // `entry` is below the table's entries and `set`
                            // below `directSetCount`: both cells lie in their rows.
                            let row = entry * directSetCount
                            let bitRow = entry * setBitWords
                            for single in singles {
                                let set = Int(sets[single])
                                guard set >= 0 && set < directSetCount else { continue }
                                guard bits[bitRow + set >> 6] & (1 << UInt64(set & 63)) != 0 else { continue }
                                let first = Int(firstEdge[row + set])
                                if first >= 0 {
                                    appendEdges(
                                        of: entry, set: Int32(set), from: first, firstNode: singleNodes[single],
                                        secondNode: -1, into: edges)
                                }
                            }
                        }
                    }
                }
            } else {
                for single in singles {
                    appendEdges(
                        of: entry, set: singleSets[single], firstNode: singleNodes[single], secondNode: -1, into: edges)
                }
            }
            if next >= 0 {
                let pairEnd = Int(pairStart[Int(token) + 1])
                var low = Int(pairStart[Int(token)])
                var high = pairEnd
                if Int(token) < pairBuckets.count && pairBuckets[Int(token)].count > 0 {
                    // Only `next`'s bucket can hold its pairs (a bucket's
                    // starts lie in the token's rows).
                    if let bucket = pairBuckets[Int(token)].bucket(of: next) {
                        low = Int(pairBucketStarts[bucket])
                        high = Int(pairBucketStarts[bucket + 1])
                    } else {
                        low = pairEnd
                    }
                }
                while low < high {
                    let middle = (low + high) >> 1
                    if pairSecond[middle] < next { low = middle + 1 } else { high = middle }
                }
                while low < pairEnd && pairSecond[low] == next {
                    appendEdges(of: entry, set: pairSets[low], firstNode: -1, secondNode: pairNodes[low], into: edges)
                    low += 1
                }
            }
        }
        guard edges.count > 1 else { return }
        let kept = edges.withUnsafeMutableBufferPointer { buffer in
            var edges = buffer
            edges.sort { $0.slot < $1.slot }
            // An edge offered by both lists is one edge with both nodes.
            var kept = 1
            for index in 1..<edges.count {
                if edges[index].slot == edges[kept - 1].slot {
                    edges[kept - 1].firstNode = max(edges[kept - 1].firstNode, edges[index].firstNode)
                    edges[kept - 1].secondNode = max(edges[kept - 1].secondNode, edges[index].secondNode)
                } else {
                    edges[kept] = edges[index]
                    kept += 1
                }
            }
            return kept
        }
        edges.truncate(to: kept)
    }

    /// Appends the slot edges of entry `entry` over value set `set`, whose
    /// value walks begin at `firstNode` or `secondNode` (see ``Edge``).
    @inline(__always)
    private func appendEdges(
        of entry: Int, set: Int32, firstNode: Int32, secondNode: Int32, into edges: ScratchStack<Edge>
    ) {
        let upper = Int(setEdgeStart[entry + 1])
        var low: Int
        if set >= 0 && Int(set) < directSetCount {
            low = Int(firstEdgeOfSet[entry * directSetCount + Int(set)])
            guard low >= 0 else { return }
        } else {
            low = Int(setEdgeStart[entry])
            var high = upper
            while low < high {
                let middle = (low + high) >> 1
                if setEdgeSet[middle] < set { low = middle + 1 } else { high = middle }
            }
        }
        appendEdges(of: entry, set: set, from: low, firstNode: firstNode, secondNode: secondNode, into: edges)
    }

    /// Appends the slot edges of entry `entry` over value set `set`, whose
    /// first edge is at `first` in `setEdgeSet` and whose value walks begin
    /// at `firstNode` or `secondNode` (see ``Edge``).
    @inline(__always)
    private func appendEdges(
        of entry: Int, set: Int32, from first: Int, firstNode: Int32, secondNode: Int32, into edges: ScratchStack<Edge>
    ) {
        let upper = Int(setEdgeStart[entry + 1])
        var position = first
        while position < upper && setEdgeSet[position] == set {
            edges.push(Edge(slot: setEdgeSlot[position], set: set, firstNode: firstNode, secondNode: secondNode))
            position += 1
        }
    }

    /// Approximate bytes held.
    var byteCount: Int {
        4
            * (singleStart.count + singleSets.count + singleNodes.count + pairStart.count + pairSecond.count
                + pairSets.count + pairNodes.count
                + entryOfNode.count + setEdgeStart.count + setEdgeSet.count + setEdgeSlot.count + alwaysStart.count
                + always.count + firstEdgeOfSet.count
                + pairBucketStarts.count)
            + 8 * setBits.count + MemoryLayout<KeyRunBuckets>.stride * pairBuckets.count
    }
}
