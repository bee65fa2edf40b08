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
    /// The checksum lanes of the blocks summed as the file was read (`nil`
    /// for bytes copied from memory, which are summed when checked).
    let summed: SummedBlocks?

    /// Where the bytes are (`nil` when there are none), given back when
    /// the object goes.
    private let memory: FileMemory?

    /// A copy of `bytes`, at an address aligned for any integer.
    init(copying bytes: some Collection<UInt8>) {
        count = bytes.count
        summed = nil
        memory = count > 0 ? FileMemory(count: count) : nil
        guard let memory else {
            base = nil
            return
        }
        _ = UnsafeMutableRawBufferPointer(start: memory.start, count: count).initializeMemory(
            as: UInt8.self, from: bytes)
        base = UnsafeRawPointer(memory.start)
    }

    private init(owning memory: FileMemory, count: Int, summed: SummedBlocks?) {
        base = UnsafeRawPointer(memory.start)
        self.memory = memory
        self.count = count
        self.summed = summed
    }

    deinit {
        memory?.free()
    }

    /// The file at `path`, read whole into memory of this process's own,
    /// with the checksum lanes of its whole 64-byte blocks from offset
    /// `summedFrom` on (``summed``).
    ///
    /// A large file is read in slices side by side on every core
    /// (``sliceCount(forFileSize:)``), each a chunk at a time
    /// (``chunkLength``), and each chunk is summed as soon as it is read,
    /// while its bytes are in the processor's cache: a load then reads the
    /// file's bytes from memory once fewer. The bytes are aligned for any
    /// integer, and nothing done to the file afterwards reaches them. A file
    /// that is not a regular file, or that gets shorter while it is read, is
    /// refused.
    static func reading(path: String, summedFrom: Int = 0) throws(ArchiveError) -> FileBytes {
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
        let summedStart = max(0, min(summedFrom, size))
        let summedEnd = summedStart + (size - summedStart) / ChecksumLanes.blockLength * ChecksumLanes.blockLength
        guard size <= maximumFileSize else {
            throw ArchiveError(
                message: "cannot read \(path): \(size) bytes, over the \(maximumFileSize) a compiled catalog may have")
        }
        guard let memory = FileMemory(count: size) else {
            throw ArchiveError(message: "cannot read \(path): no memory for \(size) bytes")
        }
        let start = memory.start
        let destination = ReadDestination(start: start)
        let slices = sliceCount(forFileSize: size)
        // Slices meet on a block boundary of the summed part, so each slice's
        // lanes cover whole blocks and join in file order.
        let boundaries = (0...slices).map { slice in
            guard slice > 0 else { return 0 }
            guard slice < slices else { return size }
            let even = size / slices * slice
            guard even > summedStart else { return even }
            return summedStart + (even - summedStart) / ChecksumLanes.blockLength * ChecksumLanes.blockLength
        }
        let outcomes = ParallelMap.map(slices) { slice in
            readSlice(
                descriptor, boundaries[slice]..<boundaries[slice + 1], into: destination,
                summing: summedStart..<summedEnd)
        }
        var lanes = ChecksumLanes()
        for outcome in outcomes {
            switch outcome {
            case .success(let sliceLanes): lanes = lanes.followed(by: sliceLanes)
            case .failure(let problem):
                memory.free()
                throw ArchiveError(message: "cannot read \(path): \(problem.message)")
            }
        }
        return FileBytes(
            owning: memory, count: size,
            summed: SummedBlocks(range: summedStart..<summedEnd, lanes: lanes))
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

    /// The most bytes read in one go before they are summed: well inside
    /// the processor's cache.
    static let chunkLength = 256 << 10

    /// Reads the bytes of `range` of the open file into the same range of
    /// `destination`, a chunk at a time, and sums each chunk's part of
    /// `summing` (whose blocks start at its lower bound) as soon as it is
    /// read; the lanes of that part, else what went wrong.
    private static func readSlice(
        _ descriptor: Int32, _ range: Range<Int>, into destination: ReadDestination, summing: Range<Int>
    ) -> Result<ChecksumLanes, ReadProblem> {
        var lanes = ChecksumLanes()
        var filled = range.lowerBound
        var summedThrough = max(range.lowerBound, summing.lowerBound)
        while filled < range.upperBound {
            let count = pread(
                descriptor, destination.start + filled, min(range.upperBound - filled, chunkLength), off_t(filled))
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                return .failure(
                    ReadProblem(
                        message: count < 0 ? String(cString: strerror(errno)) : "the file got shorter while it was read"
                    ))
            }
            filled += count
            let ready =
                summing.lowerBound + (min(filled, summing.upperBound) - summing.lowerBound) / ChecksumLanes.blockLength
                * ChecksumLanes.blockLength
            if ready > summedThrough {
                lanes.add(
                    wholeBlocksOf: UnsafeRawBufferPointer(
                        start: destination.start + summedThrough, count: ready - summedThrough))
                summedThrough = ready
            }
        }
        return .success(lanes)
    }

    /// The bytes as a buffer, valid while this object lives.
    var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }
}

/// The checksum lanes of a run of whole 64-byte blocks of a file, summed
/// as it was read.
struct SummedBlocks: Sendable {
    /// Where the run lies in the file (its length a multiple of 64).
    let range: Range<Int>
    /// The lanes of the run's blocks, in file order.
    let lanes: ChecksumLanes
}

/// Why a slice of a file could not be read.
private struct ReadProblem: Error {
    let message: String
}

/// Where the slices of a file read side by side go: one buffer, each slice
/// written by one thread into a range no other thread writes.
private struct ReadDestination: @unchecked Sendable {
    // Unchecked: the slices' ranges do not overlap, and the buffer is read
    // only after every slice is written.
    let start: UnsafeMutableRawPointer
}
