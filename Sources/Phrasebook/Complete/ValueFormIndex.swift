/// One value set's forms sorted by their folded text, for completion: the
/// forms a typed prefix starts are one run of the sorted order, found by
/// two binary searches, and a tree of each run's best-ranked form gives the
/// first few of a run without reading the rest of it.
///
/// Built once per value set (see ``CompletionIndex``), so a keystroke
/// costs a few searches whatever the set's size. A class, so handing a
/// set's index to a keystroke's walk counts one reference, not one per
/// array it holds.
final class ValueFormIndex: Sendable {
    /// Every form's folded text (``CompletionFolding``), one after another,
    /// in sorted order: sorted form `k` is `bytes[starts[k]..<starts[k+1]]`.
    private let bytes: [UInt8]
    /// Where each sorted form starts in `bytes` (one more entry than forms).
    private let starts: [Int32]
    /// The payload (variant) index of each sorted form.
    let variants: [Int32]
    /// Each sorted form's rank: its value's declared order, then the
    /// characters it is said in (lower first); a tie goes to the form
    /// sorted first.
    private let ranks: [UInt64]
    /// A tree over the sorted forms: node `n` (from 1) holds the position
    /// of the best-ranked form below it; leaves start at `leafBase`.
    private let best: [Int32]
    private let leafBase: Int

    /// The forms of a value set, each as its payload index, how it is said
    /// and its value's declared order; forms said by nothing are left out.
    init(forms: [(variant: Int32, display: String, order: Int32)]) {
        var folded: [(bytes: [UInt8], variant: Int32, rank: UInt64)] = []
        folded.reserveCapacity(forms.count)
        for form in forms {
            let bytes = CompletionFolding.foldedBytes(form.display)
            guard !bytes.isEmpty else { continue }
            let rank = UInt64(UInt32(bitPattern: form.order)) << 32 | UInt64(min(form.display.count, 0xFFFF_FFFF))
            folded.append((bytes, form.variant, rank))
        }
        folded.sort { $0.bytes.lexicographicallyPrecedes($1.bytes) }
        var bytes: [UInt8] = []
        var starts: [Int32] = [0]
        starts.reserveCapacity(folded.count + 1)
        for form in folded {
            bytes += form.bytes
            starts.append(Int32(clamping: bytes.count))
        }
        self.bytes = bytes
        self.starts = starts
        variants = folded.map(\.variant)
        let ranks = folded.map(\.rank)
        self.ranks = ranks
        var leafBase = 1
        while leafBase < max(folded.count, 1) { leafBase <<= 1 }
        var best = [Int32](repeating: -1, count: 2 * leafBase)
        for position in folded.indices { best[leafBase + position] = Int32(position) }
        var node = leafBase - 1
        while node >= 1 {
            best[node] = Self.better(best[2 * node], best[2 * node + 1], ranks: ranks)
            node -= 1
        }
        self.best = best
        self.leafBase = leafBase
    }

    /// How many forms the index holds.
    var count: Int { variants.count }

    /// The better ranked of two positions (`-1` for none).
    private static func better(_ left: Int32, _ right: Int32, ranks: [UInt64]) -> Int32 {
        if left < 0 { return right }
        if right < 0 { return left }
        return ranks[Int(right)] < ranks[Int(left)] ? right : left
    }

    /// Sorted form `position`'s folded bytes.
    private func form(_ position: Int) -> ArraySlice<UInt8> {
        bytes[Int(starts[position])..<Int(starts[position + 1])]
    }

    /// Sorted form `position`'s folded bytes.
    func folded(at position: Int) -> ArraySlice<UInt8> { form(position) }

    /// Sorted form `position`'s rank: lower ranks first.
    func rank(at position: Int) -> UInt64 { ranks[position] }

    /// The sorted positions of the forms that start with `prefix`.
    func range<Prefix: Collection<UInt8>>(startingWith prefix: Prefix) -> Range<Int> {
        Self.contiguous(prefix) { search($0, within: 0..<count, shared: 0) }
    }

    /// The sorted positions within `run` of the forms that start with
    /// `prefix`, every form of `run` starting with the first `shared` bytes
    /// of `prefix`: two searches of the run, comparing only the bytes after
    /// those.
    func range(startingWith prefix: ArraySlice<UInt8>, within run: Range<Int>, shared: Int) -> Range<Int> {
        Self.contiguous(prefix) { search($0, within: run, shared: shared) }
    }

    /// The sorted positions of the forms that are exactly `text`.
    func range<Text: Collection<UInt8>>(equalTo text: Text) -> Range<Int> {
        equal(within: range(startingWith: text), length: text.count)
    }

