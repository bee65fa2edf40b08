import Foundation

/// Fuzz target: a compiled catalog file, loaded and used.
///
/// The checksum
/// only catches accidents: anyone can write a file whose checksum matches
/// its damage. So when the input starts like a catalog file, its header's
/// length and checksum are set to the body's before it is read, and the
/// fuzzer's changes reach the decoder, as a crafted file's would. A file
/// that loads is listed, matched (exactly and flexibly), spoken to, and
/// written and read again.
func fuzzCatalogFile(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    CatalogFileSeed.writeIfAsked()
    var bytes = FuzzInput.bytes(data, size)
    CatalogFileSeed.stampHeader(of: &bytes)
    guard let catalog = try? CatalogFile.catalog(from: bytes) else { return }
    _ = catalog.listing()
    _ = catalog.diagnostics.map(\.description)
    let matcher = Matcher(catalog: catalog)
    var utterances = catalog.phrases.prefix(8).map(\.template.source)
    utterances += utterances.map { String($0.reversed()) }
    utterances += ["open 3 thousand in app tomorrow", "please strat the timre"]
    for utterance in utterances {
        _ = matcher.match(utterance).candidates.count
        for locale in catalog.locales.prefix(4) {
            _ = matcher.match(utterance, locale: locale).candidates.count
        }
    }
    if let first = utterances.first {
        _ = matcher.explain(first).text()
        var conversation = Conversation(catalog: catalog, timeZone: FuzzInput.timeZone, now: { FuzzInput.now })
        FuzzInput.play([first, "yes", "1", "tomorrow"], in: &conversation)
    }
    let again = catalog.compiledFileBytes(sourceDirectory: catalog.sourceDirectory ?? "")
    guard (try? CatalogFile.catalog(from: again)) != nil else {
        fatalError("a catalog read from a file could not be read back after writing it again")
    }
}

/// How the target's seeds are made, and the header it stamps.
enum CatalogFileSeed {
    /// Sets the body's length and checksum in `bytes`'s header when `bytes`
    /// starts with the magic and holds a whole header.
    static func stampHeader(of bytes: inout [UInt8]) {
        let header = CatalogFile.headerLength
        guard bytes.count >= header, bytes.starts(with: CatalogFile.magic) else { return }
        let body = bytes[header...]
        let fields = [UInt64(body.count), CatalogFile.checksum(of: body)]
        for (index, field) in fields.enumerated() {
            let start = header - 16 + index * 8
            for byte in 0..<8 {
                bytes[start + byte] = UInt8(truncatingIfNeeded: field >> (UInt64(byte) * 8))
            }
        }
    }

    /// When `PHRASEBOOK_FUZZ_WRITE_CATALOG` names a file, writes the sample
    /// catalog (`PHRASEBOOK_FUZZ_PHRASES`) there as a compiled file and ends
    /// the process: how `run.sh` makes one seed per sample app.
    static func writeIfAsked() {
        guard let path = ProcessInfo.processInfo.environment["PHRASEBOOK_FUZZ_WRITE_CATALOG"] else { return }
        let bytes = FuzzInput.sampleCatalog.compiledFileBytes(sourceDirectory: "/phrasebook-fuzz")
        let written = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        exit(written ? 0 : 2)
    }
}
