/// Everything `lint` found over a catalog, sorted by file, line and column.
///
/// ```swift
/// let report = LintReport(directory: "Phrases")
/// print(report.text())                      // each finding with its place and witness
/// if report.hasErrors { exit(1) }
/// ```
public struct LintReport: Sendable {
    /// The findings: the compile diagnostics and the lint rules' findings.
    var findings: [LintFinding]
    /// Whether the catalog has compile errors (invalid phrases: `lint` exits 2).
    public internal(set) var hasCompileErrors: Bool

    /// Creates a report.
    init(findings: [LintFinding], hasCompileErrors: Bool) {
        self.findings = findings
        self.hasCompileErrors = hasCompileErrors
    }

    /// How many findings are errors (compile errors included).
    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    /// How many findings are warnings.
    public var warningCount: Int { findings.count - errorCount }
    /// Whether any finding is an error.
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }
}
