import Foundation

/// The compiled catalog file (`phrasebook compile -o FILE`): a catalog that
/// loads without parsing or compiling its sources.
///
/// Layout (every integer little-endian, whatever the machine):
/// - header, 40 bytes: the magic `PHRBOOK` and a zero byte; the format
///   version (8 bytes); the byte-order mark `0x01020304` (4 bytes) and 4 zero
///   bytes; the body's length (8 bytes); the body's checksum (8 bytes, see
///   ``checksum(of:)``);
/// - body: the source fingerprint (the folder, and every file under it with
///   its size and modification time), then the catalog's fields in the order
///   ``encodeCatalog(_:to:)`` lists them.
///
/// Entity values are stored flat and decoded only when read
/// (``ArchivedTypeValues``); what a catalog derives from its values — the
/// value-id tables, the fingerprint's per-type digests, the slot edge
/// index, the parsed phrase templates — is stored or
/// searched in place, so a load does not touch every value. A file is
/// memory-mapped (``MappedFile``) and its checksum read in one pass.
///
/// Source locations of the manifests (their source maps) are not stored:
/// diagnostics found at compile time keep their locations, and `lint` and
/// `coverage` read the sources again when they need more.
enum CatalogFile {
    /// The first 8 bytes of every compiled catalog file.
    static let magic: [UInt8] = Array("PHRBOOK".utf8) + [0]
    /// The version of the layout; a file of another version is refused.
    /// Raise it whenever a stored field is added, removed or changed.
    static let formatVersion = 3
    /// How long the header is.
    static let headerLength = 40
    private static let byteOrderMark: Int32 = 0x0102_0304

    /// Every stored field of a catalog, in file order: the one list to
    /// extend when ``Catalog`` gains a field.
    static func encodeCatalog(_ catalog: Catalog, to writer: inout ArchiveWriter) {
        catalog.apps.encode(to: &writer)
        catalog.diagnostics.encode(to: &writer)
        catalog.statistics.encode(to: &writer)
        catalog.phrases.encode(to: &writer)
        catalog.vocabulary.encode(to: &writer)
        catalog.graph.encode(to: &writer)
        catalog.slotKeys.encode(to: &writer)
        catalog.valueSets.encode(to: &writer)
        catalog.typeIndex.encode(to: &writer)
        catalog.valueDigests.encode(to: &writer)
        for column in catalog.slotIndex.columns { writer.write(column) }
    }

    /// Reads the fields ``encodeCatalog(_:to:)`` wrote, in the same order,
    /// and checks that every index between them is in range.
    static func decodeCatalog(from reader: inout ArchiveReader, fingerprint: SourceFingerprint) throws(ArchiveError) -> Catalog {
        let apps = try [AppManifest](from: &reader)
        let diagnostics = try [Diagnostic](from: &reader)
        let statistics = try CatalogStatistics(from: &reader)
        let phrases = try [CompiledPhrase](from: &reader)
        let vocabulary = try Vocabulary(from: &reader)
        let graph = try TokenTrie(from: &reader)
        let slotKeys = try [SlotKey](from: &reader)
        let valueSets = try [ValueSet](from: &reader)
        let typeIndex = try [[String: Int]](from: &reader)
        let valueDigests = try [[UInt64]](from: &reader)
        var columns: [[Int32]] = []
        for _ in 0..<11 { columns.append(try reader.readInt32Array()) }
        guard
            let slotIndex = SlotEdgeIndex(
                columns: columns, nodeCount: graph.nodeCount, slotEdgeCount: graph.slotKey.count, valueSetCount: valueSets.count)
        else { throw ArchiveReader.damaged("the slot edge index") }
        // Checked before the catalog is built: building derives indexes from them.
        try CatalogFileCheck.check(
            CompiledTries(graph: graph, slotKeys: slotKeys, valueSets: valueSets, phrases: phrases, vocabulary: vocabulary),
            apps: apps, typeIndex: typeIndex, valueDigests: valueDigests)
        return Catalog(
            apps: apps, diagnostics: diagnostics, statistics: statistics, phrases: phrases, vocabulary: vocabulary, graph: graph,
            slotKeys: slotKeys, valueSets: valueSets, typeIndex: typeIndex,
            valueIndex: apps.map { $0.types.map { ValueIDIndex($0.values) } }, sourceFingerprint: fingerprint,
            slotIndex: slotIndex, valueDigests: valueDigests)
    }

    /// The bytes of `catalog`'s file, with the fingerprint of `sources`. The
    /// body is written after room for the header, which is filled in last:
    /// the file's bytes are built once, not copied behind a header.
    static func bytes(of catalog: Catalog, sources: SourceFingerprint) -> [UInt8] {
        var file = ArchiveWriter()
        file.append(raw: [UInt8](repeating: 0, count: headerLength))
        sources.directory.encode(to: &file)
        sources.entries.map(\.path).encode(to: &file)
        sources.entries.map(\.size).encode(to: &file)
        sources.entries.map(\.modified).encode(to: &file)
        encodeCatalog(catalog, to: &file)
        var header = ArchiveWriter()
        header.append(raw: magic)
        header.write(formatVersion)
        header.write(byteOrderMark)
        header.write(Int32(0))
        header.write(file.bytes.count - headerLength)
        header.write(checksum(of: file.bytes[headerLength...]))
        file.overwrite(at: 0, with: header.bytes)
        return file.bytes
    }

