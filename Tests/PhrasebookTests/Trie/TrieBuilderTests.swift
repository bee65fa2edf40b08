import Testing

@testable import Phrasebook

@Suite struct TrieBuilderTests {
    /// The node `tokens` lead to from the root, or `nil`.
    private func walk(_ trie: TokenTrie, _ tokens: [Int32]) -> Int32? {
        var node = TokenTrie.root
        for token in tokens {
            guard let next = trie.child(of: node, token: token) else { return nil }
            node = next
        }
        return node
    }

    private func payloads(_ trie: TokenTrie, at node: Int32) -> [Int32] {
        trie.payloadRange(of: node).map { trie.payloads[$0] }
    }

    @Test func anEmptyTrieHasOnlyTheRoot() {
        let trie = TrieBuilder().build()
        #expect(trie.nodeCount == 1)
        #expect(trie.edgeCount == 0)
        #expect(trie.child(of: TokenTrie.root, token: 0) == nil)
        #expect(!trie.isTerminal(TokenTrie.root))
        #expect(trie.slots(of: TokenTrie.root).isEmpty)
    }

    @Test func findsEveryInsertedPathAndNothingElse() throws {
        var builder = TrieBuilder()
        let paths: [[Int32]] = [[1, 2, 3], [1, 2, 4], [5], [1, 2]]
        for (payload, path) in paths.enumerated() {
            builder.addPayload(Int32(payload), at: builder.path(from: TokenTrie.root, tokens: path))
        }
        #expect(builder.nodeCount == 6)
        let trie = builder.build()
        #expect(trie.nodeCount == 6)
        #expect(trie.edgeCount == 5)
        for (payload, path) in paths.enumerated() {
            let node = try #require(walk(trie, path))
            #expect(payloads(trie, at: node) == [Int32(payload)])
            #expect(trie.isTerminal(node))
        }
        #expect(walk(trie, [1]).map { trie.isTerminal($0) } == false)
        #expect(walk(trie, [2]) == nil)
        #expect(walk(trie, [1, 2, 5]) == nil)
        #expect(walk(trie, [1, 2, 3, 4]) == nil)
        #expect(walk(trie, [Vocabulary.unknown]) == nil)
    }

    @Test func numbersNodesDepthFirstWithSortedEdges() {
        var builder = TrieBuilder()
        // Inserted out of order, deepest first.
        builder.addPayload(0, at: builder.path(from: TokenTrie.root, tokens: [9, 1]))
        builder.addPayload(1, at: builder.path(from: TokenTrie.root, tokens: [3, 5, 6]))
        builder.addPayload(2, at: builder.path(from: TokenTrie.root, tokens: [7]))
        builder.addPayload(3, at: builder.path(from: TokenTrie.root, tokens: [3, 4]))
        let trie = builder.build()
        // Each node comes right before its first child, and a node's
        // children (in token order) each before the next one's subtree.
        #expect(Array(trie.edgeToken[trie.edges(of: TokenTrie.root)]) == [3, 7, 9])
        #expect(trie.child(of: 0, token: 3) == 1)
        #expect(trie.child(of: 1, token: 4) == 2)
        #expect(trie.child(of: 1, token: 5) == 3)
        #expect(trie.child(of: 3, token: 6) == 4)
        #expect(trie.child(of: 0, token: 7) == 5)
        #expect(trie.child(of: 0, token: 9) == 6)
        #expect(trie.child(of: 6, token: 1) == 7)
        #expect(trie.edgeStart == [0, 3, 5, 5, 6, 6, 6, 7, 7])
        #expect(trie.edgeToken == [3, 7, 9, 4, 5, 6, 1])
        #expect(trie.edgeTarget == [1, 5, 6, 2, 3, 4, 7])
        #expect(trie.payloadStart == [0, 0, 0, 1, 1, 2, 3, 3, 4])
        #expect(trie.payloads == [3, 1, 2, 0])
    }

