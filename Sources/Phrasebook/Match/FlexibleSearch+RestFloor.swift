/// The least the rest of an utterance can cost to read, so the flexible walk
/// drops a path as soon as it cannot end within ``FlexibleCost/budget``.
///
/// Every utterance token must be consumed by something the walk does: a
/// reading (in the phrase graph or a value trie), a skip, a glued-suffix cut
/// (with or without a typo), a Han character read for another, digits read
/// as a value's number words, or a particle typed apart after a value. The
/// cheapest way through tokens `position..<count` using only those costs is
/// a lower bound on any path's cost from `position` on, since the liberties
/// that consume nothing (a word left out) only add to it. An open slot takes
/// any words for nothing, so a catalog with one gets no floor.
extension FlexibleSearch {
    /// `floor[position]`: the least tokens `position..<count` can cost to
    /// read; all zero when `catalog` has an open slot.
    func restFloors(_ catalog: Catalog) -> [Float] {
        var floor = [Float](repeating: 0, count: Int(count) + 1)
        let hasOpenSlot = catalog.slotKeys.contains { key in
            if case .open = key.source { return true }
            return false
        }
        guard !hasOpenSlot else { return floor }
        // A particle typed apart after a value is consumed for at least this.
        let spacedParticle = catalog.vocabulary.hasGluedForms ? min(FlexibleCost.particle, FlexibleCost.genericAppWord) : Float.infinity
        var position = Int(count) - 1
        while position >= 0 {
            var least = Float.infinity
            func consider(_ cost: Float, length: Int32) {
                let end = position + Int(length)
                guard end <= Int(count) else { return }
                least = min(least, cost + floor[end])
            }
            for reading in readings(at: Int32(position)) { consider(readings[reading].cost, length: readings[reading].length) }
            for skip in skips(at: Int32(position)) { consider(skips[skip].cost, length: skips[skip].length) }
            if base.splits(at: position).contains(where: { $0.prefix >= 0 }) { consider(0, length: 1) }
            for typoSplit in typoSplits where typoSplit.position == Int32(position) { consider(typoSplit.cost, length: 1) }
            if substitutable[position] { consider(FlexibleCost.substitutedCharacter, length: 1) }
            if digits[position] >= 0 { consider(FlexibleCost.number, length: 1) }
            consider(spacedParticle, length: 1)
            floor[position] = least
            position -= 1
        }
        return floor
    }
}