    /// The catalog in `bytes`, or why it cannot be read.
    static func catalog(from bytes: [UInt8]) throws(ArchiveError) -> Catalog {
        try catalog(from: Data(bytes), mapped: false)
    }

    /// The catalog in `bytes`, or why it cannot be read; `mapped` bytes are
    /// a mapped file's (``MappedFile``), whose pages are given back once read.
    static func catalog(from bytes: Data, mapped: Bool) throws(ArchiveError) -> Catalog {
        let bytes = bytes.startIndex == 0 ? bytes : Data(bytes)
        guard bytes.count >= headerLength, bytes.prefix(magic.count).elementsEqual(magic) else {
            throw ArchiveError(message: "not a compiled catalog file (run phrasebook compile -o FILE to write one)")
        }
        var header = ArchiveReader(bytes, from: magic.count)
        let version = try header.readInt()
        guard version == formatVersion else {
            throw ArchiveError(
                message: "the compiled catalog file has format version \(version); this phrasebook reads version \(formatVersion) "
                    + "(run phrasebook compile -o FILE again)")
        }
        guard try header.readInt32() == byteOrderMark, try header.readInt32() == 0 else {
            throw ArchiveReader.damaged("the header is wrong")
        }
        let length = try header.readInt()
        let sum = try header.readUInt64()
        guard length == bytes.count - headerLength else {
            throw length > bytes.count - headerLength
                ? ArchiveError(message: "the compiled catalog file is truncated (run phrasebook compile -o FILE again)")
                : ArchiveReader.damaged("it has bytes after its end")
        }
        let computed = bytes.withUnsafeBytes { raw in
            checksum(of: UnsafeRawBufferPointer(rebasing: raw[headerLength...])) { read in
                if mapped { MappedFile.release(0..<headerLength + read, of: raw) }
            }
        }
        guard computed == sum else {
            throw ArchiveError(message: "the compiled catalog file is damaged: its checksum does not match (run phrasebook compile -o FILE again)")
        }
        var reader = ArchiveReader(bytes, from: headerLength)
        let directory = try String(from: &reader)
        let paths = try [String](from: &reader)
        let sizes = try [Int](from: &reader)
        let times = try [Int](from: &reader)
        guard paths.count == sizes.count, paths.count == times.count else { throw ArchiveReader.damaged("the source list") }
        let entries = paths.indices.map { SourceFingerprint.Entry(path: paths[$0], size: sizes[$0], modified: times[$0]) }
        let catalog = try decodeCatalog(from: &reader, fingerprint: SourceFingerprint(directory: directory, entries: entries))
        guard reader.remaining == 0 else { throw ArchiveReader.damaged("it has bytes after the catalog") }
        // What was decoded is copied out; entity values are read again when asked.
        if mapped { bytes.withUnsafeBytes { MappedFile.release(0..<$0.count, of: $0) } }
        return catalog
    }

    /// A 64-bit checksum of `bytes` (see ``checksum(of:released:)``).
    static func checksum(of bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBytes { checksum(of: $0) }
    }

    /// A 64-bit checksum of `bytes`: 8-byte words (little-endian) mixed by a
    /// multiply into four lanes in turn, which run side by side, then the
    /// lanes and the tail; any change to one word changes it. Every 8 MB it
    /// calls `released` with how many bytes it has read (so a mapped file's
    /// pages can be given back as it goes).
    static func checksum(of bytes: UnsafeRawBufferPointer, released: (Int) -> Void = { _ in }) -> UInt64 {
        let prime: UInt64 = 0x0000_0100_0000_01b3
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count), 1, 2, 3)
        @inline(__always) func mix(_ lane: inout UInt64, _ word: UInt64) {
            lane = (lane ^ word) &* prime
            lane ^= lane >> 29
        }
        @inline(__always) func word(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        let blocks = bytes.count / 32
        for block in 0..<blocks {
            let offset = block * 32
            mix(&lanes.0, word(offset))
            mix(&lanes.1, word(offset + 8))
            mix(&lanes.2, word(offset + 16))
            mix(&lanes.3, word(offset + 24))
            if block & 0x3_FFFF == 0x3_FFFF { released(offset + 32) }
        }
        var hash = lanes.0
        for lane in [lanes.1, lanes.2, lanes.3] { mix(&hash, lane) }
        var offset = blocks * 32
        while offset + 8 <= bytes.count {
            mix(&hash, word(offset))
            offset += 8
        }
        while offset < bytes.count {
            hash = (hash ^ UInt64(bytes[offset])) &* prime
            offset += 1
        }
        return hash
    }
}
