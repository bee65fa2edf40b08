#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where an ``ArchiveWriter`` streaming a compiled catalog file puts its
/// bytes a chunk at a time: an open file, with the running checksum of what
/// was written, so writing a large catalog never holds its whole file in
/// memory.
///
/// A class: the writer and the code that finishes the file share one
/// descriptor and one checksum.
final class ArchiveFileSink {
    /// The file being written.
    private let descriptor: Int32
    /// The checksum of every byte written through ``append(_:)``.
    private(set) var checksum = CatalogChecksum()
    /// Why a write failed, once one has (later writes do nothing).
    private(set) var failure: String?

    /// A sink writing to `descriptor`, open for writing.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes `bytes` after those written before and adds them to the checksum.
    func append(_ bytes: UnsafeRawBufferPointer) {
        checksum.add(bytes)
        appendUnsummed(bytes)
    }

    /// Writes `bytes` after those written before, outside the checksum (the header).
    func appendUnsummed(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, let base = bytes.baseAddress else { return }
        var done = 0
        while done < bytes.count {
            let count = write(descriptor, base + done, bytes.count - done)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                failure = String(cString: strerror(errno))
                return
            }
            done += count
        }
    }

    /// Writes `bytes` over those at `offset` (the header, once the body's
    /// length and checksum are known).
    func overwrite(_ bytes: [UInt8], at offset: Int) {
        guard failure == nil else { return }
        let count = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
        if count != bytes.count { failure = count < 0 ? String(cString: strerror(errno)) : "a short write" }
    }
}
