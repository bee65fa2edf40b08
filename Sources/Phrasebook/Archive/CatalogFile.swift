import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The compiled catalog file (`phrasebook compile -o FILE`): a catalog that
/// loads without parsing or compiling its sources.
///
/// Layout (every integer little-endian, whatever the machine):
/// - header, 40 bytes: the magic `PHRBOOK` and a zero byte; the format
///   version (8 bytes); the byte-order mark `0x01020304` (4 bytes) and 4 zero
///   bytes; the body's length (8 bytes); the body's checksum (8 bytes, see
///   ``CatalogChecksum``);
/// - body: the source fingerprint (the folder, and every file under it with
///   its size and modification time), then the catalog's fields in the order
///   ``encodeCatalog(_:to:)`` lists them. Counts and lengths take seven bits
///   a byte (``ArchiveWriter/writeCount(_:)``); `Int32` columns (the tries,
///   a value set's forms and variants) are padded to a 4-byte boundary of
///   the file, so they can be used in place.
///
/// Entity values are stored flat and decoded only when read
/// (``ArchivedTypeValues``); what a catalog derives from its values — the
/// value-id tables, the fingerprint's per-type digests, the slot edge
/// index, the parsed phrase templates — is stored or
/// searched in place, so a load does not touch every value. A file is
/// read into this process's memory (``FileBytes``); its header is checked, its body decoded,
/// then summed and index-checked in one pass over the file shared out
/// between the cores (``CatalogBodyPass``), and the catalog is used only
/// when the sum matches. Its tries are used where they lie (``Int32Column``),
/// not copied.
///
/// Source locations of the manifests (their source maps) are not stored:
/// diagnostics found at compile time keep their locations, and `lint` and
/// `coverage` read the sources again when they need more.
enum CatalogFile {
    /// The first 8 bytes of every compiled catalog file.
    static let magic: [UInt8] = Array("PHRBOOK".utf8) + [0]
    /// The version of the layout; a file of another version is refused.
    ///
    /// Raise it whenever a stored field is added, removed or changed.
    static let formatVersion = 10
    /// How long the header is.
    static let headerLength = 40
    private static let byteOrderMark: Int32 = 0x0102_0304

    /// Every stored field of a catalog, in file order (``CatalogFields``
    /// lists them: the one list to extend when ``Catalog`` gains a field).
    static func encodeCatalog(_ catalog: Catalog, to writer: inout ArchiveWriter) {
        CatalogFields(catalog).encode(to: &writer)
    }

    /// Reads the fields ``encodeCatalog(_:to:)`` wrote, in the same order,
    /// noting where the parts a load checks lie (``DecodedCatalogBody``).
    ///
    /// Every read is bounds-checked; the indexes between the fields are
    /// checked afterwards, on every core (``CatalogBodyPass``).
    static func decodeCatalog(
        from reader: inout ArchiveReader, fingerprint: SourceFingerprint
    ) throws(ArchiveError) -> DecodedCatalogBody {
        let apps = try [AppManifest](from: &reader)
        let diagnostics = try [Diagnostic](from: &reader)
        let statistics = try CatalogStatistics(from: &reader)
        let phrases = try [CompiledPhrase](from: &reader)
        let vocabulary = try Vocabulary(from: &reader)
        let graphStart = reader.offset
        let graph = try TokenTrie(from: &reader)
        let slotKeys = try [SlotKey](from: &reader)
        let valueSetCount = try reader.readCount()
        var valueSets: [ValueSet] = []
        var valueSetEnds: [Int] = []
        valueSets.reserveCapacity(valueSetCount)
        valueSetEnds.reserveCapacity(valueSetCount)
        let valueSetsStart = reader.offset
        for _ in 0..<valueSetCount {
            valueSets.append(try ValueSet(from: &reader))
            valueSetEnds.append(reader.offset)
        }
        let typeIndex = try [[String: Int]](from: &reader)
        let valueDigests = try [[UInt64]](from: &reader)
        let slotIndexStart = reader.offset
        var columns: [Int32Column] = []
        for _ in 0..<SlotEdgeIndex.columnCount { columns.append(try reader.readInt32Column()) }
        return DecodedCatalogBody(
            apps: apps, diagnostics: diagnostics, statistics: statistics,
            tries: CompiledTries(
                graph: graph, slotKeys: slotKeys, valueSets: valueSets, phrases: phrases, vocabulary: vocabulary),
            typeIndex: typeIndex, valueDigests: valueDigests, slotIndexColumns: columns, fingerprint: fingerprint,
            layout: DecodedCatalogBody.Layout(
                graphStart: graphStart, valueSetsStart: valueSetsStart, valueSetEnds: valueSetEnds,
                slotIndexStart: slotIndexStart,
                end: reader.offset))
    }

