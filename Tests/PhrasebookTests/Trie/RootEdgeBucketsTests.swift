import Testing

@testable import Phrasebook

@Suite struct RootEdgeBucketsTests {
    /// A trie whose root has an edge for each of `rootTokens`, each edge's
    /// node with one more edge on token 7 (so a deeper node is searched too).
    private func trie(rootTokens: [Int32]) -> TokenTrie {
        var builder = TrieBuilder()
        for (payload, token) in rootTokens.enumerated() {
            builder.addPayload(Int32(payload), at: builder.path(from: TokenTrie.root, tokens: [token]))
            builder.addPayload(Int32(payload), at: builder.path(from: TokenTrie.root, tokens: [token, 7]))
        }
        return builder.build()
    }

    @Test func aNarrowRootHasNoBuckets() {
        let narrow = trie(rootTokens: (0..<Int32(RootEdgeBuckets.minimumEdges - 1)).map { $0 * 3 })
        #expect(RootEdgeBuckets(narrow) == nil)
        #expect(RootEdgeBuckets(TrieBuilder().build()) == nil)
    }

    @Test func aWideRootHasAtMostHalfAsManyBucketsAsEdges() throws {
        let tokens = (0..<Int32(1_000)).map { 5 + $0 * 2 + ($0 % 7 == 0 ? 1 : 0) }
        let buckets = try #require(RootEdgeBuckets(trie(rootTokens: tokens)))
        #expect(Int(buckets.buckets.count) <= tokens.count / 2)
        #expect(buckets.buckets.minimum == tokens[0])
        #expect(buckets.starts.count == Int(buckets.buckets.count) + 1)
        #expect(buckets.starts.first.map(Int.init) == 0)
        #expect(buckets.starts.last.map(Int.init) == tokens.count)
    }

    /// Root tokens: dense, spread unevenly, and clustered with a far tail.
    private static let rootTokenSets: [[Int32]] = {
        let dense: [Int32] = Array(0..<300)
        let spread: [Int32] = (0..<Int32(600)).map { (index: Int32) -> Int32 in 40 + (index * index) % 9_973 }.sorted()
        let clustered: [Int32] = (0..<Int32(256)).map { (index: Int32) -> Int32 in index < 200 ? index : 50_000 + index
        }
        return [dense, spread, clustered]
    }()

    /// The view reads a wide root through its buckets: it finds the same
    /// child as the trie's own search for every token, present or not
    /// (below the smallest, between, past the largest, unknown), clustered
    /// or spread, and deeper nodes as before.
    @Test(arguments: rootTokenSets)
    func findsWhatTheSearchOfEveryEdgeFinds(rootTokens: [Int32]) throws {
        let distinct = Array(Set(rootTokens)).sorted()
        let trie = trie(rootTokens: distinct)
        let buckets = try #require(RootEdgeBuckets(trie))
        let view = TrieView(trie, rootBuckets: buckets)
        let highest = try #require(distinct.last)
        var probes: [Int32] = [Vocabulary.unknown, highest + 1, highest + 1_000, Int32.max]
        probes += (0...min(highest, 20_000)).map { $0 }
        probes += distinct
        var found = 0
        for token in probes {
            let expected = trie.child(of: TokenTrie.root, token: token)
            #expect(view.child(of: TokenTrie.root, token: token) == expected, "token \(token)")
            if let expected {
                found += 1
                #expect(view.child(of: expected, token: 7) == trie.child(of: expected, token: 7))
            }
        }
        #expect(found >= distinct.count)
        withExtendedLifetime((trie, buckets)) {}
    }
}
