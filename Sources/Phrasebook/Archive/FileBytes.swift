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
    /// The bytes are aligned for any integer, and nothing done to the file
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
        var filled = 0
        while filled < size {
            let count = read(descriptor, buffer.baseAddress.map { $0 + filled }, min(size - filled, 1 << 24))
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let problem = count < 0 ? String(cString: strerror(errno)) : "the file got shorter while it was read"
                buffer.deallocate()
                throw ArchiveError(message: "cannot read \(path): \(problem)")
            }
            filled += count
        }
        return FileBytes(owning: UnsafeRawPointer(buffer.baseAddress), count: size)
    }

    /// The bytes as a buffer, valid while this object lives.
    var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }
}