    /// The bytes of `catalog`'s file, with the fingerprint of `sources` (what
    /// ``write(_:sources:to:)`` writes, held in memory).
    static func bytes(of catalog: Catalog, sources: SourceFingerprint) -> [UInt8] {
        bytes(of: CatalogFields(catalog), sources: sources)
    }

    /// The bytes of a file holding `fields` (as they are, checked by
    /// nothing), with the fingerprint of `sources` and a matching checksum.
    static func bytes(of fields: CatalogFields, sources: SourceFingerprint) -> [UInt8] {
        var body = ArchiveWriter()
        encodeSources(sources, to: &body)
        fields.encode(to: &body)
        let sum = body.bytes.withUnsafeBytes { CatalogChecksum.of($0) }
        return header(bodyLength: body.bytes.count, checksum: sum) + body.bytes
    }

    /// Writes `catalog`'s file at `path` with the fingerprint of `sources`,
    /// streamed: the body is written a chunk at a time with its running
    /// checksum, then the header; the file is written beside `path` and
    /// renamed over it, so a reader sees the old file or the new one.
    ///
    /// A symbolic link is followed, so the file it points at is replaced; a
    /// device or pipe (`/dev/null`, `/dev/stdout`) is written in place; a
    /// folder is refused (``WriteTarget``).
    static func write(_ catalog: Catalog, sources: SourceFingerprint, to requested: String) throws(ArchiveError) {
        let path: String
        switch try WriteTarget.resolve(requested) {
        case .inPlace(let device):
            try writeInPlace(bytes(of: catalog, sources: sources), to: device)
            return
        case .replace(let file):
            path = file
        }
        let temporary = path + ".\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw ArchiveError(message: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        let sink = ArchiveFileSink(descriptor: descriptor)
        header(bodyLength: 0, checksum: 0).withUnsafeBytes { sink.appendUnsummed($0) }
        var body = ArchiveWriter(sink: sink)
        encodeBody(of: catalog, sources: sources, to: &body)
        body.flush()
        sink.overwrite(header(bodyLength: sink.checksum.length, checksum: sink.checksum.value), at: 0)
        let closed = close(descriptor) == 0 ? nil : String(cString: strerror(errno))
        if let failure = sink.failure ?? closed {
            unlink(temporary)
            throw ArchiveError(message: "cannot write \(path): \(failure)")
        }
        guard rename(temporary, path) == 0 else {
            let failure = String(cString: strerror(errno))
            unlink(temporary)
            throw ArchiveError(message: "cannot write \(path): \(failure)")
        }
    }

