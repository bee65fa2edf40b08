/// Checks that every index a catalog read from a file holds points inside
/// the arrays it indexes, so the matcher (which indexes without checks on
/// the hot path) can never read out of bounds, even on a crafted file whose
/// checksum was made to match.
enum CatalogFileCheck {
    /// Throws when some index of the parts of a catalog is out of range
    /// (its value sets checked as they are read, ``checkValueSet(_:tokens:apps:)``).
    static func check(
        _ catalog: CompiledTries, apps: [AppManifest], typeIndex: [[String: Int]], valueDigests: [[UInt64]]
    ) throws(ArchiveError) {
        let tokens = catalog.vocabulary.count
        try checkTrie(
            catalog.graph, tokens: tokens, slotKeys: catalog.slotKeys.count, payloads: catalog.phrases.count,
            name: "the phrase graph",
            payloadsArePhrases: true)
        for key in catalog.slotKeys {
            if case .valueSet(let set) = key.source, !catalog.valueSets.indices.contains(Int(set)) {
                throw ArchiveReader.damaged("a slot's value set")
            }
            if let suffix = key.suffix {
                try checkIDs(
                    [suffix.written, suffix.afterConsonant, suffix.afterVowel], below: tokens, name: "a glued suffix")
            }
        }
        for phrase in catalog.phrases {
            guard apps.indices.contains(phrase.app),
                phrase.shortcut.map({ apps[phrase.app].shortcuts.indices.contains($0) }) ?? true
            else { throw ArchiveReader.damaged("a phrase's app or shortcut") }
            for piece in phrase.pieces {
                switch piece {
                case .tokens(let ids): try checkIDs(ids, below: tokens, name: "a phrase's words")
                case .slot(let key):
                    guard catalog.slotKeys.indices.contains(Int(key)) else {
                        throw ArchiveReader.damaged("a phrase's slot")
                    }
                }
            }
        }
        guard typeIndex.count == apps.count, valueDigests.count == apps.count else {
            throw ArchiveReader.damaged("the type index")
        }
        for (app, manifest) in apps.enumerated() {
            guard typeIndex[app].values.allSatisfy(manifest.types.indices.contains),
                valueDigests[app].count == manifest.types.count
            else { throw ArchiveReader.damaged("the type index") }
        }
    }

    /// Throws when an index of `valueSet` (over a vocabulary of `tokens`
    /// ids, for `apps`) is out of range: checked as soon as the set is read
    /// and summed, while its bytes are still in the processor's cache.
    static func checkValueSet(_ valueSet: ValueSet, tokens: Int, apps: [AppManifest]) throws(ArchiveError) {
        try checkTrie(
            valueSet.trie, tokens: tokens, slotKeys: 0, payloads: valueSet.variants.count, name: "a value trie")
        guard valueSet.trie.slotStart.isEmpty else { throw ArchiveReader.damaged("a value trie has slot edges") }
        try checkRows(valueSet.formStart, count: valueSet.formTokens.count, name: "a value set's forms")
        try checkIDs(valueSet.formTokens, below: tokens, name: "a value set's forms")
        let forms = valueSet.formStart.count - 1
        guard valueSet.variants.count == forms, valueSet.formFinals.isEmpty || valueSet.formFinals.count == forms else {
            throw ArchiveReader.damaged("a value set's forms do not match its variants")
        }
        let values: Int
        switch valueSet.kind {
        case .applicationName(let app):
            guard apps.indices.contains(app) else { throw ArchiveReader.damaged("a value set's app") }
            values = 1
        case .values(let app, let type):
            guard apps.indices.contains(app), apps[app].types.indices.contains(type) else {
                throw ArchiveReader.damaged("a value set's type")
            }
            values = apps[app].types[type].values.count
        }
        try checkIDs(valueSet.variants.values, below: values, name: "a value set's variant")
    }

