import Foundation
import Phrasebook
import Testing

/// `Catalog(contentsOf:)` and `Catalog(loading:)`: a catalog from a URL or a
/// path — a bundled folder, a Phrases folder, a compiled file — or a typed
/// error in library words.
@Suite struct CatalogLoadingTests {
    @Test func aBundledFolderLoadsThroughBundleModule() throws {
        let url = try #require(Bundle.module.url(forResource: "BundledPhrases", withExtension: nil))
        let catalog = try Catalog(contentsOf: url)
        #expect(catalog.statistics.apps == 1)
        var conversation = Conversation(catalog: catalog)
        guard case .outcome(let outcome) = conversation.say("Ping Pinger") else {
            Issue.record("Ping Pinger asked a question")
            return
        }
        #expect(outcome.invocation?.intent == "PingIntent")
    }

    @Test func nothingThereIsATypedErrorInLibraryWords() {
        #expect(throws: CatalogLoadError.notFound(path: "/no/such/phrases")) {
            try Catalog(contentsOf: URL(fileURLWithPath: "/no/such/phrases"))
        }
        let description = CatalogLoadError.notFound(path: "/x").description
        #expect(!description.contains("--"), "a library error names no command-line option")
    }

    @Test func phrasesWithErrorsThrowTheirDiagnostics() throws {
        let broken = samplePhrasesDirectory + "/../Tests/PhrasebookCLITests/Fixtures/unknown-parameter"
        do {
            _ = try Catalog(loading: broken)
            Issue.record("a catalog with errors loaded")
        } catch {
            #expect(error.diagnostics.contains { $0.code == .unknownParameter })
            #expect(error.description.contains("have 2 errors"))
        }
    }

    @Test func aCompiledFileLoadsAndADamagedOneThrows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("load-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("samples.pbc")
        try sampleCatalog.write(toFile: file.path, sourceDirectory: samplePhrasesDirectory)
        let loaded = try Catalog(contentsOf: file)
        #expect(loaded.fingerprint == sampleCatalog.fingerprint)
        try Data("not a catalog".utf8).write(to: file)
        #expect {
            try Catalog(contentsOf: file)
        } throws: { error in
            guard case .unreadableCompiledFile = error as? CatalogLoadError else { return false }
            return true
        }
    }
}