    @Test func numbersATokenChildsSubtreeBeforeASlotChild() throws {
        var builder = TrieBuilder()
        let start = builder.child(of: TokenTrie.root, token: 1)
        builder.addPayload(0, at: builder.slotChild(of: start, slot: 0))
        builder.addPayload(1, at: builder.path(from: start, tokens: [2, 3]))
        let trie = builder.build()
        let node = try #require(trie.child(of: TokenTrie.root, token: 1))
        #expect(node == 1)
        #expect(trie.child(of: node, token: 2) == 2)
        #expect(trie.child(of: 2, token: 3) == 3)
        #expect(trie.slots(of: node).map { trie.slotTarget[$0] } == [4])
    }

    @Test func manyChildrenAreFoundByBinarySearch() {
        var builder = TrieBuilder()
        let tokens = (0..<500).map { Int32(($0 * 7919) % 1009) }
        for token in tokens {
            builder.addPayload(token, at: builder.child(of: TokenTrie.root, token: token))
        }
        let trie = builder.build()
        let labels = Array(trie.edgeToken[trie.edges(of: TokenTrie.root)])
        #expect(labels == labels.sorted())
        for token in tokens {
            #expect(trie.child(of: TokenTrie.root, token: token).map { payloads(trie, at: $0) } == [token])
        }
        #expect(trie.child(of: TokenTrie.root, token: 1009) == nil)
        #expect(trie.child(of: TokenTrie.root, token: -5) == nil)
    }

    @Test func keepsEveryPayloadOfANodeInInsertionOrder() throws {
        var builder = TrieBuilder()
        for payload: Int32 in [4, 2, 9, 2] {
            builder.addPayload(payload, at: builder.path(from: TokenTrie.root, tokens: [1, 1]))
        }
        builder.addPayload(7, at: TokenTrie.root)
        let trie = builder.build()
        #expect(payloads(trie, at: try #require(walk(trie, [1, 1]))) == [4, 2, 9, 2])
        #expect(payloads(trie, at: TokenTrie.root) == [7])
    }

    @Test func aPathIsCreatedOnce() {
        var builder = TrieBuilder()
        let first = builder.path(from: TokenTrie.root, tokens: [1, 2, 3])
        let again = builder.path(from: TokenTrie.root, tokens: [1, 2, 3])
        #expect(first == again)
        #expect(builder.nodeCount == 4)
        #expect(builder.child(of: TokenTrie.root, token: 1) == builder.path(from: TokenTrie.root, tokens: [1]))
    }

    @Test func slotEdgesAreKeptApartFromTokenEdges() throws {
        var builder = TrieBuilder()
        let start = builder.child(of: TokenTrie.root, token: 10)
        let viaSlot = builder.slotChild(of: start, slot: 0)
        let viaToken = builder.child(of: start, token: 0)
        #expect(viaSlot != viaToken)
        #expect(builder.slotChild(of: start, slot: 0) == viaSlot)
        let end = builder.child(of: viaSlot, token: 11)
        builder.addPayload(1, at: end)
        builder.addPayload(2, at: builder.slotChild(of: start, slot: 3))
        let trie = builder.build()

        let node = try #require(trie.child(of: TokenTrie.root, token: 10))
        let slots = trie.slots(of: node)
        #expect(slots.map { trie.slotKey[$0] } == [0, 3])
        let target = trie.slotTarget[slots.lowerBound]
        #expect(trie.child(of: target, token: 11).map { payloads(trie, at: $0) } == [1])
        #expect(payloads(trie, at: trie.slotTarget[slots.lowerBound + 1]) == [2])
        #expect(trie.child(of: node, token: 0) != nil)
        #expect(trie.slots(of: TokenTrie.root).isEmpty)
        #expect(trie.nodeCount == builder.nodeCount)
    }

    @Test func countsItsBytes() {
        var builder = TrieBuilder()
        builder.addPayload(0, at: builder.path(from: TokenTrie.root, tokens: [1, 2]))
        let trie = builder.build()
        // 3 nodes: edgeStart 4, edges 2 + 2, no slot arrays, payloadStart 4, payloads 1.
        #expect(trie.byteCount == 4 * (4 + 2 + 2 + 4 + 1))
    }
}
