/// The least cost the flexible walk has reached each graph place for (a
/// node and an utterance position packed in one key), in an open-addressed
/// table of flat arrays: a lookup is a multiply and a probe or two, where a
/// `Dictionary` hashed every key with SipHash, which took a quarter of the
/// walk on the peer catalog. Beside each cost it keeps the place's lower
/// bound on the rest of the walk (``FlexibleSearch`` works it out once per
/// place), `nan` until set, and who set the cost (a state's bindings and
/// words left out), so a tie with the same holder is not walked twice.
struct CheapestCosts {
    /// The keys, `empty` where a slot is free.
    private var keys: [Int64]
    /// Each slot's cost, `.infinity` until lowered.
    private var costs: [Float]
    /// Each slot's lower bound on what the rest of a walk from its place
    /// costs, `nan` until set.
    private var bounds: [Float]
    /// Each slot's holder: who set its cost (``holder(at:)``), -1 until then.
    private var holders: [Int64]
    /// `keys.count - 1` (the count is a power of two).
    private var mask: Int
    /// How many slots hold a key.
    private var used = 0
    /// The slots holding a key, in the order they were claimed: a reset
    /// empties only these.
    private var claimed: [Int32] = []
    /// The key of a free slot (graph places are never negative).
    private static let empty: Int64 = -1

    /// A table with room for `capacity` keys before it grows (a flexible
    /// walk on a catalog of fifty apps reaches about a thousand places).
    init(capacity: Int = 2048) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        keys = [Int64](repeating: Self.empty, count: size)
        costs = [Float](repeating: .infinity, count: size)
        bounds = [Float](repeating: .nan, count: size)
        holders = [Int64](repeating: -1, count: size)
        mask = size - 1
    }

    /// Forgets every key, keeping the table's storage when it has the size
    /// `CheapestCosts(capacity: capacity)` would have (a walk kept for
    /// reuse starts each match with it).
    mutating func reset(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        guard size == keys.count else {
            self = CheapestCosts(capacity: capacity)
            return
        }
        // A walk claims a few hundred of the thousands of slots. Each
        // claimed slot is below `keys.count`, the size of all three arrays:
        // they are written through their buffers (element by element, each
        // write asked again whether the array is shared).
        keys.withUnsafeMutableBufferPointer { keys in
            costs.withUnsafeMutableBufferPointer { costs in
                bounds.withUnsafeMutableBufferPointer { bounds in
                    holders.withUnsafeMutableBufferPointer { holders in
                        for slot in claimed {
                            keys[Int(slot)] = Self.empty
                            costs[Int(slot)] = .infinity
                            bounds[Int(slot)] = .nan
                            holders[Int(slot)] = -1
                        }
                    }
                }
            }
        }
        claimed.removeAll(keepingCapacity: true)
        used = 0
    }

    /// The least cost recorded for `key`, `.infinity` when none is.
    @inline(__always)
    func cost(of key: Int64) -> Float {
        var slot = Self.home(of: key, mask: mask)
        while true {
            let found = keys[slot]
            if found == key { return costs[slot] }
            if found == Self.empty { return .infinity }
            slot = (slot + 1) & mask
        }
    }

    /// The slot of `key`, claimed (with cost `.infinity`) if it has none.
    @inline(__always)
    mutating func slot(of key: Int64) -> Int {
        var slot = Self.home(of: key, mask: mask)
        while true {
            let found = keys[slot]
            if found == key { return slot }
            if found == Self.empty { break }
            slot = (slot + 1) & mask
        }
        if 2 * (used + 1) > keys.count {
            grow()
            return self.slot(of: key)
        }
        keys[slot] = key
        used += 1
        claimed.append(Int32(slot))
        return slot
    }

    /// The cost in slot `slot` (from ``slot(of:)``).
    @inline(__always)
    func cost(at slot: Int) -> Float {
        costs[slot]
    }

    /// Who set the cost in slot `slot` (from ``slot(of:)``): what
    /// ``setCost(_:holder:at:)`` was given, -1 until then.
    @inline(__always)
    func holder(at slot: Int) -> Int64 {
        holders[slot]
    }

    /// Sets the cost in slot `slot` (from ``slot(of:)``) and who set it.
    @inline(__always)
    mutating func setCost(_ cost: Float, holder: Int64, at slot: Int) {
        costs[slot] = cost
        holders[slot] = holder
    }

    /// The rest bound in slot `slot` (from ``slot(of:)``), `nan` until set.
    @inline(__always)
    func bound(at slot: Int) -> Float {
        bounds[slot]
    }

    /// Sets the rest bound in slot `slot` (from ``slot(of:)``).
    @inline(__always)
    mutating func setBound(_ bound: Float, at slot: Int) {
        bounds[slot] = bound
    }

    /// Where probing for `key` starts: the high bits of a Fibonacci hash.
    @inline(__always)
    private static func home(of key: Int64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// Doubles the table, keeping every key and cost.
    private mutating func grow() {
        let oldKeys = keys
        let oldCosts = costs
        let oldBounds = bounds
        let oldHolders = holders
        let size = 2 * keys.count
        keys = [Int64](repeating: Self.empty, count: size)
        costs = [Float](repeating: .infinity, count: size)
        bounds = [Float](repeating: .nan, count: size)
        holders = [Int64](repeating: -1, count: size)
        mask = size - 1
        used = 0
        claimed.removeAll(keepingCapacity: true)
        for (place, key) in oldKeys.enumerated() where key != Self.empty {
            let slot = slot(of: key)
            costs[slot] = oldCosts[place]
            bounds[slot] = oldBounds[place]
            holders[slot] = oldHolders[place]
        }
    }
}
