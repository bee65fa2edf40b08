import Phrasebook

/// The figures every benchmark line starts with: what a compiled catalog
/// holds (from ``CatalogStatistics``), its warnings by code, and how long it
/// took to compile.
enum CatalogFigures {
    /// The figures of `catalog`, compiled in `compileTimes` seconds (one entry
    /// per timed compile; the median is reported).
    static func members(of catalog: Catalog, compileTimes: [Double]) -> [(String, JSONOutput)] {
        let statistics = catalog.statistics
        var warningCodes: [String: Int] = [:]
        for diagnostic in catalog.diagnostics { warningCodes[diagnostic.code.rawValue, default: 0] += 1 }
        return [
            ("apps", .int(statistics.apps)),
            ("shortcuts", .int(statistics.shortcuts)),
            ("phrases", .int(statistics.phrases)),
            ("values", .int(statistics.values)),
            ("valueVariants", .int(statistics.valueVariants)),
            ("expandedUtterances", .int(statistics.expandedUtterances)),
            ("phraseGraphNodes", .int(statistics.phraseGraphNodes)),
            ("valueTrieNodes", .int(statistics.valueTrieNodes)),
            ("trieNodes", .int(statistics.trieNodes)),
            ("vocabulary", .int(statistics.vocabularySize)),
            ("bytes", .int(statistics.bytes)),
            ("warnings", .int(catalog.diagnostics.count)),
            ("warningCodes", .object(warningCodes.sorted { $0.key < $1.key }.map { ($0.key, .int($0.value)) })),
            ("compileRuns", .int(compileTimes.count)),
            ("compileSeconds", .double(Measurement.rounded(Measurement.median(compileTimes), places: 4))),
        ]
    }
}
