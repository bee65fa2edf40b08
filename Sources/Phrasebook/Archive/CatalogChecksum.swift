/// The 64-bit checksum of a compiled catalog file's body, fed in pieces of
/// any length (a file is written and checked a chunk at a time, so neither
/// needs the whole body in memory).
///
/// The body is read as 8-byte words (little-endian) in 64-byte blocks, the
/// last block padded with zeros. Eight lanes each keep a running sum of
/// their words and a sum of those running sums (``ChecksumLanes``): the
/// loop is additions only, so checking a large file costs about what
/// reading it costs, and parts summed on different cores join. The result
/// is `2 × (sum of sums) + (sum)` over the lanes — every word counted an
/// odd number of times, so changing the bits of any one word (a single
/// flipped bit among them) always changes it — then the length, mixed in
/// by a multiply and a rotation (each a one-to-one map), so a body cut
/// short or padded out gives another value too.
struct CatalogChecksum {
    private static let prime: UInt64 = 0x0000_0100_0000_01b3
    /// The lanes over every whole block added.
    private var lanes = ChecksumLanes()
    /// The bytes after the last whole 64-byte block (fewer than 64).
    private var pending: [UInt8] = []
    /// How many bytes were added.
    private(set) var length = 0

    /// A checksum of no bytes yet.
    init() {}

    /// The checksum of bytes whose first whole blocks were summed as
    /// `lanes` (joined in order, perhaps on several cores), followed by `tail`.
    init(lanes: ChecksumLanes, tail: UnsafeRawBufferPointer) {
        self.lanes = lanes
        length = lanes.blocks &* ChecksumLanes.blockLength
        add(tail)
    }

    @inline(__always)
    private static func mix(_ hash: inout UInt64, _ word: UInt64) {
        let product = (hash ^ word) &* prime
        // Rotated, so the high bits a multiply gathers feed the next one.
        hash = product << 31 | product >> 33
    }

    /// Adds `bytes` after those added before.
    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        length += bytes.count
        var rest = bytes
        if !pending.isEmpty {
            let taken = min(ChecksumLanes.blockLength - pending.count, rest.count)
            pending.append(contentsOf: UnsafeRawBufferPointer(rebasing: rest[..<taken]))
            rest = UnsafeRawBufferPointer(rebasing: rest[taken...])
            guard pending.count == ChecksumLanes.blockLength else { return }
            pending.withUnsafeBytes { lanes.add(wholeBlocksOf: $0) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = rest.count / ChecksumLanes.blockLength * ChecksumLanes.blockLength
        lanes.add(wholeBlocksOf: UnsafeRawBufferPointer(rebasing: rest[..<whole]))
        pending.append(contentsOf: UnsafeRawBufferPointer(rebasing: rest[whole...]))
    }

    /// The checksum of every byte added.
    var value: UInt64 {
        var final = lanes
        if !pending.isEmpty {
            let block = pending + [UInt8](repeating: 0, count: ChecksumLanes.blockLength - pending.count)
            block.withUnsafeBytes { final.add(wholeBlocksOf: $0) }
        }
        let counted = final.counted
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
