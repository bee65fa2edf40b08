/// The edges a ``TrieBuilder`` has made, from a (parent, label) key to the
/// child node: an open-addressing table (linear probing, a multiplicative
/// hash, at most half full) that finds or places a key in one probe run,
/// far cheaper than a `Dictionary` for the millions of edges of a full-size
/// catalog's value tries.
struct EdgeTable {
    /// No key is this: a parent node is never negative, so a key's top bit is clear.
    private static let empty = UInt64.max
    private var keys: [UInt64]
    private var children: [Int32]
    private var count = 0
    private var shift: UInt64

    /// A table with room for `expected` edges before it grows.
    init(expected: Int = 0) {
        var size = 16
        while size < expected * 2 { size *= 2 }
        keys = [UInt64](repeating: Self.empty, count: size)
        children = [Int32](repeating: 0, count: size)
        shift = UInt64(64 - size.trailingZeroBitCount)
    }

    /// The key of the edge from `parent` along `label`.
    static func key(parent: Int32, label: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: parent)) << 32 | UInt64(UInt32(bitPattern: label))
    }

    private func home(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// Where `key` is: its child and slot when stored, else -1 and the free
    /// slot where ``insert(_:child:at:)`` puts it.
    func find(_ key: UInt64) -> (child: Int32, slot: Int) {
        let mask = keys.count - 1
        var slot = home(of: key)
        while true {
            let stored = keys[slot]
            if stored == key { return (children[slot], slot) }
            if stored == Self.empty { return (-1, slot) }
            slot = (slot + 1) & mask
        }
    }

    /// Stores `child` under `key` at the free `slot` that ``find(_:)`` gave
    /// (no other insert in between).
    mutating func insert(_ key: UInt64, child: Int32, at slot: Int) {
        keys[slot] = key
        children[slot] = child
        count += 1
        if count * 2 > keys.count { grow() }
    }

    /// Doubles the table and puts every edge back.
    private mutating func grow() {
        let oldKeys = keys
        let oldChildren = children
        let size = keys.count * 2
        keys = [UInt64](repeating: Self.empty, count: size)
        children = [Int32](repeating: 0, count: size)
        shift = UInt64(64 - size.trailingZeroBitCount)
        let mask = size - 1
        for (index, key) in oldKeys.enumerated() where key != Self.empty {
            var slot = home(of: key)
            while keys[slot] != Self.empty { slot = (slot + 1) & mask }
            keys[slot] = key
            children[slot] = oldChildren[index]
        }
    }
}
