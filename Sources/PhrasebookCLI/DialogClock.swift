import Foundation
import Phrasebook

/// The clock dialogs read relative dates against: the real time, or the
/// moment in `PHRASEBOOK_NOW` (ISO 8601, read in the local time zone) so
/// transcripts with relative dates are reproducible.
enum DialogClock {
    /// The environment variable that fixes the clock.
    static let variable = "PHRASEBOOK_NOW"

    /// The clock to use, or an environment error when the variable is malformed.
    static func clock() throws(CommandError) -> @Sendable () -> Date {
        guard let value = getenv(variable) else { return { Date() } }
        let text = String(cString: value)
        guard let fixed = Conversation.date(iso8601: text, timeZone: .current) else {
            throw .environment(
                "\(variable)=\(text) is not an ISO 8601 date such as 2026-11-21T10:00:00; fix or unset this environment variable"
            )
        }
        return { fixed }
    }
}
