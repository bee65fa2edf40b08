/// One risk `lint` found: a diagnostic — severity, rule code, message, file,
/// line:column and JSON path — and the witness utterances that show it (the
/// utterance two shortcuts share, the two utterances a typo would confuse, the
/// utterance that asks which value, the utterance a negative phrase blocks).
struct LintFinding: Hashable, Sendable, CustomStringConvertible {
    /// Where, how bad and what.
    var diagnostic: Diagnostic
    /// The concrete utterances that show the problem, as a user would say
    /// them; empty for rules about the manifest's shape.
    var witnesses: [String]

    /// Creates a finding.
    init(_ diagnostic: Diagnostic, witnesses: [String] = []) {
        self.diagnostic = diagnostic
        self.witnesses = witnesses
    }

    /// Error or warning.
    var severity: Diagnostic.Severity { diagnostic.severity }
    /// The rule's code.
    var code: DiagnosticCode { diagnostic.code }
    /// What is wrong.
    var message: String { diagnostic.message }

    /// The witnesses on one line, `"A"` or `"A" ~ "B"`, or `nil` without any.
    var witnessLine: String? {
        witnesses.isEmpty ? nil : witnesses.map { "\"\($0)\"" }.joined(separator: " ~ ")
    }

    /// The diagnostic's line, then `  witness: "…"` when there is a witness.
    var description: String {
        guard let witnessLine else { return diagnostic.description }
        return diagnostic.description + "\n  witness: " + witnessLine
    }
}
