import Foundation
import Testing

@testable import Phrasebook

/// The streamed write of a compiled catalog file and its running checksum:
/// the file written a chunk at a time is the one built in memory, and the
/// checksum does not depend on how the bytes were cut into pieces.
@Suite struct StreamedCatalogFileTests {
    @Test func theChecksumIsTheSameHoweverTheBytesAreCut() {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<5_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let whole = bytes.withUnsafeBytes { CatalogChecksum.of($0) }
        for pieceLength in [1, 7, 63, 64, 65, 1_000, 4_999] {
            var checksum = CatalogChecksum()
            var start = 0
            while start < bytes.count {
                let end = min(start + pieceLength, bytes.count)
                bytes[start..<end].withUnsafeBytes { checksum.add($0) }
                start = end
            }
            #expect(checksum.value == whole, "pieces of \(pieceLength)")
            #expect(checksum.length == bytes.count)
        }
        for position in [0, 63, 64, 2_500, 4_998, 4_999] {
            var damaged = bytes
            damaged[position] ^= 0x80
            #expect(damaged.withUnsafeBytes { CatalogChecksum.of($0) } != whole, "bit flipped at \(position)")
        }
        #expect(Array(bytes.prefix(4_999)).withUnsafeBytes { CatalogChecksum.of($0) } != whole)
    }

    @Test func everySingleBitFlipAndEveryCutChangesTheChecksum() {
        // Every word counts an odd number of times in the sum, so no
        // change to one word can leave it as it was: every bit of a body
        // of two whole blocks and a tail is flipped in turn.
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<150).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let whole = bytes.withUnsafeBytes { CatalogChecksum.of($0) }
        var missed: [Int] = []
        for bit in 0..<bytes.count * 8 {
            var damaged = bytes
            damaged[bit / 8] ^= 1 << UInt8(bit % 8)
            if damaged.withUnsafeBytes({ CatalogChecksum.of($0) }) == whole { missed.append(bit) }
        }
        #expect(missed.isEmpty)
        for length in 0..<bytes.count {
            #expect(Array(bytes.prefix(length)).withUnsafeBytes { CatalogChecksum.of($0) } != whole, "cut to \(length)")
        }
        // A body ending in zeros is not taken for the shorter one.
        let zeros = [UInt8](repeating: 0, count: 70)
        #expect(
            zeros.withUnsafeBytes { CatalogChecksum.of($0) }
                != Array(zeros.prefix(69)).withUnsafeBytes { CatalogChecksum.of($0) })
    }

    @Test func theStreamedFileIsTheOneBuiltInMemory() throws {
        try withTemporaryDirectory { folder in
            let file = folder.appendingPathComponent("catalog.pbc").path
            try sampleCatalog.write(toFile: file, sourceDirectory: samplePhrasesDirectory)
            let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
            #expect(written == sampleCatalog.compiledFileBytes(sourceDirectory: samplePhrasesDirectory))
            // Written again over itself while loaded from it (an entity update does that).
            let loaded = try Catalog(compiledFile: file)
            try loaded.write(toFile: file)
            #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: file))) == written)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["catalog.pbc"])
            #expect(throws: ArchiveError.self) {
                try sampleCatalog.write(toFile: folder.appendingPathComponent("none/catalog.pbc").path)
            }
        }
    }

    @Test func theColumnsReadFromAFileAreTheCompiledOnes() throws {
        let catalog = try CatalogFile.catalog(
            from: sampleCatalog.compiledFileBytes(sourceDirectory: samplePhrasesDirectory))
        let trie = catalog.graph
        #expect(trie.edgeToken == sampleCatalog.graph.edgeToken)
        #expect(trie.payloadStart == sampleCatalog.graph.payloadStart)
        #expect(
            catalog.valueSets.map(\.variants).map(Array.init) == sampleCatalog.valueSets.map(\.variants).map(Array.init)
        )
    }
}
