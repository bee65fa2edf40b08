import Foundation

/// The ``WordReadings`` of each vocabulary word, worked out the first time
/// flexible matching reads the word (most words are never read by it).
/// Shared by copies of a catalog, and safe to ask from several threads at
/// once.
final class WordReadingsCache: @unchecked Sendable {
    /// Per vocabulary id: its readings once asked. Guarded by `lock`.
    private var known: [WordReadings?]
    private let lock = NSLock()

    /// A cache for a vocabulary of `count` words, nothing asked yet.
    init(count: Int) {
        known = [WordReadings?](repeating: nil, count: count)
    }

    /// The readings of word `id`; `decide` works them out the first time
    /// (and every time for an id outside the vocabulary).
    func readings(of id: Int32, decide: () -> WordReadings) -> WordReadings {
        let index = Int(id)
        guard id >= 0 else { return decide() }
        lock.lock()
        let found = index < known.count ? known[index] : nil
        lock.unlock()
        if let found { return found }
        let answer = decide()
        guard index < known.count else { return answer }
        lock.lock()
        known[index] = answer
        lock.unlock()
        return answer
    }
}
