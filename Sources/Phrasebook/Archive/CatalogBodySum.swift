/// The checksum of a compiled catalog file's body, read from the file a
/// piece at a time: a mapped file's pages are given back as they are
/// summed, so a load does not hold the whole file (a page read again later,
/// by the decoding beside it or by the matcher, comes back from the
/// system's cache of the file).
enum CatalogBodySum {
    /// How many bytes are summed before their pages are given back.
    private static let pieceLength = 8 << 20

    /// The ``CatalogChecksum`` of `file`'s bytes from `start` to its end.
    static func of(_ file: FileBytes, from start: Int) -> UInt64 {
        var checksum = CatalogChecksum()
        var position = max(start, 0)
        while position < file.count {
            let next = min(position + pieceLength, file.count)
            checksum.add(UnsafeRawBufferPointer(rebasing: file.buffer[position..<next]))
            file.release(position..<next)
            position = next
        }
        return checksum.value
    }
}