    /// Checks one trie; with `payloadsArePhrases`, a payload may also be a
    /// reading without a particle (``PhrasePayload``) of a phrase below `payloads`.
    static func checkTrie(
        _ trie: TokenTrie, tokens: Int, slotKeys: Int, payloads: Int, name: String, payloadsArePhrases: Bool = false
    ) throws(ArchiveError) {
        let nodes = trie.edgeStart.count - 1
        guard nodes >= 1, trie.payloadStart.count == nodes + 1, trie.edgeToken.count == trie.edgeTarget.count,
            trie.slotKey.count == trie.slotTarget.count, trie.slotStart.isEmpty || trie.slotStart.count == nodes + 1
        else { throw ArchiveReader.damaged("\(name) has arrays of the wrong size") }
        try checkRows(trie.edgeStart, count: trie.edgeToken.count, name: name)
        try checkRows(trie.payloadStart, count: trie.payloads.count, name: name)
        if trie.slotStart.isEmpty {
            guard trie.slotKey.isEmpty else { throw ArchiveReader.damaged("\(name) has stray slot edges") }
        } else {
            try checkRows(trie.slotStart, count: trie.slotKey.count, name: name)
        }
        try checkIDs(trie.edgeToken, below: tokens, name: name)
        try checkIDs(trie.edgeTarget, below: nodes, name: name)
        try checkIDs(trie.slotKey, below: slotKeys, name: name)
        try checkIDs(trie.slotTarget, below: nodes, name: name)
        if payloadsArePhrases {
            // A payload `p` or its complement `~p` names a phrase: both below `payloads`.
            let outside = trie.payloads.withUnsafeBufferPointer { buffer in
                let limit = Int32(clamping: payloads)
                var outside: UInt8 = 0
                for payload in buffer { outside |= payload ^ (payload >> 31) >= limit ? 1 : 0 }
                return outside != 0
            }
            if outside { throw ArchiveReader.damaged("\(name) points outside its arrays") }
        } else {
            try checkIDs(trie.payloads, below: payloads, name: name)
        }
        // Within a node, edge tokens strictly increase; and every edge,
        // token or slot, leads to a node numbered after its own (as a built
        // trie's are, each node numbered before its children): no path
        // comes back to a node, and the nodes from the last to the root
        // each come after everything below them
        // (``TokenTrie/forEachNodeChildrenFirst(_:)``). The token edges are
        // asked both in one pass over their rows.
        if tokenEdgesMisplaced(trie.edgeStart, trie.edgeToken, trie.edgeTarget, nodes: nodes) {
            throw ArchiveReader.damaged("\(name)'s edges are out of order or lead back to an earlier node")
        }
        if !trie.slotStart.isEmpty && leadsBack(trie.slotStart, trie.slotTarget, nodes: nodes) {
            throw ArchiveReader.damaged("\(name) has an edge back to an earlier node")
        }
    }

    /// Whether some node's token edges (rows `starts`, checked: from 0,
    /// never decreasing, ending at `tokens.count`; `tokens` checked to be
    /// at least 0) have tokens that do not strictly increase, or lead to a
    /// node numbered no later than their own.
    ///
    /// Most nodes of a value trie
    /// have no edge or one (a leaf, a word of a longer value): those are
    /// asked without a branch on which, as a guess on it mostly fails.
    private static func tokenEdgesMisplaced(
        _ starts: Int32Column, _ tokens: Int32Column, _ targets: Int32Column, nodes: Int
    ) -> Bool {
        guard !targets.isEmpty else { return false }
        return starts.withUnsafeBufferPointer { starts in
            tokens.withUnsafeBufferPointer { tokens in
                targets.withUnsafeBufferPointer { targets in
                    let lastEdge = targets.count - 1
                    var misplaced: UInt8 = 0
                    var first = 0
                    for node in 0..<nodes {
                        let end = Int(starts[node + 1])
                        let own = Int32(truncatingIfNeeded: node)
                        if end - first <= 1 {
                            // No edge, or one: its target, read at a position inside either way.
                            let one: UInt8 = end - first == 1 ? 1 : 0
                            misplaced |= one & (targets[min(first, lastEdge)] <= own ? 1 : 0)
                        } else {
                            var previous: Int32 = -1
                            for edge in first..<end {
                                let token = tokens[edge]
                                misplaced |= (token <= previous ? 1 : 0) | (targets[edge] <= own ? 1 : 0)
                                previous = token
                            }
                        }
                        first = end
                    }
                    return misplaced != 0
                }
            }
        }
    }

