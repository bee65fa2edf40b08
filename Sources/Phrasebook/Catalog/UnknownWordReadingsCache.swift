import Foundation

/// What flexible matching makes of words the vocabulary does not know
/// (``WordReadings``), by text, worked out the first time the flexible stage
/// reads the word: fillers, small words and common misspellings the catalog
/// lacks come back utterance after utterance, and finding an unknown word's
/// typo neighbours and other readings took a fifth of the stage on the
/// sample apps. Holds at most ``capacity`` words (others are worked out each
/// time), so text from outside cannot grow it without bound. Shared by
/// copies of a catalog, and safe to ask from several threads at once.
final class UnknownWordReadingsCache: @unchecked Sendable {
    /// The most words held.
    static let capacity = 1 << 12

    /// Each word's readings. Guarded by `lock`.
    private var known: [String: WordReadings] = [:]
    private let lock = NSLock()

    /// An empty cache.
    init() {}

    /// How many words the cache holds.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return known.count
    }

    /// The readings of unknown word `text` if they were kept, else `nil`.
    func kept(_ text: String) -> WordReadings? {
        lock.lock()
        defer { lock.unlock() }
        return known[text]
    }

    /// Keeps `readings` as those of unknown word `text`, unless the cache is full.
    func keep(_ readings: WordReadings, of text: String) {
        lock.lock()
        if known.count < Self.capacity { known[text] = readings }
        lock.unlock()
    }
}
