/// A compiled catalog file's body once decoded and before it is checked:
/// its fields, and where the parts a load checks lie in the file, so the
/// checks can be shared out between the cores (``pieces``) and the catalog
/// built only from a body that passed them (``catalog(checked:)``).
struct DecodedCatalogBody: Sendable {
    /// Where the checked parts of the body lie (file offsets).
    struct Layout: Sendable {
        /// Where the phrase graph starts (after the apps, phrases and vocabulary).
        let graphStart: Int
        /// Where the first value set starts (after the graph and the slot keys).
        let valueSetsStart: Int
        /// Where each value set ends.
        let valueSetEnds: [Int]
        /// Where the slot edge index's columns start.
        let slotIndexStart: Int
        /// Where the catalog ends.
        let end: Int
    }

    let apps: [AppManifest]
    let diagnostics: [Diagnostic]
    let statistics: CatalogStatistics
    let tries: CompiledTries
    let typeIndex: [[String: Int]]
    let valueDigests: [[UInt64]]
    let slotIndexColumns: [Int32Column]
    let fingerprint: SourceFingerprint
    let layout: Layout

    /// The body's parts in file order, each with the checks of what lies in
    /// it: each entity type's values (where each starts), the phrase graph (and the indexes between phrases, slots, apps
    /// and types), each value set, and the slot edge index, which its check
    /// builds.
    ///
    /// What lies between them is only summed.
    var pieces: [CatalogBodyPass<SlotEdgeIndex?>.Piece] {
        typealias Piece = CatalogBodyPass<SlotEdgeIndex?>.Piece
        let (apps, tries, typeIndex, valueDigests, columns) = (apps, tries, typeIndex, valueDigests, slotIndexColumns)
        var pieces: [Piece] = []
        for app in apps {
            for type in app.types {
                guard let values = type.values.stored as? ArchivedTypeValues else { continue }
                pieces.append(
                    Piece(end: values.storedEnd) { () throws(ArchiveError) -> SlotEdgeIndex? in
                        try values.checkValueStarts()
                        return nil
                    })
            }
        }
        pieces.append(Piece(summedThrough: layout.graphStart))
        pieces.append(
            Piece(end: layout.valueSetsStart) { () throws(ArchiveError) -> SlotEdgeIndex? in
                try CatalogFileCheck.check(tries, apps: apps, typeIndex: typeIndex, valueDigests: valueDigests)
                try CatalogFileCheck.checkPhrases(tries, apps: apps, typeIndex: typeIndex)
                return nil
            })
        let tokens = tries.vocabulary.count
        for (valueSet, end) in zip(tries.valueSets, layout.valueSetEnds) {
            pieces.append(
                Piece(end: end) { () throws(ArchiveError) -> SlotEdgeIndex? in
                    try CatalogFileCheck.checkValueSet(valueSet, tokens: tokens, apps: apps)
                    return nil
                })
        }
        pieces.append(Piece(summedThrough: layout.slotIndexStart))
        pieces.append(
            Piece(end: layout.end) { () throws(ArchiveError) -> SlotEdgeIndex? in
                guard
                    let index = SlotEdgeIndex(
                        columns: columns, nodeCount: tries.graph.nodeCount, slotEdgeCount: tries.graph.slotKey.count,
                        valueNodeCounts: tries.valueSets.map(\.trie.nodeCount))
                else { throw ArchiveReader.damaged("the slot edge index") }
                return index
            })
        return pieces
    }

    /// The catalog, once every piece's check in `checked` (``pieces``'
    /// results, in order) passed: the first failure in file order is thrown.
    func catalog(checked: [Result<SlotEdgeIndex?, ArchiveError>]) throws(ArchiveError) -> Catalog {
        var slotIndex: SlotEdgeIndex?
        for result in checked {
            if let index = try result.get() { slotIndex = index }
        }
        // Asked once every piece passed: it reads the graph's slot keys.
        guard let slotIndex, slotIndex.hasNodeTables(of: tries.graph, slotKeys: tries.slotKeys) else {
            throw ArchiveReader.damaged("the slot edge index")
        }
        return Catalog(
            apps: apps, diagnostics: diagnostics, statistics: statistics, phrases: tries.phrases,
            vocabulary: tries.vocabulary,
            graph: tries.graph, slotKeys: tries.slotKeys, valueSets: tries.valueSets, typeIndex: typeIndex,
            valueIndex: apps.map { $0.types.map { ValueIDIndex($0.values) } }, sourceFingerprint: fingerprint,
            slotIndex: slotIndex, valueDigests: valueDigests)
    }
}
