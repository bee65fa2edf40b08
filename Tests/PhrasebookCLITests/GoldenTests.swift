import Foundation
import Testing

/// Runs every `Golden/*.golden` case through the real `phrasebook` binary and
/// compares exit status, standard output and (when given) standard error.
///
/// Set `PHRASEBOOK_UPDATE_GOLDEN=1` to rewrite the files from what ran: each
/// rewritten case then fails, so that a rewrite is never a passing run; review
/// the diff and run again without the variable.
@Suite struct GoldenTests {
    @Test(arguments: GoldenCase.all())
    func golden(_ golden: GoldenCase) throws {
        let run = try CommandRun.run(golden.arguments, stdin: golden.stdin, environment: golden.environment)
        let hasWildcards = (golden.stdout + (golden.stderr ?? "")).contains(GoldenCase.wildcard)
        if ProcessInfo.processInfo.environment["PHRASEBOOK_UPDATE_GOLDEN"] == "1" && !hasWildcards {
            try golden.written(with: run).write(to: golden.file, atomically: true, encoding: .utf8)
            Issue.record(
                """
                rewrote \(golden.file.lastPathComponent) from what ran: review the change with `git diff`, \
                then run the tests again without PHRASEBOOK_UPDATE_GOLDEN
                """)
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

    @Test func aLongJSONDocumentIsComparedInItsPrettyForm() {
        let compact = #"{"a":[1,{"b":"x, \"y\": {z}"}],"c":{},"d":[]}"#
        let pretty = GoldenCase.prettyJSON(compact)
        #expect(
            pretty == """
                {
                  "a": [
                    1,
                    {
                      "b": "x, \\"y\\": {z}"
                    }
                  ],
                  "c": {},
                  "d": []
                }
                """)
        #expect(GoldenCase.matches(compact + "\n", expected: pretty + "\n"))
        // Order and content still count: another key order or value fails.
        #expect(!GoldenCase.matches(#"{"c":{},"a":[1,{"b":"x, \"y\": {z}"}],"d":[]}"# + "\n", expected: pretty + "\n"))
        #expect(!GoldenCase.matches(#"{"a":[{"b":"x, \"y\": {z}"},1],"c":{},"d":[]}"# + "\n", expected: pretty + "\n"))
        // JSON Lines (several documents) are compared line by line as written.
        #expect(!GoldenCase.matches("{\"a\":1}\n{\"a\":2}\n", expected: GoldenCase.prettyJSON("{\"a\":1}") + "\n"))
    }
}
