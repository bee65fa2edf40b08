/// The corpus run in the formats CI systems read: every case a test case,
/// every failed case an annotation at its file and line.
extension CoverageReport {
    /// The SARIF rule id of a failed corpus case.
    static let failedCaseRule = "corpus-case"

    /// JUnit XML: a test suite per corpus file and a test case per corpus
    /// case (named by its line and first utterance), failed with what was
    /// expected and what happened instead.
    ///
    /// - Returns: The XML document.
    public func junit() -> String {
        var suites: [(name: String, cases: [JUnitCase])] = []
        var suiteIndex: [String: Int] = [:]
        for summary in cases {
            let junitCase = JUnitCase(
                name: "\(summary.file):\(summary.line): \(summary.utterance)", className: summary.file,
                failure: summary.failure.map { failure in
                    JUnitCase.FailureDetails(
                        type: "failed case", message: "expected \(failure.expected), got \(failure.actual)",
                        details:
                            "\(failure.file):\(failure.line): > \(failure.utterance)\n"
                            + "expected: \(failure.expected)\nactual:   \(failure.actual)")
                },
                skipped: summary.knownGap.map { gap in "known gap: expected \(gap.expected), got \(gap.actual)" })
            if let index = suiteIndex[summary.file] {
                suites[index].cases.append(junitCase)
            } else {
                suiteIndex[summary.file] = suites.count
                suites.append((summary.file, [junitCase]))
            }
        }
        return JUnitCase.document(name: "phrasebook coverage", suites: suites)
    }

    /// One `::error` annotation per failed case, at the line of the
    /// expectation that failed; and, with `minimum`, one when phrase
    /// coverage is below it.
    ///
    /// - Parameter minimum: The least phrase coverage, in percent, if one is required.
    /// - Returns: The lines, joined by line breaks (empty when all passed).
    public func githubAnnotations(minimum: Double? = nil) -> String {
        var lines = failures.map { failure in
            GitHubAnnotation.command(
                "error", file: failure.file, line: failure.line, column: nil,
                title: "phrasebook coverage: \(failure.utterance)",
                message: "expected \(failure.expected)\nactual:   \(failure.actual)")
        }
        if let minimum, isBelow(minimum: minimum) {
            lines.append(
                GitHubAnnotation.command(
                    "error", file: nil, line: nil, column: nil, title: "phrasebook coverage",
                    message: "phrase coverage \(Self.percent(phrasePercent)) is below the minimum of "
                        + Self.percent(minimum)))
        }
        return lines.joined(separator: "\n")
    }

    /// A SARIF 2.1.0 log with a result per failed case, at the line of the
    /// expectation that failed.
    ///
    /// - Returns: The log as one JSON document.
    public func sarif() -> JSONOutput {
        let rule: JSONOutput = .object([
            ("id", .string(Self.failedCaseRule)), ("name", .string("failedCorpusCase")),
            ("shortDescription", .object([("text", .string("A corpus case did not get the outcome it expects"))])),
        ])
        let results = failures.map { failure -> JSONOutput in
            .object([
                ("ruleId", .string(Self.failedCaseRule)), ("level", .string("error")),
                (
                    "message",
                    .object([
                        (
                            "text",
                            .string("\"\(failure.utterance)\": expected \(failure.expected), got \(failure.actual)")
                        )
                    ])
                ),
                ("locations", .array([SARIFLog.location(file: failure.file, line: failure.line, column: nil)])),
            ])
        }
        return SARIFLog.log(rules: failures.isEmpty ? [] : [rule], results: results)
    }
}
