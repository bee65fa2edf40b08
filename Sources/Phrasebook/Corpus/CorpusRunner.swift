import Foundation

/// Plays corpus cases through the same ``Conversation`` the REPL uses and
/// checks every expectation; the passing cases' traces feed coverage.
struct CorpusRunner: Sendable {
    /// The catalog the cases run against.
    let catalog: Catalog

    /// Whether every case is matched exactly, as `coverage --exact` asks.
    var exact = false

    /// A runner over `catalog`; with `exact`, no case is matched flexibly.
    init(catalog: Catalog, exact: Bool = false) {
        self.catalog = catalog
        self.exact = exact
    }

    /// Runs every case.
    func run(_ cases: [CorpusCase]) -> [CaseResult] {
        cases.map(run)
    }

    /// Runs one case; a known gap's failure is expected (``CaseResult/knownGap``)
    /// and its passing is the failure.
    func run(_ corpusCase: CorpusCase) -> CaseResult {
        var result = play(corpusCase)
        guard let reason = corpusCase.knownGap else { return result }
        if let failure = result.failure {
            result.failure = nil
            result.knownGap = failure
        } else {
            result.failure = CaseFailure(
                file: corpusCase.file, line: corpusCase.line, utterance: corpusCase.utterance,
                expected: "a known gap that still fails (@known-gap \(reason))",
                actual: "the case passes: take its @known-gap line off")
        }
        return result
    }

    /// Plays one case and checks each of its expectations.
    private func play(_ corpusCase: CorpusCase) -> CaseResult {
        let timeZone = corpusCase.timeZone ?? .current
        let fixedNow = corpusCase.now
        var conversation = Conversation(
            catalog: catalog, locale: corpusCase.locale, timeZone: timeZone, now: { fixedNow ?? Date() })
        conversation.allowsFlexibleMatching = !exact && !corpusCase.isExactOnly
        var turn: DialogTurn?
        var outcome: Outcome?
        var started = false
        var transcript: [String] = []

        func failure(_ line: Int, expected: String, actual: String) -> CaseResult {
            CaseResult(
                corpusCase: corpusCase, outcome: outcome,
                failure: CaseFailure(
                    file: corpusCase.file, line: line, utterance: corpusCase.utterance, expected: expected,
                    actual: actual),
                transcript: transcript)
        }
        func note(_ turn: DialogTurn) {
            switch turn {
            case .prompt(let prompt):
                if let notice = prompt.notice { transcript.append("! \(notice)") }
                transcript.append("? \(prompt.text)")
            case .outcome(let ended):
                transcript.append(describe(ended, timeZone: timeZone))
                if let dialog = ended.dialog, !dialog.isEmpty { transcript.append("< \(dialog)") }
            }
        }
        func finish() -> Outcome {
            if let outcome { return outcome }
            let ended = conversation.endOfInput()
            outcome = ended
            note(.outcome(ended))
            return ended
        }

        for (step, line) in corpusCase.steps {
            switch step {
            case .user(let text):
                if let outcome {
                    return failure(
                        line, expected: "a question to answer with \"\(text)\"",
                        actual: describe(outcome, timeZone: timeZone))
                }
                let next = started ? conversation.answer(text) : conversation.say(text)
                started = true
                turn = next
                transcript.append("> \(text)")
                note(next)
                if case .outcome(let ended) = next { outcome = ended }
            case .question(let expected):
                guard case .prompt(let prompt)? = turn, prompt.text == expected else {
                    return failure(line, expected: "? \(expected)", actual: describe(turn, timeZone: timeZone))
                }
            case .notice(let expected):
                if case .prompt(let prompt)? = turn, prompt.notice == expected { continue }
                if case .outcome(let ended)? = turn, ended.message == expected { continue }
                let actual: String
                if case .prompt(let prompt)? = turn {
                    actual = prompt.notice.map { "! \($0)" } ?? "no notice; " + describe(turn, timeZone: timeZone)
                } else {
                    actual = describe(turn, timeZone: timeZone)
                }
                return failure(line, expected: "! \(expected)", actual: actual)
            case .dialog(let expected):
                let ended = finish()
                guard ended.dialog == expected else {
                    return failure(
                        line, expected: "< \(expected)",
                        actual: ended.dialog.map { "< \($0)" } ?? describe(ended, timeZone: timeZone))
                }
            case .outcome(let expected):
                let ended = finish()
                if !matches(ended, expected, timeZone: timeZone) {
                    return failure(
                        line, expected: "= \(expected)", actual: describe(ended, timeZone: timeZone, whenAsked: turn))
                }
            }
        }
        return CaseResult(corpusCase: corpusCase, outcome: outcome, failure: nil, transcript: transcript)
    }

    // MARK: Comparing

