import Foundation
import Testing

@testable import Phrasebook

@Suite struct CorpusRunnerTests {
    private func run(_ text: String) -> [CaseResult] {
        let parsed = CorpusParser.parse(
            "@timezone America/New_York\n@now 2026-11-21T10:00:00\n\n" + text, file: "c.txt")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        return CorpusRunner(catalog: sampleCatalog).run(parsed.cases)
    }

    @Test func aPassingDialogCaseRecordsItsTrace() throws {
        let results = run(
            """
            > start a meditation session
            ? Which session would you like to start?
            > calming
            = Meditation StartMeditationIntent session=calming
            < Starting Calming.
            """)
        let result = try #require(results.first)
        #expect(result.passed)
        let trace = try #require(result.outcome?.trace)
        #expect(sampleCatalog.phrases[trace.phraseIndex].template.source == "Start a ${applicationName} session")
        #expect(trace.applicationName?.synonym == -1)
    }

    @Test func aWrongValueNamesWhatWasSelected() throws {
        let results = run("> Start Calming in Meditation\n= Meditation StartMeditationIntent session=walking\n")
        let failure = try #require(results.first?.failure)
        #expect(failure.line == 5)
        #expect(failure.expected == "= Meditation StartMeditationIntent session=walking")
        #expect(failure.actual == "= Meditation StartMeditationIntent session=calming")
    }

    @Test func aQuestionInsteadOfAnOutcomeIsShown() throws {
        let results = run("> Order Tomato from Soup Chef\n= \"Soup Chef\" OrderSoupIntent soup=tomato\n")
        let failure = try #require(results.first?.failure)
        #expect(failure.actual == "? How many would you like? (and input ended: needsValue)")
    }

    @Test func datesStringsAndNumbersCompareByValue() throws {
        let results = run(
            """
            > Create a task in Tasks
            > Buy stamps
            > tomorrow at 9am
            = Tasks CreateTaskIntent title="Buy stamps" dueDate=2026-11-22T09:00:00
            """)
        #expect(results.first?.passed == true, "\(String(describing: results.first?.failure))")
    }

    @Test func noticesAndMessagesAreChecked() throws {
        let results = run(
            """
            > Order Tomato from Soup Chef
            > 40
            ! You can order between 1 and 10 soups.
            > 2
            > pickup
            > no
            ! Cancelled.
            = cancelled

            > Stop Meditation
            ! "stop meditation" is a negative phrase of Meditation.
            = none
            """)
        let failures = results.compactMap(\.failure)
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func anAnswerAfterTheEndIsAFailure() throws {
        let results = run(
            "> Start Walking in Meditation\n> calming\n= Meditation StartMeditationIntent session=walking\n")
        let failure = try #require(results.first?.failure)
        #expect(failure.expected == #"a question to answer with "calming""#)
    }

    @Test func coverageCountsPhrasesAndSpokenForms() {
        let results = run("> Start Walking in Mindfulness\n= Meditation StartMeditationIntent session=walking\n")
        let report = CoverageReport(catalog: sampleCatalog, results: results)
        #expect(report.coveredPhrases == 1)
        #expect(report.phrases.first { $0.isCovered }?.phrase == "Start ${session} in ${applicationName}")
        #expect(
            !report.unexercised.contains { $0.app == "Meditation" && $0.locale == "en" && $0.text == "Mindfulness" })
        #expect(report.unexercised.contains { $0.app == "Meditation" && $0.text == "Meditation" && !$0.isSynonym })
        #expect(!report.unexercised.contains { $0.valueID == "walking" && $0.text == "Walking" })
        #expect(report.exercisedSpokenForms == 2)
    }
}
