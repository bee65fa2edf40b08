import Foundation

/// One `$ phrasebook …` example from a ```console block of README.md or a
/// `docs/*.md` file, with the output the document shows for it.
///
/// A command line is `$`, optional `NAME=value` environment assignments,
/// optionally `printf 'TEXT' |` (`\n`, `\t`, `\\` and `%%` read as printf
/// does) to feed standard input, then `phrasebook` and its arguments, quoted
/// as in a shell. The expected output is every line after it up to the next
/// `$` line or the end of the block; blank lines at its end (and at the end of
/// the real output) separate examples and are not compared. Standard output
/// and standard error are compared together, in the order a terminal shows
/// them. Two placeholders keep examples short and still able to fail:
/// a line that is only `…` stands for one or more whole lines, and `…`
/// inside a line stands for any run of characters within that line (a
/// timing, the rest of a long JSON object).
struct ReadmeExample: CustomStringConvertible, Sendable {
    /// One expected line and its line number in the document.
    struct ExpectedLine: Sendable {
        var number: Int
        var text: String
    }

    /// The document the example is in, relative to the package root.
    var file: String = "README.md"
    /// The line number of the `$` line in the document.
    var line: Int
    /// The command line as written, without `$ `.
    var commandLine: String
    /// The arguments after `phrasebook`.
    var arguments: [String] = []
    /// Environment variables the command line sets.
    var environment: [String: String] = [:]
    /// Standard input from `printf '…' |`, if any.
    var stdin: String?
    /// The lines the README shows for it.
    var expected: [ExpectedLine] = []
    /// Why the command line could not be read, if it could not.
    var problem: String?

    var description: String { "\(file):\(line): $ \(commandLine)" }

    /// The placeholder for elided text.
    static let placeholder = "…"

    /// README.md and every Markdown file in `docs/`, relative to the package
    /// root, README first.
    static func documents() -> [String] {
        let docs = GoldenCase.packageRoot.appendingPathComponent("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// Every example in README.md and `docs/*.md`.
    static func all() -> [ReadmeExample] {
        documents().flatMap { file -> [ReadmeExample] in
            let url = GoldenCase.packageRoot.appendingPathComponent(file)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
            return parse(text, file: file)
        }
    }

    /// The examples in the ```console blocks of a Markdown text read from
    /// `file`.
    static func parse(_ markdown: String, file: String = "README.md") -> [ReadmeExample] {
        var examples: [ReadmeExample] = []
        var inConsole = false
        for (index, text) in markdown.components(separatedBy: "\n").enumerated() {
            let number = index + 1
            if text.hasPrefix("```") {
                inConsole = !inConsole && text == "```console"
                continue
            }
            guard inConsole else { continue }
            if text.hasPrefix("$ ") {
                examples.append(ReadmeExample(file: file, line: number, commandLine: String(text.dropFirst(2))))
            } else if !examples.isEmpty {
                examples[examples.count - 1].expected.append(ExpectedLine(number: number, text: text))
            }
        }
        return examples.map { example in
            var example = example
            while example.expected.last?.text.isEmpty == true { example.expected.removeLast() }
            example.readCommandLine()
            return example
        }
    }

    /// Fills `environment`, `stdin` and `arguments` from `commandLine`.
    private mutating func readCommandLine() {
        var words = GoldenCase.split(commandLine)[...]
        func readAssignments() {
            while let word = words.first, let equals = word.firstIndex(of: "="),
                word[..<equals].allSatisfy({ $0 == "_" || $0.isUppercase || $0.isNumber }), equals != word.startIndex
            {
                environment[String(word[..<equals])] = String(word[word.index(after: equals)...])
                words = words.dropFirst()
            }
        }
        readAssignments()
        if words.first == "printf" {
            let rest = Array(words.dropFirst().prefix(2))
            guard rest.count == 2, rest[1] == "|" else {
                problem = "expected printf 'TEXT' | phrasebook …"
                return
            }
            stdin = ReadmeExample.printf(rest[0])
            words = words.dropFirst(3)
            readAssignments()
        }
        guard words.first == "phrasebook" else {
            problem = "a console example must run phrasebook (optionally after NAME=value words and printf 'TEXT' |)"
            return
        }
        arguments = Array(words.dropFirst())
    }

    /// `format` as printf prints it, for the escapes README examples use.
    static func printf(_ format: String) -> String {
        var result = ""
        var escaped = false
        var percent = false
        for character in format {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaped = false
            } else if percent {
                result.append(character)
                percent = false
            } else if character == "\\" {
                escaped = true
            } else if character == "%" {
                percent = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// `nil` when `output` matches the expected lines; otherwise a readable
    /// account naming the first line of the document that does not match.
    func mismatch(_ output: String) -> String? {
        var actual = output.components(separatedBy: "\n")
        while actual.last?.isEmpty == true { actual.removeLast() }
        var failed: Set<[Int]> = []
        var furthest = (expected: 0, actual: 0)
        func match(_ e: Int, _ a: Int) -> Bool {
            if e > furthest.expected || (e == furthest.expected && a > furthest.actual) { furthest = (e, a) }
            if e == expected.count { return a == actual.count }
            if failed.contains([e, a]) { return false }
            var matched = false
            if expected[e].text == ReadmeExample.placeholder {
                var next = a + 1
                while !matched && next <= actual.count {
                    matched = match(e + 1, next)
                    next += 1
                }
            } else if a < actual.count,
                OutputPattern.line(actual[a], matches: expected[e].text, placeholder: ReadmeExample.placeholder)
            {
                matched = match(e + 1, a + 1)
            }
            if !matched { failed.insert([e, a]) }
            return matched
        }
        if match(0, 0) { return nil }
        let got =
            furthest.actual < actual.count ? "  got:      \(actual[furthest.actual])" : "  got:      (the output ended)"
        let account: String
        if furthest.expected < expected.count {
            let line = expected[furthest.expected]
            account =
                "\(file):\(line.number) does not match the output of `$ \(commandLine)` (\(file):\(self.line)):\n"
                + "  expected: \(line.text)\n" + got
        } else {
            account =
                "the output of `$ \(commandLine)` (\(file):\(line)) goes on after the example's last line:\n" + got
        }
        return account + "\n\nThe whole output:\n" + actual.joined(separator: "\n")
    }
}
