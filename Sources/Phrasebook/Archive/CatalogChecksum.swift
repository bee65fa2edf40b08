/// The 64-bit checksum of a compiled catalog file's body, fed in pieces of
/// any length (a file is written and checked a chunk at a time, so neither
/// needs the whole body in memory): 8-byte words (little-endian) mixed by a
/// multiply and a rotation into eight lanes in turn, which run side by side
/// (the loop is bound by multiplies, not by their latency); then the lanes,
/// the tail and the length. Any change to one word changes it; the same
/// bytes give the same value however they are cut into pieces.
struct CatalogChecksum {
    private static let prime: UInt64 = 0x0000_0100_0000_01b3
    private static let blockLength = 64
    private var lanes: (UInt64, UInt64, UInt64, UInt64) = (0xcbf2_9ce4_8422_2325, 1, 2, 3)
    private var moreLanes: (UInt64, UInt64, UInt64, UInt64) = (4, 5, 6, 7)
    /// The bytes after the last whole 64-byte block (fewer than 64).
    private var pending: [UInt8] = []
    /// How many bytes were added.
    private(set) var length = 0

    /// A checksum of no bytes yet.
    init() {}

    @inline(__always)
    private static func mix(_ lane: inout UInt64, _ word: UInt64) {
        let product = (lane ^ word) &* prime
        // Rotated, so the high bits a multiply gathers feed the next one.
        lane = product << 31 | product >> 33
    }

    /// Mixes the whole 64-byte blocks of `bytes` into the lanes.
    private mutating func addBlocks(_ bytes: UnsafeRawBufferPointer) {
        @inline(__always) func word(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        var lanes = lanes
        var moreLanes = moreLanes
        for block in 0..<bytes.count / Self.blockLength {
            let offset = block * Self.blockLength
            Self.mix(&lanes.0, word(offset))
            Self.mix(&lanes.1, word(offset + 8))
            Self.mix(&lanes.2, word(offset + 16))
            Self.mix(&lanes.3, word(offset + 24))
            Self.mix(&moreLanes.0, word(offset + 32))
            Self.mix(&moreLanes.1, word(offset + 40))
            Self.mix(&moreLanes.2, word(offset + 48))
            Self.mix(&moreLanes.3, word(offset + 56))
        }
        self.lanes = lanes
        self.moreLanes = moreLanes
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
        var hash = lanes.0
        for lane in [lanes.1, lanes.2, lanes.3, moreLanes.0, moreLanes.1, moreLanes.2, moreLanes.3] { Self.mix(&hash, lane) }
        pending.withUnsafeBytes { tail in
            var offset = 0
            while offset + 8 <= tail.count {
                Self.mix(&hash, UInt64(littleEndian: tail.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset += 8
            }
            while offset < tail.count {
                hash = (hash ^ UInt64(tail[offset])) &* Self.prime
                offset += 1
            }
        }
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
