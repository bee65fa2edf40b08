import Foundation

/// Fuzz target: a corpus file parsed, and its first cases run against the
/// sample apps as `coverage` runs them.
func fuzzCorpusParser(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    let parsed = CorpusParser.parse(FuzzInput.text(data, size), file: "fuzz.txt")
    _ = parsed.diagnostics.map(\.description)
    let results = CorpusRunner(catalog: FuzzInput.sampleCatalog).run(Array(parsed.cases.prefix(4)))
    _ = CoverageReport(catalog: FuzzInput.sampleCatalog, results: results).text()
}
