/// The cost of the typing edits between two words, with a transposition
/// of neighbouring letters as one edit and a letter replaced by a keyboard
/// neighbour costing less (``FlexibleCost``): optimal string alignment,
/// on scalar values, in integer units of a twentieth of a cost, into
/// buffers the caller keeps so nothing is allocated per comparison.
struct TypoDistance {
    /// Units per 1.0 of cost.
    static let unitsPerCost: Float = 20
    private var rows: [[Int32]] = [[], [], []]

    /// The cost of turning `typed` into `word`, or `nil` when it exceeds
    /// `limit` units.
    mutating func units(_ typed: ArraySlice<UInt32>, _ word: ArraySlice<UInt32>, limit: Int32) -> Int32? {
        let n = typed.count
        let m = word.count
        if n == 0 || m == 0 { return nil }
        let edit = Int32(FlexibleCost.typoEdit * Self.unitsPerCost)
        let adjacent = Int32(FlexibleCost.adjacentKey * Self.unitsPerCost)
        let swap = Int32(FlexibleCost.transposition * Self.unitsPerCost)
        for row in 0..<3 where rows[row].count < m + 1 { rows[row] = [Int32](repeating: 0, count: m + 1) }
        // rows[0]: two rows back, rows[1]: previous, rows[2]: current.
        for j in 0...m { rows[1][j] = Int32(j) * edit }
        let a = typed.startIndex
        let b = word.startIndex
        for i in 1...n {
            rows[2][0] = Int32(i) * edit
            var rowMinimum = rows[2][0]
            for j in 1...m {
                let x = typed[a + i - 1]
                let y = word[b + j - 1]
                let substitution: Int32 = x == y ? 0 : (Self.areNeighbours(x, y) ? adjacent : edit)
                var best = min(rows[1][j] + edit, rows[2][j - 1] + edit, rows[1][j - 1] + substitution)
                if i > 1 && j > 1 && x == word[b + j - 2] && typed[a + i - 2] == y && x != y {
                    best = min(best, rows[0][j - 2] + swap)
                }
                rows[2][j] = best
                rowMinimum = min(rowMinimum, best)
            }
            if rowMinimum > limit { return nil }
            rows.swapAt(0, 1)
            rows.swapAt(1, 2)
        }
        let total = rows[1][m]
        return total <= limit ? total : nil
    }

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
