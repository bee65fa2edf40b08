/// Whether typed text is a close spelling of the start of a piece, as
/// completion reads a typo in the last typed word: within the flexible
/// stage's tolerance for the typed text's length (``EditDistance``), of the
/// piece's first characters, as many as were typed give or take that
/// tolerance.
enum CompletionTypo {
    /// Whether folded `typed` is within ``EditDistance/tolerance(forLength:)``
    /// edits of a start of folded `piece` between `n - tolerance` and
    /// `n + tolerance` scalars long (at least one), `n` being the typed
    /// scalars; never when the tolerance is 0 or the typed text is longer
    /// than the piece by more than it.
    ///
    /// Reads ASCII text without allocating; one pass of the edit-distance
    /// table gives every start's distance at once, and stops once a row
    /// is over the tolerance everywhere.
    static func startsClose(_ typed: ArraySlice<UInt8>, to piece: [UInt8]) -> Bool {
        closeStartBytes(typed, of: piece) != nil
    }

    /// The folded bytes of the shortest start of `piece` that `typed` is
    /// a close spelling of (see ``startsClose(_:to:)``), or `nil`.
    static func closeStartBytes(_ typed: ArraySlice<UInt8>, of piece: [UInt8]) -> Int? {
        closeStartBytes(typed, of: piece[...])
    }

    /// The folded bytes of the shortest start of `piece` that `typed` is
    /// a close spelling of (see ``startsClose(_:to:)``), or `nil`.
    static func closeStartBytes(_ typed: ArraySlice<UInt8>, of piece: ArraySlice<UInt8>) -> Int? {
        // No more scalars than bytes: a length of bytes with no tolerance
        // is a length of scalars with none.
        guard EditDistance.tolerance(forLength: typed.count) > 0 else { return nil }
        let ascii = typed.allSatisfy { $0 < 0x80 } && piece.allSatisfy { $0 < 0x80 }
        guard ascii else {
            let left = String(decoding: typed, as: UTF8.self).unicodeScalars.map(\.value)
            let right = Array(String(decoding: piece, as: UTF8.self).unicodeScalars)
            guard let length = closeStart(left[...], of: right.map(\.value)[...]) else { return nil }
            return right.prefix(length).reduce(0) { $0 + UTF8.width($1) }
        }
        let n = typed.count
        let tolerance = EditDistance.tolerance(forLength: n)
        guard tolerance > 0, n <= piece.count + tolerance else { return nil }
        guard mayBeClose(typed, to: piece, tolerance: tolerance) else { return nil }
        return closeStart(typed, of: piece)
    }

    /// The letter masks of `piece`'s starts, as ``startsClose(_:to:)``
    /// rules a piece out by its letters: element `k` has a bit for each
    /// byte of the first `k + 1` bytes; `nil` unless every byte is ASCII.
    static func startMasks(of piece: [UInt8]) -> [UInt64]? {
        guard piece.allSatisfy({ $0 < 0x80 }) else { return nil }
        var mask: UInt64 = 0
        return piece.map { byte in
            mask |= 1 &<< (byte & 63)
            return mask
        }
    }

    /// Whether `typed` may be a close spelling of the start of an ASCII
    /// piece whose ``startMasks(of:)`` are `masks`, without reading the
    /// piece: false only where ``startsClose(_:to:)`` is false too.
    ///
    /// The letters of the typed text missing from the longest start, and
    /// those of the shortest start missing from the typed text, each
    /// counted once, are edits; more than the tolerance rules it out.
    static func mayStartClose(_ typed: ArraySlice<UInt8>, startMasks masks: ArraySlice<UInt64>) -> Bool {
        let n = typed.count
        let m = masks.count
        let tolerance = EditDistance.tolerance(forLength: n)
        guard m > 0 else { return true }
        guard tolerance > 0, n <= m + tolerance else { return false }
        var typedMask: UInt64 = 0
        for byte in typed {
            guard byte < 0x80 else { return true }
            typedMask |= 1 &<< (byte & 63)
        }
        let longest = max(1, min(m, n + tolerance))
        let shortest = min(max(1, n - tolerance), longest)
        if (typedMask & ~masks[masks.startIndex + longest - 1]).nonzeroBitCount > tolerance { return false }
        return (masks[masks.startIndex + shortest - 1] & ~typedMask).nonzeroBitCount <= tolerance
    }

    /// Whether ASCII `typed` may be within `tolerance` edits of a start of
    /// `piece` at most `n + tolerance` bytes long, by the letters they
    /// share: a cheap test that rules most pieces out before the table.
    ///
    /// Each typed byte found nowhere in the longest start is an edit, and
    /// so is each byte of the shortest start found nowhere in the typed
    /// text; more than `tolerance` of either rules the piece out. Bytes
    /// are sets as bits of a 64-bit mask (two bytes may share a bit, which
    /// only lets more through).
    private static func mayBeClose(_ typed: ArraySlice<UInt8>, to piece: ArraySlice<UInt8>, tolerance: Int) -> Bool {
        let n = typed.count
        let longest = max(1, min(piece.count, n + tolerance))
        let shortest = max(1, n - tolerance)
        var typedMask: UInt64 = 0
        for byte in typed { typedMask |= 1 &<< (byte & 63) }
        var pieceMask: UInt64 = 0
        var missing = 0
        for (offset, byte) in piece.prefix(longest).enumerated() {
            let bit: UInt64 = 1 &<< (byte & 63)
            pieceMask |= bit
            if offset < shortest, typedMask & bit == 0 { missing += 1 }
        }
        guard missing <= tolerance else { return false }
        missing = 0
        for byte in typed where pieceMask & (1 &<< (byte & 63)) == 0 {
            missing += 1
            if missing > tolerance { return false }
        }
        return true
    }

    /// The length in units of the shortest start of `piece` within the
    /// tolerance of `typed`, or `nil`.
    private static func closeStart<Unit: Equatable>(_ typed: ArraySlice<Unit>, of piece: ArraySlice<Unit>) -> Int? {
        let n = typed.count
        let m = piece.count
        let tolerance = EditDistance.tolerance(forLength: n)
        guard tolerance > 0, n <= m + tolerance else { return nil }
        let shortest = max(1, n - tolerance)
        let longest = max(1, min(m, n + tolerance))
        // Columns 0...longest of the piece: row i holds the distances of
        // the typed text's first i units to each start of the piece.
        let width = longest + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * width) { rows -> Int? in
            guard let base = rows.baseAddress else { return nil }
            var previous = base
            var current = previous + width
            for column in 0..<width { previous[column] = column }
            var row = 0
            for unit in typed {
                row += 1
                current[0] = row
                var smallest = row
                var column = 1
                for other in piece.prefix(longest) {
                    let substituted = previous[column - 1] + (unit == other ? 0 : 1)
                    let value = min(substituted, previous[column] + 1, current[column - 1] + 1)
                    current[column] = value
                    if value < smallest { smallest = value }
                    column += 1
                }
                if smallest > tolerance { return nil }
                swap(&previous, &current)
            }
            for length in shortest...longest where previous[length] <= tolerance { return length }
            return nil
        }
    }
}
