import Foundation
import Testing

@testable import Phrasebook

/// A trace keeps its first value inline and the rest in an array; it reads,
/// compares and codes as the array of all of them.
@Suite struct MatchTraceTests {
    private static let values = (0..<3).map {
        TracedValue(type: $0, variant: ValueVariant(value: Int32($0 * 10), synonym: -1))
    }

    @Test(arguments: 0...3) func aTraceReadsTheValuesItWasMadeWith(count: Int) throws {
        let values = Array(Self.values.prefix(count))
        let trace = MatchTrace(phraseIndex: 4, applicationName: nil, values: values)
        #expect(trace.values == values)
        let decoded = try JSONDecoder().decode(MatchTrace.self, from: JSONEncoder().encode(trace))
        #expect(decoded == trace)
        #expect(decoded.values == values)
        let json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(trace)) as? [String: Any])
        #expect((json["values"] as? [Any])?.count == count)
        #expect(json["phraseIndex"] as? Int == 4)
    }

    @Test func aTraceOfOneValueEqualsOneMadeFromItsArray() {
        let only = MatchTrace(phraseIndex: 1, applicationName: nil, only: Self.values[0])
        #expect(only == MatchTrace(phraseIndex: 1, applicationName: nil, values: [Self.values[0]]))
        #expect(only.hashValue == MatchTrace(phraseIndex: 1, applicationName: nil, values: [Self.values[0]]).hashValue)
        #expect(MatchTrace(phraseIndex: 1, applicationName: nil, only: nil).values.isEmpty)
    }

    @Test func settingTheValuesReplacesThem() {
        var trace = MatchTrace(phraseIndex: 0, applicationName: nil, only: Self.values[0])
        trace.values = Array(Self.values.reversed())
        #expect(trace.values == Array(Self.values.reversed()))
        trace.values = []
        #expect(trace.values.isEmpty)
        #expect(trace == MatchTrace(phraseIndex: 0, applicationName: nil, values: []))
    }
}