    /// Writes `bytes` into the device or pipe at `path` as it is, in order.
    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(ArchiveError) {
        let descriptor = open(path, O_WRONLY)
        guard descriptor >= 0 else {
            throw ArchiveError(message: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        let sink = ArchiveFileSink(descriptor: descriptor)
        bytes.withUnsafeBytes { sink.appendUnsummed($0) }
        if let failure = sink.failure { throw ArchiveError(message: "cannot write \(path): \(failure)") }
    }

    /// The header of a file whose body has `bodyLength` bytes and `checksum`.
    static func header(bodyLength: Int, checksum: UInt64) -> [UInt8] {
        var header = ArchiveWriter()
        header.append(raw: magic)
        header.write(formatVersion)
        header.write(byteOrderMark)
        header.write(Int32(0))
        header.write(bodyLength)
        header.write(checksum)
        return header.bytes
    }

    /// The body of `catalog`'s file: the fingerprint of `sources`, then the catalog.
    private static func encodeBody(of catalog: Catalog, sources: SourceFingerprint, to writer: inout ArchiveWriter) {
        encodeSources(sources, to: &writer)
        encodeCatalog(catalog, to: &writer)
    }

    /// The fingerprint of `sources`, the body's first field.
    private static func encodeSources(_ sources: SourceFingerprint, to writer: inout ArchiveWriter) {
        sources.directory.encode(to: &writer)
        sources.entries.map(\.path).encode(to: &writer)
        sources.entries.map(\.size).encode(to: &writer)
        sources.entries.map(\.modified).encode(to: &writer)
    }

    /// The catalog in `bytes`, or why it cannot be read.
    static func catalog(from bytes: [UInt8]) throws(ArchiveError) -> Catalog {
        try catalog(from: FileBytes(copying: bytes))
    }

    /// The catalog in `file`, or why it cannot be read.
    ///
    /// Its tries are views
    /// of `file` (``Int32Column``). The header is checked first, then the
    /// body is decoded (every read bounds-checked, so a damaged body cannot
    /// crash), then summed and index-checked in one pass split between the
    /// cores (``CatalogBodyPass``): each part is summed, then checked while
    /// its bytes are in the processor's cache. A catalog is returned only when the checksum matches, and a
    /// body that fails to decode is reported as a checksum mismatch when it
    /// is one.
    static func catalog(from file: FileBytes) throws(ArchiveError) -> Catalog {
        let sum = try checkHeader(of: file)
        let decoded: Result<DecodedCatalogBody, ArchiveError>
        do {
            decoded = .success(try decodeBody(of: file))
        } catch {
            decoded = .failure(error)
        }
        let pass = CatalogBodyPass(over: file, from: headerLength, pieces: (try? decoded.get())?.pieces ?? [])
        guard pass.checksum == sum else { throw checksumMismatch }
        return try decoded.get().catalog(checked: pass.results)
    }

    /// Decodes the body of `file` (whose header was checked).
    private static func decodeBody(of file: FileBytes) throws(ArchiveError) -> DecodedCatalogBody {
        var reader = ArchiveReader(file, from: headerLength)
        let directory = try String(from: &reader)
        let paths = try [String](from: &reader)
        let sizes = try [Int](from: &reader)
        let times = try [Int](from: &reader)
        guard paths.count == sizes.count, paths.count == times.count else {
            throw ArchiveReader.damaged("the source list")
        }
        let entries = paths.indices.map {
            SourceFingerprint.Entry(path: paths[$0], size: sizes[$0], modified: times[$0])
        }
        let catalog = try decodeCatalog(
            from: &reader, fingerprint: SourceFingerprint(directory: directory, entries: entries))
        guard reader.remaining == 0 else { throw ArchiveReader.damaged("it has bytes after the catalog") }
        return catalog
    }

    /// Checks the header and the length of `file` and returns the body's
    /// checksum it records, or throws why the file cannot be read.
    private static func checkHeader(of file: FileBytes) throws(ArchiveError) -> UInt64 {
        let bytes = file.buffer
        guard bytes.count >= headerLength, bytes.prefix(magic.count).elementsEqual(magic) else {
            throw ArchiveError(message: "not a compiled catalog file (run phrasebook compile -o FILE to write one)")
        }
        var header = ArchiveReader(file, from: magic.count)
        let version = try header.readInt()
        guard version == formatVersion else {
            throw ArchiveError(
                message:
                    "the compiled catalog file has format version \(version); this phrasebook reads version \(formatVersion) "
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
        return sum
    }

    /// The error of a body whose checksum is not the header's.
    private static let checksumMismatch = ArchiveError(
        message:
            "the compiled catalog file is damaged: its checksum does not match (run phrasebook compile -o FILE again)")

    /// Throws when the body of `file` does not have checksum `sum`.
    private static func checkSum(of file: FileBytes, is sum: UInt64) throws(ArchiveError) {
        guard CatalogBodyPass<Void>(over: file, from: headerLength, pieces: []).checksum == sum else {
            throw checksumMismatch
        }
    }

    /// The folder the catalog in `file` was compiled from, read without
    /// decoding the catalog: the header and the checksum are checked (a
    /// damaged file is refused as ``catalog(from:)-(FileBytes)`` refuses it),
    /// then only the first field is read.
    static func sourceDirectory(in file: FileBytes) throws(ArchiveError) -> String {
        try checkSum(of: file, is: try checkHeader(of: file))
        var reader = ArchiveReader(file, from: headerLength)
        return try String(from: &reader)
    }

    /// The checksum of `bytes` (see ``CatalogChecksum``).
    static func checksum(of bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBytes { CatalogChecksum.of($0) }
    }
}
