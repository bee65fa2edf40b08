/// A set of words as bits of a hash of their UTF-8 bytes (FNV-1a, one bit
/// per word in a table of ``bitCount``): a word whose bit is clear is
/// surely no member, which a miss learns from hashing its bytes instead of
/// looking the word up (a dictionary of strings normalizes a word that is
/// not ASCII before hashing it).
///
/// A filter only, like ``WordShapeFilter``,
/// but one that tells apart words of the same length and script (Hangul
/// words, whose shapes are few). Equal normalized words have equal bytes.
struct WordHashFilter: Sendable {
    /// How many bits the table has.
    static let bitCount = 1 << 15

    /// One bit per hash, 64 to a word; empty for a filter of no words.
    private var bits: [UInt64] = []

    /// A filter of no words (every word turned down, without hashing it).
    init() {}

    /// Adds the word with UTF-8 bytes `bytes`.
    mutating func insert(_ bytes: some Collection<UInt8>) {
        if bits.isEmpty { bits = [UInt64](repeating: 0, count: Self.bitCount / 64) }
        let bit = Self.bit(of: bytes)
        bits[bit >> 6] |= 1 << UInt64(bit & 63)
    }

    /// Adds `word`.
    mutating func insert(_ word: String) {
        insert(word.utf8)
    }

    /// Whether the word with UTF-8 bytes `bytes` may be a member: `false`
    /// for surely none.
    @inline(__always)
    func mayContain(_ bytes: some Collection<UInt8>) -> Bool {
        guard !bits.isEmpty else { return false }
        let bit = Self.bit(of: bytes)
        return bits[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    /// Whether `word` may be a member.
    @inline(__always)
    func mayContain(_ word: String) -> Bool {
        mayContain(word.utf8)
    }

    /// The bit of the word with UTF-8 bytes `bytes`: their FNV-1a hash,
    /// its high bits folded in, cut to the table.
    @inline(__always)
    private static func bit(of bytes: some Collection<UInt8>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        hash ^= hash >> 29
        return Int(truncatingIfNeeded: hash % UInt64(bitCount))
    }
}
