import Dispatch
import Foundation
import Testing
@testable import Phrasebook

/// The flexible index's readings of words the vocabulary lacks, kept by
/// text: a word kept is found as it was kept, a word not kept is not
/// found, and the cache stops taking words at its capacity.
@Suite struct UnknownWordReadingsCacheTests {
    /// Readings with one typo reading of word `token`.
    private static func readings(_ token: Int32) -> WordReadings {
        var word = WordReadings()
        word.readings = [WordReadings.Reading(token: token, cost: 0.5, kind: .typo, apartParticle: -1)]
        return word
    }

    @Test func aWordKeptIsFoundAsItWasKept() {
        let cache = UnknownWordReadingsCache()
        #expect(cache.kept("strat") == nil)
        cache.keep(Self.readings(7), of: "strat")
        #expect(cache.kept("strat")?.readings.map(\.token) == [7])
        #expect(cache.kept("wlak") == nil)
        cache.keep(Self.readings(3), of: "wlak")
        #expect(cache.kept("wlak")?.readings.map(\.token) == [3])
        #expect(cache.kept("strat")?.readings.map(\.token) == [7])
        #expect(cache.count == 2)
    }

    @Test func aFullCacheKeepsNoMoreWords() {
        let cache = UnknownWordReadingsCache()
        for word in 0..<UnknownWordReadingsCache.capacity { cache.keep(Self.readings(Int32(word)), of: "w\(word)") }
        #expect(cache.count == UnknownWordReadingsCache.capacity)
        cache.keep(Self.readings(42), of: "beyond")
        #expect(cache.kept("beyond") == nil)
        #expect(cache.kept("w0")?.readings.map(\.token) == [0])
        #expect(cache.count == UnknownWordReadingsCache.capacity)
    }

    @Test func threadsKeepingAndAskingAtOnceFindWhatWasKept() {
        let cache = UnknownWordReadingsCache()
        let words = (0..<64).map { "word\($0)" }
        let lock = NSLock()
        nonisolated(unsafe) var wrong = 0
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for (place, word) in words.enumerated() {
                if let found = cache.kept(word), found.readings.map(\.token) != [Int32(place)] {
                    lock.lock()
                    wrong += 1
                    lock.unlock()
                }
                cache.keep(Self.readings(Int32(place)), of: word)
            }
        }
        #expect(wrong == 0)
        #expect(cache.count == words.count)
        for (place, word) in words.enumerated() { #expect(cache.kept(word)?.readings.map(\.token) == [Int32(place)]) }
    }
}
