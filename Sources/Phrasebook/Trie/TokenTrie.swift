/// An immutable trie over token ids stored in flat arrays (compressed sparse
/// rows), safe to share across threads.
///
/// Layout, for `n` nodes (node 0 is the root):
/// - `edgeStart[0...n]`: node `k`'s token edges are `edgeStart[k]..<edgeStart[k+1]`
///   in `edgeToken` / `edgeTarget`, sorted by token id for binary search;
/// - `slotStart[0...n]`: node `k`'s slot edges in `slotKey` / `slotTarget`
///   (empty arrays for a value trie, which has none);
/// - `payloadStart[0...n]`: the payload ids ending at node `k` in `payloads`,
///   in insertion order, so every invocation a path leads to is kept.
///
/// A slot edge stands for a whole sub-language (a type's value trie, the app's
/// names, an open slot): the phrase graph refers to a value trie by id rather
/// than copying its values into every phrase that uses it.
struct TokenTrie: Sendable {
    var edgeStart: [Int32]
    var edgeToken: [Int32]
    var edgeTarget: [Int32]
    var slotStart: [Int32]
    var slotKey: [Int32]
    var slotTarget: [Int32]
    var payloadStart: [Int32]
    var payloads: [Int32]

    /// The root node.
    static let root: Int32 = 0

    /// How many nodes the trie has.
    var nodeCount: Int { edgeStart.count - 1 }

    /// How many token edges the trie has.
    var edgeCount: Int { edgeToken.count }

    /// Bytes held by the flat arrays.
    var byteCount: Int {
        4 * (edgeStart.count + edgeToken.count + edgeTarget.count + slotStart.count + slotKey.count
            + slotTarget.count + payloadStart.count + payloads.count)
    }

    /// The node reached from `node` by `token`, or `nil`.
    @inline(__always)
    func child(of node: Int32, token: Int32) -> Int32? {
        var low = Int(edgeStart[Int(node)])
        var high = Int(edgeStart[Int(node) + 1])
        while low < high {
            let middle = (low + high) >> 1
            let candidate = edgeToken[middle]
            if candidate == token { return edgeTarget[middle] }
            if candidate < token { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The token edges leaving `node`: positions in `edgeToken`/`edgeTarget`.
    @inline(__always)
    func edges(of node: Int32) -> Range<Int> {
        Int(edgeStart[Int(node)])..<Int(edgeStart[Int(node) + 1])
    }

    /// The slot edges leaving `node`: positions in `slotKey`/`slotTarget`.
    @inline(__always)
    func slots(of node: Int32) -> Range<Int> {
        slotStart.isEmpty ? 0..<0 : Int(slotStart[Int(node)])..<Int(slotStart[Int(node) + 1])
    }

    /// The payload positions ending at `node`.
    @inline(__always)
    func payloadRange(of node: Int32) -> Range<Int> {
        Int(payloadStart[Int(node)])..<Int(payloadStart[Int(node) + 1])
    }

    /// Whether some path ends at `node`.
    @inline(__always)
    func isTerminal(_ node: Int32) -> Bool {
        payloadStart[Int(node)] != payloadStart[Int(node) + 1]
    }
}
