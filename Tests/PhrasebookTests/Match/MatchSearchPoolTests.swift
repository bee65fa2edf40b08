import Foundation
import Testing

@testable import Phrasebook

/// A match reuses its thread's walk from ``MatchSearchPool``: whatever the
/// walk read before (another script, accents folded, open values, a
/// too-long utterance), the answer is the one a fresh walk gives.
@Suite struct MatchSearchPoolTests {
    /// Every corpus line, then the same lines with the case changed and
    /// a few inputs that leave unusual state behind.
    static let utterances: [String] =
        CatalogFileTests.utterances + CatalogFileTests.utterances.prefix(300).map { $0.uppercased() } + [
            "", "   ", String(repeating: "go ", count: Matcher.maximumTokens + 1), "bat dau thien trong meditation",
            "WHAT'S 2.5 DR. WHO",
        ]

    /// What `matcher` answers for `utterance` from a walk made for it alone.
    static func fresh(_ utterance: String, _ matcher: Matcher) -> [PhraseMatch]? {
        var search = MatchSearch()
        guard matcher.exactSearch(utterance, locale: nil, into: &search) else { return nil }
        return matcher.result(of: search, locale: nil).candidates
    }

    @Test func aReusedWalkAnswersAsAFreshOneDoes() {
        let matcher = Matcher.exactOnly(sampleCatalog)
        #expect(Self.utterances.count > 1_300)
        var matched = 0
        for utterance in Self.utterances {
            let result = matcher.match(utterance)
            let expected = Self.fresh(utterance, matcher)
            #expect(result.isTooLong == (expected == nil), "\(utterance)")
            #expect(result.candidates == (expected ?? []), "\(utterance)")
            #expect(result.tokens == TextNormalizer.tokenize(utterance, limit: Matcher.maximumTokens), "\(utterance)")
            if !result.candidates.isEmpty { matched += 1 }
        }
        #expect(matched > Self.utterances.count / 3)
    }

    @Test func matchesOnSeveralThreadsAnswerAsOneThreadDoes() {
        let matcher = Matcher.exactOnly(sampleCatalog)
        let utterances = Array(Self.utterances.prefix(400))
        let expected = utterances.map { matcher.candidates(for: $0) }
        let mismatches = Counter()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for (index, utterance) in utterances.enumerated().reversed() where index % 4 != thread {
                if matcher.candidates(for: utterance) != expected[index] { mismatches.add() }
            }
        }
        #expect(mismatches.value == 0)
    }

    @Test func aMatchInsideAMatchGetsAWalkOfItsOwn() {
        let matcher = Matcher.exactOnly(sampleCatalog)
        let outer = "Start walking in Meditation"
        let inner = "Mở sách Dune trong Library"
        let expectedInner = matcher.candidates(for: inner)
        #expect(!expectedInner.isEmpty)
        MatchSearchPool.shared.withSearch { search in
            let read = matcher.exactSearch(outer, locale: nil, into: &search)
            #expect(read)
            let before = matcher.result(of: search, locale: nil).candidates
            #expect(!before.isEmpty)
            // The thread's walk is in use: this match must neither empty it
            // nor answer from what it holds.
            #expect(matcher.candidates(for: inner) == expectedInner)
            #expect(matcher.result(of: search, locale: nil).candidates == before)
        }
        // And the thread's walk serves the next match as a fresh one would.
        #expect(matcher.match(inner).candidates == (Self.fresh(inner, matcher) ?? []))
    }

    @Test func threadsThatEndFreeTheirWalks() {
        let matcher = Matcher.exactOnly(sampleCatalog)
        let utterance = "Start walking in Meditation"
        let expected = matcher.candidates(for: utterance)
        #expect(!expected.isEmpty)
        let mismatches = Counter()
        for _ in 0..<32 {
            // Each thread makes its walk on its first match, and its walk is
            // freed as the thread ends.
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                if matcher.candidates(for: utterance) != expected { mismatches.add() }
                if matcher.candidates(for: "Mở sách Dune trong Library").isEmpty { mismatches.add() }
                done.signal()
            }
            thread.start()
            done.wait()
        }
        #expect(mismatches.value == 0)
    }

    /// What `matcher` answers for `utterance` in `locale` from a flexible
    /// walk made for it alone: the thread's pooled one is taken, so the
    /// match makes its own.
    static func freshFlexible(_ utterance: String, locale: String?, _ matcher: Matcher) -> MatchResult {
        MatchSearchPool.shared.withFlexibleSearch { _ in matcher.match(utterance, locale: locale) }
    }

    @Test func aReusedFlexibleWalkAnswersAsAFreshOneDoes() {
        let corpus = CorpusParser.load(directory: SampleCorpusTests.corpusDirectory)
        let variants = NoisyUtterances.variants(of: corpus.cases, catalog: sampleCatalog)
        #expect(variants.count > 1_000)
        let sample = Matcher(catalog: sampleCatalog)
        // A second catalog, of another size, between the sample's matches:
        // the walk's tables are sized per catalog.
        let radio = Matcher(catalog: Catalog(manifests: ["Radio/app.json": FlexibleMatchingTests.radio(flexible: "")]))
        var flexible = 0
        for (place, variant) in variants.enumerated() where place % 5 == 0 {
            let result = sample.match(variant.text, locale: variant.locale)
            let expected = Self.freshFlexible(variant.text, locale: variant.locale, sample)
            #expect(result.candidates == expected.candidates, "\(variant.text)")
            #expect(result.closest == expected.closest, "\(variant.text)")
            #expect(result.blockedApps == expected.blockedApps, "\(variant.text)")
            if result.candidates.contains(where: { $0.cost != nil }) { flexible += 1 }
            let radioResult = radio.match("Plya Jaz on Radio")
            #expect(radioResult.candidates.first?.intent == "PlayIntent")
            #expect(radioResult.candidates == Self.freshFlexible("Plya Jaz on Radio", locale: nil, radio).candidates)
        }
        #expect(flexible > variants.count / 10)
    }

    /// A count shared by threads.
    final class Counter: @unchecked Sendable {
        private var count = 0
        private let lock = NSLock()
        func add() {
            lock.lock()
            count += 1
            lock.unlock()
        }
        var value: Int {
            lock.lock()
            defer { lock.unlock() }
            return count
        }
    }
}
