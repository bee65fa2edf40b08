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
    /// read; all zero when `catalog` has an open slot (`hasOpenSlot`, from
    /// its flexible index: a scan of its slot keys per walk cost as much as
    /// the floors).
    ///
    /// Written into `floor`, storage the caller keeps.
    func restFloors(_ catalog: Catalog, hasOpenSlot: Bool, into floor: inout [Float]) {
        floor.removeAll(keepingCapacity: true)
        floor.append(contentsOf: repeatElement(0, count: Int(count) + 1))
        guard !hasOpenSlot else { return }
        // A particle typed apart after a value is consumed for at least this.
        let spacedParticle = hasGluedForms ? min(FlexibleCost.particle, FlexibleCost.genericAppWord) : Float.infinity
        var position = Int(count) - 1
        while position >= 0 {
            var least = Float.infinity
            func consider(_ cost: Float, length: Int32) {
                let end = position + Int(length)
                guard end <= Int(count) else { return }
                least = min(least, cost + floor[end])
            }
            for reading in readings(at: Int32(position)) {
                consider(readings[reading].cost, length: readings[reading].length)
            }
            for skip in skips(at: Int32(position)) { consider(skips[skip].cost, length: skips[skip].length) }
            if base.splits(at: position).contains(where: { $0.prefix >= 0 }) { consider(0, length: 1) }
            for typoSplit in typoSplits where typoSplit.position == Int32(position) {
                consider(typoSplit.cost, length: 1)
            }
            if substitutable[position] { consider(FlexibleCost.substitutedCharacter, length: 1) }
            if digits[position] >= 0 { consider(FlexibleCost.number, length: 1) }
            consider(spacedParticle, length: 1)
            floor[position] = least
            position -= 1
        }
    }

    /// Per position: the least the token there costs to consume inside a
    /// value walk other than by a reading (a glued-suffix cut, with or
    /// without a typo, a Han character read for another, digits read as a
    /// value's number words, a particle typed apart after a value),
    /// `.infinity` where none can.
    ///
    /// Written into `costs`, storage the caller keeps.
    func valueOnlyCosts(_ catalog: Catalog, into costs: inout [Float]) {
        let spacedParticle = hasGluedForms ? min(FlexibleCost.particle, FlexibleCost.genericAppWord) : Float.infinity
        costs.removeAll(keepingCapacity: true)
        costs.append(contentsOf: repeatElement(spacedParticle, count: Int(count)))
        for position in 0..<Int(count) {
            if base.splits(at: position).contains(where: { $0.prefix >= 0 }) { costs[position] = 0 }
            if substitutable[position] { costs[position] = min(costs[position], FlexibleCost.substitutedCharacter) }
            if digits[position] >= 0 { costs[position] = min(costs[position], FlexibleCost.number) }
        }
        for typoSplit in typoSplits {
            costs[Int(typoSplit.position)] = min(costs[Int(typoSplit.position)], typoSplit.cost)
        }
    }

    /// The least the rest of a walk from graph node `node` at utterance
    /// position `position` can cost.
    ///
    /// From a graph place the walk reads
    /// only words at or below the node (its token edges, and the value sets
    /// of its slots), so the rest of the utterance is read as
    /// ``restFloors(_:hasOpenSlot:into:)`` reads it, but with only the readings whose word is
    /// in the node's signature (``GraphTokenMasks``), and with what only a
    /// value walk or an open slot consumes only where such a slot lies
    /// below. Worked out once per signature (many nodes share one) the
    /// first time a place needs it, and shared by the signatures that have
    /// the same bits of the utterance's readings (``readingBits``) and the
    /// same flags, whose floors are the same. Depends only on the place, so
    /// a path it drops could only have kept out paths that cost as much or
    /// more from the same place, which it drops too.
    @inline(__always)
    mutating func placeFloor(node: Int32, position: Int32) -> Float {
        let id = Int(graphMasks.maskID(of: node))
        // Most places find their row made and worked out as far down: read
        // where they are asked for, the rest a call of its own.
        if id < maskRows.count {
            let row = Int(maskRows[id])
            if row >= 0 && maskRowLowest[row] <= position { return maskFloors[row * (Int(count) + 1) + Int(position)] }
        }
        return workOutPlaceFloor(maskID: id, position: position)
    }

    /// ``placeFloor(node:position:)`` of a node with signature `id` whose
    /// row is not yet made, or not worked out down to `position`.
    @inline(never)
    private mutating func workOutPlaceFloor(maskID id: Int, position: Int32) -> Float {
        // Filled in the storage the last walk kept (a new array each walk
        // cost an allocation the size of the signatures).
        if maskRows.isEmpty { maskRows.append(contentsOf: repeatElement(-1, count: graphMasks.masks.count)) }
        var row = maskRows[id]
        if row < 0 {
            let mask = graphMasks.masks[id]
            // A reading's bits are within `readingBits`, so the floor
            // weighs only the signature's bits there.
            let utterance = GraphTokenMasks.Mask(
                low: mask.low & readingBits.low, high: mask.high & readingBits.high, flags: mask.flags)
            if let shared = floorRows.row(of: utterance) {
                row = shared
            } else {
                row = floorRows.insert(utterance)
                appendMaskedFloorRow()
            }
            maskRows[id] = row
        }
        // A row is worked out from the utterance's end down to the lowest
        // position asked for so far: most places ask only for positions
        // past the first few.
        if maskRowLowest[Int(row)] > position { fillMaskedFloors(row: Int(row), downTo: Int(position)) }
        return maskFloors[Int(row) * (Int(count) + 1) + Int(position)]
    }

    /// Per position, what skipping every token from there costs at least:
    /// every position has a one-token skip, so no place's floor
    /// (``placeFloor(node:position:)``) is above it.
    ///
    /// Written into `floor`,
    /// storage the caller keeps.
    func skipOnlyFloors(into floor: inout [Float]) {
        floor.removeAll(keepingCapacity: true)
        floor.append(contentsOf: repeatElement(0, count: Int(count) + 1))
        var position = count - 1
        while position >= 0 {
            var least = Float.infinity
            for skip in skips(at: position) where skips[skip].length == 1 { least = min(least, skips[skip].cost) }
            floor[Int(position)] = least + floor[Int(position) + 1]
            position -= 1
        }
    }

    /// Sets the ways to consume each position's token that
    /// ``placeFloor(node:position:)`` weighs (its readings, each with its
    /// word's signature bits, and its skips, which every node allows):
    /// position `p`'s one-token skips and readings are summed up in
    /// `floorPositions[p]` (``FloorPosition``: the cheapest skip, and the
    /// readings' bits together), its readings of one token cheaper than
    /// that skip are `floorOptions[optionStart[p]..<floorPositions[p].oneTokenEnd]`
    /// (one costing as much or more never lowers a floor), and its ways of
    /// more tokens follow, up to `optionStart[p + 1]`; `readingBits` is
    /// every reading's bits together.
    ///
    /// The arrays are filled in the storage
    /// the last walk left (built anew, the options grew a step at a time,
    /// a copy each).
    ///
    /// Also sets each reading's signature bits (`readingTokenBits`) and
    /// each position's (`positionBits`), which the walk tests before
    /// looking a reading up in the phrase graph.
    mutating func makeFloorOptions() {
        // Taken out of the walk so that each is held once, and filled in place.
        var options = floorOptions
        var optionStart = self.optionStart
        var positions = floorPositions
        floorOptions = []
        self.optionStart = []
        floorPositions = []
        options.removeAll(keepingCapacity: true)
        optionStart.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
        optionStart.append(0)
        var readingBits = GraphTokenMasks.Mask()
        readingTokenBits.removeAll(keepingCapacity: true)
        positionBits.removeAll(keepingCapacity: true)
        for position in 0..<count {
            var skip = Float.infinity
            for place in skips(at: position) where skips[place].length == 1 { skip = min(skip, skips[place].cost) }
            var here: (low: UInt64, high: UInt64) = (0, 0)
            var one: (low: UInt64, high: UInt64) = (0, 0)
            for reading in readings(at: position) {
                let bits = GraphTokenMasks.bits(of: readings[reading].token)
                readingBits.low |= bits.low
                readingBits.high |= bits.high
                here.low |= bits.low
                here.high |= bits.high
                // Readings are listed position by position: this is reading `reading`'s.
                readingTokenBits.append(bits)
                if readings[reading].length == 1 && readings[reading].cost < skip {
                    one.low |= bits.low
                    one.high |= bits.high
                    options.append(
                        FloorOption(
                            low: bits.low, high: bits.high, cost: readings[reading].cost, length: 1, always: false))
                }
            }
            positionBits.append(here)
            positions.append(FloorPosition(low: one.low, high: one.high, skip: skip, oneTokenEnd: Int32(options.count)))
            for place in skips(at: position) where skips[place].length != 1 {
                options.append(
                    FloorOption(low: 0, high: 0, cost: skips[place].cost, length: skips[place].length, always: true))
            }
            for reading in readings(at: position) where readings[reading].length != 1 {
                let bits = GraphTokenMasks.bits(of: readings[reading].token)
                options.append(
                    FloorOption(
                        low: bits.low, high: bits.high, cost: readings[reading].cost, length: readings[reading].length,
                        always: false))
            }
            optionStart.append(Int32(options.count))
        }
        floorOptions = options
        self.optionStart = optionStart
        floorPositions = positions
        self.readingBits = readingBits
    }

    /// Adds a row to `maskFloors` (row `maskRowLowest.count`) with only
    /// its last floor (none of the utterance is left to read: 0) worked
    /// out.
    ///
    /// `maskFloors` keeps the floors the last walks left past the
    /// rows in use (every floor of a row is written before it is read), so
    /// it grows only when this walk needs more rows than any before.
    private mutating func appendMaskedFloorRow() {
        let width = Int(count) + 1
        let start = maskRowLowest.count * width
        if start + width > maskFloors.count {
            // Room for 32 rows at first, as in ``FloorRowTable``, then double.
            maskFloors.append(
                contentsOf: repeatElement(0, count: max(32 * width, maskFloors.count, start + width - maskFloors.count))
            )
        }
        maskFloors[start + width - 1] = 0
        maskRowLowest.append(count)
    }

    /// Works out row `row` of `maskFloors` (that of the signature
    /// ``FloorRowTable`` keeps for it) down to position `lowest`: the least
    /// tokens `position..<count` cost to read from a node with that
    /// signature, for each position below those worked out before.
    private mutating func fillMaskedFloors(row: Int, downTo lowest: Int) {
        let mask = floorRows.mask(ofRow: Int32(row))
        let start = row * (Int(count) + 1)
        let valueSlot = mask.flags & GraphTokenMasks.Mask.valueSlot != 0
        let openSlot = mask.flags & GraphTokenMasks.Mask.openSlot != 0
        let count = Int(self.count)
        let highest = Int(maskRowLowest[row]) - 1
        maskRowLowest[row] = Int32(lowest)
        // Every row has `count + 1` floors, and an option's end is checked
        // to be at most `count` (as in ``restFloors(_:hasOpenSlot:into:)``); `optionStart`
        // has `count + 1` entries, each within `floorOptions`,
        // `floorPositions` and `valueOnlyCost` one per position, each
        // position's one-token end between its starts: every index below
        // stays in bounds. Each floor read past `position` was worked out before
        // (by an earlier fill, or above in this one).
        floorOptions.withUnsafeBufferPointer { options in
            optionStart.withUnsafeBufferPointer { optionStart in
                floorPositions.withUnsafeBufferPointer { positions in
                    valueOnlyCost.withUnsafeBufferPointer { valueOnlyCost in
                        maskFloors.withUnsafeMutableBufferPointer { floors in
                            var position = highest
                            while position >= lowest {
                                let next = floors[start + position + 1]
                                // The least one token costs, then the rest after it:
                                // `next` is added once (adding it to each cost and
                                // taking the least gives the same sum, as rounding
                                // keeps the order of sums).
                                let here = positions[position]
                                var one = valueSlot ? min(here.skip, valueOnlyCost[position]) : here.skip
                                if (here.low & mask.low) | (here.high & mask.high) != 0 {
                                    for place in Int(optionStart[position])..<Int(here.oneTokenEnd) {
                                        let option = options[place]
                                        if option.cost < one && (option.low & mask.low) | (option.high & mask.high) != 0
                                        {
                                            one = option.cost
                                        }
                                    }
                                }
                                var least = one + next
                                if openSlot { least = min(least, next) }
                                for place in Int(here.oneTokenEnd)..<Int(optionStart[position + 1]) {
                                    let option = options[place]
                                    guard option.always || (option.low & mask.low) | (option.high & mask.high) != 0
                                    else { continue }
                                    let end = position + Int(option.length)
                                    guard end <= count else { continue }
                                    least = min(least, option.cost + floors[start + end])
                                }
                                floors[start + position] = least
                                position -= 1
                            }
                        }
                    }
                }
            }
        }
    }
}
