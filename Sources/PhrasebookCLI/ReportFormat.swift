/// The forms a report of findings or corpus cases is written in: for a
/// person, for a script, and for the CI systems that read test results and
/// code annotations.
enum ReportFormat: String, CaseIterable, Sendable {
    /// Text for a terminal.
    case text
    /// One JSON document.
    case json
    /// JUnit XML: test suites of test cases, as CI systems show test results.
    case junit
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…::…`),
    /// which GitHub shows as annotations on the changed lines.
    case github
    /// SARIF 2.1.0, the static-analysis format code-scanning tools read.
    case sarif
}
