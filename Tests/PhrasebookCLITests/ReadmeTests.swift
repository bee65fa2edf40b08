import Foundation
import Testing

/// Runs every ```console example of README.md through the real `phrasebook`
/// binary from the package root (no color, `TZ=UTC`, no `PHRASEBOOK_NOW`
/// unless the example sets it) and compares what it prints with what the
/// README shows; see ``ReadmeExample`` for the syntax and placeholders.
@Suite struct ReadmeTests {
    @Test(arguments: ReadmeExample.all())
    func consoleExample(_ example: ReadmeExample) throws {
        if let problem = example.problem {
            Issue.record("\(example): \(problem)")
            return
        }
        let run = try CommandRun.run(
            example.arguments, stdin: example.stdin, environment: example.environment, mergingStandardError: true)
        if let mismatch = example.mismatch(run.stdout) {
            Issue.record(Comment(rawValue: mismatch))
        }
    }

    @Test func theReadmeHasConsoleExamples() {
        #expect(ReadmeExample.all().count >= 15)
    }

    @Test func commandLinesReadEnvironmentAndPipedInput() throws {
        let examples = ReadmeExample.parse(
            """
            ```console
            $ printf '2\\ndelivery\\n' | PHRASEBOOK_NOW=2026-11-21T10:00:00 phrasebook say "Order Tomato from Soup Chef"
            How many?

            $ phrasebook list
            ```
            """)
        try #require(examples.count == 2)
        #expect(examples[0].line == 2)
        #expect(examples[0].stdin == "2\ndelivery\n")
        #expect(examples[0].environment == ["PHRASEBOOK_NOW": "2026-11-21T10:00:00"])
        #expect(examples[0].arguments == ["say", "Order Tomato from Soup Chef"])
        #expect(examples[0].expected.map(\.text) == ["How many?"])
        #expect(examples[1].arguments == ["list"] && examples[1].expected.isEmpty)
        #expect(ReadmeExample.parse("```console\n$ ls\n```")[0].problem != nil)
    }

    @Test func placeholdersStayNarrow() throws {
        let example = try #require(
            ReadmeExample.parse("```console\n$ phrasebook compile\na\n…\ncompiled in … ms\n```").first)
        #expect(example.mismatch("a\nb\nc\ncompiled in 3.1 ms\n") == nil)
        // `…` alone stands for at least one line, and inline `…` stays within its line.
        #expect(example.mismatch("a\ncompiled in 3.1 ms\n") != nil)
        #expect(example.mismatch("a\nb\ncompiled in 3.1\nms\n") != nil)
        #expect(example.mismatch("a\nb\ncompiled in 3.1 ms\nmore\n") != nil)
        let failure = try #require(example.mismatch("b\nc\ncompiled in 3.1 ms\n"))
        #expect(failure.hasPrefix("README.md:3 does not match"))
    }
}

/// The CI workflow the README shows runs `phrasebook` with options every
/// command takes, so the example cannot drift from the command line.
@Suite struct ReadmeWorkflowTests {
    @Test func theWorkflowsCommandLinesAreValid() throws {
        let readme = try String(
            contentsOf: GoldenCase.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "```yaml\n").dropFirst().first)
        let lines = block.components(separatedBy: "```").first?.components(separatedBy: "\n") ?? []
        let commands = lines.compactMap { line -> [String]? in
            guard let range = line.range(of: "run: phrasebook ") else { return nil }
            let command = line[range.upperBound...].components(separatedBy: " >").first ?? ""
            return GoldenCase.split(command)
        }
        #expect(commands.count >= 4)
        for arguments in commands {
            let run = try CommandRun.run(arguments + ["--help"])
            #expect(run.status == 0, "README workflow: phrasebook \(arguments.joined(separator: " ")): \(run.stderr)")
        }
    }
}
