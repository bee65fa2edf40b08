extension TokenTrie {
    /// Calls `body` with every node, each after all the nodes its token and
    /// slot edges lead to: what a node's summary of everything below it
    /// (the words a walk can still read, the locales of the phrases it can
    /// still reach) is built in.
    ///
    /// Every edge of a trie leads to a node
    /// numbered after its own (``TrieBuilder`` numbers each node before its
    /// children; ``CatalogFileCheck`` refuses a file's trie otherwise), so
    /// the nodes from the last to the root are in that order: no stack, no
    /// record of the nodes visited.
    func forEachNodeChildrenFirst(_ body: (Int32) -> Void) {
        for node in (0..<nodeCount).reversed() { body(Int32(truncatingIfNeeded: node)) }
    }
}
