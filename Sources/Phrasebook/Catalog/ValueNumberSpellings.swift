import Foundation

/// Per value set, the nodes of its trie that up to four number words from
/// the root reach, each with the numbers the languages' readers read the
/// words as, in the order the flexible walk reads them (depth first):
/// worked out the first time digits are read at the root of the set's
/// trie, instead of asking whether each of the root's edges (a word per
/// title) is a number word every time. Shared by copies of a catalog, and
/// safe to ask from several threads at once.
final class ValueNumberSpellings: @unchecked Sendable {
    /// The spellings of one value set.
    struct Spellings: Sendable {
        /// Each node reached, with its numbers: `numbers[numberStart[k]..<numberStart[k+1]]`.
        var nodes: [Int32] = []
        var numberStart: [Int32] = [0]
        var numbers: [Double] = []

        /// Appends the nodes reached by words read as `number` to `reached`.
        func appendNodes(spelling number: Double, to reached: inout [Int32]) {
            for (place, node) in nodes.enumerated()
            where numbers[Int(numberStart[place])..<Int(numberStart[place + 1])].contains(number) {
                reached.append(node)
            }
        }
    }

    /// Per value set: its spellings once asked. Guarded by `lock`.
    private var known: [Spellings?]
    private let lock = NSLock()

    /// A table for `count` value sets, nothing asked yet.
    init(count: Int) {
        known = [Spellings?](repeating: nil, count: count)
    }

    /// The spellings of value set `set`; `decide` works them out the first
    /// time (and every time for a set outside the table).
    func spellings(of set: Int32, decide: () -> Spellings) -> Spellings {
        let index = Int(set)
        guard set >= 0 else { return decide() }
        lock.lock()
        let found = index < known.count ? known[index] : nil
        lock.unlock()
        if let found { return found }
        let answer = decide()
        guard index < known.count else { return answer }
        lock.lock()
        known[index] = answer
        lock.unlock()
        return answer
    }
}
