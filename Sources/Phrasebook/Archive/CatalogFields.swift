/// Every stored field of a catalog, held apart from a ``Catalog`` and
/// written in file order: what ``CatalogFile/encodeCatalog(_:to:)`` writes.
///
/// Fields can be changed one by one and written without building a
/// catalog of them (whose derived tables would read them): how the
/// structure-aware fuzz target crafts files whose checksum matches.
struct CatalogFields {
    var apps: [AppManifest]
    var diagnostics: [Diagnostic]
    var statistics: CatalogStatistics
    var phrases: [CompiledPhrase]
    var vocabulary: Vocabulary
    var graph: TokenTrie
    var slotKeys: [SlotKey]
    var valueSets: [ValueSet]
    var typeIndex: [[String: Int]]
    var valueDigests: [[UInt64]]
    var slotIndexColumns: [Int32Column]

    /// `catalog`'s stored fields.
    init(_ catalog: Catalog) {
        apps = catalog.apps
        diagnostics = catalog.diagnostics
        statistics = catalog.statistics
        phrases = catalog.phrases
        vocabulary = catalog.vocabulary
        graph = catalog.graph
        slotKeys = catalog.slotKeys
        valueSets = catalog.valueSets
        typeIndex = catalog.typeIndex
        valueDigests = catalog.valueDigests
        slotIndexColumns = catalog.slotIndex.columns
    }

    /// Writes the fields in file order.
    func encode(to writer: inout ArchiveWriter) {
        apps.encode(to: &writer)
        diagnostics.encode(to: &writer)
        statistics.encode(to: &writer)
        phrases.encode(to: &writer)
        vocabulary.encode(to: &writer)
        graph.encode(to: &writer)
        slotKeys.encode(to: &writer)
        valueSets.encode(to: &writer)
        typeIndex.encode(to: &writer)
        valueDigests.encode(to: &writer)
        for column in slotIndexColumns { writer.write(column) }
    }
}
