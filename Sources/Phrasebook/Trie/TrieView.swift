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
/// A view does not keep its trie alive: ``CatalogStorage`` keeps each trie
/// beside its view, and a walk holds the catalog.
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

    /// The view of `trie`, valid while `trie`'s storage lives.
    init(_ trie: TokenTrie) {
        edgeStart = trie.edgeStart.baseAddress
        edgeToken = trie.edgeToken.baseAddress
        edgeTarget = trie.edgeTarget.baseAddress
        slotStart = trie.slotStart.baseAddress
        slotKeys = trie.slotKey.baseAddress
        slotTargets = trie.slotTarget.baseAddress
        payloadStart = trie.payloadStart.baseAddress
        payloadIDs = trie.payloads.baseAddress
    }

    /// The node reached from `node` by `token`, or `nil` (``TokenTrie/child(of:token:)``).
    ///
    /// A search whose steps depend only on the node's edge count, not on
    /// the tokens compared: each step keeps the half that can hold `token`
    /// with a select rather than a branch, so on the cold nodes of a match
    /// (a graph node with many edges, the root of a value trie) the
    /// processor mispredicts no comparison; one load and one compare end it.
    @inline(__always)
    func child(of node: Int32, token: Int32) -> Int32? {
        let starts = edgeStart.unsafelyUnwrapped
        var base = Int(starts[Int(node)])
        var count = Int(starts[Int(node) + 1]) &- base
        guard count > 0 else { return nil }
        let tokens = edgeToken.unsafelyUnwrapped
        // The last edge whose token is at most `token` (the node's edges
        // ascend by token) lies in `base..<base + count` throughout.
        while count > 1 {
            let half = count >> 1
            base = tokens[base &+ half] <= token ? base &+ half : base
            count &-= half
        }
        return tokens[base] == token ? edgeTarget.unsafelyUnwrapped[base] : nil
    }

    /// The slot edges leaving `node`: positions for ``slotKey(_:)`` and
    /// ``slotTarget(_:)`` (none in a value trie).
    @inline(__always)
    func slots(of node: Int32) -> Range<Int> {
        guard let starts = slotStart else { return 0..<0 }
        return Int(starts[Int(node)])..<Int(starts[Int(node) + 1])
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
        let starts = payloadStart.unsafelyUnwrapped
        return Int(starts[Int(node)])..<Int(starts[Int(node) + 1])
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
}
