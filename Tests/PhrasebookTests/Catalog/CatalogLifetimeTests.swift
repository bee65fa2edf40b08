import Testing

@testable import Phrasebook

/// A catalog's tables are freed with its last copy, whatever later stages
/// worked out and kept with them: a server that reloads its catalog must
/// not keep every catalog it ever loaded.
@Suite struct CatalogLifetimeTests {
    /// The storage of a fresh sample catalog after `use` ran on it, held
    /// weakly once the catalog is gone (`nil` when it was freed).
    private func storageLeft(after use: (Catalog) -> Void) -> CatalogStorage? {
        weak var storage: CatalogStorage?
        do {
            let catalog = CatalogCompiler.compile(directory: samplePhrasesDirectory)
            storage = catalog.storage
            use(catalog)
        }
        return storage
    }

    @Test func aCatalogNobodyAskedIsFreed() {
        #expect(storageLeft { _ in } == nil)
    }

    @Test func aCatalogIsFreedAfterFlexibleMatching() {
        #expect(storageLeft { catalog in _ = Matcher(catalog: catalog).match("Start Walkng in Meditaton") } == nil)
    }

    @Test func aCatalogIsFreedAfterCompleting() {
        #expect(storageLeft { catalog in _ = Matcher(catalog: catalog).completions(for: "open d", limit: 3) } == nil)
    }
}
