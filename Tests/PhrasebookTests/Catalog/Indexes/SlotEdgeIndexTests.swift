import Testing

@testable import Phrasebook

/// Which slot edges of a wide node the index offers for the next tokens:
/// exactly those whose values can start with them, whether a value set's
/// edges are found through the direct table or by searching.
@Suite struct SlotEdgeIndexTests {
    /// Twelve apps whose books share words, so one word starts values of
    /// many apps, one app's books start with another's whole title, and
    /// the root and "open" fan out to a slot edge per app (the two indexed nodes).
    static let catalog = shelves(books: 6)

    /// The same apps with 40 books each: a word starts values with every
    /// other word in every app, more pairs than the index searches whole,
    /// so the pairs are found through their buckets.
    static let manyBooks = shelves(books: 40)

    /// Twelve apps of `books` books each (see ``catalog``).
    static func shelves(books bookCount: Int) -> Catalog {
        let words = ["red", "moon", "river", "song", "glass", "tower", "night", "garden"]
        var manifests: [String: String] = [:]
        for app in 0..<12 {
            let books = (0..<bookCount).map { book -> String in
                let title = [
                    words[(app + book) % 8], words[(app * 3 + book + book / 8) % 8],
                    book % 2 == 0 ? "" : words[book % 8],
                ]
                .filter { !$0.isEmpty }.joined(separator: " ")
                return #"{"id": "b\#(book)", "title": "\#(title)", "synonyms": ["\#(words[(app + 2 * book) % 8])"]}"#
            }
            manifests["app\(app)/app.json"] = """
                {"format": 1, "app": {"name": "Shelf\(app)", "locale": "en"},
                 "types": {"Book": {"kind": "entity", "title": "Book", "entities": [\(books.joined(separator: ","))]}},
                 "intents": {"OpenBook": {"title": "Open Book", "parameters": [{"name": "book", "title": "Book", "type": "Book"}]}},
                 "shortcuts": [{"intent": "OpenBook", "phrases": ["Open ${book} in ${applicationName}", "${applicationName} open ${book}", "Open ${book} with ${applicationName}"]}]}
                """
        }
        return Catalog(manifests: manifests)
    }

    /// The slot edges of `node` a walk of every edge could find a value on,
    /// starting with `token` then `next`, ascending, each with its value set
    /// (-1 for an edge always tried), the node its value trie reaches on
    /// `token` when a one-token value ends there, and the node it reaches
    /// on `token next` (-1 when none).
    static func everyEdge(of node: Int32, token: Int32, next: Int32, in catalog: Catalog) -> [SlotEdgeIndex.Edge] {
        catalog.graph.slots(of: node).compactMap { slot in
            let key = catalog.slotKeys[Int(catalog.graph.slotKey[slot])]
            guard key.suffix == nil, case .valueSet(let set) = key.source else {
                return SlotEdgeIndex.Edge(slot: Int32(slot))
            }
            let trie = catalog.valueSets[Int(set)].trie
            guard let first = trie.child(of: TokenTrie.root, token: token) else { return nil }
            let firstNode = trie.isTerminal(first) ? first : -1
            let secondNode = next >= 0 ? trie.child(of: first, token: next) ?? -1 : -1
            guard firstNode >= 0 || secondNode >= 0 else { return nil }
            return SlotEdgeIndex.Edge(slot: Int32(slot), set: set, firstNode: firstNode, secondNode: secondNode)
        }
    }

