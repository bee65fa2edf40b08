/// A ``TokenTrie``'s arrays seen through their addresses, for the exact
/// walk's inner loop: reading a view retains nothing (a `TokenTrie` copy
/// retains its storage, and the walk visits several value tries per
/// utterance) and checks no index against an array's count.
///
/// Bounds hold by construction: a view is made from a whole trie whose
/// rows and ids are consistent — built so by ``TrieBuilder``, and checked so
/// by ``CatalogFileCheck`` for a trie read from a file (every row start
/// from 0 up to its array's count, every edge and slot target a node of the
/// trie). A walk reads only nodes it started at (the root, or a node the
/// slot edge index gives, also checked to lie in the trie) or reached by an
/// edge, so every index it reads lies in its array. Tokens and slot keys
/// are only compared or handed on, never used as an index here.
///
/// A wide root can be searched through its ``RootEdgeBuckets``
/// (``rootChild(token:)``): the view reads the bucket a token falls in,
/// then searches the few edges in it.
///
/// A view does not keep its trie (nor its root's buckets) alive:
/// ``CatalogStorage`` keeps each beside its view, and a walk holds the
/// catalog.
struct TrieView: @unchecked Sendable {
    // Unchecked: the addresses point at memory no one writes after the
    // trie is made, kept alive by the trie the catalog holds beside the view.

    /// The first element of each column, `nil` for an empty column (never
    /// read then: an empty column's rows are all empty).
    private let edgeStart: UnsafePointer<Int32>?
    private let edgeToken: UnsafePointer<Int32>?
    private let edgeTarget: UnsafePointer<Int32>?
    private let slotStart: UnsafePointer<Int32>?
    private let slotKeys: UnsafePointer<Int32>?
    private let slotTargets: UnsafePointer<Int32>?
    private let payloadStart: UnsafePointer<Int32>?
    private let payloadIDs: UnsafePointer<Int32>?
    /// The root's ``RootEdgeBuckets/starts``, `nil` when the root is
    /// searched whole, and the buckets they belong to.
    private let rootBucketStarts: UnsafePointer<Int32>?
    private let rootBuckets: KeyRunBuckets

    /// The view of `trie`, valid while `trie`'s storage and `rootBuckets`
    /// (made from `trie`, when its root is wide) live.
    init(_ trie: TokenTrie, rootBuckets: RootEdgeBuckets? = nil) {
        edgeStart = trie.edgeStart.baseAddress
        edgeToken = trie.edgeToken.baseAddress
        edgeTarget = trie.edgeTarget.baseAddress
        slotStart = trie.slotStart.baseAddress
        slotKeys = trie.slotKey.baseAddress
        slotTargets = trie.slotTarget.baseAddress
        payloadStart = trie.payloadStart.baseAddress
        payloadIDs = trie.payloads.baseAddress
        rootBucketStarts = rootBuckets?.starts.baseAddress
        self.rootBuckets = rootBuckets?.buckets ?? KeyRunBuckets(minimum: 0, shift: 0, first: 0, count: 0)
    }

    /// The node reached from `node` by `token`, or `nil` (``TokenTrie/child(of:token:)``).
    ///
    /// A binary search that branches on each comparison: on the cold
    /// nodes of a match the processor's guess of a branch lets it load the
    /// next probe before the last one arrives, where a search made of
    /// selects waits for each load in turn.
    @inline(__always)
    func child(of node: Int32, token: Int32) -> Int32? {
        child(token: token, among: edges(of: node))
    }

    /// The node reached from the root by `token`, or `nil`: ``child(of:token:)``
    /// of the root, reading a wide root's bucket for `token` and searching
    /// only the edges in it (see ``RootEdgeBuckets``).
    @inline(__always)
    func rootChild(token: Int32) -> Int32? {
        guard let starts = rootBucketStarts else { return child(of: TokenTrie.root, token: token) }
        // Only the token's bucket can hold its edge. A token below the
        // root's smallest (an unknown one, -1) or past its last bucket has
        // none.
        guard let bucket = rootBuckets.bucket(of: token) else { return nil }
        return child(token: token, among: Int(starts[bucket])..<Int(starts[bucket + 1]))
    }

    /// The target of the edge among positions `edges` (one node's, or a
    /// run of them, ascending by token) whose token is `token`, or `nil`.
    @inline(__always)
    private func child(token: Int32, among edges: Range<Int>) -> Int32? {
        var low = edges.lowerBound
        var high = edges.upperBound
        guard low < high else { return nil }
        let tokens = edgeToken.unsafelyUnwrapped
        while low < high {
            let middle = (low + high) >> 1
            let candidate = tokens[middle]
            if candidate == token { return edgeTarget.unsafelyUnwrapped[middle] }
            if candidate < token { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The token edges leaving `node`: positions for ``edgeToken(_:)``
    /// and ``edgeTarget(_:)``.
    @inline(__always)
    func edges(of node: Int32) -> Range<Int> {
        Self.row(of: node, in: edgeStart.unsafelyUnwrapped)
    }

    /// Token edge `edge`'s word.
    @inline(__always)
    func edgeToken(_ edge: Int) -> Int32 { edgeToken.unsafelyUnwrapped[edge] }

    /// Token edge `edge`'s target node.
    @inline(__always)
    func edgeTarget(_ edge: Int) -> Int32 { edgeTarget.unsafelyUnwrapped[edge] }

    /// The slot edges leaving `node`: positions for ``slotKey(_:)`` and
    /// ``slotTarget(_:)`` (none in a value trie).
    @inline(__always)
    func slots(of node: Int32) -> Range<Int> {
        guard let starts = slotStart else { return 0..<0 }
        return Self.row(of: node, in: starts)
    }

    /// Slot edge `slot`'s key id.
    @inline(__always)
    func slotKey(_ slot: Int) -> Int32 { slotKeys.unsafelyUnwrapped[slot] }

    /// Slot edge `slot`'s target node.
    @inline(__always)
    func slotTarget(_ slot: Int) -> Int32 { slotTargets.unsafelyUnwrapped[slot] }

    /// The payload positions ending at `node`, for ``payload(_:)``.
    @inline(__always)
    func payloadRange(of node: Int32) -> Range<Int> {
        Self.row(of: node, in: payloadStart.unsafelyUnwrapped)
    }

    /// The payload at `position` of a ``payloadRange(of:)``.
    @inline(__always)
    func payload(_ position: Int) -> Int32 { payloadIDs.unsafelyUnwrapped[position] }

    /// Whether some path ends at `node`.
    @inline(__always)
    func isTerminal(_ node: Int32) -> Bool {
        let starts = payloadStart.unsafelyUnwrapped
        return starts[Int(node)] != starts[Int(node) + 1]
    }

    /// Node `node`'s row in a column of row starts (one more entry than
    /// nodes, ascending): the positions of its edges, slots or payloads.
    @inline(__always)
    private static func row(of node: Int32, in starts: UnsafePointer<Int32>) -> Range<Int> {
        Int(starts[Int(node)])..<Int(starts[Int(node) + 1])
    }
}
