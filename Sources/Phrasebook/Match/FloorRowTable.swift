/// The floor rows a flexible walk has worked out, by the signature they
/// were worked out for (see ``FlexibleSearch/placeFloor(node:position:)``):
/// a small open-addressed table with a multiplicative hash, as a place's
/// floor is looked up here the first time each signature is met (hundreds
/// of thousands of times over the sample apps' noisy utterances, where a
/// general dictionary's hashing cost as much as the rows it saved).
struct FloorRowTable {
    /// Per slot, the row of the signature kept there, -1 for none.
    private var slots: [Int32] = []
    /// Per row, its signature: rows are numbered in the order they are kept.
    private var masks: [GraphTokenMasks.Mask] = []

    /// The row worked out for `mask`, or `nil`.
    @inline(__always)
    func row(of mask: GraphTokenMasks.Mask) -> Int32? {
        guard !slots.isEmpty else { return nil }
        let wrap = slots.count - 1
        var slot = Self.home(of: mask) & wrap
        while true {
            let row = slots[slot]
            if row < 0 { return nil }
            if masks[Int(row)] == mask { return row }
            slot = (slot + 1) & wrap
        }
    }

    /// The signature of row `row` (one ``insert(_:)`` returned).
    @inline(__always)
    func mask(ofRow row: Int32) -> GraphTokenMasks.Mask {
        masks[Int(row)]
    }

    /// Forgets every row, keeping the storage (a walk kept for reuse
    /// empties its table at each match rather than making a new one, two
    /// allocations) unless it grew past 1,024 slots.
    mutating func removeAll() {
        guard slots.count <= 1024 else {
            self = FloorRowTable()
            return
        }
        masks.removeAll(keepingCapacity: true)
        slots.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
    }

    /// Keeps a row for `mask` (not yet kept) and returns it: the number
    /// of rows kept before it.
    mutating func insert(_ mask: GraphTokenMasks.Mask) -> Int32 {
        if 2 * (masks.count + 1) > slots.count { grow() }
        let row = Int32(masks.count)
        masks.append(mask)
        place(mask, row: row)
        return row
    }

    private mutating func place(_ mask: GraphTokenMasks.Mask, row: Int32) {
        let wrap = slots.count - 1
        var slot = Self.home(of: mask) & wrap
        while slots[slot] >= 0 { slot = (slot + 1) & wrap }
        slots[slot] = row
    }

    /// Doubles the slots (64 at first, with room for 32 rows: a walk on
    /// the sample apps keeps about 20) and places every row again.
    private mutating func grow() {
        if slots.isEmpty { masks.reserveCapacity(32) }
        slots = [Int32](repeating: -1, count: max(64, 2 * slots.count))
        for (row, mask) in masks.enumerated() { place(mask, row: Int32(row)) }
    }

    @inline(__always)
    private static func home(of mask: GraphTokenMasks.Mask) -> Int {
        let mixed = (mask.low &* 0x9E37_79B9_7F4A_7C15) ^ (mask.high &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(mask.flags)
        return Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> 40)
    }
}
