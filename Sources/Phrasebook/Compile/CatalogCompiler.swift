/// The compiler users call: runs the pipeline on a Phrases folder or on
/// manifests in memory — load, validate, build the tries
/// (``CatalogBuilder``), check for collisions (``CollisionFinder``) — and
/// returns the ``Catalog`` with every diagnostic found on the way.
enum CatalogCompiler {
    /// Loads every app under `directory` and compiles it.
    static func compile(directory: String) -> Catalog {
        let loaded = PhrasesLoader.load(directory: directory)
        return compile(loaded.manifests, loadDiagnostics: loaded.diagnostics)
    }

    /// Compiles manifests already in memory.
    ///
    /// Parts with errors are left out of
    /// the tries; the errors are in ``Catalog/diagnostics``, each passed
    /// through `locate` (which moves what import read to its Swift place).
    static func compile(
        _ declared: [AppManifest], loadDiagnostics: [Diagnostic] = [],
        locate: (Diagnostic) -> Diagnostic = { $0 }
    ) -> Catalog {
        let clock = ContinuousClock()
        // The rules see every translated phrase; the tries, the ones a
        // shipping app's Siri would accept.
        let manifests = declared.map(TranslationValidator.shippable)
        let start = clock.now
        var diagnostics = loadDiagnostics
        // The rules and the values' digests only read the manifests: each
        // app's are worked out on every core while the tries are built.
        let ((checked, valueDigests), build) = ParallelMap.pair(
            {
                (
                    ParallelMap.map(declared.count) { ManifestValidator.validate(declared[$0]) },
                    CatalogFingerprint.valueDigests(of: manifests)
                )
            },
            { CatalogBuilder.build(manifests) })
        diagnostics += checked.joined()
        diagnostics += ManifestValidator.validate(declared)

        // The slot index is made while the collisions are looked for.
        let (slotIndex, collisions) = ParallelMap.pair(
            { [build] in build.slotIndex }, { CollisionFinder.collisions(in: build.tries, manifests: manifests) })
        diagnostics += collisions

        diagnostics = diagnostics.map(locate)
        var statistics = build.statistics
        let elapsed = clock.now - start
        statistics.compileSeconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return build.catalog(
            apps: manifests, diagnostics: diagnostics, statistics: statistics, slotIndex: slotIndex,
            valueDigests: valueDigests)
    }
}
