import Foundation
import Testing

/// `phrasebook-bench --serve-survival N` drives one `serve` process with
/// every kind of request and checks it answered each, in order; a short run
/// here keeps the driver itself honest (the long run is for the release build).
@Suite struct BenchmarkServeSurvivalTests {
    @Test func aShortRunAnswersEveryKindInOrder() throws {
        let run = try CommandRun.run(["--serve-survival", "1200"], program: "phrasebook-bench")
        #expect(run.status == 0, "\(run.stderr)")
        let figures = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(figures["answered"] as? Int == 1200)
        #expect(figures["outOfOrder"] as? Int == 0)
        #expect(figures["exitStatus"] as? Int == 0)
        let errors = try #require(figures["errors"] as? [String: Int])
        // Each malformed kind once every twenty requests; one line over the limit per thousand.
        for code in ["malformedJSON", "tooDeep", "badState", "stateMismatch", "unknownType"] {
            #expect(errors[code] == 60, "\(code): \(errors)")
        }
        #expect(errors["tooLong"] == 2)
        #expect(errors["internal"] == nil)
        let memory = try #require(figures["memory"] as? [String: Any])
        #expect(memory["1200"] != nil)
    }

    @Test func theRequestCountIsChecked() throws {
        let run = try CommandRun.run(["--serve-survival", "none"], program: "phrasebook-bench")
        #expect(run.status == 2)
        #expect(run.stderr.contains("--serve-survival takes a whole number"))
    }
}
