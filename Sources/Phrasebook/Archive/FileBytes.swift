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

    /// A copy of `bytes`, at an address aligned for any integer.
    init(copying bytes: some Collection<UInt8>) {
        count = bytes.count
        summed = nil
        storage = .allocated
        guard count > 0 else {
            base = nil
            return
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 16)
        _ = buffer.initializeMemory(as: UInt8.self, from: bytes)
        base = UnsafeRawPointer(buffer.baseAddress)
    }

    /// How the bytes were got, so `deinit` gives them back the same way.
    private let storage: Storage

    private init(owning memory: Memory, count: Int, summed: SummedBlocks?) {
        base = UnsafeRawPointer(memory.start)
        storage = memory.storage
        self.count = count
        self.summed = summed
    }

    deinit {
        switch storage {
        case .allocated: base?.deallocate()
        case .mapped(let start, let length): Memory.unmap(start, length: length)
        }
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
        guard let memory = Memory(count: size) else {
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

/// How the bytes of a ``FileBytes`` were got.
private enum Storage {
    /// Allocated from the heap.
    case allocated
    /// Mapped from the system at `start` for `length` bytes.
    case mapped(UnsafeMutableRawPointer, length: Int)
}

/// Memory a file is read into: for a large file on Linux, a mapping the
/// system is asked to back with huge pages (2 MiB each), so reading
/// 100 MB takes about fifty page faults instead of some 25,000 — the
/// faults (getting, clearing and filling a fresh page) are most of what
/// copying a file costs; elsewhere, or when that fails, heap memory.
private struct Memory {
    /// The least bytes worth a mapping of their own (and huge pages).
    static let mappedLength = 32 << 20
    /// The size of a huge page, which the mapping is aligned to.
    static let hugePageLength = 2 << 20

    let start: UnsafeMutableRawPointer
    let storage: Storage

    /// Memory for `count` bytes, aligned for any integer; `nil` when there is none.
    init?(count: Int) {
        #if os(Linux)
            if count >= Self.mappedLength, let mapped = Self.mapHugePages(count) {
                self = mapped
                return
            }
        #endif
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 16)
        guard let start = buffer.baseAddress else { return nil }
        self.start = start
        storage = .allocated
    }

    private init(start: UnsafeMutableRawPointer, storage: Storage) {
        self.start = start
        self.storage = storage
    }

    #if os(Linux)
        /// An anonymous mapping of at least `count` bytes starting on a huge
        /// page boundary, advised to use huge pages; `nil` when the system
        /// gives none.
        private static func mapHugePages(_ count: Int) -> Memory? {
            let (rounded, overflow) = count.addingReportingOverflow(2 &* hugePageLength)
            guard !overflow else { return nil }
            let length = rounded / hugePageLength * hugePageLength
            guard let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
                mapped != UnsafeMutableRawPointer(bitPattern: -1)
            else { return nil }
            // The part before the first huge page boundary and the part
            // after the last whole page the bytes need are given back.
            let address = UInt(bitPattern: mapped)
            let page = UInt(hugePageLength)
            let aligned = (address &+ page &- 1) / page &* page
            let lead = Int(aligned &- address)
            let used = (count &+ hugePageLength &- 1) / hugePageLength &* hugePageLength
            if lead > 0 { munmap(mapped, lead) }
            let start = mapped + lead
            let trail = length &- lead &- used
            if trail > 0 { munmap(start + used, trail) }
            _ = madvise(start, used, MADV_HUGEPAGE)
            return Memory(start: start, storage: .mapped(start, length: used))
        }
    #endif

    /// Gives the memory back.
    func free() {
        switch storage {
        case .allocated: start.deallocate()
        case .mapped(let mapped, let length): Self.unmap(mapped, length: length)
        }
    }

    /// Gives back `length` bytes mapped at `start`.
    static func unmap(_ start: UnsafeMutableRawPointer, length: Int) {
        #if os(Linux) || canImport(Darwin)
            _ = munmap(start, length)
        #endif
    }
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