    /// Whether some edge of the rows `starts` (checked: from 0, never
    /// decreasing, ending at `targets.count`) leads to a node numbered no
    /// later than its own.
    private static func leadsBack(_ starts: Int32Column, _ targets: Int32Column, nodes: Int) -> Bool {
        starts.withUnsafeBufferPointer { starts in
            targets.withUnsafeBufferPointer { targets in
                var back: UInt8 = 0
                var first = 0
                for node in 0..<nodes {
                    let end = Int(starts[node + 1])
                    let own = Int32(truncatingIfNeeded: node)
                    if first < end {
                        for edge in first..<end { back |= targets[edge] <= own ? 1 : 0 }
                    }
                    first = end
                }
                return back != 0
            }
        }
    }

    /// Row starts of a compressed sparse row layout: from 0, never
    /// decreasing, ending at `count`.
    ///
    /// (The loops below ask every element and
    /// stop at none, so they compile to vector code: a load checks millions.)
    private static func checkRows(_ starts: Int32Column, count: Int, name: String) throws(ArchiveError) {
        try starts.withUnsafeBufferPointer { buffer throws(ArchiveError) in
            try checkRows(buffer, count: count, name: name)
        }
    }

    /// Row starts held in a buffer (what the one above checks).
    ///
    /// A start
    /// below the one before makes their difference negative; the
    /// differences cannot overflow once every start is at least 0, which
    /// the sign bits gathered with them also ask.
    private static func checkRows(_ buffer: UnsafeBufferPointer<Int32>, count: Int, name: String) throws(ArchiveError) {
        guard buffer.first == 0, Int(buffer.last ?? -1) == count else { throw ArchiveReader.damaged("\(name)'s rows") }
        var signs: Int32 = 0
        if buffer.count > 1 {
            // `index &- 1` cannot wrap (index is at least 1); a checked
            // subtraction would keep the loop from being vectorized.
            for index in 1..<buffer.count { signs |= buffer[index] | (buffer[index] &- buffer[index &- 1]) }
        }
        if signs < 0 { throw ArchiveReader.damaged("\(name)'s rows") }
    }

    /// Ids, each at least 0 and below `limit`.
    private static func checkIDs(_ ids: [Int32], below limit: Int, name: String) throws(ArchiveError) {
        try ids.withUnsafeBufferPointer { buffer throws(ArchiveError) in try checkIDs(buffer, below: limit, name: name)
        }
    }

    /// Ids in a column, each at least 0 and below `limit`.
    private static func checkIDs(_ ids: Int32Column, below limit: Int, name: String) throws(ArchiveError) {
        try ids.withUnsafeBufferPointer { buffer throws(ArchiveError) in try checkIDs(buffer, below: limit, name: name)
        }
    }

    /// Ids held in a buffer (what the two above check): an id below 0 has
    /// its sign bit set, and one above `limit - 1` makes `limit - 1 - id`
    /// negative, so one pass gathers the sign bits of both (subtractions
    /// and ors only, four ids at a time).
    private static func checkIDs(_ buffer: UnsafeBufferPointer<Int32>, below limit: Int, name: String)
        throws(ArchiveError)
    {
        guard !buffer.isEmpty else { return }
        guard limit > 0 else { throw ArchiveReader.damaged("\(name) points outside its arrays") }
        let top = Int32(clamping: limit - 1)
        var signs: Int32 = 0
        for id in buffer { signs |= id | (top &- id) }
        if signs < 0 { throw ArchiveReader.damaged("\(name) points outside its arrays") }
    }
}
