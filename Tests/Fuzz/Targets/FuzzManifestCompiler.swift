import Foundation

/// Fuzz target: an `app.json` loaded, validated and compiled as the only
/// app of a catalog, then its own phrases and a few utterances matched.
func fuzzManifestCompiler(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    let text = FuzzInput.text(data, size)
    let catalog = Catalog(manifests: ["/phrasebook-fuzz/App/app.json": text])
    _ = catalog.diagnostics.map(\.description)
    guard !catalog.hasErrors else { return }
    _ = catalog.listing()
    let matcher = Matcher(catalog: catalog)
    for phrase in catalog.phrases.prefix(8) {
        _ = matcher.match(phrase.template.source)
    }
    _ = matcher.match("open 3 thousand in app tomorrow")
    _ = Linter.lint(catalog).findings.count
}