    private func matches(_ outcome: Outcome, _ expected: ExpectedOutcome, timeZone: TimeZone) -> Bool {
        switch expected {
        case .none: return outcome.status == .noMatch
        case .cancelled: return outcome.status == .cancelled
        case .failed: return outcome.status == .failed
        case .needsValue: return outcome.status == .needsValue
        case .invocation(let app, let intent, let parameters):
            guard outcome.status == .resolved, let invocation = outcome.invocation,
                invocation.app == app, invocation.intent == intent,
                invocation.parameters.count == parameters.count
            else { return false }
            return parameters.allSatisfy { expected in
                invocation[expected.name].map { matches($0, expected.value, timeZone: timeZone) } ?? false
            }
        }
    }

    private func matches(_ actual: ParameterValue, _ expected: ExpectedValue, timeZone: TimeZone) -> Bool {
        switch (actual, expected) {
        case (.entity(let id, _), .id(let expectedID)): return id == expectedID
        case (.string(let text), .string(let expectedText)): return text == expectedText
        case (.string(let text), .id(let word)): return text == word
        case (.integer(let number), .number(let expectedNumber)): return Double(number) == expectedNumber
        case (.number(let number), .number(let expectedNumber)): return number == expectedNumber
        case (.bool(let flag), .bool(let expectedFlag)): return flag == expectedFlag
        case (.date(let date), .date(let text)):
            return ISODateParser.parse(text, timeZone: timeZone).map { abs($0.timeIntervalSince(date)) < 0.5 } ?? false
        case (.list(let values), .list(let expectedValues)):
            return values.count == expectedValues.count
                && zip(values, expectedValues).allSatisfy { matches($0, $1, timeZone: timeZone) }
        default: return false
        }
    }

    // MARK: Describing what happened

    /// A turn in corpus notation: `? question`, or the outcome.
    func describe(_ turn: DialogTurn?, timeZone: TimeZone) -> String {
        switch turn {
        case .prompt(let prompt)?: return "? \(prompt.text)"
        case .outcome(let outcome)?: return describe(outcome, timeZone: timeZone)
        case nil: return "nothing"
        }
    }

    /// An outcome in corpus notation (`= Meditation StartMeditationIntent session=walking`).
    func describe(_ outcome: Outcome, timeZone: TimeZone, whenAsked turn: DialogTurn? = nil) -> String {
        Self.describe(outcome, timeZone: timeZone, whenAsked: turn)
    }

    /// An outcome in corpus notation (`= Meditation StartMeditationIntent session=walking`).
    static func describe(_ outcome: Outcome, timeZone: TimeZone, whenAsked turn: DialogTurn? = nil) -> String {
        switch outcome.status {
        case .resolved:
            guard let invocation = outcome.invocation else { return "= \(outcome.dialog ?? "resolved")" }
            let parameters = invocation.parameters.map { "\($0.name)=\(literal($0.value, timeZone: timeZone))" }
            return "= "
                + ([CorpusNotation.quoted(invocation.app), invocation.intent] + parameters).joined(separator: " ")
        case .noMatch: return "= none" + (outcome.message.map { " (\($0))" } ?? "")
        case .needsValue:
            if case .prompt(let prompt)? = turn { return "? \(prompt.text) (and input ended: needsValue)" }
            return "= needsValue"
        case .cancelled: return "= cancelled"
        case .failed: return "= failed" + (outcome.message.map { " (\($0))" } ?? "")
        }
    }

    /// `date` as corpus files write it: `2026-11-21T10:00:00` in `timeZone`.
    static func localDate(_ date: Date, timeZone: TimeZone) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        return formatter.string(from: date)
    }

    private static func literal(_ value: ParameterValue, timeZone: TimeZone) -> String {
        switch value {
        case .entity(let id, _): return id
        case .string(let text): return ExpectedValue.string(text).description
        case .integer(let number): return String(number)
        case .number(let number): return ExpectedValue.number(number).description
        case .bool(let flag): return String(flag)
        case .date(let date): return localDate(date, timeZone: timeZone)
        case .list(let values): return "[" + values.map { literal($0, timeZone: timeZone) }.joined(separator: ",") + "]"
        }
    }
}

/// How one corpus case went.
struct CaseResult: Sendable {
    /// The case.
    var corpusCase: CorpusCase
    /// The conversation's outcome, when it reached one.
    var outcome: Outcome?
    /// Why the case failed, or `nil` when it passed.
    var failure: CaseFailure?
    /// How a known gap (``CorpusCase/knownGap``) failed, as expected: not
    /// counted as a failure.
    var knownGap: CaseFailure?
    /// The dialog as it ran, in corpus notation: each line typed (`>`),
    /// each question (`?`) and notice (`!`), the outcome (`=`) and its
    /// result dialog (`<`).
    var transcript: [String] = []

    /// Whether every expectation held (of a known gap: whether it failed).
    var passed: Bool { failure == nil && knownGap == nil }
}

/// A failed expectation: where, what was expected and what happened instead.
struct CaseFailure: Sendable, Hashable {
    /// The corpus file.
    var file: String
    /// The line of the expectation that failed.
    var line: Int
    /// The case's first utterance.
    var utterance: String
    /// The expectation, in corpus notation.
    var expected: String
    /// What happened instead, in corpus notation (the intent and values
    /// selected, or the question that came instead).
    var actual: String
}
