/// The least cost the flexible walk has reached each graph place for (a
/// node and an utterance position packed in one key), in an open-addressed
/// table of flat columns: a lookup is a multiply and a probe or two, where a
/// `Dictionary` hashed every key with SipHash, which took a quarter of the
/// walk on the peer catalog.
///
/// Beside each cost it keeps the place's lower
/// bound on the rest of the walk (``FlexibleSearch`` works it out once per
/// place), `nan` until set, and who set the cost (a state's bindings and
/// words left out), so a tie with the same holder is not walked twice.
///
/// The columns are memory the table owns (``Columns``), read and written
/// through pointers: as arrays, each write asked whether the array was
/// shared (a runtime call), several per place the walk pushes. Every slot
/// index is masked to the column size, so every access stays in bounds. A
/// copy of the table shares its columns: one walk at a time uses a table
/// (the per-thread walk of ``MatchSearchPool``).
struct CheapestCosts {
    /// The table's memory: four columns of `size` slots and the list of
    /// claimed slots (at most half the slots are ever claimed, see
    /// ``slot(of:)``, so `size` entries always hold it).
    final class Columns {
        /// How many slots each column has (a power of two).
        let size: Int
        /// The keys, ``CheapestCosts/empty`` where a slot is free.
        let keys: UnsafeMutablePointer<Int64>
        /// Each slot's cost, `.infinity` until lowered.
        let costs: UnsafeMutablePointer<Float>
        /// Each slot's lower bound on what the rest of a walk from its
        /// place costs, `nan` until set.
        let bounds: UnsafeMutablePointer<Float>
        /// Each slot's holder: who set its cost, -1 until then.
        let holders: UnsafeMutablePointer<Int64>
        /// The slots holding a key, in the order they were claimed: a reset
        /// empties only these.
        let claimed: UnsafeMutablePointer<Int32>

        /// Columns of `size` free slots.
        init(size: Int) {
            self.size = size
            keys = .allocate(capacity: size)
            keys.initialize(repeating: CheapestCosts.empty, count: size)
            costs = .allocate(capacity: size)
            costs.initialize(repeating: .infinity, count: size)
            bounds = .allocate(capacity: size)
            bounds.initialize(repeating: .nan, count: size)
            holders = .allocate(capacity: size)
            holders.initialize(repeating: -1, count: size)
            claimed = .allocate(capacity: size)
            claimed.initialize(repeating: 0, count: size)
        }

        deinit {
            keys.deallocate()
            costs.deallocate()
            bounds.deallocate()
            holders.deallocate()
            claimed.deallocate()
        }
    }

    /// The columns.
    private var columns: Columns
    /// `columns.size - 1` (the size is a power of two).
    private var mask: Int
    /// How many slots hold a key (and how many of `columns.claimed` are set).
    private var used = 0
    /// The key of a free slot (graph places are never negative).
    fileprivate static let empty: Int64 = -1

    /// A table with room for `capacity` keys before it grows (a flexible
    /// walk on a catalog of fifty apps reaches about a thousand places).
    init(capacity: Int = 2048) {
        let size = Self.size(for: capacity)
        columns = Columns(size: size)
        mask = size - 1
    }

    /// The column size for `capacity` keys: a power of two, at least 16
    /// and twice the keys.
    private static func size(for capacity: Int) -> Int {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        return size
    }

    /// Forgets every key, keeping the table's storage when it has the size
    /// `CheapestCosts(capacity: capacity)` would have (a walk kept for
    /// reuse starts each match with it).
    mutating func reset(capacity: Int) {
        guard Self.size(for: capacity) == columns.size else {
            self = CheapestCosts(capacity: capacity)
            return
        }
        // A walk claims a few hundred of the thousands of slots; each
        // claimed slot is below the column size.
        let columns = self.columns
        for place in 0..<used {
            let slot = Int(columns.claimed[place])
            columns.keys[slot] = Self.empty
            columns.costs[slot] = .infinity
            columns.bounds[slot] = .nan
            columns.holders[slot] = -1
        }
        used = 0
    }

    /// The least cost recorded for `key`, `.infinity` when none is.
    @inline(__always)
    func cost(of key: Int64) -> Float {
        let columns = self.columns
        var slot = Self.home(of: key, mask: mask)
        while true {
            let found = columns.keys[slot]
            if found == key { return columns.costs[slot] }
            if found == Self.empty { return .infinity }
            slot = (slot + 1) & mask
        }
    }

    /// The slot of `key`, claimed (with cost `.infinity`) if it has none.
    ///
    /// ``cost(of:)`` of a key that was at slot `hint` (a slot
    /// ``slot(of:)`` returned for it): read there while the key still is
    /// (the table has not grown since), without hashing it again.
    @inline(__always)
    func cost(of key: Int64, hint: Int) -> Float {
        let columns = self.columns
        if hint >= 0 && hint <= mask && columns.keys[hint] == key { return columns.costs[hint] }
        return cost(of: key)
    }

    @inline(__always)
    mutating func slot(of key: Int64) -> Int {
        let columns = self.columns
        var slot = Self.home(of: key, mask: mask)
        while true {
            let found = columns.keys[slot]
            if found == key { return slot }
            if found == Self.empty { break }
            slot = (slot + 1) & mask
        }
        if 2 * (used + 1) > columns.size {
            grow()
            return self.slot(of: key)
        }
        // `used` stays below half the size: the claimed list has room.
        columns.keys[slot] = key
        columns.claimed[used] = Int32(slot)
        used += 1
        return slot
    }

    /// The cost in slot `slot` (from ``slot(of:)``).
    @inline(__always)
    func cost(at slot: Int) -> Float {
        columns.costs[slot & mask]
    }

    /// Who set the cost in slot `slot` (from ``slot(of:)``): what
    /// ``setCost(_:holder:at:)`` was given, -1 until then.
    @inline(__always)
    func holder(at slot: Int) -> Int64 {
        columns.holders[slot & mask]
    }

    /// Sets the cost in slot `slot` (from ``slot(of:)``) and who set it.
    @inline(__always)
    mutating func setCost(_ cost: Float, holder: Int64, at slot: Int) {
        columns.costs[slot & mask] = cost
        columns.holders[slot & mask] = holder
    }

    /// The rest bound in slot `slot` (from ``slot(of:)``), `nan` until set.
    @inline(__always)
    func bound(at slot: Int) -> Float {
        columns.bounds[slot & mask]
    }

    /// Sets the rest bound in slot `slot` (from ``slot(of:)``).
    @inline(__always)
    mutating func setBound(_ bound: Float, at slot: Int) {
        columns.bounds[slot & mask] = bound
    }

    /// Where probing for `key` starts: the high bits of a Fibonacci hash.
    @inline(__always)
    private static func home(of key: Int64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// Doubles the table, keeping every key, cost, bound and holder.
    private mutating func grow() {
        let old = columns
        let oldUsed = used
        columns = Columns(size: 2 * old.size)
        mask = columns.size - 1
        used = 0
        // Each claimed slot's key placed again, in the order claimed.
        for place in 0..<oldUsed {
            let from = Int(old.claimed[place])
            let slot = slot(of: old.keys[from])
            columns.costs[slot] = old.costs[from]
            columns.bounds[slot] = old.bounds[from]
            columns.holders[slot] = old.holders[from]
        }
    }
}
