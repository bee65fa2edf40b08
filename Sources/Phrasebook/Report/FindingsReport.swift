import Foundation

/// The findings of one command — `compile`'s diagnostics, `lint`'s findings
/// with their witnesses — in the formats a CI system reads: JSON, JUnit XML,
/// GitHub Actions annotations and SARIF 2.1.0.
///
/// ```swift
/// let report = FindingsReport(command: "compile", diagnostics: catalog.diagnostics)
/// print(report.githubAnnotations())   // ::error file=…,line=…::…
/// if report.fails(strict: true) { exit(1) }
/// ```
public struct FindingsReport: Sendable {
    /// The command that found them (`compile`, `lint`, `import`), named in
    /// the reports' titles.
    public var command: String
    /// The findings, in the order they are reported.
    var findings: [ReportedFinding]

    /// The findings' diagnostics, in the order they are reported.
    public var diagnostics: [Diagnostic] { findings.map(\.diagnostic) }

    /// A report of `findings` by `command`.
    init(command: String, findings: [ReportedFinding]) {
        self.command = command
        self.findings = findings
    }

    /// A report of `diagnostics`, without witnesses.
    ///
    /// - Parameters:
    ///   - command: The command's name, such as `compile`.
    ///   - diagnostics: What it found.
    public init(command: String, diagnostics: [Diagnostic]) {
        self.init(command: command, findings: diagnostics.map { ReportedFinding($0) })
    }

    /// How many findings are errors.
    public var errorCount: Int { findings.filter { $0.diagnostic.severity == .error }.count }
    /// How many findings are warnings.
    public var warningCount: Int { findings.count - errorCount }

    /// Whether the findings fail a run: any error, or with `strict` any
    /// warning too.
    ///
    /// - Parameter strict: Whether warnings count as errors.
    /// - Returns: `true` when the run fails.
    public func fails(strict: Bool) -> Bool {
        findings.contains { $0.fails(strict: strict) }
    }

    /// `{"findings":[{"severity","code","message","file","line","column","path","witness":[…]}],"errors":N,"warnings":N}`.
    public var json: JSONOutput {
        let rows = findings.map { finding -> JSONOutput in
            .object(finding.diagnostic.jsonMembers + [("witness", .array(finding.witnesses.map(JSONOutput.string)))])
        }
        return .object([("findings", .array(rows)), ("errors", .int(errorCount)), ("warnings", .int(warningCount))])
    }

    /// One GitHub Actions workflow command per finding, which GitHub shows
    /// as an annotation at the finding's file, line and column: errors
    /// as `::error`, warnings as `::warning`, or as `::error` with `strict`.
    ///
    /// - Parameter strict: Whether warnings are reported as errors.
    /// - Returns: The lines, joined by line breaks (empty without findings).
    public func githubAnnotations(strict: Bool = false) -> String {
        findings.map { finding in
            let diagnostic = finding.diagnostic
            return GitHubAnnotation.command(
                finding.fails(strict: strict) ? "error" : "warning", file: diagnostic.file, line: diagnostic.line,
                column: diagnostic.column, title: "\(diagnostic.code.rawValue) (phrasebook \(command))",
                message: finding.messageWithWitnesses)
        }.joined(separator: "\n")
    }

    /// JUnit XML: a test suite per file and a test case per finding, failed
    /// when the finding fails the run (an error, or with `strict` a
    /// warning); without findings, one passing case says the command ran.
    ///
    /// - Parameter strict: Whether warnings fail their test case.
    /// - Returns: The XML document.
    public func junit(strict: Bool = false) -> String {
        var suites: [(name: String, cases: [JUnitCase])] = []
        var suiteIndex: [String: Int] = [:]
        for finding in findings {
            let diagnostic = finding.diagnostic
            let file = diagnostic.file ?? "phrasebook \(command)"
            let place = [diagnostic.line, diagnostic.column].compactMap { $0.map(String.init) }.joined(separator: ":")
            let name =
                "\(diagnostic.code.rawValue)" + (place.isEmpty ? "" : " at \(place)")
                + (diagnostic.jsonPath.isEmpty ? "" : " (\(diagnostic.jsonPath))")
            let junitCase = JUnitCase(
                name: name, className: file,
                failure: finding.fails(strict: strict)
                    ? JUnitCase.FailureDetails(
                        type: diagnostic.severity.rawValue, message: diagnostic.message,
                        details: "\(diagnostic.description)\n"
                            + finding.witnesses.map { "witness: \"\($0)\"" }
                            .joined(separator: "\n"))
                    : nil,
                output: finding.fails(strict: strict) ? nil : diagnostic.description)
            if let index = suiteIndex[file] {
                suites[index].cases.append(junitCase)
            } else {
                suiteIndex[file] = suites.count
                suites.append((file, [junitCase]))
            }
        }
        if suites.isEmpty {
            suites = [("phrasebook \(command)", [JUnitCase(name: "no findings", className: "phrasebook \(command)")])]
        }
        return JUnitCase.document(name: "phrasebook \(command)", suites: suites)
    }

    /// A SARIF 2.1.0 log with one run of `phrasebook`: a rule per code
    /// found and a result per finding, at its file, line and column.
    ///
    /// - Parameter strict: Whether warnings are reported at level `error`.
    /// - Returns: The log as one JSON document.
    public func sarif(strict: Bool = false) -> JSONOutput {
        let codes = Array(Set(findings.map(\.diagnostic.code))).sorted { $0.rawValue < $1.rawValue }
        let results = findings.map { finding -> JSONOutput in
            let diagnostic = finding.diagnostic
            var members: [(String, JSONOutput)] = [
                ("ruleId", .string(diagnostic.code.rawValue)),
                ("level", .string(finding.fails(strict: strict) ? "error" : "warning")),
                ("message", .object([("text", .string(finding.messageWithWitnesses))])),
            ]
            if let file = diagnostic.file {
                members.append(
                    (
                        "locations",
                        .array([
                            SARIFLog.location(
                                file: file, line: diagnostic.line,
                                column: diagnostic.column)
                        ])
                    ))
            }
            if !diagnostic.jsonPath.isEmpty {
                members.append(("properties", .object([("jsonPath", .string(diagnostic.jsonPath))])))
            }
            return .object(members)
        }
        return SARIFLog.log(rules: codes.map(SARIFLog.rule), results: results)
    }
}
