/// The nodes of a value set's trie that up to four number words from a
/// node (the root, or one a value's first words reach) reach, each with the
/// numbers the languages' readers read the words as, in the order the
/// flexible walk reads them (depth first): worked out the first time digits
/// are read at the node (the flexible index keeps them per set for the
/// root, see ``LazyTable``, and per node elsewhere, see
/// ``NodeNumberSpellingsCache``), instead of asking whether each of the
/// node's edges (from the root, a word per title) is a number word and
/// reading the spans every time.
struct ValueNumberSpellings: Sendable {
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
