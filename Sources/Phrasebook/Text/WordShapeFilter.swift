/// The shapes of a set of words — each word's UTF-8 length and the low bits
/// of its first and last bytes — as 8,192 bits: a word whose shape no member
/// has is surely no member, which a miss learns from one read instead of
/// hashing the word.
///
/// A filter only: a word whose shape some member has may
/// still be no member, so the set itself is asked then.
struct WordShapeFilter: Sendable {
    /// One bit per shape (``shape(of:)``), 64 to a word.
    private var bits = [UInt64](repeating: 0, count: 128)

    /// A filter letting through the shapes of `words`.
    init(_ words: some Sequence<String>) {
        for word in words {
            let shape = Self.shape(of: word)
            bits[shape / 64] |= 1 << UInt64(shape % 64)
        }
    }

    /// Whether some word of the set has `word`'s shape.
    func mayContain(_ word: String) -> Bool {
        let shape = Self.shape(of: word)
        return bits[shape / 64] & (1 << UInt64(shape % 64)) != 0
    }

    /// `word`'s shape, 0..<8192: its UTF-8 length (31 for any longer), the
    /// low five bits of its first byte and the low three of its last (a
    /// lowercase ASCII word's first letter, and a part of its last).
    ///
    /// All
    /// are read without decoding.
    private static func shape(of word: String) -> Int {
        // Through the bytes themselves: the UTF-8 view's last byte is found
        // by stepping back a character.
        var word = word
        return word.withUTF8 { bytes in
            let first = Int((bytes.first ?? 0) & 0x1F)
            let last = Int((bytes.last ?? 0) & 0x07)
            return min(bytes.count, 31) << 8 | first << 3 | last
        }
    }
}
