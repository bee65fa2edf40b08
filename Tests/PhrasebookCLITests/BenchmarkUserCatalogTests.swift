import Foundation
import Testing

/// `phrasebook-bench --utterances FILE` measures the user's catalog as the
/// command line uses it too: `phrasebook say --catalog` on a compiled file.
@Suite struct BenchmarkUserCatalogTests {
    @Test func theUserCatalogRunTimesSayWithACompiledFile() throws {
        let folder = try CommandRun.temporaryFolder("phrasebook-bench")
        defer { try? FileManager.default.removeItem(at: folder) }
        let utterances = folder.appendingPathComponent("utterances.txt")
        try Data("Start Walking in Meditation\nwhat's the weather in Tokyo\n".utf8).write(to: utterances)
        let run = try CommandRun.run(["--utterances", utterances.path, "--samples", "1"], program: "phrasebook-bench")
        #expect(run.status == 0, "\(run.stderr)")
        let figures = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(figures["resolved"] as? Int == 1)
        let seconds = try #require(figures["sayWithCatalogFileSeconds"] as? Double)
        #expect(seconds > 0 && seconds < 60)
        let peak = try #require(figures["sayWithCatalogFilePeakMemoryBytes"] as? Int)
        #expect(peak > 1_000_000)
    }
}
