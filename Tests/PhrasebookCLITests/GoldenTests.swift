import Foundation
import Testing

/// Runs every `Golden/*.golden` case through the real `phrasebook` binary and
/// compares exit status, standard output and (when given) standard error.
///
/// Set `PHRASEBOOK_UPDATE_GOLDEN=1` to rewrite the files from what ran.
@Suite struct GoldenTests {
    @Test(arguments: GoldenCase.all())
    func golden(_ golden: GoldenCase) throws {
        let run = try CommandRun.run(golden.arguments, stdin: golden.stdin, environment: golden.environment)
        let hasWildcards = (golden.stdout + (golden.stderr ?? "")).contains(GoldenCase.wildcard)
        if ProcessInfo.processInfo.environment["PHRASEBOOK_UPDATE_GOLDEN"] == "1" && !hasWildcards {
            try golden.written(with: run).write(to: golden.file, atomically: true, encoding: .utf8)
            return
        }
        #expect(run.status == golden.exitStatus, "exit status of \(golden)\nstderr: \(run.stderr)")
        #expect(GoldenCase.matches(run.stdout, expected: golden.stdout), "stdout of \(golden):\n\(run.stdout)")
        if let stderr = golden.stderr {
            #expect(GoldenCase.matches(run.stderr, expected: stderr), "stderr of \(golden):\n\(run.stderr)")
        }
    }

    @Test func everyGoldenFileParses() throws {
        let folder = GoldenCase.packageRoot.appendingPathComponent("Tests/PhrasebookCLITests/Golden")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".golden") }
        #expect(files.count == GoldenCase.all().count)
        #expect(files.count >= 10)
    }
}
