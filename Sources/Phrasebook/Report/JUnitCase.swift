/// One JUnit test case, and the document of suites they make: the XML
/// most CI systems read as test results (Jenkins, GitLab, Azure, CircleCI,
/// and GitHub through a reporting action).
struct JUnitCase: Sendable {
    /// Why a case failed.
    struct FailureDetails: Sendable {
        /// The failure's kind (`error`, `warning`, `failed case`).
        var type: String
        /// A one-line message.
        var message: String
        /// The details shown under it.
        var details: String
    }

    /// The case's name.
    var name: String
    /// The class the case belongs to (its file).
    var className: String
    /// Why it failed, or `nil` when it passed.
    var failure: FailureDetails?
    /// Text the case printed, shown beside a passing case.
    var output: String?
    /// Why the case is skipped (a known gap), or `nil` when it ran.
    var skipped: String?

    /// A `<testsuites>` document of `suites`, each a `<testsuite>` of its
    /// cases, with the counts CI systems read.
    static func document(name: String, suites: [(name: String, cases: [JUnitCase])]) -> String {
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        let failures = suites.reduce(0) { $0 + $1.cases.filter { $0.failure != nil }.count }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="\#(XMLText.escaped(name))" tests="\#(tests)" failures="\#(failures)" errors="0">"#,
        ]
        for suite in suites {
            let suiteFailures = suite.cases.filter { $0.failure != nil }.count
            let suiteSkipped = suite.cases.filter { $0.skipped != nil }.count
            lines.append(
                #"  <testsuite name="\#(XMLText.escaped(suite.name))" tests="\#(suite.cases.count)" "#
                    + #"failures="\#(suiteFailures)" errors="0" skipped="\#(suiteSkipped)">"#)
            for junitCase in suite.cases {
                let opening =
                    #"    <testcase name="\#(XMLText.escaped(junitCase.name))" "#
                    + #"classname="\#(XMLText.escaped(junitCase.className))""#
                guard junitCase.failure != nil || junitCase.output != nil || junitCase.skipped != nil else {
                    lines.append(opening + "/>")
                    continue
                }
                lines.append(opening + ">")
                if let failure = junitCase.failure {
                    lines.append(
                        #"      <failure type="\#(XMLText.escaped(failure.type))" "#
                            + #"message="\#(XMLText.escaped(failure.message))">"#
                            + XMLText.escaped(failure.details) + "</failure>")
                }
                if let skipped = junitCase.skipped {
                    lines.append(#"      <skipped message="\#(XMLText.escaped(skipped))"/>"#)
                }
                if let output = junitCase.output {
                    lines.append("      <system-out>" + XMLText.escaped(output) + "</system-out>")
                }
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n")
    }
}