    @Test(arguments: [false, true])
    func bothLookupsOfferTheEdgesAWalkOfEveryEdgeWouldFindValuesOn(manyBooks: Bool) {
        let catalog = manyBooks ? Self.manyBooks : Self.catalog
        #expect(catalog.diagnostics.filter { $0.severity == .error }.isEmpty)
        let direct = catalog.slotIndex
        #expect(direct.hasPairBuckets == manyBooks)
        let searched = SlotEdgeIndex(
            graph: catalog.graph, slotKeys: catalog.slotKeys, valueSets: catalog.valueSets,
            tokenCount: catalog.vocabulary.count,
            directCells: 0)
        #expect(direct.hasDirectTable)
        #expect(!searched.hasDirectTable)
        let tokens = [Vocabulary.unknown] + (0..<Int32(catalog.vocabulary.count))
        var indexedNodes = 0
        var offered = 0
        let slots = ScratchStack<SlotEdgeIndex.Edge>()
        for node in 0..<Int32(catalog.graph.nodeCount) where direct.isIndexed(node) {
            indexedNodes += 1
            for token in tokens {
                for next in tokens {
                    let expected = Self.everyEdge(of: node, token: token, next: next, in: catalog)
                    direct.slots(of: node, startingWith: token, then: next, into: slots)
                    #expect(slots.elements == expected, "node \(node), tokens \(token) \(next)")
                    searched.slots(of: node, startingWith: token, then: next, into: slots)
                    #expect(slots.elements == expected, "node \(node), tokens \(token) \(next)")
                    offered += expected.count
                }
            }
        }
        #expect(indexedNodes >= 2)
        #expect(offered > 100)
    }

    @Test func aFileLoadedIndexHasTheDirectTableToo() {
        let catalog = Self.catalog
        let index = SlotEdgeIndex(
            columns: catalog.slotIndex.columns, nodeCount: catalog.graph.nodeCount,
            slotEdgeCount: catalog.graph.slotKey.count,
            valueNodeCounts: catalog.valueSets.map(\.trie.nodeCount))
        #expect(index == catalog.slotIndex)
        #expect(index?.hasDirectTable == true)
    }

    /// A file's pair buckets are read as stored; a bucket row or start that
    /// would lead a search outside its word's pairs is refused.
    @Test func aFileIndexWhosePairBucketsLeaveTheirPairsIsRefused() throws {
        let catalog = Self.manyBooks
        let nodeCounts = catalog.valueSets.map(\.trie.nodeCount)
        func read(_ columns: [[Int32]]) -> SlotEdgeIndex? {
            SlotEdgeIndex(
                columns: columns.map { Int32Column($0) }, nodeCount: catalog.graph.nodeCount,
                slotEdgeCount: catalog.graph.slotKey.count,
                valueNodeCounts: nodeCounts)
        }
        let columns = catalog.slotIndex.columns.map(Array.init)
        #expect(read(columns) == catalog.slotIndex)
        #expect(read(columns)?.hasPairBuckets == true)
        // The first bucketed token's row, and its first start.
        let rows = columns[14]
        let token = try #require(stride(from: 0, to: rows.count, by: 4).first { rows[$0 + 3] > 0 }) / 4
        let first = Int(rows[4 * token + 2])
        var outside = columns
        outside[13][first] = columns[3][token + 1] + 1
        #expect(read(outside) == nil)
        var before = columns
        before[13][first] = columns[3][token] - 1
        #expect(read(before) == nil)
        var pastStarts = columns
        pastStarts[14][4 * token + 3] = Int32(columns[13].count)
        #expect(read(pastStarts) == nil)
        var shortRows = columns
        shortRows[14].removeLast()
        #expect(read(shortRows) == nil)
        // Every bucketed token pointing at the first one's starts (each
        // range in bounds) would make the check read them once per token.
        let bucketed = stride(from: 0, to: rows.count, by: 4).filter { rows[$0 + 3] > 0 }
        #expect(bucketed.count >= 2)
        var overlapping = columns
        for row in bucketed {
            overlapping[14][row + 2] = rows[4 * token + 2]
            overlapping[14][row + 3] = rows[4 * token + 3]
        }
        #expect(read(overlapping) == nil)
        var extraStart = columns
        extraStart[13].append(columns[3][columns[3].count - 1])
        #expect(read(extraStart) == nil)
    }

