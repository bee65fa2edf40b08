import Testing

@testable import Phrasebook

/// The phrase graph's node locales: each node holds the bit of every locale
/// a phrase at or below it has (of apps allowing flexible matching), and a
/// flexible walk kept to one locale finds that locale's phrases as a walk
/// of every node does, at the same costs and with the same liberties.
@Suite struct GraphLocaleMasksTests {
    /// What a node's bits should be, worked out by recursion.
    static func expected(_ node: Int32, in catalog: Catalog, memo: inout [Int32: UInt64]) -> UInt64 {
        if let known = memo[node] { return known }
        let graph = catalog.graph
        let masks = catalog.flexibleIndex.graphLocales
        var bits: UInt64 = 0
        for payload in graph.payloadRange(of: node) {
            let phrase = catalog.phrases[PhrasePayload.phrase(graph.payloads[payload])]
            guard catalog.flexibleIndex.appAllowsFlexible[phrase.app] else { continue }
            bits |= masks.wanted(for: phrase.locale)
        }
        for edge in graph.edges(of: node) { bits |= expected(graph.edgeTarget[edge], in: catalog, memo: &memo) }
        for slot in graph.slots(of: node) { bits |= expected(graph.slotTarget[slot], in: catalog, memo: &memo) }
        memo[node] = bits
        return bits
    }

    @Test func everyNodeHoldsTheLocalesOfThePhrasesBelowIt() {
        let catalog = sampleCatalog
        let masks = catalog.flexibleIndex.graphLocales
        #expect(masks.nodeBits.count == catalog.graph.nodeCount)
        var memo: [Int32: UInt64] = [:]
        var single = 0
        for node in 0..<Int32(catalog.graph.nodeCount) {
            let bits = masks.bits(of: node)
            #expect(bits == Self.expected(node, in: catalog, memo: &memo), "node \(node)")
            if bits.nonzeroBitCount == 1 { single += 1 }
        }
        // Most nodes lie below words of one locale only.
        #expect(single > catalog.graph.nodeCount / 2)
        #expect(masks.bits(of: TokenTrie.root).nonzeroBitCount == catalog.locales.count)
    }

    @Test func aWalkOfEveryLocaleWantsEveryBit() {
        let masks = sampleCatalog.flexibleIndex.graphLocales
        #expect(masks.wanted(for: nil) == UInt64.max)
        #expect(masks.wanted(for: "xx") == UInt64.max)
        let english = masks.wanted(for: "en")
        let korean = masks.wanted(for: "ko")
        #expect(english.nonzeroBitCount == 1 && korean.nonzeroBitCount == 1 && english != korean)
    }

    /// Each locale's list of the root's edges is the root's edges, in
    /// order, whose target has its bit; a mask of several bits or none has
    /// no list.
    @Test func eachLocaleKeepsTheRootEdgesLeadingToItsPhrases() {
        let catalog = sampleCatalog
        let graph = catalog.graph
        let masks = catalog.flexibleIndex.graphLocales
        var kept = 0
        for locale in catalog.locales {
            let wanted = masks.wanted(for: locale)
            let expected = graph.edges(of: TokenTrie.root).filter { masks.bits(of: graph.edgeTarget[$0]) & wanted != 0 }
                .map(Int32.init)
            #expect(masks.rootEdges(forWanted: wanted).map(Array.init) == expected, "\(locale)")
            #expect(expected.count < graph.edges(of: TokenTrie.root).count)
            kept += expected.count
        }
        // Every edge toward some phrase flexible matching returns is in
        // some locale's list.
        let reaching = graph.edges(of: TokenTrie.root).filter { masks.bits(of: graph.edgeTarget[$0]) != 0 }.count
        #expect(reaching > 0 && kept >= reaching)
        #expect(masks.rootEdges(forWanted: UInt64.max) == nil)
        #expect(masks.rootEdges(forWanted: 0) == nil)
        #expect(masks.rootEdges(forWanted: masks.wanted(for: "en") | masks.wanted(for: "ko")) == nil)
    }

    @Test func anAppWithoutFlexibleMatchingGivesNoBits() {
        let catalog = Catalog(manifests: [
            "Radio/app.json": FlexibleMatchingTests.radio(flexible: #", "flexibleMatching": false"#)
        ])
        let masks = catalog.flexibleIndex.graphLocales
        #expect(catalog.graph.nodeCount > 1)
        for node in 0..<Int32(catalog.graph.nodeCount) { #expect(masks.bits(of: node) == 0) }
    }

    /// The found phrases of `locale`, with their costs and liberties, of a
    /// flexible walk of `utterance` wanting `wanted`.
    static func found(_ utterance: String, locale: String, wanted: UInt64) -> [String] {
        let catalog = sampleCatalog
        let search = FlexibleSearch.sampleWalk(utterance, wantedLocales: wanted)
        return search.found.filter { catalog.phrases[$0.phrase].locale == locale }.map { found in
            let liberties = search.liberties(of: found, in: catalog).map { "\($0.kind):\($0.typed):\($0.read)" }
            return "\(found.phrase) \(found.cost) \(liberties)"
        }
    }

    @Test(arguments: [
        ("Strat Walkng in Meditaton", "en"), ("Open The Outider in Libirary", "en"),
        ("명상 에서 걷기 시작해줘", "ko"), ("在Soup Chef点番茄湯", "zh-Hans"), ("Bắt đầu đi bo trong Meditation", "vi"),
    ])
    func aWalkKeptToOneLocaleFindsWhatAWalkOfEveryNodeFindsThere(utterance: String, locale: String) {
        let wanted = sampleCatalog.flexibleIndex.graphLocales.wanted(for: locale)
        let kept = Self.found(utterance, locale: locale, wanted: wanted)
        #expect(kept == Self.found(utterance, locale: locale, wanted: UInt64.max))
        #expect(!kept.isEmpty)
    }
}
