import Foundation
import Testing

/// `phrasebook-bench --sizes NAME` generates a catalog, times each kind of
/// match and turn after its warm-up, and prints one JSON line whose hits all
/// resolved and misses all missed.
@Suite struct BenchmarkGeneratedSizeTests {
    @Test func theSmallestSizeIsMeasuredCleanly() throws {
        let run = try CommandRun.run(["--sizes", "tiny", "--samples", "20"], program: "phrasebook-bench")
        #expect(run.status == 0, "\(run.stderr)")
        let line = try #require(run.stdout.split(separator: "\n").first)
        let figures = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(figures["size"] as? String == "tiny")
        #expect(figures["samples"] as? Int == 20)
        #expect(figures["hitFailures"] as? Int == 0)
        #expect(figures["missFailures"] as? Int == 0)
        #expect(figures["flexibleResolved"] as? Double == 1.0)
        for field in [
            "exactMedianMicros", "exactMissMedianMicros", "flexibleMedianMicros", "conversationHitMedianMicros",
            "conversationExactHitMedianMicros", "conversationExactMissMedianMicros",
        ] {
            let median = try #require(figures[field] as? Double, "\(field)")
            #expect(median > 0 && median < 1_000_000, "\(field) \(median)")
        }
    }
}
