import Foundation

/// Reads a JSON file from disk and parses it, turning every way it can fail —
/// missing, unreadable, binary, not UTF-8, malformed — into a ``Diagnostic``.
enum ManifestFile {
    /// Files larger than this are refused as manifests.
    static let maximumSize = 512 * 1024 * 1024

    /// The file's text and its parsed JSON, or the reason it has none.
    ///
    /// Files larger than `limit` bytes are refused.
    static func read(_ path: String, limit: Int = maximumSize) -> Result<(SourceFile, JSONNode), Diagnostic> {
        let source: SourceFile
        switch readText(path, limit: limit) {
        case .failure(let diagnostic): return .failure(diagnostic)
        case .success(let file): source = file
        }
        do throws(JSONParser.SyntaxError) {
            return .success((source, try JSONParser.parse(source.bytes)))
        } catch {
            return .failure(
                Diagnostic(
                    .error, .syntax, "invalid JSON: \(error.message)", location: source.location(ofOffset: error.offset)
                ))
        }
    }

    /// The file's bytes, checked to be UTF-8 text; `expected` names what the
    /// file should hold, for the message about a binary file.
    static func readText(_ path: String, expected: String = "JSON text", limit: Int = maximumSize) -> Result<
        SourceFile, Diagnostic
    > {
        let bytes: [UInt8]
        switch readBytes(path, limit: limit) {
        case .failure(let diagnostic): return .failure(diagnostic)
        case .success(let read): bytes = read
        }
        let file = SourceFile(path: path, bytes: bytes)
        // Most manifests are ASCII without a NUL: that needs no closer look.
        if isPlainASCII(bytes) { return .success(file) }
        if let nul = bytes.firstIndex(of: 0) {
            return .failure(
                Diagnostic(
                    .error, .notText, "is a binary file, not \(expected) (a NUL byte at offset \(nul))",
                    location: file.location(ofOffset: nul)))
        }
        if let bad = firstInvalidUTF8Offset(bytes) {
            return .failure(
                Diagnostic(
                    .error, .notText,
                    "is not UTF-8 text (an invalid byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) at offset \(bad))",
                    location: file.location(ofOffset: bad)))
        }
        return .success(file)
    }

    /// The bytes of the regular file at `path` (a symbolic link to one is
    /// followed), read only when it holds at most `limit` bytes: a folder, a
    /// device such as `/dev/zero`, a FIFO or socket, or a larger file is
    /// refused before it is read, so reading never hangs or fills memory.
    static func readBytes(_ path: String, limit: Int) -> Result<[UInt8], Diagnostic> {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) else {
            let exists = FileManager.default.fileExists(atPath: path)
            return .failure(
                Diagnostic(
                    .error, .unreadable, exists ? "cannot be read (check its permissions)" : "no such file", file: path)
            )
        }
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?: break
        case .typeDirectory?: return .failure(Diagnostic(.error, .unreadable, "is a folder, not a file", file: path))
        default:
            return .failure(
                Diagnostic(.error, .unreadable, "is not a regular file (a device, FIFO or socket)", file: path))
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        if size > limit {
            return .failure(
                Diagnostic(
                    .error, .unreadable, "is \(size) bytes; such files are limited to \(limit) bytes", file: path))
        }
        guard let handle = FileHandle(forReadingAtPath: resolved) else {
            return .failure(
                Diagnostic(.error, .unreadable, "cannot be opened for reading (check its permissions)", file: path))
        }
        defer { try? handle.close() }
        do {
            // One byte past the limit tells a file that grew since it was checked.
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            if data.count > limit {
                return .failure(
                    Diagnostic(
                        .error, .unreadable, "is more than \(limit) bytes; such files are limited to \(limit) bytes",
                        file: path))
            }
            return .success([UInt8](data))
        } catch {
            return .failure(
                Diagnostic(.error, .unreadable, "cannot be read: \(error.localizedDescription)", file: path))
        }
    }

    /// Whether every byte of `bytes` is ASCII and none is NUL (then they are
    /// UTF-8 text), checked eight bytes at a time.
    static func isPlainASCII(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            let high: UInt64 = 0x8080_8080_8080_8080
            let ones: UInt64 = 0x0101_0101_0101_0101
            var offset = 0
            while offset + 8 <= raw.count {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                // A set top bit is a non-ASCII byte; the second test finds a zero byte.
                if word & high != 0 || (word &- ones) & ~word & high != 0 { return false }
                offset += 8
            }
            while offset < raw.count {
                let byte = raw[offset]
                if byte == 0 || byte >= 0x80 { return false }
                offset += 1
            }
            return true
        }
    }

    /// The offset of the first byte that breaks UTF-8, or `nil` when all is well.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            switch lead {
            case 0x00...0x7F:
                index += 1
                continue
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 {
                return index
            }
            if lead == 0xE0 && bytes[index + 1] < 0xA0 { return index }
            if lead == 0xED && bytes[index + 1] > 0x9F { return index }
            if lead == 0xF0 && bytes[index + 1] < 0x90 { return index }
            if lead == 0xF4 && bytes[index + 1] > 0x8F { return index }
            index += length
        }
        return nil
    }
}
