/// The ``KeyRunBuckets`` of a wide root's token edges, so finding the
/// root's edge for a token reads one bucket and the few edges in it
/// (``TrieView/rootChild(token:)``).
///
/// The root of a large value trie has an edge for nearly every word its
/// values start with (thousands, for ten thousand entities); a match that
/// walks such a trie from its root searches them, and on a large catalog
/// most of the probes of that search are cold memory.
///
/// Derived from the trie when its view is made (not stored in a compiled
/// catalog file): one pass over the root's edges.
struct RootEdgeBuckets: Sendable {
    /// Roots with fewer edges are searched whole: a search of them reads a
    /// few cache lines at most.
    static let minimumEdges = 256

    /// The root's buckets (their `first` is 0).
    let buckets: KeyRunBuckets
    /// The buckets' starts: positions in the trie's edge arrays.
    let starts: Int32Column

    /// The buckets of `trie`'s root, or `nil` when it has fewer than
    /// ``minimumEdges`` edges (or, in a damaged trie, its tokens do not
    /// ascend).
    ///
    /// At most one bucket per two edges: 2 bytes per root edge.
    init?(_ trie: TokenTrie) {
        guard trie.nodeCount > 0 else { return nil }
        var starts: [Int32] = []
        let edges = trie.edges(of: TokenTrie.root)
        let made = trie.edgeToken.withUnsafeBufferPointer { tokens in
            KeyRunBuckets.append(of: tokens, run: edges, minimumKeys: Self.minimumEdges, to: &starts)
        }
        guard let made else { return nil }
        buckets = made
        self.starts = Int32Column(starts)
    }
}
