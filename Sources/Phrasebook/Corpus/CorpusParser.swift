import Foundation

/// Reads corpus files: blank-line separated cases of `>` user
/// lines, `?` questions, `!` notices, `<` result dialogs and `=` outcomes;
/// `#` comments; `@locale TAG`, and Phrasebook's `@now ISO-DATE` and
/// `@timezone IDENTIFIER` for dialogs with relative dates, and `@exact`,
/// which marks the next case exact-only (no flexible matching).
///
/// Every malformed
/// line is reported with `file:line`.
enum CorpusParser {
    /// The cases read and every problem found.
    struct Result: Sendable {
        /// Cases in file and line order.
        var cases: [CorpusCase]
        /// Every malformed line, as diagnostics with `file:line:column`.
        var diagnostics: [Diagnostic]
    }

    /// Reads the corpus file at `path`, or every `*.txt` file in it, sorted
    /// by name, when it is a folder.
    static func load(path: String) -> Result {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return Result(
                cases: [],
                diagnostics: [
                    Diagnostic(
                        .error, .unreadable,
                        "no such file or folder; pass a corpus file or the folder of corpus files with --corpus PATH",
                        file: path)
                ])
        }
        guard isDirectory.boolValue else { return load(files: [path]) }
        return load(folder: path)
    }

    /// Reads a corpus folder (or file): ``load(path:)``.
    static func load(directory: String) -> Result {
        load(path: directory)
    }

    /// Reads every `*.txt` file in `directory`, sorted by name.
    private static func load(folder directory: String) -> Result {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter {
            $0.hasSuffix(".txt")
        }.sorted()
        if names.isEmpty {
            return Result(
                cases: [], diagnostics: [Diagnostic(.error, .noApps, "holds no corpus file (*.txt)", file: directory)])
        }
        return load(files: names.map { (directory as NSString).appendingPathComponent($0) })
    }

    /// Reads each of `paths` as a corpus file.
    private static func load(files paths: [String]) -> Result {
        var result = Result(cases: [], diagnostics: [])
        for path in paths {
            switch ManifestFile.readText(path, expected: "a corpus of test dialogs") {
            case .failure(let diagnostic):
                result.diagnostics.append(diagnostic)
            case .success(let file):
                let parsed = parse(String(decoding: file.bytes, as: UTF8.self), file: path)
                result.cases += parsed.cases
                result.diagnostics += parsed.diagnostics
            }
        }
        return result
    }

    /// Reads the corpus text of one file.
    static func parse(_ text: String, file: String) -> Result {
        var cases: [CorpusCase] = []
        var diagnostics: [Diagnostic] = []
        var locale: String?
        var nowText: String?
        var timeZone: TimeZone?
        var current: CorpusCase?
        var currentHasError = false
        var exactNext = false
        var knownGapNext: String?

        func error(_ message: String, _ line: Int, column: Int = 1) {
            diagnostics.append(
                Diagnostic(
                    .error, .corpusSyntax, message, location: SourceLocation(file: file, line: line, column: column)))
            if current != nil { currentHasError = true }
        }
        func close() {
            defer { currentHasError = false }
            guard let finished = current else { return }
            current = nil
            // A case with a malformed line was reported already; its shape is not.
            if currentHasError { return }
            let users = finished.steps.filter { if case .user = $0.step { true } else { false } }
            guard !users.isEmpty else {
                error(
                    "a case needs at least one '>' line (what the user says)",
                    finished.steps.first?.line ?? finished.line)
                return
            }
            guard let lastUser = finished.steps.lastIndex(where: { if case .user = $0.step { true } else { false } }),
                finished.steps[lastUser...].contains(where: { if case .outcome = $0.step { true } else { false } })
            else {
                error("the case has no '=' line after its last '>' (the expected outcome, or '= none')", finished.line)
                return
            }
            cases.append(finished)
        }

        // Split at line feeds by scalar: as Characters, "\r\n" is one
        // grapheme that is not "\n", and a CRLF file would read as one line.
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, rawLine) in lines.enumerated() {
            let number = index + 1
            let line = String(String.UnicodeScalarView(rawLine.last == "\r" ? rawLine.dropLast() : rawLine))
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                close()
                continue
            }
            if trimmed.hasPrefix("#") { continue }
            if trimmed.hasPrefix("@") {
                let words = trimmed.split(separator: " ", maxSplits: 1).map(String.init)
                let argument = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
                switch words[0] {
                case "@locale":
                    guard !argument.isEmpty else {
                        error("@locale needs a locale tag, such as @locale en", number)
                        continue
                    }
                    locale = argument == "*" ? nil : argument
                case "@now":
                    guard ISODateParser.parse(argument) != nil else {
                        error("@now needs an ISO 8601 date such as 2026-11-21T10:00:00", number)
                        continue
                    }
                    nowText = argument
                case "@timezone":
                    guard let zone = TimeZone(identifier: argument) else {
                        error("unknown time zone \"\(argument)\" (use an identifier such as Asia/Ho_Chi_Minh)", number)
                        continue
                    }
                    timeZone = zone
                case "@exact":
                    guard argument.isEmpty else {
                        error("@exact takes no argument; it marks the next case exact-only", number)
                        continue
                    }
                    exactNext = true
                case "@known-gap":
                    guard !argument.isEmpty else {
                        error("@known-gap needs a reason, such as @known-gap values said outside the phrase", number)
                        continue
                    }
                    knownGapNext = argument
                default:
                    error(
                        "unknown directive \(words[0]) (known: @locale, @now, @timezone, @exact, @known-gap)", number)
                }
                continue
            }
            guard let marker = trimmed.first, ">?!<=".contains(marker) else {
                error("a line starts with '>', '?', '!', '<', '=', '#' or '@'", number)
                continue
            }
            let content = String(trimmed.dropFirst()).trimmingCharacters(in: .whitespaces)
            if current == nil {
                // `@now` is read in the case's time zone, whichever directive came first.
                let now = nowText.flatMap { ISODateParser.parse($0, timeZone: timeZone ?? .current) }
                current = CorpusCase(file: file, line: number, locale: locale, now: now, timeZone: timeZone, steps: [])
                current?.isExactOnly = exactNext
                current?.knownGap = knownGapNext
                exactNext = false
                knownGapNext = nil
            }
            let step: CorpusCase.Step
            switch marker {
            case ">":
                step = .user(content)
            case "?":
                step = .question(content)
            case "!":
                step = .notice(content)
            case "<":
                step = .dialog(content)
            default:
                switch parseOutcome(content) {
                case .success(let (outcome, columns)):
                    step = .outcome(outcome)
                    // The words' columns count from the content: add what stands before it
                    // on the line (indentation, the marker and the spaces after it).
                    let afterMarker = line.drop(while: { $0.isWhitespace }).dropFirst()
                    let offset = line.count - afterMarker.drop(while: { $0.isWhitespace }).count
                    current?.expectationColumns = ExpectationColumns(
                        app: columns.app + offset, intent: columns.intent + offset,
                        parameters: columns.parameters.map { $0 + offset })
                case .failure(let problem):
                    error(problem.message, number, column: problem.column + 2)
                    continue
                }
            }
            if case .outcome = step,
                let first = current?.steps.first(where: { if case .outcome = $0.step { true } else { false } })
            {
                error(
                    "a second '=' line in one case (the first is at line \(first.line)); a case has one expected outcome",
                    number)
                continue
            }
            if case .user = step {
            } else if current!.steps.isEmpty {
                error("'\(marker)' comes before the case's first '>' line", number)
                current!.steps.append((step, number))
                continue
            }
            current!.steps.append((step, number))
        }
        close()
        return Result(cases: cases, diagnostics: diagnostics)
    }

    private struct Problem: Error {
        var message: String
        var column: Int
    }

    /// Reads `App Intent name=value …`, `none`, `cancelled`, `failed` or `needsValue`.
    private static func parseOutcome(
        _ text: String
    ) -> Swift.Result<(ExpectedOutcome, ExpectationColumns), Problem> {
        switch text {
        case "none": return .success((.none, ExpectationColumns()))
        case "cancelled": return .success((.cancelled, ExpectationColumns()))
        case "failed": return .success((.failed, ExpectationColumns()))
        case "needsValue": return .success((.needsValue, ExpectationColumns()))
        default: break
        }
        let words: [(text: String, quoted: Bool, column: Int)]
        do {
            words = try split(text)
        } catch let problem as Problem {
            return .failure(problem)
        } catch {
            return .failure(Problem(message: "cannot read the outcome", column: 1))
        }
        guard words.count >= 2 else {
            return .failure(
                Problem(
                    message:
                        "expected '= App Intent name=value …' or '= none' (an app name with a space goes in double quotes)",
                    column: 1))
        }
        var parameters: [ExpectedParameter] = []
        for word in words.dropFirst(2) {
            guard !word.quoted, let equals = word.text.firstIndex(of: "="), equals != word.text.startIndex else {
                return .failure(Problem(message: "expected name=value but found \"\(word.text)\"", column: word.column))
            }
            let name = String(word.text[..<equals])
            let rawValue = String(word.text[word.text.index(after: equals)...])
            guard let value = parseValue(rawValue) else {
                let shown = rawValue.count > 80 ? rawValue.prefix(80) + "…" : Substring(rawValue)
                return .failure(
                    Problem(
                        message: "cannot read the value of \(name): \(shown) (a quoted string, a number, a date, "
                            + "an id, or a list nested at most \(maximumListNesting) deep)",
                        column: word.column))
            }
            parameters.append(ExpectedParameter(name: name, value: value))
        }
        let columns = ExpectationColumns(
            app: words[0].column, intent: words[1].column, parameters: words.dropFirst(2).map(\.column))
        return .success((.invocation(app: words[0].text, intent: words[1].text, parameters: parameters), columns))
    }

    /// Words separated by spaces; double quotes group (and are kept inside
    /// `name="…"` so the value reads as a string).
    private static func split(_ text: String) throws -> [(text: String, quoted: Bool, column: Int)] {
        var words: [(String, Bool, Int)] = []
        var word = ""
        var start = 1
        var inQuotes = false
        var quotedWhole = false
        var column = 0
        var escaped = false
        for character in text {
            column += 1
            if escaped {
                word.append(character)
                escaped = false
                continue
            }
            if inQuotes && character == "\\" {
                word.append(character)
                escaped = true
                continue
            }
            if character == "\"" {
                if word.isEmpty && !inQuotes {
                    quotedWhole = true
                    inQuotes = true
                    start = column
                    continue
                }
                if inQuotes && quotedWhole {
                    inQuotes = false
                    continue
                }
                inQuotes.toggle()
                word.append(character)
                continue
            }
            if character == " " && !inQuotes {
                if !word.isEmpty || quotedWhole { words.append((word, quotedWhole, start)) }
                word = ""
                quotedWhole = false
                continue
            }
            if word.isEmpty && !quotedWhole { start = column }
            word.append(character)
        }
        if inQuotes { throw Problem(message: "a double quote is not closed", column: start) }
        if !word.isEmpty || quotedWhole { words.append((word, quotedWhole, start)) }
        return words
    }

    /// The deepest lists nest in an expected value (`[[a,b],[c]]` is 2):
    /// deeper is no expectation a parameter can have, and is refused before
    /// it costs more than reading the line.
    static let maximumListNesting = 8

    /// Reads one value: `"text"`, `[a,b]`, `true`, a number, an ISO date, or
    /// an id; `nil` when it is none of them or its lists nest deeper than
    /// ``maximumListNesting``.
    static func parseValue(_ text: String) -> ExpectedValue? {
        var depth = 0
        var deepest = 0
        for character in text.utf8 {
            if character == UInt8(ascii: "[") {
                depth += 1
                deepest = max(deepest, depth)
            } else if character == UInt8(ascii: "]") {
                depth -= 1
            }
        }
        guard deepest <= maximumListNesting else { return nil }
        return parseCheckedValue(text)
    }

    /// ``parseValue(_:)`` of a value whose nesting was checked.
    private static func parseCheckedValue(_ text: String) -> ExpectedValue? {
        if text.hasPrefix("\"") {
            guard text.count >= 2, text.hasSuffix("\"") else { return nil }
            var result = ""
            var escaped = false
            for character in text.dropFirst().dropLast() {
                if escaped {
                    result.append(character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else {
                    result.append(character)
                }
            }
            return .string(result)
        }
        if text.hasPrefix("[") {
            guard text.hasSuffix("]") else { return nil }
            let inner = text.dropFirst().dropLast()
            if inner.trimmingCharacters(in: .whitespaces).isEmpty { return .list([]) }
            var items: [ExpectedValue] = []
            for item in inner.split(separator: ",") {
                guard let value = parseCheckedValue(item.trimmingCharacters(in: .whitespaces)) else { return nil }
                items.append(value)
            }
            return .list(items)
        }
        if text == "true" { return .bool(true) }
        if text == "false" { return .bool(false) }
        if let number = Double(text) { return .number(number) }
        if ISODateParser.parse(text) != nil { return .date(text) }
        guard !text.isEmpty else { return nil }
        return .id(text)
    }
}
