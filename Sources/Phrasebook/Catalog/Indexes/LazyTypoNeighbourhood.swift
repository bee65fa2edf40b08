import Foundation

/// The words typos may reach, with their ``TypoNeighbourhood`` built only
/// once enough words have been looked up to pay for it: until then a
/// lookup scans the words of the lengths a typed word may be read as.
///
/// The table hashes every deletion of every word (37 for a word of eight
/// letters) and took most of a one-shot miss on a catalog of many distinct
/// words (1.6 s and 540 MB for 367,000 words), where a scan of the same
/// words reads a letter-set mask per word and hashes the deletions of the
/// few whose letters are close enough. A scan finds what the table would:
/// a word is found when one of its deletion hashes is one of the typed
/// word's (with the table's budgets, ``FlexibleIndex/typoDeletions(word:hangul:)``),
/// and the caller's letter-set and first-letter tests come first.
///
/// Shared by copies of an index and safe to ask from several threads at
/// once: the lookup that passes ``scansBeforeBuilding`` builds the table.
final class LazyTypoNeighbourhood: @unchecked Sendable {
    /// How many lookups scan before the table is built: a long-running
    /// process soon builds it, a one-shot command never does.
    static let scansBeforeBuilding = 64

    /// The words, by how many typing letters they have, then by id.
    private let words: [Int32]
    /// Where the words of each length start in ``words``: those of `k`
    /// letters are `words[lengthStart[k]..<lengthStart[k + 1]]`.
    private let lengthStart: [Int32]
    /// Every word's typing letters, as the index keeps them (word `id`'s
    /// are `scalars[scalarStart[id]..<scalarStart[id + 1]]`).
    private let scalars: [UInt32]
    private let scalarStart: [Int32]
    /// Whether the words are Hangul (their letters jamo).
    private let hangul: Bool
    /// How many letters the longest word has (0 for no word).
    let longestWord: Int

    /// How many lookups have scanned.
    ///
    /// Guarded by `lock`.
    private var scans = 0
    /// The table, once built.
    ///
    /// Guarded by `lock`.
    private var table: TypoNeighbourhood?
    private let lock = NSLock()

    /// No words.
    convenience init() {
        self.init(words: [], scalars: [], scalarStart: [0], hangul: false)
    }

    /// The words `words` (ids, ascending), whose typing letters are
    /// `scalars[scalarStart[id]..<scalarStart[id + 1]]`, Hangul ones when
    /// `hangul` is set.
    init(words: [Int32], scalars: [UInt32], scalarStart: [Int32], hangul: Bool) {
        self.scalars = scalars
        self.scalarStart = scalarStart
        self.hangul = hangul
        func length(_ id: Int32) -> Int {
            guard id >= 0, Int(id) + 1 < scalarStart.count else { return 0 }
            return Int(scalarStart[Int(id) + 1] - scalarStart[Int(id)])
        }
        let longest = words.lazy.map(length).max() ?? 0
        longestWord = longest
        // A counting sort by length keeps the ids ascending within a length.
        var starts = [Int32](repeating: 0, count: longest + 2)
        for id in words { starts[length(id) + 1] += 1 }
        for place in 0...longest { starts[place + 1] += starts[place] }
        lengthStart = starts
        var next = starts
        var sorted = [Int32](repeating: 0, count: words.count)
        for id in words {
            let place = length(id)
            sorted[Int(next[place])] = id
            next[place] += 1
        }
        self.words = sorted
    }

    /// The words of `length` typing letters, ascending.
    func words(ofLength length: Int) -> ArraySlice<Int32> {
        guard length >= 0, length + 1 < lengthStart.count else { return [] }
        return words[Int(lengthStart[length])..<Int(lengthStart[length + 1])]
    }

    /// Whether the table has been built (for tests).
    var isBuilt: Bool {
        lock.lock()
        defer { lock.unlock() }
        return table != nil
    }

    /// The table for one lookup, or `nil` when this lookup is to scan.
    ///
    /// The table is built by the lookup after ``scansBeforeBuilding`` scans;
    /// `scanning` decides instead when given (for tests): `true` scans,
    /// `false` builds the table now if it is not built.
    func tableForLookup(scanning: Bool? = nil) -> TypoNeighbourhood? {
        if scanning == true { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let table { return table }
        scans += 1
        guard scanning == false || scans > Self.scansBeforeBuilding else { return nil }
        let (scalars, scalarStart, hangul) = (self.scalars, self.scalarStart, self.hangul)
        let built = TypoNeighbourhood(
            words: words, letters: { scalars[Int(scalarStart[Int($0)])..<Int(scalarStart[Int($0) + 1])] },
            deletions: { FlexibleIndex.typoDeletions(word: $0, hangul: hangul) })
        table = built
        return built
    }
}
