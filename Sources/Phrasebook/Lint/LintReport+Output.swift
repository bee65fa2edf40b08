extension LintReport {
    /// Lints every app under `directory` (see ``Catalog/init(directory:)``):
    /// its compile diagnostics, then colliding, confusable, shared and
    /// blocked phrases (PB113, PB120–PB122), each with a witness utterance.
    ///
    /// With `locale`, only phrases and names of that locale are linted.
    ///
    /// - Parameters:
    ///   - directory: A folder of app folders.
    ///   - locale: A locale tag to lint only, or `nil` for every locale.
    public init(directory: String, locale: String? = nil) {
        self = Linter.lint(directory: directory, options: Linter.Options(locale: locale))
    }

    /// Lints an already compiled catalog (one from ``Catalog/init(swiftSources:appName:defines:)``,
    /// say), as ``init(directory:locale:)`` does a folder's.
    ///
    /// - Parameters:
    ///   - catalog: The compiled catalog to lint.
    ///   - locale: A locale tag to lint only, or `nil` for every locale.
    public init(catalog: Catalog, locale: String? = nil) {
        self = Linter.lint(catalog, options: Linter.Options(locale: locale))
    }

    /// Every finding's diagnostic, sorted by file, line and column.
    public var diagnostics: [Diagnostic] { findings.map(\.diagnostic) }

    /// The report as `phrasebook lint` prints it: each finding's diagnostic
    /// line (``TextStyle/red`` for errors, ``TextStyle/yellow`` for
    /// warnings) and its witness, then the totals.
    ///
    /// - Parameter style: How to style each span of the text (plain by default).
    /// - Returns: The report as text.
    public func text(style: (String, TextStyle) -> String = TextStyle.plain) -> String {
        var lines: [String] = []
        for finding in findings {
            let line = finding.diagnostic.description
            lines.append(style(line, finding.severity == .error ? .red : .yellow))
            if let witness = finding.witnessLine {
                lines.append("  witness: " + witness)
            }
        }
        lines.append("\(errorCount.counted("error")), \(warningCount.counted("warning"))")
        return lines.joined(separator: "\n")
    }

    /// The report as `phrasebook lint --json` prints it:
    /// `{"findings":[{"severity","code","message","file","line","column","path","witness":[…]}],"errors":N,"warnings":N}`.
    public var json: JSONOutput {
        let findings = findings.map { finding -> JSONOutput in
            .object(finding.diagnostic.jsonMembers + [("witness", .array(finding.witnesses.map(JSONOutput.string)))])
        }
        return .object([("findings", .array(findings)), ("errors", .int(errorCount)), ("warnings", .int(warningCount))])
    }
}
