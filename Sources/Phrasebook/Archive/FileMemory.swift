#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Memory a file is read into: for a large file on Linux, a mapping the
/// system is asked to back with huge pages (2 MiB each), so reading
/// 100 MB takes about fifty page faults instead of some 25,000 — the
/// faults (getting, clearing and filling a fresh page) are most of what
/// copying a file costs; elsewhere, or when that fails, heap memory.
struct FileMemory {
    /// How the memory was got, so it is given back the same way.
    private enum Storage {
        /// Allocated from the heap.
        case allocated
        /// Mapped from the system at `start` for `length` bytes.
        case mapped(UnsafeMutableRawPointer, length: Int)
    }

    /// The least bytes worth a mapping of their own (and huge pages).
    static let mappedLength = 32 << 20
    /// The size of a huge page, which the mapping is aligned to.
    static let hugePageLength = 2 << 20

    /// The first byte.
    let start: UnsafeMutableRawPointer
    /// How the memory was got.
    private let storage: Storage

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
        private static func mapHugePages(_ count: Int) -> FileMemory? {
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
            return FileMemory(start: start, storage: .mapped(start, length: used))
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
    private static func unmap(_ start: UnsafeMutableRawPointer, length: Int) {
        #if os(Linux) || canImport(Darwin)
            _ = munmap(start, length)
        #endif
    }
}
