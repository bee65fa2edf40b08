extension LintReport {
    /// The findings with their witnesses, in every report format
    /// (``FindingsReport``): JSON, JUnit, GitHub annotations and SARIF.
    public var findingsReport: FindingsReport {
        FindingsReport(
            command: "lint", findings: findings.map { ReportedFinding($0.diagnostic, witnesses: $0.witnesses) })
    }
}
