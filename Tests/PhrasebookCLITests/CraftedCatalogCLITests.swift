import Foundation
import Testing

@testable import Phrasebook

/// Compiled catalog files crafted with a valid checksum (anyone can
/// recompute one), each breaking one thing the compiler guarantees: every
/// command that reads one refuses it at load with a message naming what is
/// wrong, and exits 2, instead of crashing or answering wrongly.
@Suite struct CraftedCatalogCLITests {
    /// The sample apps, compiled once.
    static let samples = Catalog(directory: GoldenCase.packageRoot.appendingPathComponent("Phrases").path)

    /// The stored parts of a catalog, changed by a test, then written with
    /// the writer (so the checksum matches).
    struct Parts {
        var apps: [AppManifest]
        var statistics: CatalogStatistics
        var phrases: [CompiledPhrase]
        var graph: TokenTrie
        var slotKeys: [SlotKey]
        var valueSets: [ValueSet]
        var slotIndex: SlotEdgeIndex?
        let catalog: Catalog

        init(_ catalog: Catalog) {
            self.catalog = catalog
            apps = catalog.apps
            statistics = catalog.statistics
            phrases = catalog.phrases
            graph = catalog.graph
            slotKeys = catalog.slotKeys
            valueSets = catalog.valueSets
        }

        /// The file's bytes.
        var bytes: [UInt8] {
            let crafted = Catalog(
                apps: apps, diagnostics: catalog.diagnostics, statistics: statistics, phrases: phrases,
                vocabulary: catalog.vocabulary, graph: graph, slotKeys: slotKeys, valueSets: valueSets,
                typeIndex: catalog.typeIndex, valueIndex: catalog.valueIndex, slotIndex: slotIndex,
                valueDigests: catalog.valueDigests)
            return crafted.compiledFileBytes(sourceDirectory: "/nonexistent-phrasebook-sources")
        }
    }

    /// The index of the first value set that `matches`.
    static func set(_ parts: Parts, where matches: (ValueSet) -> Bool) throws -> Int {
        guard let found = parts.valueSets.firstIndex(where: matches) else { throw CraftError() }
        return found
    }

    /// The crafted files, by what each breaks, and the words the error names.
    static func crafted() throws -> [(name: String, bytes: [UInt8], error: String)] {
        var files: [(String, [UInt8], String)] = []

        // An app's ${applicationName} slot over another app's names.
        var parts = Parts(samples)
        let nameKey = try #require(
            parts.slotKeys.firstIndex { key in
                guard key.parameter == nil, case .valueSet(let set) = key.source else { return false }
                return parts.valueSets[Int(set)].kind == .applicationName(app: 0)
            })
        guard case .valueSet(let ownNames) = parts.slotKeys[nameKey].source else { throw CraftError() }
        let otherNames = try set(parts) {
            $0.kind == .applicationName(app: 1) && $0.locale == parts.valueSets[Int(ownNames)].locale
        }
        parts.slotKeys[nameKey].source = .valueSet(Int32(otherNames))
        files.append(("app-name slot of another app", parts.bytes, "another app"))

