import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of a compiled catalog file in memory, at an address that does
/// not move while the object lives: the file read into memory of this
/// process's own (``reading(path:)``), or a copy (``init(copying:)``).
///
/// Tries read from the file are views into these bytes (``Int32Column``)
/// that keep the object alive, so a load copies no trie. The file is read,
/// not mapped: a file truncated or overwritten in place while a process
/// holds it (`: > catalog.pbc`, `cp new.pbc catalog.pbc`) can then never
/// reach the reader — a mapping would raise SIGBUS on the pages past the
/// new end, or show the new file's bytes to a reader that checked the old.
final class FileBytes: @unchecked Sendable {
    // Unchecked: the bytes are never written after `init`, and the address
    // stays valid until `deinit`, so reading them from any thread is safe.

    /// The largest compiled catalog file read (2 GiB): twenty times the
    /// full-size benchmark catalog, and a bound on the memory a load takes.
    static let maximumFileSize = 1 << 31

    /// The first byte (`nil` when there are none).
    let base: UnsafeRawPointer?
    /// How many bytes there are.
    let count: Int

    /// A copy of `bytes`, at an address aligned for any integer.
    init(copying bytes: some Collection<UInt8>) {
        count = bytes.count
        guard count > 0 else {
            base = nil
            return
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 16)
        _ = buffer.initializeMemory(as: UInt8.self, from: bytes)
        base = UnsafeRawPointer(buffer.baseAddress)
    }

    private init(owning base: UnsafeRawPointer?, count: Int) {
        self.base = base
        self.count = count
    }

    deinit {
        base?.deallocate()
    }

    /// The file at `path`, read whole into memory of this process's own.
    ///
    /// A large file is read in slices side by side on every core
    /// (``sliceCount(forFileSize:)``). The bytes are aligned for any integer, and nothing done to the file
    /// afterwards reaches them. A file that is not a regular file, or that
    /// gets shorter while it is read, is refused.
    static func reading(path: String) throws(ArchiveError) -> FileBytes {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw ArchiveError(message: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw ArchiveError(message: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw ArchiveError(message: "cannot read \(path): not a regular file")
        }
        let size = Int(status.st_size)
        guard size > 0 else { return FileBytes(copying: []) }
        guard size <= maximumFileSize else {
            throw ArchiveError(
                message: "cannot read \(path): \(size) bytes, over the \(maximumFileSize) a compiled catalog may have")
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        guard let start = buffer.baseAddress else {
            buffer.deallocate()
            throw ArchiveError(message: "cannot read \(path): no memory for \(size) bytes")
        }
        let destination = ReadDestination(start: start)
        let slices = sliceCount(forFileSize: size)
        let problems = ParallelMap.map(slices) { slice in
            let lower = size / slices * slice
            let upper = slice == slices - 1 ? size : size / slices * (slice + 1)
            return readSlice(descriptor, lower..<upper, into: destination)
        }
        if let problem = problems.lazy.compactMap({ $0 }).first {
            buffer.deallocate()
            throw ArchiveError(message: "cannot read \(path): \(problem)")
        }
        return FileBytes(owning: UnsafeRawPointer(start), count: size)
    }

    /// The least bytes each core reads of a file read side by side: a
    /// smaller file is read by the calling thread alone.
    static let sliceLength = 16 << 20

    /// How many slices a file of `size` bytes is read in: one per core,
    /// each at least ``sliceLength`` long.
    ///
    /// Reading copies the file into fresh pages, and the system's cost of
    /// each page (getting, clearing and filling it) is paid on the thread
    /// that reads it, so slices read on every core take that time apart.
    static func sliceCount(forFileSize size: Int) -> Int {
        max(1, min(ProcessInfo.processInfo.activeProcessorCount, size / sliceLength))
    }

    /// Reads the bytes of `range` of the open file into the same range of
    /// `destination`; `nil` when it was read whole, else what went wrong.
    private static func readSlice(
        _ descriptor: Int32, _ range: Range<Int>, into destination: ReadDestination
    ) -> String? {
        var filled = range.lowerBound
        while filled < range.upperBound {
            let count = pread(
                descriptor, destination.start + filled, min(range.upperBound - filled, 1 << 24), off_t(filled))
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                return count < 0 ? String(cString: strerror(errno)) : "the file got shorter while it was read"
            }
            filled += count
        }
        return nil
    }

    /// The bytes as a buffer, valid while this object lives.
    var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }
}

/// Where the slices of a file read side by side go: one buffer, each slice
/// written by one thread into a range no other thread writes.
private struct ReadDestination: @unchecked Sendable {
    // Unchecked: the slices' ranges do not overlap, and the buffer is read
    // only after every slice is written.
    let start: UnsafeMutableRawPointer
}
