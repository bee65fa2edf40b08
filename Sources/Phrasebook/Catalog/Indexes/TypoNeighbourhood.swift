/// The words a typo may reach, found by their deletions (as SymSpell does):
/// two words within `d` typing edits of each other (a letter inserted,
/// deleted, replaced, or two neighbours swapped) become the same letters
/// once at most `d` letters are deleted from each.
///
/// The table holds, for each
/// word, a hash of every way of deleting up to its budget of letters; an
/// utterance word's possible readings are the words under the hashes of its
/// own deletions, a few dozen lookups instead of a scan of every word of a
/// nearby length. Hashes may collide, so what a lookup finds is a superset
/// the caller checks with ``TypoDistance``. Flat arrays: the words under
/// hash bucket `b` are `ids[bucketStart[b]..<bucketStart[b+1]]`, each with
/// 32 bits of its hash in `checks` to pass over most others in the bucket.
struct TypoNeighbourhood: Sendable {
    /// Where each bucket's entries start, one more than there are buckets.
    private var bucketStart: [Int32] = [0, 0]
    /// Per entry: bits of its hash other than the bucket's.
    private var checks: [UInt32] = []
    /// Per entry: the word.
    private var ids: [Int32] = []
    /// How far a hash is shifted right to give its bucket (64 for one bucket).
    private var shift: UInt64 = 64
    /// How many letters the longest word has (0 for no word): a typed word
    /// more letters longer than a typo may delete reaches none.
    private(set) var longestWord = 0

    /// A table of no words.
    init() {}

    /// The table of `words`, each with the deletions of up to
    /// `deletions(count)` of its `letters`, where `count` is how many
    /// letters it has.
    init(words: [Int32], letters: (Int32) -> ArraySlice<UInt32>, deletions: (Int) -> Int) {
        var hashes: [UInt64] = []
        var entryHashes: [UInt64] = []
        var entryIDs: [Int32] = []
        for id in words {
            let word = letters(id)
            longestWord = max(longestWord, word.count)
            hashes.removeAll(keepingCapacity: true)
            Self.appendDeletionHashes(of: word, upTo: deletions(word.count), to: &hashes)
            hashes.sort()
            var last: UInt64? = nil
            for hash in hashes where hash != last {
                entryHashes.append(hash)
                entryIDs.append(id)
                last = hash
            }
        }
        var bits: UInt64 = 0
        while (1 << bits) < entryHashes.count { bits += 1 }
        shift = 64 - bits
        let bucketCount = 1 << Int(bits)
        var starts = [Int32](repeating: 0, count: bucketCount + 1)
        for hash in entryHashes { starts[Int(hash >> shift) + 1] += 1 }
        for bucket in 0..<bucketCount { starts[bucket + 1] += starts[bucket] }
        bucketStart = starts
        var next = starts
        checks = [UInt32](repeating: 0, count: entryHashes.count)
        ids = [Int32](repeating: 0, count: entryHashes.count)
        for (entry, hash) in entryHashes.enumerated() {
            let bucket = Int(hash >> shift)
            let place = Int(next[bucket])
            next[bucket] += 1
            checks[place] = UInt32(truncatingIfNeeded: hash)
            ids[place] = entryIDs[entry]
        }
    }

    /// How many entries the table holds (a word once per distinct deletion).
    var entryCount: Int { ids.count }

    /// Appends the words one of whose deletions has hash `hash` (and maybe
    /// a few others, on a collision) to `found`.
    @inline(__always)
    func appendWords(withDeletionHash hash: UInt64, to found: inout [Int32]) {
        let bucket = Int(hash >> shift)
        let check = UInt32(truncatingIfNeeded: hash)
        for entry in Int(bucketStart[bucket])..<Int(bucketStart[bucket + 1]) where checks[entry] == check {
            found.append(ids[entry])
        }
    }

    /// Appends the hashes of `letters` with every choice of up to
    /// `deletions` letters deleted, at most two (the most any word's budget
    /// allows, ``FlexibleIndex/typoEdits(forLength:hangul:)``); the same
    /// letters deleted at other places give the same hash more than once.
    ///
    /// Each hash is made of the hashes of the parts between the deleted
    /// letters (a polynomial hash, from prefix hashes), so a word of `n`
    /// letters takes about `n * n / 2` steps, not `n` times that.
    static func appendDeletionHashes(of letters: ArraySlice<UInt32>, upTo deletions: Int, to hashes: inout [UInt64]) {
        var prefix: [UInt64] = []
        var power: [UInt64] = []
        appendDeletionHashes(of: letters, upTo: deletions, to: &hashes, prefix: &prefix, power: &power)
    }

    /// ``appendDeletionHashes(of:upTo:to:)`` with the prefix hashes and
    /// powers worked out in `prefix` and `power`, storage the caller keeps
    /// (emptied and filled here).
    static func appendDeletionHashes(
        of letters: ArraySlice<UInt32>, upTo deletions: Int, to hashes: inout [UInt64], prefix: inout [UInt64],
        power: inout [UInt64]
    ) {
        precondition(deletions <= 2, "typo neighbourhoods reach two deletions")
        let count = letters.count
        // prefix[i]: the hash of the first i letters; power[i]: base^i.
        prefix.removeAll(keepingCapacity: true)
        power.removeAll(keepingCapacity: true)
        prefix.append(0)
        power.append(1)
        for letter in letters {
            prefix.append(prefix[prefix.count - 1] &* base &+ (UInt64(letter) &+ 1))
            power.append(power[power.count - 1] &* base)
        }
        /// The hash of letters `start..<end` (offsets from the first).
        func part(_ start: Int, _ end: Int) -> UInt64 {
            prefix[end] &- prefix[start] &* power[end - start]
        }
        hashes.append(mixed(prefix[count], kept: count))
        guard deletions >= 1 else { return }
        for first in 0..<count {
            let before = prefix[first]
            hashes.append(mixed(before &* power[count - first - 1] &+ part(first + 1, count), kept: count - 1))
            guard deletions >= 2 else { continue }
            for second in (first + 1)..<count {
                let head = before &* power[second - first - 1] &+ part(first + 1, second)
                hashes.append(mixed(head &* power[count - second - 1] &+ part(second + 1, count), kept: count - 2))
            }
        }
    }

    /// The base of the polynomial hash (odd, so powers of it stay odd).
    private static let base: UInt64 = 0x0000_0100_0000_01B3

    /// A polynomial hash of `kept` letters with its bits spread (the
    /// SplitMix64 finalizer), so the top bits pick a bucket well.
    @inline(__always)
    private static func mixed(_ hash: UInt64, kept: Int) -> UInt64 {
        var mixed = hash ^ (UInt64(kept) &* 0x9E37_79B9_7F4A_7C15)
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
