/// The 64-bit checksum of a compiled catalog file's body, fed in pieces of
/// any length (a file is written and checked a chunk at a time, so neither
/// needs the whole body in memory).
///
/// The body is read as 8-byte words (little-endian) in 64-byte blocks, the
/// last block padded with zeros. Eight lanes each keep a running sum of
/// their words and a sum of those running sums (Fletcher's two sums, modulo
/// 2⁶⁴): the loop is additions only, two per word, which the processor does
/// two words at a time (`SIMD2`), so checking a large file costs about what
/// reading it costs. The result is `2 × (sum of sums) + (sum)` over the lanes
/// — every word counted an odd number of times, so changing the bits of any
/// one word (a single flipped bit among them) always changes it — then the
/// length, mixed in by a multiply and a rotation (each a one-to-one map), so
/// a body cut short or padded out gives another value too.
struct CatalogChecksum {
    private static let prime: UInt64 = 0x0000_0100_0000_01b3
    private static let blockLength = 64
    /// Per lane pair: the sum of the words (`sums`) and the sum of the
    /// running sums after each block (`sumsOfSums`).
    private var sums: (SIMD2<UInt64>, SIMD2<UInt64>, SIMD2<UInt64>, SIMD2<UInt64>) = (.zero, .zero, .zero, .zero)
    private var sumsOfSums: (SIMD2<UInt64>, SIMD2<UInt64>, SIMD2<UInt64>, SIMD2<UInt64>) = (.zero, .zero, .zero, .zero)
    /// The bytes after the last whole 64-byte block (fewer than 64).
    private var pending: [UInt8] = []
    /// How many bytes were added.
    private(set) var length = 0

    /// A checksum of no bytes yet.
    init() {}

    @inline(__always)
    private static func mix(_ hash: inout UInt64, _ word: UInt64) {
        let product = (hash ^ word) &* prime
        // Rotated, so the high bits a multiply gathers feed the next one.
        hash = product << 31 | product >> 33
    }

    /// Adds the whole 64-byte blocks of `bytes` to the lanes.
    private mutating func addBlocks(_ bytes: UnsafeRawBufferPointer) {
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
        for block in 0..<bytes.count / Self.blockLength {
            let offset = block * Self.blockLength
            sums.0 &+= words(offset)
            sums.1 &+= words(offset + 16)
            sums.2 &+= words(offset + 32)
            sums.3 &+= words(offset + 48)
            sumsOfSums.0 &+= sums.0
            sumsOfSums.1 &+= sums.1
            sumsOfSums.2 &+= sums.2
            sumsOfSums.3 &+= sums.3
        }
        self.sums = sums
        self.sumsOfSums = sumsOfSums
    }

    /// Adds `bytes` after those added before.
    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        length += bytes.count
        var rest = bytes
        if !pending.isEmpty {
            let taken = min(Self.blockLength - pending.count, rest.count)
            pending.append(contentsOf: UnsafeRawBufferPointer(rebasing: rest[..<taken]))
            rest = UnsafeRawBufferPointer(rebasing: rest[taken...])
            guard pending.count == Self.blockLength else { return }
            pending.withUnsafeBytes { addBlocks($0) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = rest.count / Self.blockLength * Self.blockLength
        addBlocks(UnsafeRawBufferPointer(rebasing: rest[..<whole]))
        pending.append(contentsOf: UnsafeRawBufferPointer(rebasing: rest[whole...]))
    }

    /// The checksum of every byte added.
    var value: UInt64 {
        var final = self
        if !pending.isEmpty {
            let block = pending + [UInt8](repeating: 0, count: Self.blockLength - pending.count)
            block.withUnsafeBytes { final.addBlocks($0) }
        }
        let sum = final.sums.0 &+ final.sums.1 &+ final.sums.2 &+ final.sums.3
        let sumOfSums = final.sumsOfSums.0 &+ final.sumsOfSums.1 &+ final.sumsOfSums.2 &+ final.sumsOfSums.3
        let counted = sumOfSums &* 2 &+ sum
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        Self.mix(&hash, counted[0])
        Self.mix(&hash, counted[1])
        Self.mix(&hash, UInt64(length))
        hash ^= hash >> 29
        return hash
    }

    /// The checksum of `bytes` in one piece.
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var checksum = CatalogChecksum()
        checksum.add(bytes)
        return checksum.value
    }
}
