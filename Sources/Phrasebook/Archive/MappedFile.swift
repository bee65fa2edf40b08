import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A compiled catalog file mapped into memory read-only: loading reads only
/// the pages it needs (the entity values stay on disk until a value is
/// read), and ``release(_:)`` hands pages already read back to the system,
/// so a large file does not stay in memory twice (as pages and as the
/// arrays decoded from them). The mapping lives as long as the `Data`.
/// Files are replaced by a rename (``Catalog/write(toFile:sourceDirectory:)``),
/// so a mapped file never changes under its reader.
enum MappedFile {
    /// The bytes of the file at `path`, mapped.
    static func data(path: String) throws(ArchiveError) -> Data {
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
        guard size > 0 else { return Data() }
        guard let pointer = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), pointer != UnsafeMutableRawPointer(bitPattern: -1) else {
            throw ArchiveError(message: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        return Data(bytesNoCopy: pointer, count: size, deallocator: .custom { pointer, size in _ = munmap(pointer, size) })
    }

    /// Gives back the pages of `bytes` (a mapped file's, see ``data(path:)``)
    /// that lie wholly inside `range`: they are read from the file again if
    /// touched later. Only for mapped bytes, whose pages the file backs.
    static func release(_ range: Range<Int>, of bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, range.lowerBound >= 0, range.upperBound <= bytes.count else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard page > 0 else { return }
        let start = (range.lowerBound + page - 1) / page * page
        let end = range.upperBound / page * page
        guard start < end else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: base + start), end - start, MADV_DONTNEED)
    }
}
