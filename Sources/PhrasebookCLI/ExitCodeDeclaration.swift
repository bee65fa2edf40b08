/// What one exit status means for a command; every command declares each
/// status it can end with, and its `--help` lists them.
struct ExitCodeDeclaration: Sendable {
    /// The status.
    var status: ExitStatus
    /// What it means for this command; may contain a line break to keep the
    /// help text narrow.
    var meaning: String

    /// `status` means `meaning`.
    init(_ status: ExitStatus, _ meaning: String) {
        self.status = status
        self.meaning = meaning
    }
}
