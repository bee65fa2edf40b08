/// The eight lanes of ``CatalogChecksum`` over a run of whole 64-byte
/// blocks: each lane's sum of its words and the sum of its running sums
/// after each block (Fletcher's two sums, modulo 2⁶⁴).
///
/// Runs summed apart —
/// on different cores — join in order (``followed(by:)``) into exactly the
/// lanes of the whole run, so a large body can be summed by every core.
struct ChecksumLanes: Sendable {
    /// How many bytes a block has: eight 8-byte words, one per lane.
    static let blockLength = 64
    /// Per lane pair: the sum of the words.
    private(set) var sums: (SIMD2<UInt64>, SIMD2<UInt64>, SIMD2<UInt64>, SIMD2<UInt64>) = (.zero, .zero, .zero, .zero)
    /// Per lane pair: the sum of the running sums after each block.
    private(set) var sumsOfSums: (SIMD2<UInt64>, SIMD2<UInt64>, SIMD2<UInt64>, SIMD2<UInt64>) = (
        .zero, .zero, .zero, .zero
    )
    /// How many blocks were added.
    private(set) var blocks = 0

    /// The lanes of no blocks.
    init() {}

    /// The lanes of the whole blocks of `bytes` (a last part shorter than a
    /// block is not added).
    init(summing bytes: UnsafeRawBufferPointer) {
        add(wholeBlocksOf: bytes)
    }

    /// Adds the whole 64-byte blocks of `bytes` (read as little-endian
    /// words), after those added before: additions only, two words at a
    /// time, so summing costs about what reading the bytes costs.
    mutating func add(wholeBlocksOf bytes: UnsafeRawBufferPointer) {
        @inline(__always) func words(_ offset: Int) -> SIMD2<UInt64> {
            let loaded = bytes.loadUnaligned(fromByteOffset: offset, as: SIMD2<UInt64>.self)
            #if _endian(big)
                return SIMD2(UInt64(littleEndian: loaded[0]), UInt64(littleEndian: loaded[1]))
            #else
                return loaded
            #endif
        }
        var sums = sums
        var sumsOfSums = sumsOfSums
        let count = bytes.count / Self.blockLength
        for block in 0..<count {
            let offset = block &* Self.blockLength
            sums.0 &+= words(offset)
            sums.1 &+= words(offset &+ 16)
            sums.2 &+= words(offset &+ 32)
            sums.3 &+= words(offset &+ 48)
            sumsOfSums.0 &+= sums.0
            sumsOfSums.1 &+= sums.1
            sumsOfSums.2 &+= sums.2
            sumsOfSums.3 &+= sums.3
        }
        self.sums = sums
        self.sumsOfSums = sumsOfSums
        blocks += count
    }

    /// The lanes of these blocks followed by `later`'s: the sums add, and
    /// each of `later`'s running sums also counts every word before it.
    func followed(by later: ChecksumLanes) -> ChecksumLanes {
        let carried = SIMD2<UInt64>(repeating: UInt64(truncatingIfNeeded: later.blocks))
        var joined = later
        joined.sums.0 &+= sums.0
        joined.sums.1 &+= sums.1
        joined.sums.2 &+= sums.2
        joined.sums.3 &+= sums.3
        joined.sumsOfSums.0 &+= sumsOfSums.0 &+ carried &* sums.0
        joined.sumsOfSums.1 &+= sumsOfSums.1 &+ carried &* sums.1
        joined.sumsOfSums.2 &+= sumsOfSums.2 &+ carried &* sums.2
        joined.sumsOfSums.3 &+= sumsOfSums.3 &+ carried &* sums.3
        joined.blocks = blocks &+ later.blocks
        return joined
    }

    /// Every word counted an odd number of times, per lane pair: twice the
    /// sums of running sums plus the sums, over the four lane pairs.
    var counted: SIMD2<UInt64> {
        let sum = sums.0 &+ sums.1 &+ sums.2 &+ sums.3
        let sumOfSums = sumsOfSums.0 &+ sumsOfSums.1 &+ sumsOfSums.2 &+ sumsOfSums.3
        return sumOfSums &* 2 &+ sum
    }
}
