import Foundation

/// One expected run of the `phrasebook` binary, read from a `.golden` file.
///
/// The file's form:
///
/// ```
/// # what the case checks
/// $ phrasebook say --json "Start Walking in Meditation"
/// --- env
/// (KEY=VALUE lines added to the environment; optional)
/// --- stdin
/// (lines fed to standard input; optional)
/// --- exit 0
/// --- stdout
/// (expected standard output)
/// --- stderr
/// (expected standard error; optional: not compared when absent)
/// ```
struct GoldenCase: CustomStringConvertible, Sendable {
    /// The file the case was read from.
    var file: URL
    /// Comment lines before the command.
    var comments: [String]
    /// The command's arguments after `phrasebook`.
    var arguments: [String]
    /// Environment variables set for the run.
    var environment: [String: String]
    /// Standard input, when given.
    var stdin: String?
    /// The expected exit status.
    var exitStatus: Int32
    /// The expected standard output.
    var stdout: String
    /// The expected standard error, when compared.
    var stderr: String?

    var description: String { file.deletingPathExtension().lastPathComponent }

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every case in `Golden/`, sorted by name.
    static func all() -> [GoldenCase] {
        let folder = packageRoot.appendingPathComponent("Tests/PhrasebookCLITests/Golden")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".golden") }.sorted().compactMap { name in
            try? GoldenCase(file: folder.appendingPathComponent(name))
        }
    }

    /// Reads a `.golden` file.
    init(file: URL) throws {
        self.file = file
        let text = try String(contentsOf: file, encoding: .utf8)
        var comments: [String] = []
        var arguments: [String]?
        var sections: [String: [String]] = [:]
        var current: String?
        var exitStatus: Int32 = 0
        var fileLines = text.components(separatedBy: "\n")
        if fileLines.last == "" { fileLines.removeLast() }
        for line in fileLines {
            if line.hasPrefix("--- ") {
                let header = line.dropFirst(4).split(separator: " ")
                if header.first == "exit" {
                    exitStatus = Int32(header.dropFirst().first ?? "0") ?? -1
                    current = nil
                } else {
                    current = String(header.first ?? "")
                    sections[current!] = []
                }
            } else if let current {
                sections[current]?.append(line)
            } else if line.hasPrefix("$ phrasebook") {
                arguments = GoldenCase.split(String(line.dropFirst("$ phrasebook".count)))
            } else if line.hasPrefix("#") {
                comments.append(line)
            }
        }
        guard let arguments else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: file.path])
        }
        func body(_ name: String) -> String? {
            guard let lines = sections[name] else { return nil }
            return lines.map { $0 + "\n" }.joined()
        }
        self.comments = comments
        self.arguments = arguments
        self.stdin = body("stdin")
        var environment: [String: String] = [:]
        for line in sections["env"] ?? [] {
            guard let equals = line.firstIndex(of: "=") else { continue }
            environment[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        self.environment = environment
        self.exitStatus = exitStatus
        self.stdout = body("stdout") ?? ""
        self.stderr = body("stderr")
    }

    /// The case with its expectations replaced by what `run` produced.
    func written(with run: CommandRun) -> String {
        var lines = comments
        lines.append("$ phrasebook " + arguments.map(GoldenCase.quote).joined(separator: " "))
        if !environment.isEmpty {
            lines.append("--- env")
            lines += environment.keys.sorted().map { "\($0)=\(environment[$0]!)" }
        }
        if let stdin {
            lines.append("--- stdin")
            lines.append(stdin.hasSuffix("\n") ? String(stdin.dropLast()) : stdin)
        }
        lines.append("--- exit \(run.status)")
        lines.append("--- stdout")
        if run.stdout.count > GoldenCase.prettyThreshold, let pretty = GoldenCase.prettyForm(of: run.stdout) {
            lines.append(String(pretty.dropLast()))
        } else if !run.stdout.isEmpty {
            lines.append(String(run.stdout.dropLast(run.stdout.hasSuffix("\n") ? 1 : 0)))
        }
        if stderr != nil {
            lines.append("--- stderr")
            if !run.stderr.isEmpty { lines.append(String(run.stderr.dropLast(run.stderr.hasSuffix("\n") ? 1 : 0))) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `output`'s pretty form with a final line break, when `output` is one
    /// JSON document on one line; otherwise `nil` (JSON Lines, plain text).
    static func prettyForm(of output: String) -> String? {
        let line = output.hasSuffix("\n") ? output.dropLast() : Substring(output)
        guard line.first == "{" || line.first == "[", !line.contains("\n"),
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil
        else { return nil }
        return prettyJSON(String(line)) + "\n"
    }

    /// `json` re-indented two spaces a level, each member and element on its
    /// own line, with keys, values and their order exactly as written.
    static func prettyJSON(_ json: String) -> String {
        var result = ""
        var depth = 0
        var inString = false
        var escaped = false
        let characters = Array(json)
        var index = 0
        func newline() { result += "\n" + String(repeating: "  ", count: depth) }
        while index < characters.count {
            let character = characters[index]
            if inString {
                result.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                index += 1
                continue
            }
            switch character {
            case "\"":
                inString = true
                result.append(character)
            case "{", "[":
                let closing: Character = character == "{" ? "}" : "]"
                var next = index + 1
                while next < characters.count, characters[next].isWhitespace { next += 1 }
                if next < characters.count, characters[next] == closing {
                    result += String([character, closing])
                    index = next
                } else {
                    result.append(character)
                    depth += 1
                    newline()
                }
            case "}", "]":
                depth -= 1
                newline()
                result.append(character)
            case ",":
                result.append(character)
                newline()
            case ":":
                result += ": "
            case _ where character.isWhitespace:
                break
            default:
                result.append(character)
            }
            index += 1
        }
        return result
    }

    /// Stands for any text within one line of expected output (timings).
    static let wildcard = "{{*}}"

    /// Output longer than this that is one JSON document on one line is
    /// stored in its pretty form (``prettyJSON(_:)``), so a reviewer can read
    /// it and a diff points at the line that changed.
    static let prettyThreshold = 400

    /// Whether `actual` equals `expected`, where ``wildcard`` in an expected
    /// line matches any run of characters on that line.
    ///
    /// An `actual` that is one JSON document on one line matches an `expected`
    /// in its pretty form too: the pretty form keeps every key, value and the
    /// order of both, so only white space between tokens is not compared.
    static func matches(_ actual: String, expected: String) -> Bool {
        if let pretty = prettyForm(of: actual), expected.hasPrefix("{\n") || expected.hasPrefix("[\n") {
            return pretty == expected
        }
        guard expected.contains(wildcard) else { return actual == expected }
        let actualLines = actual.components(separatedBy: "\n")
        let expectedLines = expected.components(separatedBy: "\n")
        guard actualLines.count == expectedLines.count else { return false }
        return zip(actualLines, expectedLines).allSatisfy { line, pattern in
            OutputPattern.line(line, matches: pattern, placeholder: wildcard)
        }
    }

    /// Splits a command line into words, honoring double and single quotes.
    static func split(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// A word quoted for a golden file's command line when it needs quotes.
    static func quote(_ word: String) -> String {
        if !word.isEmpty && !word.contains(where: { " \"'".contains($0) }) { return word }
        return word.contains("\"") ? "'\(word)'" : "\"\(word)\""
    }
}
