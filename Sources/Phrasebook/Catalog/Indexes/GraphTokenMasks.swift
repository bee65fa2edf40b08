/// Per phrase-graph node, a signature of the words a walk from there can
/// still read (the token edges at and below the node, and the words of the
/// value sets its slots and those below it take) and whether a value or an
/// open slot lies at or below it.
///
/// The flexible walk bounds what the rest of
/// an utterance costs from a graph place with it: a word no reading of which
/// is in the signature must be skipped there (``FlexibleSearch/placeFloor(node:position:)``).
///
/// A signature is 128 bits, one per word id (hashed), so a word may seem
/// readable that is not, never the other way round.
struct GraphTokenMasks: Sendable {
    /// One node's signature.
    struct Mask: Hashable, Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        /// ``valueSlot`` and ``openSlot`` bits.
        var flags: UInt8 = 0

        /// A value set's slot lies at or below the node.
        static let valueSlot: UInt8 = 1
        /// An open slot (any words) lies at or below the node.
        static let openSlot: UInt8 = 2

        /// Whether the signature has word `token`'s bit.
        @inline(__always)
        func mayRead(_ bits: (low: UInt64, high: UInt64)) -> Bool {
            (low & bits.low) | (high & bits.high) != 0
        }

        /// Adds `other`'s words and flags.
        @inline(__always)
        mutating func formUnion(_ other: Mask) {
            low |= other.low
            high |= other.high
            flags |= other.flags
        }
    }

    /// The distinct signatures.
    private(set) var masks: [Mask] = []
    /// Each graph node's signature: its position in `masks`.
    private(set) var nodeMasks: [Int32] = []
    /// The distinct edge signatures: the bits of the words of one node's
    /// own token edges (no flags), which a walk reading a word there looks
    /// up.
    ///
    /// Most words a node's signature lets through lie deeper below it,
    /// so a reading tested against these is looked up far less often.
    private(set) var edgeMasks: [Mask] = []
    /// Each graph node's edge signature: its position in `edgeMasks`.
    private(set) var nodeEdgeMasks: [Int32] = []

    /// No signatures (a catalog without a phrase graph).
    init() {}

    /// The signatures of `graph`'s nodes, whose slot keys `slotKeys` refer
    /// to the value sets with tries `valueTries`.
    init(graph: TokenTrie, slotKeys: [SlotKey], valueTries: [TokenTrie]) {
        // Each value set's words.
        let setMasks = valueTries.map { trie in
            var mask = Mask()
            for edge in 0..<trie.edgeCount { mask.formUnion(Self.mask(of: trie.edgeToken[edge])) }
            return mask
        }
        var nodeMask = [Mask](repeating: Mask(), count: graph.nodeCount)
        var edgeMask = [Mask](repeating: Mask(), count: graph.nodeCount)
        graph.forEachNodeChildrenFirst { node in
            var mask = Mask()
            var edges = Mask()
            for edge in graph.edges(of: node) {
                edges.formUnion(Self.mask(of: graph.edgeToken[edge]))
                mask.formUnion(nodeMask[Int(graph.edgeTarget[edge])])
            }
            edgeMask[Int(node)] = edges
            mask.formUnion(edges)
            for slot in graph.slots(of: node) {
                let key = Int(graph.slotKey[slot])
                if key >= 0 && key < slotKeys.count {
                    switch slotKeys[key].source {
                    case .valueSet(let set):
                        if set >= 0 && Int(set) < setMasks.count { mask.formUnion(setMasks[Int(set)]) }
                        mask.flags |= Mask.valueSlot
                    case .open:
                        mask.flags |= Mask.openSlot
                    }
                }
                mask.formUnion(nodeMask[Int(graph.slotTarget[slot])])
            }
            nodeMask[Int(node)] = mask
        }
        (masks, nodeMasks) = Self.distinct(nodeMask)
        (edgeMasks, nodeEdgeMasks) = Self.distinct(edgeMask)
    }

    /// The distinct masks of `perNode`, in the order first met, and each
    /// node's position among them.
    private static func distinct(_ perNode: [Mask]) -> ([Mask], [Int32]) {
        var ids: [Mask: Int32] = [:]
        var distinct: [Mask] = []
        let positions = perNode.map { mask in
            if let id = ids[mask] { return id }
            ids[mask] = Int32(distinct.count)
            distinct.append(mask)
            return Int32(distinct.count - 1)
        }
        return (distinct, positions)
    }

    /// The id of node `node`'s edge signature (a position in ``edgeMasks``).
    @inline(__always)
    func edgeMaskID(of node: Int32) -> Int32 {
        nodeEdgeMasks[Int(node)]
    }

    /// The id of node `node`'s signature (a position in ``masks``).
    @inline(__always)
    func maskID(of node: Int32) -> Int32 {
        nodeMasks[Int(node)]
    }

    /// Word `token`'s bit, as a signature.
    @inline(__always)
    static func mask(of token: Int32) -> Mask {
        let bits = bits(of: token)
        return Mask(low: bits.low, high: bits.high)
    }

    /// Word `token`'s bit: one of 128, from a multiplicative hash of its id.
    @inline(__always)
    static func bits(of token: Int32) -> (low: UInt64, high: UInt64) {
        let place = (UInt64(UInt32(bitPattern: token)) &* 0x9E37_79B9_7F4A_7C15) >> 57
        return place < 64 ? (1 << place, 0) : (0, 1 << (place - 64))
    }
}
