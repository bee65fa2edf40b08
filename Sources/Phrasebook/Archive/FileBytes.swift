import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of a compiled catalog file in memory, at an address that does
/// not move while the object lives: the file mapped read-only
/// (``mapping(path:)``), or a copy (``init(copying:)``).
///
/// Tries read from the
/// file are views into these bytes (``Int32Column``) that keep the object
/// alive, so a load copies no trie. A mapping reads only the pages a reader
/// touches, and ``release(_:)`` hands pages already read back to the system,
/// so a large file does not stay in memory whole. Files are replaced by a
/// rename (``CatalogFile/write(_:sources:to:)``), so a mapped file never
/// changes under its reader.
final class FileBytes: @unchecked Sendable {
    // Unchecked: the bytes are never written after `init`, and the address
    // stays valid until `deinit`, so reading them from any thread is safe.

    /// The first byte (`nil` when there are none).
    let base: UnsafeRawPointer?
    /// How many bytes there are.
    let count: Int
    /// Whether the bytes are a mapping (unmapped when done) or an allocation (freed).
    private let mapped: Bool

    /// A copy of `bytes`, at an address aligned for any integer.
    init(copying bytes: some Collection<UInt8>) {
        count = bytes.count
        mapped = false
        guard count > 0 else {
            base = nil
            return
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 16)
        _ = buffer.initializeMemory(as: UInt8.self, from: bytes)
        base = UnsafeRawPointer(buffer.baseAddress)
    }

    private init(mapping base: UnsafeRawPointer, count: Int) {
        self.base = base
        self.count = count
        mapped = true
    }

    deinit {
        guard let base else { return }
        if mapped {
            _ = munmap(UnsafeMutableRawPointer(mutating: base), count)
        } else {
            base.deallocate()
        }
    }

    /// The file at `path`, mapped (at a page boundary).
    static func mapping(path: String) throws(ArchiveError) -> FileBytes {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw ArchiveError(message: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw ArchiveError(message: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        let size = Int(status.st_size)
        guard size > 0 else { return FileBytes(copying: []) }
        guard let pointer = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0),
            pointer != UnsafeMutableRawPointer(bitPattern: -1)
        else {
            throw ArchiveError(message: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        return FileBytes(mapping: UnsafeRawPointer(pointer), count: size)
    }

    /// The bytes as a buffer, valid while this object lives.
    var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

    /// Gives back the pages of a mapping that lie wholly inside `range`:
    /// they are read from the file again if touched later.
    ///
    /// Does nothing for a copy.
    func release(_ range: Range<Int>) {
        guard mapped, let base, range.lowerBound >= 0, range.upperBound <= count else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard page > 0 else { return }
        let start = (range.lowerBound + page - 1) / page * page
        let end = range.upperBound / page * page
        guard start < end else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: base + start), end - start, MADV_DONTNEED)
    }
}
