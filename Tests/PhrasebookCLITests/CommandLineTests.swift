import Foundation
import Testing

/// Checks, through the real binary, that each command's usage line, `--help`
/// and argument checking agree: they are all derived from one declaration.
@Suite struct CommandLineTests {
    /// The command names `phrasebook --help` lists.
    static func commandNames() throws -> [String] {
        let overview = try CommandRun.run(["--help"]).stdout
        let lines = overview.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "Commands:") else { return [] }
        return lines[(start + 1)...].prefix { !$0.isEmpty }.compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
    }

    /// The options in a help text's usage line: `[--phrases DIR]` gives `["--phrases", "DIR"]`.
    static func usageOptions(_ help: String) -> [[String]] {
        guard let usage = help.components(separatedBy: "\n").first(where: { $0.hasPrefix("Usage: ") }) else {
            return []
        }
        return usage.components(separatedBy: "[").dropFirst().compactMap { part in
            part.split(separator: "]").first.map { $0.split(separator: " ").map(String.init) }
        }
    }

    @Test func theOverviewListsEveryCommand() throws {
        #expect(
            try Self.commandNames() == [
                "say", "repl", "list", "compile", "lint", "coverage", "explain", "complete", "import",
                "update-entities", "diff",
                "preview", "serve",
            ])
    }

    @Test func everyCommandsHelpStatesItsExitCodes() throws {
        for name in try Self.commandNames() {
            let run = try CommandRun.run([name, "--help"])
            #expect(run.status == 0)
            #expect(run.stdout.contains("\nExit status: 0 "), "\(name) --help states no exit codes")
            #expect(run.stdout.contains("; 2 "), "\(name) --help does not say what exit status 2 means")
        }
    }

    @Test func everyOptionInAUsageLineIsAcceptedAndNoOtherIs() throws {
        let names = try Self.commandNames()
        var everyOption: Set<String> = []
        var taken: [String: Set<String>] = [:]
        for name in names {
            let options = Self.usageOptions(try CommandRun.run([name, "--help"]).stdout)
            try #require(!options.isEmpty)
            for option in options {
                everyOption.insert(option[0])
                taken[name, default: []].insert(option[0])
                // Accepted: parsing succeeds and --help answers.
                let run = try CommandRun.run([name] + option.map { $0 == option[0] ? $0 : "x" } + ["--help"])
                #expect(run.status == 0, "\(name) rejects \(option[0]), which its usage line shows: \(run.stderr)")
            }
        }
        for name in names {
            for option in everyOption.subtracting(taken[name] ?? []) {
                let run = try CommandRun.run([name, option, "x", "--help"])
                #expect(run.status == 2, "\(name) accepts \(option), which its usage line does not show")
                #expect(run.stderr.contains("phrasebook \(name): \(name) does not take \(option)"))
                #expect(run.stderr.hasSuffix("See 'phrasebook \(name) --help'.\n"))
            }
        }
    }

    /// An example's output in `--help` is what the command prints: every
    /// line shown (but `…`) is a line of the real output.
    @Test func helpExampleOutputIsWhatTheCommandPrints() throws {
        var checked = 0
        for name in try Self.commandNames() {
            let lines = try CommandRun.run([name, "--help"]).stdout.components(separatedBy: "\n")
            guard let start = lines.firstIndex(where: { $0 == "Example:" || $0 == "Examples:" }) else { continue }
            var body = lines[(start + 1)...].prefix { $0.hasPrefix("  ") }.map {
                $0.trimmingCharacters(in: .whitespaces)
            }[...]
            while let command = body.first {
                body = body.dropFirst()
                let output = body.prefix { !$0.hasPrefix("$ ") && !$0.hasPrefix("phrasebook ") }
                body = body.dropFirst(output.count)
                guard command.hasPrefix("$ phrasebook "), !output.isEmpty else { continue }
                let arguments = ReadmeExample.parse("```console\n\(command)\n```").first?.arguments ?? []
                let run = try CommandRun.run(arguments, mergingStandardError: true)
                let printed = Set(
                    run.stdout.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
                for line in output where line != "…" {
                    checked += 1
                    #expect(printed.contains(line), "\(name) --help shows a line \(command) does not print: \(line)")
                }
            }
        }
        #expect(checked >= 4)
    }

    @Test func helpExamplesAreValidCommandLines() throws {
        var count = 0
        for name in try Self.commandNames() {
            let help = try CommandRun.run([name, "--help"]).stdout
            let lines = help.components(separatedBy: "\n")
            guard let start = lines.firstIndex(where: { $0 == "Examples:" || $0 == "Example:" }) else { continue }
            // Command lines only: lint's example goes on with the output it prints.
            let examples = lines[(start + 1)...].prefix { $0.hasPrefix("  ") }
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .map { $0.hasPrefix("$ ") ? String($0.dropFirst(2)) : $0 }
                .filter { $0.hasPrefix("phrasebook ") || $0.hasPrefix("printf ") }
                .map { "```console\n$ \($0)\n```" }
            for example in examples.flatMap({ ReadmeExample.parse($0) }) {
                count += 1
                #expect(example.problem == nil, "\(name) --help: \(example.commandLine)")
                let run = try CommandRun.run(example.arguments, stdin: example.stdin, environment: example.environment)
                #expect(run.status != 2, "\(name) --help example fails as usage: \(example.commandLine)\n\(run.stderr)")
            }
        }
        #expect(count >= 6)
    }
}
