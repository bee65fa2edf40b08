import Foundation

/// What the number readers of a catalog's languages make of each single
/// vocabulary word, worked out for a word the first time flexible matching
/// asks (as ``NumberWordCache`` does for number words): which readers may
/// read a number holding the word (a language's test per reader), and the
/// number the word reads as on its own. Asking every reader about every
/// utterance word took most of the flexible stage on the samples. Shared by
/// copies of a catalog, and safe to ask from several threads at once.
final class NumberReadingCache: @unchecked Sendable {
    /// Per vocabulary id: the readers' mask, once asked. Guarded by `lock`.
    private var masks: [UInt64]
    /// Per vocabulary id: whether ``masks`` holds its answer. Guarded by `lock`.
    private var knowsMask: [Bool]
    /// Per vocabulary id: the vocabulary id of the digits the word reads as
    /// on its own, -1 for none, -2 not yet asked. Guarded by `lock`.
    private var readings: [Int32]
    private let lock = NSLock()

    /// A cache for a vocabulary of `count` words, nothing asked yet.
    init(count: Int) {
        masks = [UInt64](repeating: 0, count: count)
        knowsMask = [Bool](repeating: false, count: count)
        readings = [Int32](repeating: -2, count: count)
    }

    /// The readers' mask of word `id`; `decide` works it out the first time
    /// (and every time for an id outside the vocabulary).
    func readerMask(of id: Int32, decide: () -> UInt64) -> UInt64 {
        let index = Int(id)
        guard id >= 0 else { return decide() }
        lock.lock()
        let known = index < knowsMask.count && knowsMask[index]
        let mask = known ? masks[index] : 0
        lock.unlock()
        if known { return mask }
        let answer = decide()
        guard index < knowsMask.count else { return answer }
        lock.lock()
        masks[index] = answer
        knowsMask[index] = true
        lock.unlock()
        return answer
    }

    /// What word `id` reads as on its own (a vocabulary id, or -1); `decide`
    /// works it out the first time (and every time for an id outside the
    /// vocabulary).
    func reading(of id: Int32, decide: () -> Int32) -> Int32 {
        let index = Int(id)
        guard id >= 0 else { return decide() }
        lock.lock()
        let known = index < readings.count ? readings[index] : -2
        lock.unlock()
        if known != -2 { return known }
        let answer = decide()
        guard index < readings.count else { return answer }
        lock.lock()
        readings[index] = answer
        lock.unlock()
        return answer
    }
}
