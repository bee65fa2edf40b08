import Foundation
import Testing

@testable import Phrasebook

/// Pins the bytes of a compiled catalog file to the format version they were
/// written with.
///
/// A change to what a compiled file holds must raise
/// `CatalogFile.formatVersion`, or a build would misread the files an older
/// build wrote. This test fails when the compiled file of `FormatPin/` (a
/// frozen copy of the Library sample app: enums, entities, translations in
/// String Catalogs and `.strings` tables) changes while the version stays the
/// same; the copy is not edited with the samples, so only a change of the
/// compiler or the format moves it. The file is made with fixed sources (the
/// folder `Phrases`, no file dates), and the one field that differs between two
/// compiles of the same sources — the compile time in the statistics, eight
/// bytes — is zeroed, and the header's checksum taken again, before hashing:
/// the file hashed is the one a compile that took no time would write.
@Suite struct CatalogFormatPinTests {
    /// The format version the hash below was taken with.
    static let pinnedVersion = 10
    /// FNV-1a 64 of the compiled file (header and body).
    static let pinnedHash: UInt64 = 0x5c69_ab72_3451_46f9

    /// The frozen app, compiled from a copy at a path that is the same on every machine.
    ///
    /// A compiled catalog records its manifests' paths, so
    /// compiling the fixture where the repository happens to lie would pin
    /// that path too. The copy's folder is named after a hash of the
    /// fixture's files, so a changed fixture gets a folder of its own.
    static let catalog: Catalog = {
        let manager = FileManager.default
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FormatPin")
        let files = (manager.subpaths(atPath: fixture.path) ?? []).sorted()
        var content: [UInt8] = []
        for file in files {
            content += Array(file.utf8) + [0]
            content += Array((manager.contents(atPath: fixture.appendingPathComponent(file).path)) ?? Data())
        }
        let folder = "/tmp/phrasebook-format-pin-" + String(fnv1a(content), radix: 16)
        if !manager.fileExists(atPath: folder) {
            let staging = folder + "-" + UUID().uuidString
            try? manager.copyItem(atPath: fixture.path, toPath: staging)
            if rename(staging, folder) != 0 { try? manager.removeItem(atPath: staging) }
        }
        return CatalogCompiler.compile(directory: folder)
    }()

    /// The frozen app's compiled file, with fixed sources and the compile time zeroed.
    static func pinnedFile() -> [UInt8] {
        let sources = SourceFingerprint(directory: "Phrases", entries: [])
        var bytes = CatalogFile.bytes(of: catalog, sources: sources)
        var prefix = ArchiveWriter()
        sources.directory.encode(to: &prefix)
        sources.entries.map(\.path).encode(to: &prefix)
        sources.entries.map(\.size).encode(to: &prefix)
        sources.entries.map(\.modified).encode(to: &prefix)
        catalog.apps.encode(to: &prefix)
        catalog.diagnostics.encode(to: &prefix)
        catalog.statistics.encode(to: &prefix)
        var body = Array(bytes[CatalogFile.headerLength...])
        let secondsEnd = prefix.bytes.count
        for index in (secondsEnd - 8)..<secondsEnd { body[index] = 0 }
        let sum = body.withUnsafeBytes { CatalogChecksum.of($0) }
        bytes = CatalogFile.header(bodyLength: body.count, checksum: sum) + body
        return bytes
    }

    /// The 64-bit FNV-1a hash of `bytes`.
    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    }

    @Test func theCompiledFileIsPinnedToTheFormatVersion() {
        let hash = Self.fnv1a(Self.pinnedFile())
        let found = "0x" + String(hash, radix: 16)
        if CatalogFile.formatVersion == Self.pinnedVersion {
            #expect(
                hash == Self.pinnedHash,
                """
                The compiled file of FormatPin/ changed (hash \(found)) while \
                CatalogFile.formatVersion stayed \(Self.pinnedVersion). If the change is meant, raise \
                formatVersion and pin the new version and hash here; if not, find what changed the bytes.
                """)
        } else {
            Issue.record(
                """
                CatalogFile.formatVersion is \(CatalogFile.formatVersion): pin it here with the new \
                hash, \(found).
                """)
        }
    }

    @Test func theCompileTimeIsTheOnlyFieldZeroed() throws {
        let file = Self.pinnedFile()
        let again = Self.pinnedFile()
        #expect(!Self.catalog.hasErrors && Self.catalog.statistics.values > 0)
        #expect(file == again)
        let loaded = try CatalogFile.catalog(from: file)
        #expect(loaded.statistics.compileSeconds == 0)
        func counts(_ statistics: CatalogStatistics) -> [Int] {
            [
                statistics.apps, statistics.shortcuts, statistics.phrases, statistics.values, statistics.valueVariants,
                statistics.expandedUtterances, statistics.phraseGraphNodes, statistics.valueTrieNodes,
                statistics.vocabularySize, statistics.bytes,
            ]
        }
        #expect(counts(loaded.statistics) == counts(Self.catalog.statistics))
        #expect(Self.fnv1a([]) == 0xcbf2_9ce4_8422_2325)
        #expect(Self.fnv1a(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
    }
}
