import Foundation
import Testing

@testable import Phrasebook

/// ``ReadingBindings`` reads a single reading's bindings in the search's
/// cells as ``MatchSearch/candidate(for:in:typingTexts:)`` makes them: the
/// same bindings, last first, and the same application name.
@Suite struct ReadingBindingsTests {
    /// A binding as the walk or the candidate gives it, as text to compare.
    private static func described(parameter: String, type: Int, first: ValueChoice?, isSingle: Bool) -> String {
        "\(parameter) type \(type) value \(first?.index ?? -1) synonym \(first?.variant.synonym ?? -9) single \(isSingle)"
    }

    @Test func theWalkGivesTheCandidatesBindingsLastFirst() {
        let catalog = sampleCatalog
        var matcher = Matcher(catalog: catalog)
        matcher.allowsFlexibleMatching = false
        var readings = 0
        var named = 0
        for utterance in sampleCorpusTypedLines {
            MatchSearchPool.shared.withSearch { search in
                guard matcher.exactSearch(utterance, locale: nil, into: &search),
                    let only = search.onlyReading(in: catalog, locale: nil)
                else { return }
                readings += 1
                let candidate = search.candidate(for: only, in: catalog)
                let reading = ReadingBindings(cells: search.cells, openValues: search.openValues, last: only.cell)
                var walked: [String] = []
                var applicationName: ValueVariant?
                let finished = reading.forEachBackward(in: catalog) { _, bound in
                    switch bound {
                    case .applicationName(let variant): applicationName = variant
                    case .values(let parameter, let type, let first, let isSingle):
                        walked.append(
                            Self.described(parameter: parameter, type: type, first: first, isSingle: isSingle))
                    case .open(let parameter, let value): walked.append("\(parameter) open \(value)")
                    }
                    return true
                }
                let expected = candidate.bindings.reversed().map { binding in
                    switch binding.value {
                    case .values(let type, let choices):
                        Self.described(
                            parameter: binding.parameter, type: type, first: choices.first, isSingle: choices.count == 1
                        )
                    default: "\(binding.parameter) open \(binding.value)"
                    }
                }
                #expect(finished, "\(utterance)")
                #expect(walked == expected, "\(utterance)")
                #expect(applicationName == candidate.applicationName, "\(utterance)")
                if applicationName != nil { named += 1 }
            }
        }
        #expect(readings > 20 && named > 5, "\(readings) readings, \(named) naming the app")
    }

    @Test func theWalkStopsWhenTold() {
        let catalog = sampleCatalog
        var matcher = Matcher(catalog: catalog)
        matcher.allowsFlexibleMatching = false
        var stopped = 0
        for utterance in sampleCorpusTypedLines {
            MatchSearchPool.shared.withSearch { search in
                guard matcher.exactSearch(utterance, locale: nil, into: &search),
                    let only = search.onlyReading(in: catalog, locale: nil),
                    !search.candidate(for: only, in: catalog).bindings.isEmpty
                else { return }
                let reading = ReadingBindings(cells: search.cells, openValues: search.openValues, last: only.cell)
                var handed = 0
                let finished = reading.forEachBackward(in: catalog) { _, bound in
                    if case .applicationName = bound { return true }
                    handed += 1
                    return false
                }
                #expect(!finished && handed == 1, "\(utterance)")
                stopped += 1
            }
        }
        #expect(stopped > 10, "\(stopped) readings with bindings")
    }
}