    /// A file's index whose stored first node lies outside its value trie
    /// is refused, so a value walk never starts out of bounds.
    @Test func aFileIndexWhoseFirstNodeLiesOutsideItsTrieIsRefused() {
        let catalog = Self.catalog
        let nodeCounts = catalog.valueSets.map(\.trie.nodeCount)
        for column in [2, 6] {
            var columns = catalog.slotIndex.columns.map(Array.init)
            #expect(!columns[column].isEmpty)
            guard !columns[column].isEmpty else { continue }
            let set = Int(columns[column - 1][0])
            columns[column][0] = Int32(nodeCounts[set])
            let index = SlotEdgeIndex(
                columns: columns.map { Int32Column($0) }, nodeCount: catalog.graph.nodeCount,
                slotEdgeCount: catalog.graph.slotKey.count,
                valueNodeCounts: nodeCounts)
            #expect(index == nil, "column \(column)")
            columns[column][0] = -1
            #expect(
                SlotEdgeIndex(
                    columns: columns.map { Int32Column($0) }, nodeCount: catalog.graph.nodeCount,
                    slotEdgeCount: catalog.graph.slotKey.count,
                    valueNodeCounts: nodeCounts) == nil, "column \(column)")
        }
    }

    /// A file's index naming a value set the catalog does not have at a
    /// node's edges is refused, so the direct table is never built out of
    /// bounds.
    @Test func aFileIndexNamingAnUnknownValueSetIsRefused() {
        let catalog = Self.catalog
        let nodeCounts = catalog.valueSets.map(\.trie.nodeCount)
        var columns = catalog.slotIndex.columns.map(Array.init)
        #expect(!columns[9].isEmpty)
        guard !columns[9].isEmpty else { return }
        columns[9][0] = Int32(nodeCounts.count)
        #expect(
            SlotEdgeIndex(
                columns: columns.map { Int32Column($0) }, nodeCount: catalog.graph.nodeCount,
                slotEdgeCount: catalog.graph.slotKey.count,
                valueNodeCounts: nodeCounts) == nil)
    }

    /// Forty apps whose books are all also called "red", of which only the
    /// first eight say "Read ${book} in ${applicationName}": the "read"
    /// node is indexed with eight edges, and "red" is a one-token value in
    /// five times as many sets.
    ///
    /// The index then looks each of the node's sets
    /// up among the word's rather than the other way round, and must offer
    /// the same edges.
    @Test func aWordInFarMoreSetsThanTheNodeHasEdgesIsOfferedTheSameEdges() {
        var manifests: [String: String] = [:]
        for app in 0..<40 {
            let phrases =
                app < 8
                ? #""Read ${book} in ${applicationName}", "Open ${book} in ${applicationName}""#
                : #""Open ${book} in ${applicationName}""#
            manifests["app\(app)/app.json"] = """
                {"format": 1, "app": {"name": "Reader\(app)", "locale": "en"},
                 "types": {"Book": {"kind": "entity", "title": "Book", "entities": [
                   {"id": "a", "title": "blue lake \(app)", "synonyms": ["red"]},
                   {"id": "b", "title": "red fox", "synonyms": ["green"]}]}},
                 "intents": {"OpenBook": {"title": "Open Book", "parameters": [{"name": "book", "title": "Book", "type": "Book"}]}},
                 "shortcuts": [{"intent": "OpenBook", "phrases": [\(phrases)]}]}
                """
        }
        let catalog = Catalog(manifests: manifests)
        #expect(catalog.diagnostics.filter { $0.severity == .error }.isEmpty)
        let red = catalog.vocabulary.id(of: "red")
        let fox = catalog.vocabulary.id(of: "fox")
        let read = catalog.vocabulary.id(of: "read")
        guard let node = catalog.graph.child(of: TokenTrie.root, token: read) else {
            Issue.record("no \"read\" node")
            return
        }
        let setsWithRed = catalog.valueSets.filter { set in
            set.trie.child(of: TokenTrie.root, token: red).map(set.trie.isTerminal) ?? false
        }.count
        #expect(catalog.slotIndex.isIndexed(node))
        #expect(catalog.graph.slots(of: node).count == 8)
        #expect(setsWithRed >= 40)
        let slots = ScratchStack<SlotEdgeIndex.Edge>()
        for next in [Vocabulary.unknown, fox, read] {
            let expected = Self.everyEdge(of: node, token: red, next: next, in: catalog)
            catalog.slotIndex.slots(of: node, startingWith: red, then: next, into: slots)
            #expect(slots.elements == expected, "then \(next)")
            #expect(expected.count == 8, "then \(next)")
        }
        let resolved = Matcher(catalog: catalog).candidates(for: "Read red in Reader3")
        #expect(resolved.map(\.app) == ["Reader3"])
        #expect(resolved.first?.parameters.first?.values.map(\.id) == ["a"])
    }
}
