import Testing
@testable import Phrasebook

/// The exact walk's layout of the phrase graph says what the graph's own
/// columns say: each node's starts and slot edge index entry, and the node
/// each token leads to (the search whose steps do not depend on the tokens
/// compared finds what a branching binary search finds, and nothing for a
/// token a node lacks).
@Suite struct PhraseGraphViewTests {
    /// Every token id of `catalog`, and ``Vocabulary/unknown``.
    static func tokens(of catalog: Catalog) -> [Int32] {
        [Vocabulary.unknown] + (0..<Int32(catalog.vocabulary.count))
    }

    @Test(arguments: [0, 1])
    func rowsAndChildrenAreTheGraphs(which: Int) {
        let catalog = which == 0 ? sampleCatalog : SlotEdgeIndexTests.catalog
        let graph = catalog.graph
        let view = catalog.graphView
        var indexed = 0
        var children = 0
        for node in 0..<Int32(graph.nodeCount) {
            let row = view.row(node)
            let end = view.row(node + 1)
            #expect(Int(row.edgeStart)..<Int(end.edgeStart) == graph.edges(of: node))
            #expect(Int(row.slotStart)..<Int(end.slotStart) == graph.slots(of: node))
            #expect(Int(row.payloadStart)..<Int(end.payloadStart) == graph.payloadRange(of: node))
            #expect(row.slotEntry == catalog.slotIndex.entry(of: node))
            #expect((row.slotEntry >= 0) == catalog.slotIndex.isIndexed(node))
            if row.slotEntry >= 0 { indexed += 1 }
            for token in Self.tokens(of: catalog) {
                let found = view.child(edges: row.edgeStart, end.edgeStart, token: token)
                #expect(found == graph.child(of: node, token: token), "node \(node) token \(token)")
                if found != nil { children += 1 }
            }
            for slot in graph.slots(of: node) {
                #expect(view.slotKey(slot) == graph.slotKey[slot])
                #expect(view.slotTarget(slot) == graph.slotTarget[slot])
            }
            for position in graph.payloadRange(of: node) { #expect(view.payload(position) == graph.payloads[position]) }
        }
        // Every token edge was found once, and some nodes are indexed.
        #expect(children == graph.edgeCount)
        #expect(indexed > 0)
    }

    /// A value trie's view finds the same children as its trie, at every
    /// node, for every token (a node of one edge, of a few, and the root of many).
    @Test func valueTrieViewsFindTheTriesChildren() {
        let catalog = SlotEdgeIndexTests.catalog
        var found = 0
        for (set, trie) in catalog.valueTries.enumerated() {
            let view = catalog.valueTrieViews[set]
            for node in 0..<Int32(trie.nodeCount) {
                for token in Self.tokens(of: catalog) {
                    let child = view.child(of: node, token: token)
                    #expect(child == trie.child(of: node, token: token), "set \(set) node \(node) token \(token)")
                    if child != nil { found += 1 }
                }
            }
        }
        #expect(found == catalog.valueTries.reduce(0) { $0 + $1.edgeCount })
    }
}