        // One app's values relabelled as another app's type (with as many values).
        parts = Parts(samples)
        let relabelled = try set(parts) { if case .values(let app, _) = $0.kind { app == 0 } else { false } }
        let largest = try #require(
            parts.apps[1].types.indices.max {
                parts.apps[1].types[$0].values.count < parts.apps[1].types[$1].values.count
            })
        parts.valueSets[relabelled].kind = .values(app: 1, type: largest)
        files.append(("value set relabelled", parts.bytes, "another app"))

        // A translation with fewer shortcut phrase lists than the app has shortcuts.
        parts = Parts(samples)
        let translated = try #require(parts.apps.firstIndex { !$0.localizations.isEmpty })
        let locale = try #require(parts.apps[translated].localizations.keys.sorted().first)
        parts.apps[translated].localizations[locale]?.shortcutPhrases.removeLast()
        files.append(("translation short of shortcuts", parts.bytes, "wrong number of shortcuts"))

        // A phrase whose index is past its shortcut's phrases.
        parts = Parts(samples)
        parts.phrases[0].phraseIndex = 1_000
        files.append(("phrase index", parts.bytes, "a phrase's index"))

        // Statistics an entity update would overflow.
        parts = Parts(samples)
        parts.statistics.values = Int.min
        files.append(("statistics", parts.bytes, "the statistics"))

        // Two slot edges of one node swapping keys: each path crosses another phrase's slot.
        parts = Parts(samples)
        parts.graph = try swappedSlotKeys(of: parts.graph)
        files.append(("graph slot keys swapped", parts.bytes, "crosses other slots"))

        // A slot edge index made for another graph: its edges read other sets.
        parts = Parts(samples)
        parts.slotIndex = samples.slotIndex
        let fanOut = try #require(
            (0..<parts.graph.nodeCount).first { parts.graph.slots(of: Int32($0)).count >= SlotEdgeIndex.minimumFanOut })
        let indexedKey = Int(parts.graph.slotKey[parts.graph.slots(of: Int32(fanOut)).lowerBound])
        parts.slotKeys[indexedKey].suffix = GluedSuffix(
            written: 0, afterConsonant: 0, afterVowel: 0, rieulTakesVowelForm: false)
        files.append(("stale slot edge index", parts.bytes, "slot edge index"))
        files.append(("value offsets shifted", try shiftedValueOffsets(), "values' offsets"))
        return files
    }

    /// The sample file with the offsets of a type's values (but the first
    /// and the last) one byte further on, its checksum made to match: each
    /// value would read from inside the one before.
    static func shiftedValueOffsets() throws -> [UInt8] {
        var bytes = Parts(samples).bytes
        let type = try #require(samples.apps[0].types.first { $0.values.count > 2 })
        var stored = ArchiveWriter()
        ArchivedTypeValues.encode(type.values, to: &stored)
        let start = try #require(
            bytes.indices.first { bytes[$0..<min($0 + stored.bytes.count, bytes.count)].elementsEqual(stored.bytes) })
        var reader = ArchiveReader(FileBytes(copying: bytes), from: start)
        let offsets = try reader.readCount()
        for value in 1..<offsets - 1 { bytes[reader.offset + 4 * value] &+= 1 }
        let sum = CatalogFile.checksum(of: bytes[CatalogFile.headerLength...])
        for index in 0..<8 { bytes[32 + index] = UInt8(truncatingIfNeeded: sum >> (8 * UInt64(index))) }
        return bytes
    }

    struct CraftError: Error {}

    /// `graph` with the keys of the first node's first two slot edges of different keys swapped.
    static func swappedSlotKeys(of graph: TokenTrie) throws -> TokenTrie {
        var keys = Array(graph.slotKey)
        for node in 0..<graph.nodeCount {
            let slots = graph.slots(of: Int32(node))
            guard slots.count >= 2, let other = slots.dropFirst().first(where: { keys[$0] != keys[slots.lowerBound] })
            else { continue }
            keys.swapAt(slots.lowerBound, other)
            return TokenTrie(
                edgeStart: Array(graph.edgeStart), edgeToken: Array(graph.edgeToken),
                edgeTarget: Array(graph.edgeTarget), slotStart: Array(graph.slotStart), slotKey: keys,
                slotTarget: Array(graph.slotTarget), payloadStart: Array(graph.payloadStart),
                payloads: Array(graph.payloads))
        }
        throw CraftError()
    }

    @Test func theUntouchedPartsLoad() throws {
        // What each crafted file differs from loads, so each refusal is the change's.
        #expect(throws: Never.self) { try CatalogFile.catalog(from: Parts(Self.samples).bytes) }
    }

    @Test func everyCraftedFileIsRefusedAtLoadNamingWhatIsWrong() throws {
        for file in try Self.crafted() {
            #expect(throws: ArchiveError.self, "\(file.name)") { try CatalogFile.catalog(from: file.bytes) }
            do {
                _ = try CatalogFile.catalog(from: file.bytes)
            } catch {
                #expect(error.message.contains(file.error), "\(file.name): \(error.message)")
            }
        }
    }

    @Test func everyCommandRefusesEachCraftedFile() throws {
        let folder = try CommandRun.temporaryFolder("crafted")
        defer { try? FileManager.default.removeItem(at: folder) }
        let books = folder.appendingPathComponent("books.json")
        try #"[{ "id": "dune", "title": "Dune" }]"#.write(to: books, atomically: true, encoding: .utf8)
        for (index, file) in try Self.crafted().enumerated() {
            let path = folder.appendingPathComponent("crafted-\(index).pbc").path
            #expect(FileManager.default.createFile(atPath: path, contents: Data(file.bytes)))
            for command in [
                ["say", "--catalog", path, "Open Dune in Library"], ["list", "--catalog", path],
                ["coverage", "--catalog", path], ["update-entities", "--catalog", path, "Library", "Book", books.path],
            ] {
                let run = try CommandRun.run(command)
                #expect(run.status == 2, "\(file.name): \(command[0]) \(run.stderr)")
                #expect(run.stderr.contains(file.error), "\(file.name): \(command[0]) \(run.stderr)")
            }
        }
    }
}
