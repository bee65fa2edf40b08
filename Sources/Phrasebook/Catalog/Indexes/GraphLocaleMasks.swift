/// Per phrase-graph node, the locales of the phrases at or below it that
/// flexible matching may return (those of apps that allow it), one bit per
/// locale.
///
/// A flexible walk asked for one locale keeps only that locale's
/// phrases, so it does not walk from a node with no such phrase below it:
/// every phrase it would reach there is dropped afterwards.
///
/// The catalog's first 63 phrase locales have a bit each; the rest share
/// the last bit, so a node may seem to lead to a locale it does not, never
/// the other way round.
struct GraphLocaleMasks: Sendable {
    /// Each graph node's locale bits; empty for a catalog without a graph.
    private(set) var nodeBits: [UInt64] = []
    /// The catalog's phrase locales, in the order their bits are given.
    ///
    /// Per locale bit `b` (0 to 63, as ``bit(ofLocaleAt:)`` gives it), the
    /// root's edges whose target has some phrase of that bit's locales
    /// below it, in edge order: `rootEdges[rootEdgeStart[b]..<rootEdgeStart[b + 1]]`
    /// (see ``rootEdges(forWanted:)``).
    private(set) var rootEdgeStart: [Int32] = []
    private(set) var rootEdges: [Int32] = []
    private(set) var locales: [String] = []

    /// No nodes: every walk keeps every node (see ``bits(of:)``).
    init() {}

    /// The locale bits of `graph`'s nodes, for `phrases` in `locales`,
    /// of apps allowing flexible matching as `appAllowsFlexible` says.
    init(graph: TokenTrie, phrases: [CompiledPhrase], locales: [String], appAllowsFlexible: [Bool]) {
        self.locales = locales
        guard graph.nodeCount > 0 else { return }
        var localeBits: [String: UInt64] = [:]
        for (place, locale) in locales.enumerated() where localeBits[locale] == nil {
            localeBits[locale] = Self.bit(ofLocaleAt: place)
        }
        let phraseBits = phrases.map { phrase -> UInt64 in
            guard phrase.app >= 0 && phrase.app < appAllowsFlexible.count && appAllowsFlexible[phrase.app] else {
                return 0
            }
            // A phrase of a locale not listed: every bit, as any walk may keep it.
            return localeBits[phrase.locale] ?? UInt64.max
        }
        var bits = [UInt64](repeating: 0, count: graph.nodeCount)
        graph.forEachNodeChildrenFirst { node in
            var mask: UInt64 = 0
            for payload in graph.payloadRange(of: node) {
                let phrase = PhrasePayload.phrase(graph.payloads[payload])
                mask |= phrase < phraseBits.count ? phraseBits[phrase] : UInt64.max
            }
            for edge in graph.edges(of: node) { mask |= bits[Int(graph.edgeTarget[edge])] }
            for slot in graph.slots(of: node) { mask |= bits[Int(graph.slotTarget[slot])] }
            bits[Int(node)] = mask
        }
        nodeBits = bits
        // The root's edges kept by each locale bit's walks, worked out here
        // once rather than at the start of each walk (a search of the
        // root's few hundred edges per match).
        rootEdgeStart = [0]
        for bit in 0..<min(locales.count, 64) {
            for edge in graph.edges(of: TokenTrie.root)
            where bits[Int(graph.edgeTarget[edge])] & (1 << UInt64(bit)) != 0 {
                rootEdges.append(Int32(edge))
            }
            rootEdgeStart.append(Int32(rootEdges.count))
        }
    }

    /// The root's edges, in order, whose target has a phrase below it that
    /// a walk keeping only the phrases of `wanted` (one locale's bit, see
    /// ``wanted(for:)``) keeps; `nil` for a mask of no bit or of several.
    func rootEdges(forWanted wanted: UInt64) -> ArraySlice<Int32>? {
        guard wanted != 0, wanted & (wanted &- 1) == 0 else { return nil }
        let bit = wanted.trailingZeroBitCount
        guard bit + 1 < rootEdgeStart.count else { return nil }
        return rootEdges[Int(rootEdgeStart[bit])..<Int(rootEdgeStart[bit + 1])]
    }

    /// The bit of the locale at `place` in ``locales``.
    @inline(__always)
    static func bit(ofLocaleAt place: Int) -> UInt64 {
        1 << UInt64(min(place, 63))
    }

    /// The bits a walk keeping only phrases of `locale` (every phrase when
    /// `nil`) wants a node to have: every bit for `nil` or a locale no
    /// phrase has.
    func wanted(for locale: String?) -> UInt64 {
        guard let locale, let place = locales.firstIndex(of: locale) else { return UInt64.max }
        return Self.bit(ofLocaleAt: place)
    }

    /// Node `node`'s locale bits; every bit for a node this table does not cover.
    @inline(__always)
    func bits(of node: Int32) -> UInt64 {
        Int(node) < nodeBits.count ? nodeBits[Int(node)] : UInt64.max
    }
}
