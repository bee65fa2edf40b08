import Foundation
import Testing

@testable import Phrasebook

/// Flexible matches run on many threads at once over one catalog whose
/// flexible tables (word readings, number spans, node signatures) are
/// filled as they go find what one thread alone finds.
@Suite struct FlexibleConcurrencyTests {
    /// Every corpus request with one letter of its longest word doubled, so
    /// that the requests among them go to the flexible stage.
    static let typed: [String] = CatalogFileTests.utterances.map { utterance in
        var words = utterance.split(separator: " ").map(String.init)
        guard let longest = words.indices.max(by: { words[$0].count < words[$1].count }),
            let middle = words[longest].indices.dropFirst().first
        else { return utterance }
        words[longest].insert(words[longest][middle], at: middle)
        return words.joined(separator: " ")
    }

    @Test func threadsSharingACatalogFindWhatOneThreadFinds() throws {
        let utterances = Array(Self.typed.prefix(400))
        let serial = Matcher(catalog: try CatalogFileTests.loaded())
        let expected = utterances.map { serial.candidates(for: $0) }
        // Most corpus lines are answers (a name, a number, "yes"); enough are requests.
        #expect(expected.filter { !$0.isEmpty }.count > 50)
        // A catalog nothing has matched with yet: its tables are filled by
        // the threads racing to read them.
        let shared = Matcher(catalog: try CatalogFileTests.loaded())
        let threads = 6
        let results = LockedList<[Candidate]>()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            // Each thread says every utterance, starting at its own place.
            let start = thread * utterances.count / threads
            for offset in utterances.indices {
                let index = (start + offset) % utterances.count
                let found = shared.candidates(for: utterances[index])
                if found != expected[index] { results.append(found) }
            }
        }
        #expect(results.all.isEmpty, "\(results.all.count) matches differed from the serial ones")
    }
}
