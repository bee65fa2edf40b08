import Testing

@testable import Phrasebook

/// The phrase graph's node signatures: each holds the bit of every word at
/// or below its node, the words of the value sets its slots and those below
/// take, and the slot flags; a node with nothing below it has none.
@Suite struct GraphTokenMasksTests {
    /// Two apps with an entity slot, an app-name slot and words after the
    /// last slot, so nodes below, between and after slots all occur.
    static let catalog: Catalog = {
        var manifests: [String: String] = [:]
        for (app, name) in ["Shelf", "Garden"].enumerated() {
            manifests["app\(app)/app.json"] = """
                {"format": 1, "app": {"name": "\(name)", "locale": "en"},
                 "types": {"Book": {"kind": "entity", "title": "Book", "entities": [
                   {"id": "a", "title": "Red Moon \(app)"}, {"id": "b", "title": "River Song"}]}},
                 "intents": {"OpenBook": {"title": "Open Book", "parameters": [{"name": "book", "title": "Book", "type": "Book"}]}},
                 "shortcuts": [{"intent": "OpenBook", "phrases": ["Open ${book} in ${applicationName} right away", "${applicationName} read ${book}"]}]}
                """
        }
        return Catalog(manifests: manifests)
    }()

    /// What a node's signature should be, worked out by recursion.
    static func expected(_ node: Int32, in catalog: Catalog) -> GraphTokenMasks.Mask {
        let graph = catalog.graph
        var mask = GraphTokenMasks.Mask()
        for edge in graph.edges(of: node) {
            mask.formUnion(GraphTokenMasks.mask(of: graph.edgeToken[edge]))
            mask.formUnion(expected(graph.edgeTarget[edge], in: catalog))
        }
        for slot in graph.slots(of: node) {
            switch catalog.slotKeys[Int(graph.slotKey[slot])].source {
            case .valueSet(let set):
                let trie = catalog.valueSets[Int(set)].trie
                for edge in 0..<trie.edgeCount { mask.formUnion(GraphTokenMasks.mask(of: trie.edgeToken[edge])) }
                mask.flags |= GraphTokenMasks.Mask.valueSlot
            case .open:
                mask.flags |= GraphTokenMasks.Mask.openSlot
            }
            mask.formUnion(expected(graph.slotTarget[slot], in: catalog))
        }
        return mask
    }

    @Test func everyNodeHoldsTheWordsAndSlotsBelowIt() {
        let catalog = Self.catalog
        #expect(catalog.diagnostics.filter { $0.severity == .error }.isEmpty)
        let masks = catalog.flexibleIndex.graphMasks
        #expect(masks.nodeMasks.count == catalog.graph.nodeCount)
        var leaves = 0
        for node in 0..<Int32(catalog.graph.nodeCount) {
            let mask = masks.masks[Int(masks.maskID(of: node))]
            #expect(mask == Self.expected(node, in: catalog), "node \(node)")
            if catalog.graph.edges(of: node).isEmpty && catalog.graph.slots(of: node).isEmpty {
                leaves += 1
                #expect(mask == GraphTokenMasks.Mask())
            }
        }
        #expect(leaves > 0)
        #expect(masks.masks[Int(masks.maskID(of: TokenTrie.root))].flags & GraphTokenMasks.Mask.valueSlot != 0)
    }

    @Test func aWordAfterTheLastSlotIsInTheSignatureOfTheNodesBeforeIt() {
        let catalog = Self.catalog
        let masks = catalog.flexibleIndex.graphMasks
        let right = catalog.vocabulary.id(of: "right")
        #expect(right >= 0)
        let root = masks.masks[Int(masks.maskID(of: TokenTrie.root))]
        #expect(root.mayRead(GraphTokenMasks.bits(of: right)))
        // The node "away" leads to ends a phrase and has nothing below it.
        let graph = catalog.graph
        let away = catalog.vocabulary.id(of: "away")
        let ends = (0..<Int32(graph.nodeCount)).compactMap { graph.child(of: $0, token: away) }
        #expect(!ends.isEmpty)
        for end in ends {
            let mask = masks.masks[Int(masks.maskID(of: end))]
            #expect(!mask.mayRead(GraphTokenMasks.bits(of: right)))
            #expect(mask.flags == 0)
        }
    }

    @Test func distinctSignaturesAreStoredOnce() {
        let masks = Self.catalog.flexibleIndex.graphMasks
        #expect(Set(masks.masks).count == masks.masks.count)
        #expect(Set(masks.edgeMasks).count == masks.edgeMasks.count)
    }

    /// A node's edge signature holds the bits of its own token edges'
    /// words and nothing else: not the words deeper below it, nor the
    /// words or flags of its slots.
    @Test func anEdgeSignatureHoldsTheWordsOfTheNodesOwnEdges() {
        let catalog = Self.catalog
        let graph = catalog.graph
        let masks = catalog.flexibleIndex.graphMasks
        #expect(masks.nodeEdgeMasks.count == graph.nodeCount)
        var narrower = 0
        for node in 0..<Int32(graph.nodeCount) {
            var expected = GraphTokenMasks.Mask()
            for edge in graph.edges(of: node) { expected.formUnion(GraphTokenMasks.mask(of: graph.edgeToken[edge])) }
            let edges = masks.edgeMasks[Int(masks.edgeMaskID(of: node))]
            #expect(edges == expected, "node \(node)")
            let below = masks.masks[Int(masks.maskID(of: node))]
            #expect(edges.low & ~below.low == 0 && edges.high & ~below.high == 0)
            if edges.low != below.low || edges.high != below.high { narrower += 1 }
        }
        // "right" is below the root but no word of the root's own edges.
        let right = catalog.vocabulary.id(of: "right")
        #expect(!masks.edgeMasks[Int(masks.edgeMaskID(of: TokenTrie.root))].mayRead(GraphTokenMasks.bits(of: right)))
        #expect(narrower > 0)
    }
}
