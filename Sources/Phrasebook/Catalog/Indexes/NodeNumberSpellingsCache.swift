import Foundation

/// The number spellings (``ValueNumberSpellings``) below nodes of value
/// tries other than their roots, per value set and node, worked out the
/// first time digits are read at a value's node past its first word
/// (`24` in `Table 24`), since working out a spelling runs every number
/// reader on every span of up to four number words below the node.
///
/// They depend on the catalog alone.
/// Holds at most ``capacity`` nodes (others are worked out each time).
/// Shared by copies of a catalog, and safe to ask from several threads at once.
final class NodeNumberSpellingsCache: Sendable {
    /// The most nodes held.
    static let capacity = 1 << 14

    /// The spellings below each node held, by value set (high 32 bits) and
    /// node (low 32).
    private let known = BoundedMemo<Int64, ValueNumberSpellings>(capacity: NodeNumberSpellingsCache.capacity)

    /// An empty cache.
    init() {}

    /// The spellings below node `node` of value set `set`'s trie; `decide`
    /// works them out the first time.
    func spellings(ofValueSet set: Int32, below node: Int32, decide: () -> ValueNumberSpellings) -> ValueNumberSpellings
    {
        known.value(for: Int64(set) << 32 | Int64(UInt32(bitPattern: node)), decide: decide)
    }
}
