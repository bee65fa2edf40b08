import Foundation
import Testing

/// `phrasebook-bench --size NAME --profile-turns N` drives a profiler: the
/// generated size's matches and turns, untimed; `--profile-catalog FILE`
/// loads that size's compiled file instead of compiling it, with the same
/// outcomes.
@Suite struct BenchmarkProfileTests {
    @Test func aProfileOfTheCompiledFileResolvesWhatTheCompiledCatalogDoes() throws {
        let folder = try CommandRun.temporaryFolder("phrasebook-bench-profile")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try CommandRun.run(
            ["--sizes", "tiny", "--samples", "20", "--write-catalog", folder.path], program: "phrasebook-bench")
        #expect(written.status == 0, "\(written.stderr)")
        let file = folder.appendingPathComponent("tiny/catalog.pbc").path
        #expect(FileManager.default.fileExists(atPath: file))

        let compiled = try CommandRun.run(["--size", "tiny", "--profile-turns", "30"], program: "phrasebook-bench")
        let loaded = try CommandRun.run(
            ["--size", "tiny", "--profile-turns", "30", "--profile-catalog", file], program: "phrasebook-bench")
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(loaded.status == 0, "\(loaded.stderr)")
        #expect(compiled.stdout.hasPrefix("resolved "))
        #expect(loaded.stdout == compiled.stdout)
    }

    @Test func aKeystrokeProfileTypesHitsAndCompletesThem() throws {
        let run = try CommandRun.run(["--size", "tiny", "--profile-keystrokes", "4"], program: "phrasebook-bench")
        #expect(run.status == 0, "\(run.stderr)")
        let figures = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
        #expect(figures["typedHits"] as? Int == 4)
        #expect((figures["keystrokes"] as? Int ?? 0) > 4)
        #expect((figures["completions"] as? Int ?? 0) > 4)
        #expect(figures["sameAsWarmUp"] as? Bool == true)
        let alone = try CommandRun.run(["--profile-keystrokes", "4"], program: "phrasebook-bench")
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("--size"))
    }

    @Test func aProfileCatalogWithoutProfileTurnsOrAFileIsAUsageError() throws {
        let alone = try CommandRun.run(["--profile-catalog", "x.pbc"], program: "phrasebook-bench")
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("--profile-catalog"))
        let missing = try CommandRun.run(
            ["--size", "tiny", "--profile-turns", "5", "--profile-catalog", "/nonexistent/catalog.pbc"],
            program: "phrasebook-bench")
        #expect(missing.status == 2)
        // Named once: the load's own message says which file.
        #expect(missing.stderr.components(separatedBy: "/nonexistent/catalog.pbc").count == 2, "\(missing.stderr)")
    }
}
