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
///
/// The eight arrays live in one ``Storage`` object, so copying a trie (as the
/// matcher does at every slot edge it walks) retains one reference, not eight.
/// They are ``Int32Column``s: a trie read from a compiled catalog file is
/// used where it lies in the file, not copied.
struct TokenTrie: Sendable {
    /// The arrays of one trie, shared by every copy of it.
    final class Storage: Sendable {
        let edgeStart: Int32Column
        let edgeToken: Int32Column
        let edgeTarget: Int32Column
        let slotStart: Int32Column
        let slotKey: Int32Column
        let slotTarget: Int32Column
        let payloadStart: Int32Column
        let payloads: Int32Column

        init(
            edgeStart: Int32Column, edgeToken: Int32Column, edgeTarget: Int32Column, slotStart: Int32Column,
            slotKey: Int32Column, slotTarget: Int32Column, payloadStart: Int32Column, payloads: Int32Column
        ) {
            self.edgeStart = edgeStart
            self.edgeToken = edgeToken
            self.edgeTarget = edgeTarget
            self.slotStart = slotStart
            self.slotKey = slotKey
            self.slotTarget = slotTarget
            self.payloadStart = payloadStart
            self.payloads = payloads
        }
    }

    /// The trie's arrays.
    let storage: Storage

    /// A trie over the given arrays (see the type's documentation for the layout).
    init(
        edgeStart: [Int32], edgeToken: [Int32], edgeTarget: [Int32], slotStart: [Int32], slotKey: [Int32],
        slotTarget: [Int32], payloadStart: [Int32], payloads: [Int32]
    ) {
        self.init(
            columns: Int32Column(edgeStart), Int32Column(edgeToken), Int32Column(edgeTarget), Int32Column(slotStart),
            Int32Column(slotKey), Int32Column(slotTarget), Int32Column(payloadStart), Int32Column(payloads))
    }

    /// A trie over the given columns, in the order of the type's
    /// documentation (a compiled catalog file's views: see ``Int32Column``).
    init(
        columns edgeStart: Int32Column, _ edgeToken: Int32Column, _ edgeTarget: Int32Column, _ slotStart: Int32Column,
        _ slotKey: Int32Column, _ slotTarget: Int32Column, _ payloadStart: Int32Column, _ payloads: Int32Column
    ) {
        storage = Storage(
            edgeStart: edgeStart, edgeToken: edgeToken, edgeTarget: edgeTarget, slotStart: slotStart, slotKey: slotKey,
            slotTarget: slotTarget, payloadStart: payloadStart, payloads: payloads)
    }

    /// Where node `k`'s token edges start (one more entry than nodes).
    var edgeStart: Int32Column { storage.edgeStart }
    /// Every token edge's token id.
    var edgeToken: Int32Column { storage.edgeToken }
    /// Every token edge's target node.
    var edgeTarget: Int32Column { storage.edgeTarget }
    /// Where node `k`'s slot edges start (empty for a value trie).
    var slotStart: Int32Column { storage.slotStart }
    /// Every slot edge's slot key id.
    var slotKey: Int32Column { storage.slotKey }
    /// Every slot edge's target node.
    var slotTarget: Int32Column { storage.slotTarget }
    /// Where node `k`'s payloads start (one more entry than nodes).
    var payloadStart: Int32Column { storage.payloadStart }
    /// Every payload id, by node.
    var payloads: Int32Column { storage.payloads }

    /// The root node.
    static let root: Int32 = 0

    /// How many nodes the trie has.
    var nodeCount: Int { storage.edgeStart.count - 1 }

    /// How many token edges the trie has.
    var edgeCount: Int { storage.edgeToken.count }

    /// Bytes held by the flat arrays.
    var byteCount: Int {
        let storage = storage
        return 4
            * (storage.edgeStart.count + storage.edgeToken.count + storage.edgeTarget.count + storage.slotStart.count
                + storage.slotKey.count + storage.slotTarget.count + storage.payloadStart.count + storage.payloads.count)
    }

    /// The node reached from `node` by `token`, or `nil`.
    @inline(__always)
    func child(of node: Int32, token: Int32) -> Int32? {
        let storage = storage
        var low = Int(storage.edgeStart[Int(node)])
        var high = Int(storage.edgeStart[Int(node) + 1])
        while low < high {
            let middle = (low + high) >> 1
            let candidate = storage.edgeToken[middle]
            if candidate == token { return storage.edgeTarget[middle] }
            if candidate < token { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The token edges leaving `node`: positions in `edgeToken`/`edgeTarget`.
    @inline(__always)
    func edges(of node: Int32) -> Range<Int> {
        Int(storage.edgeStart[Int(node)])..<Int(storage.edgeStart[Int(node) + 1])
    }

    /// The slot edges leaving `node`: positions in `slotKey`/`slotTarget`.
    @inline(__always)
    func slots(of node: Int32) -> Range<Int> {
        let storage = storage
        return storage.slotStart.isEmpty
            ? 0..<0 : Int(storage.slotStart[Int(node)])..<Int(storage.slotStart[Int(node) + 1])
    }

    /// The payload positions ending at `node`.
    @inline(__always)
    func payloadRange(of node: Int32) -> Range<Int> {
        Int(storage.payloadStart[Int(node)])..<Int(storage.payloadStart[Int(node) + 1])
    }

    /// Whether some path ends at `node`.
    @inline(__always)
    func isTerminal(_ node: Int32) -> Bool {
        storage.payloadStart[Int(node)] != storage.payloadStart[Int(node) + 1]
    }
}
