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

    /// Compiles manifests already in memory. Parts with errors are left out of
    /// the tries; the errors are in ``Catalog/diagnostics``.
    static func compile(_ manifests: [AppManifest], loadDiagnostics: [Diagnostic] = []) -> Catalog {
        let clock = ContinuousClock()
        let start = clock.now
        var diagnostics = loadDiagnostics
        for manifest in manifests {
            diagnostics += ManifestValidator.validate(manifest)
        }
        diagnostics += ManifestValidator.validate(manifests)

        let build = CatalogBuilder.build(manifests)
        diagnostics += CollisionFinder.collisions(in: build.tries, manifests: manifests)

        var statistics = build.statistics
        let elapsed = clock.now - start
        statistics.compileSeconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return build.catalog(apps: manifests, diagnostics: diagnostics, statistics: statistics)
    }
}
