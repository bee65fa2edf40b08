import Foundation
import Testing
@testable import Phrasebook

/// The compiled catalog file: a catalog read back matches exactly as the one
/// compiled from sources, and a damaged file is refused with a reason.
@Suite struct CatalogFileTests {
    static let bytes = sampleCatalog.compiledFileBytes(sourceDirectory: samplePhrasesDirectory)

    static func loaded() throws -> Catalog {
        try CatalogFile.catalog(from: bytes)
    }

    /// Every line the corpus says (requests and answers), said as a request.
    static let utterances: [String] = {
        let corpus = CorpusParser.load(directory: SampleCorpusTests.corpusDirectory)
        return corpus.cases.flatMap { corpusCase in
            corpusCase.steps.compactMap { if case .user(let text) = $0.step { text } else { nil } }
        }
    }()

    @Test func everyCorpusLineMatchesAsTheCompiledCatalogDoesInEveryLocale() throws {
        let loaded = try Self.loaded()
        let original = Matcher(catalog: sampleCatalog)
        let reread = Matcher(catalog: loaded)
        #expect(Self.utterances.count > 1_000)
        let locales: [String?] = [nil] + Set(sampleCatalog.phrases.map(\.locale)).sorted()
        #expect(locales.count == 5)
        var compared = 0
        var matched = 0
        for utterance in Self.utterances {
            for locale in locales {
                let expected = original.candidates(for: utterance, locale: locale)
                #expect(reread.candidates(for: utterance, locale: locale) == expected, "\(utterance) [\(locale ?? "any")]")
                compared += 1
                if !expected.isEmpty { matched += 1 }
            }
        }
        #expect(matched > compared / 10)
    }

    @Test func theCorpusPassesOnTheCompiledCatalog() throws {
        let corpus = CorpusParser.load(directory: SampleCorpusTests.corpusDirectory)
        let report = CoverageReport(catalog: try Self.loaded(), results: CorpusRunner(catalog: try Self.loaded()).run(corpus.cases))
        #expect(report.failures.isEmpty)
        #expect(report.phrasePercent == 100)
    }

    @Test func writingTheReadCatalogGivesTheSameBytes() throws {
        // Every stored field survives the round trip: a field the codec
        // forgot would come back empty and change the bytes.
        #expect(try Self.loaded().compiledFileBytes(sourceDirectory: samplePhrasesDirectory) == Self.bytes)
        #expect(try Self.loaded().statistics.expandedUtterances == sampleCatalog.statistics.expandedUtterances)
        #expect(try Self.loaded().diagnostics == sampleCatalog.diagnostics)
    }

    @Test func aTruncatedFileIsRefused() {
        for length in [0, 7, 8, CatalogFile.headerLength - 1, CatalogFile.headerLength, Self.bytes.count / 2, Self.bytes.count - 1] {
            #expect(throws: ArchiveError.self, "\(length) bytes") { try CatalogFile.catalog(from: Array(Self.bytes.prefix(length))) }
        }
        #expect(throws: ArchiveError.self) { try CatalogFile.catalog(from: Self.bytes + [0]) }
    }

    @Test func aFlippedBitIsRefused() {
        let positions = [8, 20, 24, 32, CatalogFile.headerLength, Self.bytes.count - 1] + Array(stride(from: 0, to: Self.bytes.count, by: 997))
        for position in positions {
            var damaged = Self.bytes
            damaged[position] ^= UInt8(1) << UInt8(position % 8)
            #expect(throws: ArchiveError.self, "bit flipped at \(position)") { try CatalogFile.catalog(from: damaged) }
        }
    }

    @Test func anotherFormatVersionIsRefused() throws {
        var other = Self.bytes
        other[CatalogFile.magic.count] = UInt8(CatalogFile.formatVersion + 1)
        let error = try #require(throws: ArchiveError.self) { try CatalogFile.catalog(from: other) }
        #expect(error.message.contains("format version \(CatalogFile.formatVersion + 1)"))
        let notOurs = try #require(throws: ArchiveError.self) { try CatalogFile.catalog(from: Array("{\"apps\": []}".utf8)) }
        #expect(notOurs.message.contains("not a compiled catalog file"))
    }

    @Test func aDamagedBodyWithAMatchingChecksumNeverCrashes() throws {
        // A crafted file can carry a checksum that matches: every index is
        // still checked, so reading either fails or gives a catalog that matches safely.
        var refused = 0
        let body = CatalogFile.headerLength..<Self.bytes.count
        for position in stride(from: body.lowerBound, to: body.upperBound, by: max(1, body.count / 50)) {
            for change in [position % 2 == 0 ? UInt8(1) : 0x80] {
                var damaged = Self.bytes
                damaged[position] ^= change
                let sum = CatalogFile.checksum(of: damaged[CatalogFile.headerLength...])
                for index in 0..<8 { damaged[32 + index] = UInt8(truncatingIfNeeded: sum >> (8 * UInt64(index))) }
                do {
                    let catalog = try CatalogFile.catalog(from: damaged)
                    _ = Matcher(catalog: catalog).candidates(for: "Start Walking in Meditation")
                } catch {
                    refused += 1
                }
            }
        }
        #expect(refused > 0)
    }

    @Test func theSourcesChangingMakesTheFileStale() throws {
        try withTemporaryDirectory { folder in
            let sources = folder.appendingPathComponent("Phrases")
            try FileManager.default.copyItem(atPath: samplePhrasesDirectory, toPath: sources.path)
            let file = folder.appendingPathComponent("catalog.pbc").path
            let catalog = CatalogCompiler.compile(directory: sources.path)
            try catalog.write(toFile: file, sourceDirectory: sources.path)
            let fresh = try Catalog(compiledFile: file)
            #expect(fresh.changedSources == [])
            #expect(fresh.sourceDirectory == sources.path)
            let manifest = sources.appendingPathComponent("Tasks/app.json")
            try (try String(contentsOf: manifest, encoding: .utf8) + "\n").write(to: manifest, atomically: true, encoding: .utf8)
            #expect(try Catalog(compiledFile: file).changedSources == ["Tasks/app.json"])
        }
    }
}
