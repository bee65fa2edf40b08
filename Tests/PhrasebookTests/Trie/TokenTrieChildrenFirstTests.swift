import Testing

@testable import Phrasebook

@Suite struct TokenTrieChildrenFirstTests {
    @Test func visitsEveryNodeOnceAfterEverythingBelowIt() {
        var builder = TrieBuilder()
        let greet = builder.path(from: TokenTrie.root, tokens: [1, 2])
        _ = builder.path(from: greet, tokens: [3])
        let slot = builder.slotChild(of: greet, slot: 0)
        _ = builder.path(from: slot, tokens: [4, 5])
        _ = builder.path(from: TokenTrie.root, tokens: [6])
        let trie = builder.build()
        var order: [Int32] = []
        trie.forEachNodeChildrenFirst { order.append($0) }
        #expect(order.count == trie.nodeCount)
        #expect(Set(order).count == trie.nodeCount)
        #expect(order.last == TokenTrie.root)
        // Each node comes after every node one of its edges leads to.
        let place = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        for node in order {
            for edge in trie.edges(of: node) {
                #expect(place[trie.edgeTarget[edge], default: -1] < place[node, default: -1])
            }
            for edge in trie.slots(of: node) {
                #expect(place[trie.slotTarget[edge], default: -1] < place[node, default: -1])
            }
        }
    }

    @Test func anEmptyTrieVisitsItsRoot() {
        var visited: [Int32] = []
        TrieBuilder().build().forEachNodeChildrenFirst { visited.append($0) }
        #expect(visited == [TokenTrie.root])
    }
}
