/// One finding as every report format writes it: a diagnostic and the
/// utterances that show it (a `lint` witness), when there are any.
struct ReportedFinding: Sendable, Hashable {
    /// Where, how bad and what.
    var diagnostic: Diagnostic
    /// The utterances that show the problem; empty for most compile rules.
    var witnesses: [String]

    /// A finding of `diagnostic`, shown by `witnesses`.
    ///
    /// - Parameters:
    ///   - diagnostic: The problem and its place.
    ///   - witnesses: Utterances that show it.
    init(_ diagnostic: Diagnostic, witnesses: [String] = []) {
        self.diagnostic = diagnostic
        self.witnesses = witnesses
    }

    /// The message with its witnesses, for formats with one text field.
    var messageWithWitnesses: String {
        guard !witnesses.isEmpty else { return diagnostic.message }
        return diagnostic.message + " — witness: " + witnesses.map { "\"\($0)\"" }.joined(separator: " ~ ")
    }

    /// Whether the finding fails a run: an error, or any finding when
    /// warnings count as errors.
    func fails(strict: Bool) -> Bool {
        diagnostic.severity == .error || strict
    }
}
