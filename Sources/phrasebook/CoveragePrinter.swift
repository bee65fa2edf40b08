import Foundation
import Phrasebook

/// Prints a coverage report for a person: the phrase table, the spoken forms
/// never said, the failures, and the totals.
struct CoveragePrinter {
    let console: Console

    func print(_ report: CoverageReport, minimum: Double?) {
        var lastApp = ""
        var lastShortcut = -1
        for phrase in report.phrases {
            let appKey = "\(phrase.app) [\(phrase.locale)]"
            if appKey != lastApp {
                if !lastApp.isEmpty { console.print("") }
                console.print(console.bold(appKey))
                lastApp = appKey
                lastShortcut = -1
            }
            if phrase.shortcut != lastShortcut {
                console.print("  \(phrase.shortcutTitle) → \(phrase.intent)")
                lastShortcut = phrase.shortcut
            }
            let mark = phrase.isCovered ? console.green("✓") : console.red("✗")
            let count = phrase.cases.count == 1 ? "1 case" : "\(phrase.cases.count) cases"
            let shown = phrase.cases.prefix(3).joined(separator: ", ") + (phrase.cases.count > 3 ? ", …" : "")
            console.print("    \(mark) \(phrase.phrase)  " + console.dim(phrase.isCovered ? "\(count): \(shown)" : "no case"))
        }
        console.print("")
        if !report.unexercised.isEmpty {
            console.print(console.bold("Never said by a passing case (\(report.unexercised.count) of \(report.spokenFormCount) spoken forms):"))
            for form in report.unexercised {
                let what = form.valueID.isEmpty ? "app name" : "\(form.kind) \(form.valueID)"
                let kind = form.isSynonym ? "synonym" : (form.valueID.isEmpty ? "name" : "title")
                console.print("  \(form.app) [\(form.locale)] \(what): \"\(form.text)\" " + console.dim("(\(kind))"))
            }
            console.print("")
        }
        if !report.failures.isEmpty {
            console.print(console.bold("Failures:"))
            for failure in report.failures {
                console.print("  \(failure.file):\(failure.line): > \(failure.utterance)")
                console.print("    expected: \(failure.expected)")
                console.print("    actual:   \(failure.actual)")
            }
            console.print("")
        }
        let locales = report.byLocale.map { "\($0.locale) \($0.covered)/\($0.total)" }.joined(separator: ", ")
        console.print("Phrases: \(report.coveredPhrases)/\(report.phrases.count) covered (\(percent(report.phrasePercent)))" + (locales.isEmpty ? "" : " — \(locales)"))
        let branchPercent = report.spokenFormCount == 0 ? 100 : Double(report.exercisedSpokenForms) * 100 / Double(report.spokenFormCount)
        console.print("Spoken forms: \(report.exercisedSpokenForms)/\(report.spokenFormCount) said (\(percent(branchPercent)))")
        console.print("Cases: \(report.passed) passed, \(report.failures.count) failed")
        if let minimum, report.phrasePercent + 1e-9 < minimum {
            console.print(console.red("Phrase coverage \(percent(report.phrasePercent)) is below the minimum of \(percent(minimum))."))
        }
    }

    private func percent(_ value: Double) -> String {
        String(format: "%.1f%%", value)
    }
}
