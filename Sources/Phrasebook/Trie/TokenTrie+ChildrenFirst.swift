extension TokenTrie {
    /// Calls `body` with every node reachable from the root, each after all
    /// the nodes its token and slot edges lead to: what a node's summary of
    /// everything below it (the words a walk can still read, the locales
    /// of the phrases it can still reach) is built in. An explicit
    /// depth-first walk, as node ids need not follow the tree's order and
    /// a deep trie must not exhaust the stack.
    func forEachNodeChildrenFirst(_ body: (Int32) -> Void) {
        guard nodeCount > 0 else { return }
        var done = [Bool](repeating: false, count: nodeCount)
        var stack: [(node: Int32, expanded: Bool)] = [(TokenTrie.root, false)]
        while let (node, expanded) = stack.popLast() {
            if expanded {
                body(node)
                done[Int(node)] = true
                continue
            }
            guard !done[Int(node)] else { continue }
            stack.append((node, true))
            for edge in edges(of: node) where !done[Int(edgeTarget[edge])] { stack.append((edgeTarget[edge], false)) }
            for slot in slots(of: node) where !done[Int(slotTarget[slot])] { stack.append((slotTarget[slot], false)) }
        }
    }
}
