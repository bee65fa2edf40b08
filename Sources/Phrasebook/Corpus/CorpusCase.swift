import Foundation

/// One test dialog of a corpus file: what the user types, line by line, and
/// what Phrasebook is expected to ask and answer.
struct CorpusCase: Sendable {
    /// One line of a case.
    enum Step: Sendable, Hashable {
        /// `>`: an utterance (the first) or an answer (the rest).
        case user(String)
        /// `?`: the exact text of the next question.
        case question(String)
        /// `!`: the exact text of a notice (a validation message, an answer
        /// not understood) or of the outcome's message.
        case notice(String)
        /// `<`: the exact result dialog.
        case dialog(String)
        /// `=`: the expected outcome.
        case outcome(ExpectedOutcome)
    }

    /// The corpus file, as given.
    var file: String
    /// The line of the case's first utterance.
    var line: Int
    /// The locale the case is matched in (`@locale`), or every locale.
    var locale: String?
    /// The clock the case runs at (`@now`), for relative dates.
    var now: Date?
    /// The time zone the case runs in (`@timezone`).
    var timeZone: TimeZone?
    /// The steps, each with its line number.
    var steps: [(step: Step, line: Int)]
    /// Whether the case is matched exactly only (`@exact` before it): a
    /// probe of the exact phrases that flexible matching would read.
    var isExactOnly = false
    /// Why the case is a known gap (`@known-gap` before it), or `nil`.
    ///
    /// A known gap is a case Phrasebook does not pass yet: its failure is
    /// reported but does not fail the run, and the run fails when it
    /// passes, so that the mark is taken off.
    var knownGap: String?
    /// Where the words of the `=` line stand, for diagnostics about them.
    var expectationColumns = ExpectationColumns()

    /// The case's first utterance.
    var utterance: String {
        for (step, _) in steps {
            if case .user(let text) = step { return text }
        }
        return ""
    }
}

/// What a case expects at its end (`=`).
enum ExpectedOutcome: Sendable, Hashable, CustomStringConvertible {
    /// `= none`: nothing matches.
    case none
    /// `= cancelled`.
    case cancelled
    /// `= failed`.
    case failed
    /// `= needsValue`: input ended during a question.
    case needsValue
    /// `= App Intent name=value …`: an invocation with exactly these values.
    case invocation(app: String, intent: String, parameters: [ExpectedParameter])

    var description: String {
        switch self {
        case .none: "none"
        case .cancelled: "cancelled"
        case .failed: "failed"
        case .needsValue: "needsValue"
        case .invocation(let app, let intent, let parameters):
            ([CorpusNotation.quoted(app), intent] + parameters.map(\.description)).joined(separator: " ")
        }
    }
}

/// One `name=value` of an expected invocation.
struct ExpectedParameter: Sendable, Hashable, CustomStringConvertible {
    /// The parameter's name.
    var name: String
    /// The value as written.
    var value: ExpectedValue

    var description: String { "\(name)=\(value)" }
}

/// A value as a corpus writes it: an id, a quoted string, a number, a
/// boolean, an ISO date, or a list `[a,b]`.
indirect enum ExpectedValue: Sendable, Hashable, CustomStringConvertible {
    case id(String)
    case string(String)
    case number(Double)
    case bool(Bool)
    case date(String)
    case list([ExpectedValue])

    var description: String {
        switch self {
        case .id(let id): id
        case .string(let text): "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .number(let number):
            number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): String(flag)
        case .date(let text): text
        case .list(let values): "[" + values.map(\.description).joined(separator: ",") + "]"
        }
    }
}

/// The columns of an `App Intent name=value …` line's words, counted from
/// the line's first character, so a diagnostic about a word points at it.
struct ExpectationColumns: Sendable, Hashable {
    /// The app's column.
    var app = 1
    /// The intent's column.
    var intent = 1
    /// Each `name=value`'s column, in order.
    var parameters: [Int] = []
}
