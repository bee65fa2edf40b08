import Foundation

/// Turns a conversation as it happens into corpus cases: each request with
/// its answers, the questions asked, the outcome and its dialog, so an
/// exploratory session becomes a test that `coverage` replays.
///
/// Feed it every line the user typed with the turn it produced
/// (``record(_:turn:now:)``); each request that ends becomes one case in
/// ``text``, with the `@locale` it was matched in and the `@now` it was said
/// at, so relative dates replay the same.
///
/// ```swift
/// var recorder = CorpusRecorder(timeZone: conversation.timeZone)
/// let turn = conversation.respond("Start Walking in Meditation")
/// recorder.record("Start Walking in Meditation", turn: turn, now: Date())
/// print(recorder.text)
/// ```
public struct CorpusRecorder: Sendable {
    /// The time zone the session's dates are written in.
    public let timeZone: TimeZone
    /// The finished cases, in corpus notation.
    private var finished: [String] = []
    /// The lines of the request under way, and when it began.
    private var current: (lines: [String], now: Date)?

    /// A recorder whose cases are written for `timeZone`.
    ///
    /// - Parameter timeZone: The zone `@now` and dates are written in.
    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// How many cases have ended.
    public var caseCount: Int { finished.count }

    /// The corpus text of every case that has ended, with a header that
    /// says how it was made.
    public var text: String {
        let header = [
            "# Recorded by phrasebook repl --record: each request of the session with its",
            "# questions, answers and outcome. Edit what you expected where it differs.",
            "@timezone \(timeZone.identifier)",
        ]
        return (header + finished.flatMap { ["", $0] }).joined(separator: "\n") + "\n"
    }

    /// Records the line `typed` and the turn it produced; a turn that is an
    /// outcome ends the case.
    ///
    /// - Parameters:
    ///   - typed: The utterance or answer, as the user typed it.
    ///   - turn: What the conversation answered.
    ///   - now: When it was said (the conversation's clock).
    public mutating func record(_ typed: String, turn: DialogTurn, now: Date = Date()) {
        var lines = current?.lines ?? []
        let started = current?.now ?? now
        lines.append("> " + Self.oneLine(typed))
        current = (lines, started)
        append(turn)
    }

    /// Records the outcome that ended a request without a line typed (the
    /// end of input while a question was open).
    ///
    /// - Parameter outcome: The outcome.
    public mutating func record(ending outcome: Outcome) {
        guard current != nil else { return }
        append(.outcome(outcome))
    }

    /// Forgets the request under way (the REPL's `:reset`).
    public mutating func discardOpenCase() {
        current = nil
    }

    private mutating func append(_ turn: DialogTurn) {
        guard let current else { return }
        var lines = current.lines
        let now = current.now
        switch turn {
        case .prompt(let prompt):
            if let notice = prompt.notice { lines.append("! " + Self.oneLine(notice)) }
            lines.append("? " + Self.oneLine(prompt.text))
            self.current = (lines, now)
        case .outcome(let outcome):
            lines.append(expectation(of: outcome))
            if outcome.status == .resolved, let dialog = outcome.dialog, !dialog.isEmpty {
                lines.append("< " + Self.oneLine(dialog))
            }
            let locale = (outcome.invocation ?? outcome.unfinished)?.locale ?? "*"
            let header = ["@locale \(locale)", "@now \(CorpusRunner.localDate(now, timeZone: timeZone))"]
            finished.append((header + lines).joined(separator: "\n"))
            self.current = nil
        }
    }

    /// The `=` line of `outcome`: the invocation with its values, or the status.
    private func expectation(of outcome: Outcome) -> String {
        switch outcome.status {
        case .resolved: CorpusRunner.describe(outcome, timeZone: timeZone)
        case .noMatch: "= none"
        case .needsValue: "= needsValue"
        case .cancelled: "= cancelled"
        case .failed: "= failed"
        }
    }

    /// `text` on one line: a line break would end the corpus line.
    private static func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ")
    }
}
