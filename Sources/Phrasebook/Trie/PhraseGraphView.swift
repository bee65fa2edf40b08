/// The phrase graph laid out for the exact walk, which reads one graph node
/// per state from memory the processor has mostly not cached: each node's
/// row holds where its token edges, slot edges and payloads start and its
/// entry in the ``SlotEdgeIndex`` (16 bytes, so a state reads one cache line
/// for all four, and its end bounds from the next row, most often on the
/// same line), and each token edge keeps its token beside its target, so
/// the edge a search ends on gives its target from the line it compared.
///
/// Derived from a ``TokenTrie`` and its slot edge index when a catalog is
/// made or loaded (the trie's own columns stay as they are: a compiled
/// file stores those); its memory is owned by ``PhraseGraphRows``.
///
/// Bounds hold by construction, as for ``TrieView``: the rows are made from
/// a whole, consistent trie (``CatalogFileCheck`` checks one read from a
/// file), one row per node and one past the last; a walk reads only the
/// root or nodes reached by an edge, so every index it reads lies in its
/// array.
struct PhraseGraphView: @unchecked Sendable {
    // Unchecked: the addresses point at memory no one writes after it is
    // made, kept alive by the rows and trie the catalog holds beside the view.

    /// One node's starts, and its slot edge index entry (-1 when not indexed).
    struct Row {
        var edgeStart: Int32
        var slotStart: Int32
        var payloadStart: Int32
        var slotEntry: Int32
    }

    /// One token edge: its token and the node it leads to.
    struct Edge {
        var token: Int32
        var target: Int32
    }

    private let rows: UnsafePointer<Row>
    /// The first edge, `nil` when the graph has none (never read then).
    private let edges: UnsafePointer<Edge>?
    private let slotKeys: UnsafePointer<Int32>?
    private let slotTargets: UnsafePointer<Int32>?
    private let payloadIDs: UnsafePointer<Int32>?

    /// The view of `rows`, made from `trie`; valid while both live.
    init(_ rows: PhraseGraphRows, trie: TokenTrie) {
        self.rows = UnsafePointer(rows.rows.baseAddress.unsafelyUnwrapped)
        edges = UnsafePointer(rows.edges.baseAddress)
        slotKeys = trie.slotKey.baseAddress
        slotTargets = trie.slotTarget.baseAddress
        payloadIDs = trie.payloads.baseAddress
    }

    /// Node `node`'s row; the row after the last node's holds the columns' ends.
    @inline(__always)
    func row(_ node: Int32) -> Row { rows[Int(node)] }

    /// The node reached by `token` over the token edges `start..<end` of
    /// one node, or `nil`: the search of ``TrieView/child(of:token:)``,
    /// whose steps depend only on the edge count.
    @inline(__always)
    func child(edges start: Int32, _ end: Int32, token: Int32) -> Int32? {
        var base = Int(start)
        var count = Int(end) &- base
        guard count > 0 else { return nil }
        let edges = edges.unsafelyUnwrapped
        // The last edge whose token is at most `token` lies in `base..<base + count`.
        while count > 1 {
            let half = count >> 1
            base = edges[base &+ half].token <= token ? base &+ half : base
            count &-= half
        }
        let edge = edges[base]
        return edge.token == token ? edge.target : nil
    }

    /// Slot edge `slot`'s key id.
    @inline(__always)
    func slotKey(_ slot: Int) -> Int32 { slotKeys.unsafelyUnwrapped[slot] }

    /// Slot edge `slot`'s target node.
    @inline(__always)
    func slotTarget(_ slot: Int) -> Int32 { slotTargets.unsafelyUnwrapped[slot] }

    /// The payload at `position` of a node's payloads.
    @inline(__always)
    func payload(_ position: Int) -> Int32 { payloadIDs.unsafelyUnwrapped[position] }
}

/// The memory of a ``PhraseGraphView``: one row per node of a graph and one
/// past the last, and its token edges as (token, target) pairs. Written only
/// when made.
final class PhraseGraphRows: @unchecked Sendable {
    // Unchecked: both buffers are written only in `init`.

    /// Per node, then one past the last: see ``PhraseGraphView/Row``.
    let rows: UnsafeMutableBufferPointer<PhraseGraphView.Row>
    /// Every token edge, as the trie orders them.
    let edges: UnsafeMutableBufferPointer<PhraseGraphView.Edge>

    /// The rows of `graph`, with each node's entry in `slotIndex`.
    init(_ graph: TokenTrie, slotIndex: SlotEdgeIndex) {
        let nodes = graph.nodeCount
        rows = .allocate(capacity: nodes + 1)
        let edgeStart = graph.edgeStart
        let slotStart = graph.slotStart
        let payloadStart = graph.payloadStart
        // A value trie's `slotStart` is empty; a graph's has a row per node.
        let hasSlots = slotStart.count == nodes + 1
        for node in 0...nodes {
            rows.initializeElement(
                at: node,
                to: PhraseGraphView.Row(
                    edgeStart: edgeStart[node], slotStart: hasSlots ? slotStart[node] : 0, payloadStart: payloadStart[node],
                    slotEntry: node < nodes ? slotIndex.entry(of: Int32(node)) : -1))
        }
        let edgeToken = graph.edgeToken
        let edgeTarget = graph.edgeTarget
        edges = .allocate(capacity: edgeToken.count)
        for edge in 0..<edgeToken.count {
            edges.initializeElement(at: edge, to: PhraseGraphView.Edge(token: edgeToken[edge], target: edgeTarget[edge]))
        }
    }

    deinit {
        rows.deallocate()
        edges.deallocate()
    }

    /// Bytes held.
    var byteCount: Int { rows.count * MemoryLayout<PhraseGraphView.Row>.stride + edges.count * MemoryLayout<PhraseGraphView.Edge>.stride }
}
