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
        #expect(locales.count == 6)
        var compared = 0
        var matched = 0
        for utterance in Self.utterances {
            for locale in locales {
                let expected = original.candidates(for: utterance, locale: locale)
                #expect(
                    reread.candidates(for: utterance, locale: locale) == expected, "\(utterance) [\(locale ?? "any")]")
                compared += 1
                if !expected.isEmpty { matched += 1 }
            }
        }
        #expect(matched > compared / 10)
    }

    @Test func theCorpusPassesOnTheCompiledCatalog() throws {
        let corpus = CorpusParser.load(directory: SampleCorpusTests.corpusDirectory)
        let report = CoverageReport(
            catalog: try Self.loaded(), results: CorpusRunner(catalog: try Self.loaded()).run(corpus.cases))
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

    /// Everything of `catalog` the file stores, printed field by field; the
    /// manifests' source maps are left out (the file does not keep them:
    /// lint reads the sources again).
    static func storedFields(of catalog: Catalog) -> String {
        var apps = catalog.apps
        for index in apps.indices { apps[index].sourceMap = SourceMap() }
        return [
            fields(of: apps), fields(of: catalog.phrases), fields(of: catalog.slotKeys), fields(of: catalog.valueSets),
            fields(of: catalog.typeIndex), fields(of: catalog.valueIndex),
        ].joined(separator: "\n")
    }

    /// `value` printed field by field, one line each, with the entries of
    /// dictionaries and sets sorted (their order depends on the instance).
    static func fields(of value: Any, indent: String = "") -> String {
        let mirror = Mirror(reflecting: value)
        guard !mirror.children.isEmpty else { return indent + String(reflecting: value) }
        var lines = mirror.children.map { child in
            indent + (child.label ?? "-") + ":\n" + fields(of: child.value, indent: indent + "  ")
        }
        if mirror.displayStyle == .dictionary || mirror.displayStyle == .set { lines.sort() }
        return indent + "\(mirror.subjectType)\n" + lines.joined(separator: "\n")
    }

    @Test func theReadCatalogHasEveryFieldOfTheCompiledOne() throws {
        // A field the codec does not know keeps its default when read, which
        // writing the read catalog again cannot see: compare field by field.
        let original = Self.storedFields(of: sampleCatalog)
        let reread = Self.storedFields(of: try Self.loaded())
        let originalLines = original.split(separator: "\n")
        let rereadLines = reread.split(separator: "\n")
        let firstDifference = originalLines.indices.first {
            $0 >= rereadLines.count || originalLines[$0] != rereadLines[$0]
        }
        if original != reread, let path = ProcessInfo.processInfo.environment["PHRASEBOOK_DUMP_FIELDS"] {
            try? original.write(toFile: path + ".original", atomically: true, encoding: .utf8)
            try? reread.write(toFile: path + ".reread", atomically: true, encoding: .utf8)
        }
        #expect(
            original == reread,
            "first difference at line \(firstDifference.map(String.init) ?? "end"): \(firstDifference.map { "\(originalLines[$0])" } ?? "")"
        )
        #expect(try Self.loaded().fingerprint == sampleCatalog.fingerprint)
        #expect(try Self.loaded().locales == sampleCatalog.locales)
    }

    @Test func entityValuesStayInTheFileAndAreFoundByID() throws {
        // Values are decoded when read, and found by id through the file's
        // sorted table, as the compiled catalog's table finds them.
        let loaded = try Self.loaded()
        var looked = 0
        for (app, manifest) in sampleCatalog.apps.enumerated() {
            for (type, declaration) in manifest.types.enumerated() {
                let stored = loaded.apps[app].types[type].values
                #expect(stored.stored != nil)
                #expect(stored.count == declaration.values.count)
                for (index, value) in declaration.values.enumerated() {
                    #expect(stored.id(at: index) == value.id)
                    #expect(stored[index].title == value.title)
                    #expect(
                        loaded.valueIndex(id: value.id, type: type, app: app)
                            == sampleCatalog.valueIndex(id: value.id, type: type, app: app))
                    looked += 1
                }
                #expect(loaded.valueIndex(id: "no such id", type: type, app: app) == nil)
                #expect(loaded.valueIndex(id: "", type: type, app: app) == nil)
            }
        }
        #expect(looked > 50)
        // The slot edge index is stored, not derived again: it is the compiled one.
        #expect(loaded.slotIndex == sampleCatalog.slotIndex)
        #expect(loaded.phrases.map(\.template) == sampleCatalog.phrases.map(\.template))
    }

    @Test func anEntityUpdateOfALoadedCatalogHasTheFingerprintOfAFullRebuild() throws {
        try withTemporaryDirectory { folder in
            let rebuilt = try EntityUpdateTests.rebuilt(in: folder)
            let updated = try #require(
                try Self.loaded().replacingEntities(
                    app: "Library", type: "Book", json: EntityUpdateTests.books, path: "books.json"
                ).catalog)
            #expect(updated.fingerprint == rebuilt.fingerprint)
            #expect(updated.fingerprint != sampleCatalog.fingerprint)
        }
    }

    @Test func anAppsSwitchesAndElidedWordsSurviveTheFile() throws {
        // What the samples do not use: an app with flexible matching off,
        // and a value set whose forms carry an elided word (`l'`).
        let manifest = FlexibleMatchingTests.radio(flexible: #", "flexibleMatching": false"#)
            .replacingOccurrences(of: "Play ${station} on", with: "Mets l'${station} sur")
        let catalog = Catalog(manifests: ["Radio/app.json": manifest])
        #expect(!catalog.hasErrors, "\(catalog.diagnostics)")
        #expect(catalog.valueSets.contains { !$0.elidedPrefix.isEmpty })
        let loaded = try CatalogFile.catalog(from: catalog.compiledFileBytes(sourceDirectory: samplePhrasesDirectory))
        #expect(Self.storedFields(of: loaded) == Self.storedFields(of: catalog))
        #expect(loaded.apps.first?.flexibleMatching == false)
        #expect(Matcher(catalog: loaded).match("Mets l'Jazz sur Radio").candidates.count == 1)
        #expect(Matcher(catalog: loaded).match("Mets l'Jaz sur Radio").candidates.isEmpty)
    }

    @Test func aTruncatedFileIsRefused() {
        for length in [
            0, 7, 8, CatalogFile.headerLength - 1, CatalogFile.headerLength, Self.bytes.count / 2, Self.bytes.count - 1,
        ] {
            #expect(throws: ArchiveError.self, "\(length) bytes") {
                try CatalogFile.catalog(from: Array(Self.bytes.prefix(length)))
            }
        }
        #expect(throws: ArchiveError.self) { try CatalogFile.catalog(from: Self.bytes + [0]) }
    }

    @Test func aFlippedBitIsRefused() {
        let positions =
            [8, 20, 24, 32, CatalogFile.headerLength, Self.bytes.count - 1]
            + Array(stride(from: 0, to: Self.bytes.count, by: 997))
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
        let notOurs = try #require(throws: ArchiveError.self) {
            try CatalogFile.catalog(from: Array("{\"apps\": []}".utf8))
        }
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

    @Test func loadingBuildsNoFlexibleIndexUntilAFlexibleMatchAsks() throws {
        // The flexible stage's index is built on first use: a load and an
        // exact match do not build it, a miss that goes on to the flexible
        // stage does, and it then reads the utterance as the compiled catalog does.
        let loaded = try Self.loaded()
        #expect(!loaded.lazyFlexibleIndex.isBuilt)
        #expect(!Matcher(catalog: loaded).candidates(for: "Start Walking in Meditation").isEmpty)
        #expect(!loaded.lazyFlexibleIndex.isBuilt)
        let typo = "Start Walkng in Meditation"
        let expected = Matcher(catalog: sampleCatalog).match(typo).candidates
        #expect(!expected.isEmpty)
        #expect(Matcher(catalog: loaded).match(typo).candidates == expected)
        #expect(loaded.lazyFlexibleIndex.isBuilt)
    }

    @Test func aFlexibleIndexAskedFromManyThreadsAtOnceIsBuiltOnce() throws {
        let loaded = try Self.loaded()
        let expected = Matcher(catalog: sampleCatalog).candidates(for: "Start Walkng in Meditation")
        #expect(!expected.isEmpty)
        let results = LockedList<[Candidate]>()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            results.append(Matcher(catalog: loaded).candidates(for: "Start Walkng in Meditation"))
        }
        #expect(results.all.count == 8)
        #expect(results.all.allSatisfy { $0 == expected })
    }

    @Test func theSourceFolderIsReadWithoutLoadingAndADamagedFileIsRefused() throws {
        try withTemporaryDirectory { folder in
            let file = folder.appendingPathComponent("catalog.pbc").path
            try Data(Self.bytes).write(to: URL(fileURLWithPath: file))
            #expect(try Catalog.sourceDirectory(ofCompiledFile: file) == samplePhrasesDirectory)
            var damaged = Self.bytes
            damaged[Self.bytes.count - 1] ^= 1
            try Data(damaged).write(to: URL(fileURLWithPath: file))
            #expect(throws: ArchiveError.self) { try Catalog.sourceDirectory(ofCompiledFile: file) }
            var other = Self.bytes
            other[CatalogFile.magic.count] = UInt8(CatalogFile.formatVersion + 1)
            try Data(other).write(to: URL(fileURLWithPath: file))
            let error = try #require(throws: ArchiveError.self) { try Catalog.sourceDirectory(ofCompiledFile: file) }
            #expect(error.message.contains("format version \(CatalogFile.formatVersion + 1)"))
            #expect(throws: ArchiveError.self) {
                try Catalog.sourceDirectory(ofCompiledFile: folder.appendingPathComponent("none.pbc").path)
            }
        }
    }

    @Test func anUpdatedFileKeepsEveryOtherTypesValuesAsStored() throws {
        // Writing a loaded catalog copies the stored values of the types an
        // update did not change: read back, they are the compiled catalog's,
        // and the updated type's are the new ones.
        let updated = try #require(
            try Self.loaded().replacingEntities(
                app: "Library", type: "Book", json: EntityUpdateTests.books, path: "books.json"
            ).catalog)
        let reread = try CatalogFile.catalog(from: updated.compiledFileBytes(sourceDirectory: samplePhrasesDirectory))
        var compared = 0
        for (app, manifest) in sampleCatalog.apps.enumerated() {
            for (type, declaration) in manifest.types.enumerated() {
                let values = reread.apps[app].types[type].values
                if manifest.app.name == "Library" && declaration.name == "Book" {
                    #expect(values.map(\.id) == ["outsiderKing", "dune", "emma", "favorites", "ulysses"])
                    #expect(values.map(\.title) == updated.apps[app].types[type].values.map(\.title))
                } else {
                    #expect(
                        Self.fields(of: Array(values)) == Self.fields(of: Array(declaration.values)),
                        "\(manifest.app.name).\(declaration.name)")
                    compared += 1
                }
            }
        }
        #expect(compared > 5)
        #expect(reread.fingerprint == updated.fingerprint)
    }

    /// A copy of the sample apps in a temporary folder and its compiled
    /// catalog: `body` gets the copy, the catalog and a file path beside it.
    private func withCompiledCopyOfTheSamples(
        _ body: (_ sources: URL, _ catalog: Catalog, _ file: String) throws -> Void
    ) throws {
        try withTemporaryDirectory { folder in
            let sources = folder.appendingPathComponent("Phrases")
            try FileManager.default.copyItem(atPath: samplePhrasesDirectory, toPath: sources.path)
            try body(
                sources, CatalogCompiler.compile(directory: sources.path),
                folder.appendingPathComponent("catalog.pbc").path)
        }
    }

    @Test func theSourcesChangingMakesTheFileStale() throws {
        try withCompiledCopyOfTheSamples { sources, catalog, file in
            try catalog.write(toFile: file, sourceDirectory: sources.path)
            let fresh = try Catalog(compiledFile: file)
            #expect(fresh.changedSources == [])
            #expect(fresh.sourceDirectory == sources.path)
            let manifest = sources.appendingPathComponent("Tasks/app.json")
            try (try String(contentsOf: manifest, encoding: .utf8) + "\n").write(
                to: manifest, atomically: true, encoding: .utf8)
            #expect(try Catalog(compiledFile: file).changedSources == ["Tasks/app.json"])
        }
    }

    @Test func aRelativeSourceFolderIsRecordedAbsoluteAndAMissingOneIsNotStale() throws {
        try withCompiledCopyOfTheSamples { sources, catalog, file in
            let working = FileManager.default.currentDirectoryPath
            let relative =
                String(repeating: "../", count: working.split(separator: "/").count) + sources.path.dropFirst()
            try catalog.write(toFile: file, sourceDirectory: relative)
            let loaded = try Catalog(compiledFile: file)
            #expect(loaded.sourceDirectory == URL(fileURLWithPath: sources.path).standardizedFileURL.path)
            #expect(loaded.changedSources == [])
            try FileManager.default.moveItem(
                at: sources, to: sources.deletingLastPathComponent().appendingPathComponent("Moved"))
            #expect(try Catalog(compiledFile: file).changedSources == [])
        }
    }
}
