/// Buckets over a run of ascending `Int32` keys (a node's edge tokens, the
/// second tokens of the values starting with one word), so finding a key
/// reads its bucket and searches the few keys in it instead of
/// binary-searching the whole run.
///
/// On a large catalog such a run is mostly cold memory, and each probe of a
/// binary search waits for the one before it; a bucket is one read, and the
/// keys in it lie in one or two cache lines.
///
/// The run's key range, from its smallest key `minimum`, is cut into
/// buckets of `1 << shift` keys each: bucket `b` holds the keys in
/// `minimum + (b << shift) ..< minimum + ((b + 1) << shift)`, at run
/// positions `starts[first + b] ..< starts[first + b + 1]` of a shared
/// `starts` array.
struct KeyRunBuckets: Sendable, Equatable {
    /// The smallest key of the run.
    var minimum: Int32
    /// Each bucket spans `1 << shift` keys.
    var shift: Int32
    /// Where the run's bucket starts begin in the shared `starts` array.
    var first: Int32
    /// How many buckets the run has.
    var count: Int32

    /// Appends the bucket starts of `keys[run]` (ascending) to `starts` and
    /// returns the run's buckets, with at most one bucket per two keys; `nil`
    /// (and nothing appended) when the run is shorter than `minimumKeys`, or
    /// its keys do not ascend from a key of 0 or more (a damaged file's: its
    /// search then stays as it was).
    ///
    /// Every start lies in `run`, and the starts never decrease, whatever
    /// the keys: a bucket never leads outside its run.
    static func append(
        of keys: UnsafeBufferPointer<Int32>, run: Range<Int>, minimumKeys: Int, to starts: inout [Int32]
    ) -> KeyRunBuckets? {
        guard run.count >= max(minimumKeys, 2), run.lowerBound >= 0, run.upperBound <= keys.count,
            Int(starts.count) < Int(Int32.max) - run.count
        else { return nil }
        let lowest = keys[run.lowerBound]
        let highest = keys[run.upperBound - 1]
        guard lowest >= 0, lowest <= highest else { return nil }
        let span = Int(highest) - Int(lowest)
        var shift = 0
        while (span >> shift) + 1 > run.count / 2 { shift += 1 }
        let buckets = (span >> shift) + 1
        let first = starts.count
        var position = run.lowerBound
        for bucket in 0..<buckets {
            // The first key in this bucket or a later one.
            while position < run.upperBound && (Int(keys[position]) - Int(lowest)) >> shift < bucket { position += 1 }
            starts.append(Int32(position))
        }
        starts.append(Int32(run.upperBound))
        return KeyRunBuckets(minimum: lowest, shift: Int32(shift), first: Int32(first), count: Int32(buckets))
    }

    /// The positions of the bucket `key` falls in, as a range of
    /// `starts[first...first + count]`, or `nil` when `key` lies outside
    /// the run's range (below its smallest key, or past its last bucket).
    @inline(__always)
    func bucket(of key: Int32) -> Int? {
        let offset = Int(key) - Int(minimum)
        let bucket = offset >> Int(shift)
        guard offset >= 0, bucket < Int(count) else { return nil }
        return Int(first) + bucket
    }
}
