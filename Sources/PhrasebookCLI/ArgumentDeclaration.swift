/// The words a command takes after its options (`UTTERANCE…`), declared
/// with the command so its usage line and the check for missing words agree.
struct ArgumentDeclaration: Sendable {
    /// The name shown in usage lines (`UTTERANCE`).
    var name: String
    /// What the words are for, for the error when they are missing
    /// (`the utterance to resolve`).
    var purpose: String

    /// Whether it is one or more words (`UTTERANCE…`) rather than exactly one.
    var repeats = true

    /// The argument as a usage line shows it: `UTTERANCE…`, or `SOURCES_DIR`.
    var usage: String { repeats ? name + "…" : name }
}