    /// The first positions of `run` (forms that start with the same
    /// `length` bytes) whose forms are exactly `length` bytes long: the
    /// forms that are the run's shared start, sorted before the rest.
    func equal(within run: Range<Int>, length: Int) -> Range<Int> {
        var end = run.lowerBound
        while end < run.upperBound, Int(starts[end + 1] - starts[end]) == length { end += 1 }
        return run.lowerBound..<end
    }

    /// `prefix`'s bytes as one buffer, for ``search(_:within:shared:)``.
    @inline(__always)
    private static func contiguous<Prefix: Collection<UInt8>>(
        _ prefix: Prefix, _ body: (UnsafeBufferPointer<UInt8>) -> Range<Int>
    ) -> Range<Int> {
        if let found = prefix.withContiguousStorageIfAvailable(body) { return found }
        return Array(prefix).withUnsafeBufferPointer(body)
    }

    /// The sorted positions within `run` of the forms that start with
    /// `prefix`, every form of `run` starting with its first `shared`
    /// bytes: two binary searches comparing bytes in place.
    private func search(_ prefix: UnsafeBufferPointer<UInt8>, within run: Range<Int>, shared: Int) -> Range<Int> {
        guard shared < prefix.count, !run.isEmpty else { return run }
        return bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                // How form `position` compares with the prefix past `shared`
                // bytes: below it, starting with it, or above it.
                func order(_ position: Int) -> Int {
                    let start = Int(starts[position]) + shared
                    let end = Int(starts[position + 1])
                    var offset = shared
                    var byte = start
                    while offset < prefix.count {
                        guard byte < end else { return -1 }
                        let left = bytes[byte]
                        let right = prefix[offset]
                        if left != right { return left < right ? -1 : 1 }
                        offset += 1
                        byte += 1
                    }
                    return 0
                }
                var low = run.lowerBound
                var high = run.upperBound
                while low < high {
                    let middle = (low + high) / 2
                    if order(middle) < 0 { low = middle + 1 } else { high = middle }
                }
                let lower = low
                high = run.upperBound
                while low < high {
                    let middle = (low + high) / 2
                    if order(middle) == 0 { low = middle + 1 } else { high = middle }
                }
                return lower..<low
            }
        }
    }

    /// The scalar that follows `prefixLength` bytes in sorted form
    /// `position`, as UTF-8 bytes (empty when the form ends there).
    func nextScalar(at position: Int, after prefixLength: Int) -> ArraySlice<UInt8> {
        let form = form(position)
        guard prefixLength < form.count else { return [] }
        let start = form.startIndex + prefixLength
        var end = start + 1
        while end < form.endIndex, form[end] & 0xC0 == 0x80 { end += 1 }
        return form[start..<end]
    }

    /// The best-ranked forms of the sorted positions `range`, at most one
    /// per value and at most `limit` values, best first, as sorted
    /// positions; `value` gives a payload's value.
    ///
    /// Costs about `limit` searches of the tree, whatever the run's length.
    func best(in range: Range<Int>, limit: Int, value: (Int32) -> Int32) -> [Int] {
        guard !range.isEmpty, limit > 0 else { return [] }
        if range.count == 1 { return [range.lowerBound] }
        // Runs still to read, each with its best position: a small heap.
        var runs: [(run: Range<Int>, best: Int)] = []
        if let first = bestPosition(in: range) { runs.append((range, first)) }
        var found: [Int] = []
        var seenValues: [Int32] = []
        while found.count < limit, !runs.isEmpty {
            var pick = 0
            for index in runs.indices.dropFirst() where ranks[runs[index].best] < ranks[runs[pick].best] {
                pick = index
            }
            let (run, position) = runs.remove(at: pick)
            let variant = variants[position]
            let owner = value(variant)
            if !seenValues.contains(owner) {
                seenValues.append(owner)
                found.append(position)
            }
            let before = run.lowerBound..<position
            if !before.isEmpty, let next = bestPosition(in: before) { runs.append((before, next)) }
            let after = (position + 1)..<run.upperBound
            if !after.isEmpty, let next = bestPosition(in: after) { runs.append((after, next)) }
        }
        return found
    }

    /// The best-ranked position in `range`.
    private func bestPosition(in range: Range<Int>) -> Int? {
        var result: Int32 = -1
        var low = range.lowerBound + leafBase
        var high = range.upperBound + leafBase
        while low < high {
            if low & 1 == 1 {
                result = Self.better(result, best[low], ranks: ranks)
                low += 1
            }
            if high & 1 == 1 {
                high -= 1
                result = Self.better(result, best[high], ranks: ranks)
            }
            low >>= 1
            high >>= 1
        }
        return result < 0 ? nil : Int(result)
    }
}
