/// Levenshtein distance between short strings, by Unicode scalar: how many
/// insertions, deletions and substitutions turn one into the other.
///
/// Used for
/// "a close spelling" of an answer and for near-collisions of phrases.
enum EditDistance {
    /// The distance between `a` and `b`, or `nil` once it exceeds `limit`.
    static func distance(_ a: String, _ b: String, limit: Int = .max) -> Int? {
        let left = Array(a.unicodeScalars)
        let right = Array(b.unicodeScalars)
        if abs(left.count - right.count) > limit { return nil }
        if left.isEmpty { return right.count <= limit ? right.count : nil }
        if right.isEmpty { return left.count <= limit ? left.count : nil }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...right.count {
                let cost = left[i - 1] == right[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[right.count] <= limit ? previous[right.count] : nil
    }

    /// How many edits still count as "a close spelling" of a word this long.
    static func tolerance(forLength length: Int) -> Int {
        switch length {
        case ..<4: 0
        case 4...6: 1
        default: 2
        }
    }
}
