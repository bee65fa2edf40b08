/// The phrases of a collision check listed under each token their
/// utterances can start (or end) with, as two flat arrays: phrase `k`'s
/// tokens are given in phrase order, and the numbers of the phrases under
/// a token come in ascending order, so the earlier phrases that share a
/// token with a later one are a prefix of each token's list.
///
/// Built once per group from every phrase's tokens (counted, then placed:
/// no hashing), where a dictionary of arrays grown phrase by phrase spent
/// most of the check on a phrase that starts or ends with a large type's
/// values (thousands of tokens).
struct PhraseTokenIndex {
    /// The smallest token listed; token `t` is at `t - base` in ``start``.
    private let base: Int
    /// Where the phrases under each token start in ``phrases`` (one more
    /// entry than tokens in the range).
    private let start: [Int32]
    /// The phrase numbers, token after token, ascending under each.
    private let phrases: [Int32]

    /// The index of `tokenSets`: element `k` is phrase `k`'s tokens.
    init(_ tokenSets: [Set<Int32>]) {
        var lowest = Int.max
        var highest = Int.min
        var total = 0
        for tokens in tokenSets {
            total += tokens.count
            for token in tokens {
                lowest = min(lowest, Int(token))
                highest = max(highest, Int(token))
            }
        }
        guard total > 0 else {
            base = 0
            start = [0]
            phrases = []
            return
        }
        base = lowest
        let width = highest - lowest + 1
        // Counts at `t + 1`, summed into starts; then each phrase is placed
        // at its token's next free slot, in phrase order.
        var start = [Int32](repeating: 0, count: width + 1)
        for tokens in tokenSets {
            for token in tokens { start[Int(token) - lowest + 1] += 1 }
        }
        for slot in 0..<width { start[slot + 1] += start[slot] }
        var next = Array(start.dropLast())
        var phrases = [Int32](repeating: 0, count: total)
        for (phrase, tokens) in tokenSets.enumerated() {
            for token in tokens {
                let slot = Int(token) - lowest
                phrases[Int(next[slot])] = Int32(phrase)
                next[slot] += 1
            }
        }
        self.start = start
        self.phrases = phrases
    }

    /// The phrases before `later` listed under any of `tokens`, ascending,
    /// each once.
    func phrases(before later: Int, sharingAnyOf tokens: Set<Int32>) -> [Int] {
        var found: [Int] = []
        for token in tokens {
            let slot = Int(token) - base
            guard slot >= 0, slot + 1 < start.count else { continue }
            for position in Int(start[slot])..<Int(start[slot + 1]) {
                let phrase = Int(phrases[position])
                guard phrase < later else { break }
                found.append(phrase)
            }
        }
        guard found.count > 1 else { return found }
        found.sort()
        var kept = 0
        for position in found.indices where position == 0 || found[position] != found[position - 1] {
            found[kept] = found[position]
            kept += 1
        }
        found.removeLast(found.count - kept)
        return found
    }
}
