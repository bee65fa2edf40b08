import Foundation
import Phrasebook

/// The file `repl --record FILE` writes: the session's requests as corpus
/// cases, rewritten atomically after each case so an interrupted session
/// keeps every case it finished.
struct SessionRecording {
    /// Where the cases are written.
    let path: String
    /// The cases so far.
    var recorder: CorpusRecorder

    /// A recording into `path`, checked writable now (an empty recording
    /// is written) so a wrong path stops the REPL before the session.
    init(path: String, timeZone: TimeZone) throws(CommandError) {
        self.path = path
        recorder = CorpusRecorder(timeZone: timeZone)
        if let problem = write() { throw .usage("--record: \(problem)") }
    }

    /// Records a line and its turn; writes the file when a case ended.
    mutating func record(_ typed: String, turn: DialogTurn, now: Date, printer: DialogPrinter) {
        let before = recorder.caseCount
        recorder.record(typed, turn: turn, now: now)
        if recorder.caseCount != before, let problem = write() { printer.error(problem) }
    }

    /// Records the outcome the end of input gave; writes the file.
    mutating func record(ending outcome: Outcome, printer: DialogPrinter) {
        recorder.record(ending: outcome)
        if let problem = write() { printer.error(problem) }
    }

    /// Writes the cases so far; the problem, in words, when it could not.
    private func write() -> String? {
        do {
            try Data(recorder.text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return "cannot write \(path): \((error as NSError).localizedDescription)"
        }
    }
}
