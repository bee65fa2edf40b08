/// The running checksum of a compiled catalog file's body while the body is
/// read: the reader sums the bytes it has read so far (``sum(through:)``)
/// after each large part, so the checks that follow (``CatalogFileCheck``)
/// read that part from the processor's cache instead of memory, and the
/// file is read from memory once rather than once to decode and again to
/// sum. A mapped file's pages are given back once summed and used: those
/// of earlier calls at the start of each call, and in ``finish()`` every
/// 8 MB piece once summed, so a load does not hold the whole file.
struct CatalogBodySum {
    /// The file's bytes.
    let file: FileBytes
    /// The checksum of the bytes from the body's start to ``position``.
    private(set) var checksum = CatalogChecksum()
    /// Where the bytes not yet summed begin.
    private(set) var position: Int
    /// Where the pages not yet given back begin.
    private var released: Int

    /// How many bytes are summed before their pages are given back.
    private static let pieceLength = 8 << 20

    /// A sum of `file`'s body, which starts at `start`.
    init(_ file: FileBytes, from start: Int) {
        self.file = file
        position = start
        released = start
    }

    /// Gives back the pages of the bytes summed before, then adds the bytes
    /// from ``position`` up to `end` (at most the file's end; nothing when
    /// `end` is not past ``position``), which stay mapped until the next call.
    mutating func sum(through end: Int) {
        file.release(released..<position)
        released = max(released, position)
        let end = min(end, file.count)
        guard position < end else { return }
        checksum.add(UnsafeRawBufferPointer(rebasing: file.buffer[position..<end]))
        position = end
    }

    /// Sums the rest of the file, gives back every page, and returns the
    /// body's checksum.
    mutating func finish() -> UInt64 {
        file.release(released..<position)
        released = position
        while position < file.count {
            let next = min(position + Self.pieceLength, file.count)
            checksum.add(UnsafeRawBufferPointer(rebasing: file.buffer[position..<next]))
            file.release(released..<next)
            released = next
            position = next
        }
        return checksum.value
    }
}
