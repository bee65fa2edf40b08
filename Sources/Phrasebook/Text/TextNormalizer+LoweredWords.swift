extension TextNormalizer {
    /// ``asciiWords(_:limit:into:)`` for ASCII text already lowercased,
    /// read 8 bytes at a time: `count` bytes at `base`, which stay readable
    /// for 8 bytes past `count` (what lies there is ignored).
    ///
    /// Each chunk's word bytes (small letters and digits) are found with word
    /// arithmetic and gathered into a bit per byte, and each word is a run of
    /// set bits found with two bit scans, so a request costs a little work per
    /// 8 bytes and per word instead of a table read and a branch per byte.
    /// Text with an apostrophe, point or comma (which may join two words'
    /// characters) or longer than 64 bytes is read byte by byte.
    static func loweredASCIIWords(
        padded base: UnsafePointer<UInt8>, count: Int, limit: Int, into spans: inout [TokenSpan]
    ) {
        // Longer text (rare in a request) is read byte by byte.
        guard count <= 64 else {
            asciiWords(UnsafeBufferPointer(start: base, count: count), limit: limit, into: &spans)
            return
        }
        let raw = UnsafeRawPointer(base)
        // One bit per byte of the text, set for a word's bytes.
        var words: UInt64 = 0
        var chunkStart = 0
        while chunkStart < count {
            let chunk = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: chunkStart, as: UInt64.self))
            let left = count &- chunkStart
            // The high bit of each byte before `count`.
            let valid: UInt64 =
                left >= 8 ? Self.highBits : Self.highBits & ((1 &<< (UInt64(truncatingIfNeeded: left) &<< 3)) &- 1)
            if Self.joinerBytes(chunk) & valid != 0 {
                asciiWords(UnsafeBufferPointer(start: base, count: count), limit: limit, into: &spans)
                return
            }
            // The chunk's 8 high bits gathered into one byte (the
            // multiplier's bits land each byte's bit in the top byte, in
            // order, without carries), placed at the chunk's offset.
            let marks = (Self.wordBytes(chunk) & valid) &>> 7
            words |= ((marks &* 0x0102_0408_1020_4080) &>> 56) &<< UInt64(truncatingIfNeeded: chunkStart)
            chunkStart &+= 8
        }
        // Each run of set bits is a word: as many as bits that start a run
        // (set, with the bit below clear). `spans` is sized once and
        // written in place, not emptied and appended to word by word.
        let wordCount = min((words & ~(words &<< 1)).nonzeroBitCount, limit + 1)
        spans.resize(to: wordCount, padding: TokenSpan(start: 0, end: 0))
        spans.withUnsafeMutableBufferPointer { spans in
            // Exactly `wordCount` runs are cut (or the first `limit + 1`).
            for index in spans.indices {
                let start = words.trailingZeroBitCount
                let length = (~(words &>> UInt64(truncatingIfNeeded: start))).trailingZeroBitCount
                spans[index] = TokenSpan(
                    start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: start &+ length))
                // Clears the run: `length` is at most 64 - `start`.
                words &= length &+ start >= 64 ? 0 : ~0 &<< UInt64(truncatingIfNeeded: start &+ length)
            }
        }
    }

    /// The high bit of every byte.
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `chunk` that is a small letter or a
    /// digit.
    ///
    /// Exact for bytes below 0x80 (sums stay within their byte);
    /// a byte at or above 0x80 may mark bytes after it, which the caller
    /// ignores (they lie past the text).
    @inline(__always)
    private static func wordBytes(_ chunk: UInt64) -> UInt64 {
        // For a byte b below 0x80: b + 0x1F has its high bit set when
        // b ≥ "a", b + 0x05 when b > "z"; b + 0x50 when b ≥ "0", b + 0x46
        // when b > "9".
        let letters = (chunk &+ 0x1F1F_1F1F_1F1F_1F1F) ^ (chunk &+ 0x0505_0505_0505_0505)
        let digits = (chunk &+ 0x5050_5050_5050_5050) ^ (chunk &+ 0x4646_4646_4646_4646)
        return (letters | digits) & highBits
    }

    /// The high bit of each byte of `chunk` that is an apostrophe, a point
    /// or a comma (exact for bytes below 0x80, as ``wordBytes(_:)``).
    @inline(__always)
    private static func joinerBytes(_ chunk: UInt64) -> UInt64 {
        // x + 0x7F keeps its high bit clear only for x = 0 (x below 0x80);
        // a point and a comma differ only in bit 1.
        let apostrophes = ~((chunk ^ 0x2727_2727_2727_2727) &+ 0x7F7F_7F7F_7F7F_7F7F)
        let pointsAndCommas = ~(((chunk | 0x0202_0202_0202_0202) ^ 0x2E2E_2E2E_2E2E_2E2E) &+ 0x7F7F_7F7F_7F7F_7F7F)
        return (apostrophes | pointsAndCommas) & highBits
    }
}
