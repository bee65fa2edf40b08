/// The cost of the typing edits between two words, with a transposition
/// of neighbouring letters as one edit and a letter replaced by a keyboard
/// neighbour costing less (``FlexibleCost``): optimal string alignment,
/// on scalar values, in integer units of a twentieth of a cost, into
/// buffers the caller keeps so nothing is allocated per comparison.
struct TypoDistance {
    /// Units per 1.0 of cost.
    static let unitsPerCost: Float = 20
    /// Three rows of the alignment table, side by side in one buffer kept
    /// across comparisons (one array, so a write checks one buffer's
    /// uniqueness, not a row's and its container's).
    private var cells: [Int32] = []
    /// For `a`…`z`: a bit per letter that is its keyboard neighbour, read
    /// once per comparison instead of the key places per cell.
    private let neighbours: [UInt32] = Self.neighbourMasks
    /// Storage ``FlexibleSearch/typoCandidates(_:hangul:index:typo:)``
    /// fills anew for each word it looks up (a typed word's deletion
    /// hashes and the prefix hashes and powers they are made from, the
    /// words found under them, those words by length, and the words within
    /// reach): kept here with the alignment rows, so a walk kept for reuse
    /// looks words up without allocating.
    var hashes: [UInt64] = []
    /// A scanned word's deletion hashes (see ``FlexibleSearch/typoCandidates(_:hangul:index:typo:)``).
    var wordHashes: [UInt64] = []
    var prefix: [UInt64] = []
    var power: [UInt64] = []
    var words: [Int32] = []
    var order: [Int64] = []
    var found: [(id: Int32, cost: Float)] = []
    /// Storage for a word's bytes with a particle after them (see
    /// ``FlexibleSearch/wordReadings(of:id:index:vocabulary:typo:)``), or
    /// with the words after it that it may have been typed apart from.
    var bytes: [UInt8] = []

    /// Appends `text`'s UTF-8 bytes to ``bytes``, copied at once from a
    /// string stored as UTF-8 (as native ones are).
    mutating func appendBytes(of text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if copied == nil { bytes.append(contentsOf: text.utf8) }
    }

    /// The cost of turning `typed` into `word`, or `nil` when it exceeds
    /// `limit` units.
    mutating func units(_ typed: ArraySlice<UInt32>, _ word: ArraySlice<UInt32>, limit: Int32) -> Int32? {
        let n = typed.count
        let m = word.count
        if n == 0 || m == 0 { return nil }
        let edit = Int32(FlexibleCost.typoEdit * Self.unitsPerCost)
        let adjacent = Int32(FlexibleCost.adjacentKey * Self.unitsPerCost)
        let swap = Int32(FlexibleCost.transposition * Self.unitsPerCost)
        let width = m + 1
        if cells.count < 3 * width { cells = [Int32](repeating: 0, count: 3 * width) }
        // The rows are read and written through the buffer's memory (an
        // array's write checked its uniqueness and bounds per cell): every
        // index below is a row offset (0, `width` or `2 * width`) plus at
        // most `m`, within the `3 * width` cells ensured above; `typed` and
        // `word` are read at `a + 0..<n` and `b + 0..<m`; `neighbours` has
        // a mask per letter `a`…`z`.
        return neighbours.withUnsafeBufferPointer { neighbours in
            cells.withUnsafeMutableBufferPointer { cells -> Int32? in
                typed.withUnsafeBufferPointer { typed in
                    word.withUnsafeBufferPointer { word in
                        // Row offsets: two rows back, the previous row, the current one.
                        var twoBack = 0
                        var previous = width
                        var current = 2 * width
                        for j in 0...m { cells[previous + j] = Int32(j) * edit }
                        for i in 1...n {
                            let x = typed[i - 1]
                            let xNeighbours = x >= 0x61 && x <= 0x7A ? neighbours[Int(x - 0x61)] : 0
                            cells[current] = Int32(i) * edit
                            var rowMinimum = cells[current]
                            for j in 1...m {
                                let y = word[j - 1]
                                let isNeighbour = y >= 0x61 && y <= 0x7A && (xNeighbours >> (y - 0x61)) & 1 != 0
                                let substitution: Int32 = x == y ? 0 : (isNeighbour ? adjacent : edit)
                                var best = min(
                                    cells[previous + j] + edit, cells[current + j - 1] + edit,
                                    cells[previous + j - 1] + substitution)
                                if i > 1 && j > 1 && x == word[j - 2] && typed[i - 2] == y && x != y {
                                    best = min(best, cells[twoBack + j - 2] + swap)
                                }
                                cells[current + j] = best
                                rowMinimum = min(rowMinimum, best)
                            }
                            if rowMinimum > limit { return nil }
                            (twoBack, previous, current) = (previous, current, twoBack)
                        }
                        let total = cells[previous + m]
                        return total <= limit ? total : nil
                    }
                }
            }
        }
    }

    /// ``areNeighbours(_:_:)`` for every pair of `a`…`z`, a bit mask per letter.
    private static let neighbourMasks: [UInt32] = {
        var masks = [UInt32](repeating: 0, count: 26)
        for first in 0..<UInt32(26) {
            for second in 0..<UInt32(26) where areNeighbours(0x61 + first, 0x61 + second) {
                masks[Int(first)] |= 1 << second
            }
        }
        return masks
    }()

    /// Whether two ASCII letters are next to each other on a QWERTY keyboard.
    static func areNeighbours(_ x: UInt32, _ y: UInt32) -> Bool {
        guard let first = place(x), let second = place(y) else { return false }
        let rows = abs(first.row - second.row)
        let columns = abs(first.column - second.column)
        return rows == 0 ? columns <= 2 : rows == 1 && columns <= 1
    }

    /// A letter's row and column on a QWERTY keyboard (columns in half keys,
    /// as each row is shifted by half a key).
    private static func place(_ letter: UInt32) -> (row: Int, column: Int)? {
        guard letter >= 0x61 && letter <= 0x7A else { return nil }
        let position = keyPlaces[Int(letter - 0x61)]
        return (position / 100, position % 100)
    }

    /// For `a`…`z`: row × 100 + column in half keys.
    private static let keyPlaces: [Int] = {
        let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
        var places = [Int](repeating: 0, count: 26)
        for (row, letters) in rows.enumerated() {
            for (column, letter) in letters.unicodeScalars.enumerated() {
                places[Int(letter.value - 0x61)] = row * 100 + column * 2 + row
            }
        }
        return places
    }()
}
