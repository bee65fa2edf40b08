import Testing

@testable import Phrasebook

/// The compile pipeline: load, validate, build, check collisions.
@Suite struct CatalogCompilerTests {
    @Test func diagnosticsComeInPipelineOrderLoadValidateCollisions() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts.append(ManifestFixture.shortcut("PauseIntent", ["Pause ${applicationName}"], shortTitle: nil))
        let manifest = try #require(fixture.load().0)
        let loadWarning = Diagnostic(.warning, .unknownField, "from the loader", location: nil, jsonPath: "")
        let catalog = CatalogCompiler.compile([manifest], loadDiagnostics: [loadWarning])
        #expect(
            catalog.diagnostics.map(\.code) == [.unknownField, .missingShortcutMetadata, .collision],
            "\(catalog.diagnostics)")
    }

    @Test func theBuilderAloneReportsNothingAndBuildsWhatCompileReturns() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts.append(ManifestFixture.shortcut("PauseIntent", ["Pause ${applicationName}"]))
        let manifest = try #require(fixture.load().0)
        let build = CatalogBuilder.build([manifest])
        let catalog = CatalogCompiler.compile([manifest])
        #expect(build.tries.phrases.count == catalog.phrases.count)
        #expect(build.statistics.expandedUtterances == catalog.statistics.expandedUtterances)
        #expect(build.statistics.compileSeconds == 0)
        #expect(catalog.diagnostics.map(\.code) == [.collision])
    }

    @Test func aMissingFolderIsReportedAndCompilesToAnEmptyCatalog() {
        let catalog = CatalogCompiler.compile(directory: "/nonexistent/phrases-folder")
        #expect(catalog.hasErrors)
        #expect(catalog.apps.isEmpty)
        #expect(catalog.phrases.isEmpty)
    }
}
