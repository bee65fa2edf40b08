/// Builds a ``TokenTrie`` from token-id sequences with payloads, and slot
/// edges for phrase graphs.
///
/// Children are found through one hash table keyed
/// by (parent, label), then laid out depth-first into flat arrays.
struct TrieBuilder {
    private var children: EdgeTable
    private var slotChildren = EdgeTable()
    private var payloadHead: [Int32] = [-1]
    private var payloadNext: [Int32] = []
    private var payloadValue: [Int32] = []
    private var edgeParent: [Int32] = []
    private var edgeLabel: [Int32] = []
    private var edgeChild: [Int32] = []
    private var slotParent: [Int32] = []
    private var slotLabel: [Int32] = []
    private var slotChild: [Int32] = []

    /// An empty builder holding only the root.
    init(expectedNodes: Int = 0) {
        children = EdgeTable(expected: expectedNodes)
        payloadHead.reserveCapacity(expectedNodes)
    }

    /// How many nodes exist so far.
    var nodeCount: Int { payloadHead.count }

    private mutating func newNode() -> Int32 {
        payloadHead.append(-1)
        return Int32(payloadHead.count - 1)
    }

    /// The child of `node` along `token`, created when missing.
    mutating func child(of node: Int32, token: Int32) -> Int32 {
        let key = EdgeTable.key(parent: node, label: token)
        let found = children.find(key)
        if found.child >= 0 { return found.child }
        let created = newNode()
        children.insert(key, child: created, at: found.slot)
        edgeParent.append(node)
        edgeLabel.append(token)
        edgeChild.append(created)
        return created
    }

    /// The child of `node` along slot `slot`, created when missing.
    mutating func slotChild(of node: Int32, slot: Int32) -> Int32 {
        let key = EdgeTable.key(parent: node, label: slot)
        let found = slotChildren.find(key)
        if found.child >= 0 { return found.child }
        let created = newNode()
        slotChildren.insert(key, child: created, at: found.slot)
        slotParent.append(node)
        slotLabel.append(slot)
        slotChild.append(created)
        return created
    }

    /// Follows (creating) the path of `tokens` from `node`.
    mutating func path(from node: Int32, tokens: some Sequence<Int32>) -> Int32 {
        var current = node
        for token in tokens { current = child(of: current, token: token) }
        return current
    }

    /// The payload added last at `node`, or `nil` when it has none.
    func lastPayload(at node: Int32) -> Int32? {
        let head = payloadHead[Int(node)]
        return head >= 0 ? payloadValue[Int(head)] : nil
    }

    /// Adds `payload` to the payloads ending at `node`.
    mutating func addPayload(_ payload: Int32, at node: Int32) {
        payloadNext.append(payloadHead[Int(node)])
        payloadValue.append(payload)
        payloadHead[Int(node)] = Int32(payloadValue.count - 1)
    }

    /// The finished trie, nodes numbered depth-first with sorted edges.
    func build() -> TokenTrie {
        let count = nodeCount
        // Group edges by parent (counting sort), then sort each group by label.
        func group(_ parents: [Int32], _ labels: [Int32], _ targets: [Int32]) -> (start: [Int32], order: [Int32]) {
            var start = [Int32](repeating: 0, count: count + 1)
            for parent in parents { start[Int(parent) + 1] += 1 }
            for index in 0..<count { start[index + 1] += start[index] }
            var fill = start
            var order = [Int32](repeating: 0, count: parents.count)
            for (edge, parent) in parents.enumerated() {
                order[Int(fill[Int(parent)])] = Int32(edge)
                fill[Int(parent)] += 1
            }
            for node in 0..<count {
                let range = Int(start[node])..<Int(start[node + 1])
                if range.count > 1 { order[range].sort { labels[Int($0)] < labels[Int($1)] } }
            }
            return (start, order)
        }
        let tokens = group(edgeParent, edgeLabel, edgeChild)
        // A value trie has no slot edges: nothing to group.
        let slots = slotParent.isEmpty ? (start: [Int32](), order: [Int32]()) : group(slotParent, slotLabel, slotChild)

        // Depth-first renumbering, each node before its children: the root
        // stays 0 and a node's first child comes right after it, so the
        // nodes of one path (a value's words read one by one) lie side by
        // side in every column, as do their edges, and a walk down a path
        // reads a few cache lines rather than new ones at each step. Each
        // node's token edges, in label order, come before its slot edges.
        var newID = [Int32](repeating: -1, count: count)
        var queue: [Int32] = []
        queue.reserveCapacity(count)
        var pending: [Int32] = [0]
        while let node = pending.popLast() {
            newID[Int(node)] = Int32(queue.count)
            queue.append(node)
            // Pushed last child first, so the first is numbered next.
            if !slotParent.isEmpty {
                for position in (Int(slots.start[Int(node)])..<Int(slots.start[Int(node) + 1])).reversed() {
                    pending.append(slotChild[Int(slots.order[position])])
                }
            }
            for position in (Int(tokens.start[Int(node)])..<Int(tokens.start[Int(node) + 1])).reversed() {
                pending.append(edgeChild[Int(tokens.order[position])])
            }
        }

        var edgeStart: [Int32] = [0]
        var edgeToken: [Int32] = []
        var edgeTarget: [Int32] = []
        var slotStart: [Int32] = slotParent.isEmpty ? [] : [0]
        var slotKey: [Int32] = []
        var slotTarget: [Int32] = []
        var payloadStart: [Int32] = [0]
        var payloads: [Int32] = []
        edgeStart.reserveCapacity(count + 1)
        edgeToken.reserveCapacity(edgeLabel.count)
        edgeTarget.reserveCapacity(edgeLabel.count)
        payloadStart.reserveCapacity(count + 1)
        payloads.reserveCapacity(payloadValue.count)
        var reversed: [Int32] = []
        for old in queue {
            let node = Int(old)
            for position in Int(tokens.start[node])..<Int(tokens.start[node + 1]) {
                let edge = Int(tokens.order[position])
                edgeToken.append(edgeLabel[edge])
                edgeTarget.append(newID[Int(edgeChild[edge])])
            }
            edgeStart.append(Int32(edgeToken.count))
            if !slotParent.isEmpty {
                for position in Int(slots.start[node])..<Int(slots.start[node + 1]) {
                    let edge = Int(slots.order[position])
                    slotKey.append(slotLabel[edge])
                    slotTarget.append(newID[Int(slotChild[edge])])
                }
                slotStart.append(Int32(slotKey.count))
            }
            reversed.removeAll(keepingCapacity: true)
            var cursor = payloadHead[node]
            while cursor >= 0 {
                reversed.append(payloadValue[Int(cursor)])
                cursor = payloadNext[Int(cursor)]
            }
            payloads.append(contentsOf: reversed.reversed())
            payloadStart.append(Int32(payloads.count))
        }
        return TokenTrie(
            edgeStart: edgeStart, edgeToken: edgeToken, edgeTarget: edgeTarget, slotStart: slotStart, slotKey: slotKey,
            slotTarget: slotTarget, payloadStart: payloadStart, payloads: payloads)
    }
}
