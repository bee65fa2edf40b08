import Foundation
import Testing

@testable import Phrasebook

/// An open `Date` slot (extended rules) reads the date forms a date prompt
/// reads — "tomorrow", "Dec 1", "next Monday at 3pm", ISO 8601 — with the
/// conversation's clock and time zone, not ISO dates alone.
@Suite struct OpenDateSlotTests {
    /// The date `text` names for a prompt on the dialog tests' clock.
    func promptDate(_ text: String) throws -> Date {
        try #require(DateParser(now: fixedDate, timeZone: newYork).parse(text))
    }

    @Test(arguments: ["tomorrow", "Dec 1", "next Monday at 3pm", "in 2 hours", "2026-12-01"])
    func theMatcherReadsWhatAPromptReads(text: String) throws {
        var matcher = Matcher(catalog: try MatcherTests.extendedFixture().compile())
        matcher.now = { fixedDate }
        matcher.timeZone = newYork
        let candidate = try #require(matcher.match("Remind me on \(text)").candidates.first)
        #expect(candidate.intent == "RemindIntent")
        #expect(candidate.bindings.map(\.value) == [.date(try promptDate(text))])
    }

    @Test func aConversationReadsTheSlotWithItsOwnClock() throws {
        var conversation = dialogConversation(try MatcherTests.extendedFixture().compile())
        let outcome = try requireOutcome(conversation.say("Remind me on tomorrow at 9am"))
        #expect(outcome.status == .resolved)
        #expect(outcome.invocation?.parameters.first?.value == .date(try promptDate("tomorrow at 9am")))
    }

    @Test func anImpossibleDateFillsNoSlot() throws {
        let matcher = Matcher(catalog: try MatcherTests.extendedFixture().compile())
        for text in ["2026-02-31T25:00:00", "2026-02-30", "in 999999999999 years", "someday"] {
            #expect(
                matcher.match("Remind me on \(text)").candidates.allSatisfy { $0.intent != "RemindIntent" }, "\(text)")
        }
    }
}
