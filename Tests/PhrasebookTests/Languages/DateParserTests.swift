import Foundation
import Testing

@testable import Phrasebook

/// Every expectation is an instant with an explicit offset, so a parser that
/// read in UTC (or the machine's zone) instead of New York fails by hours.
///
/// Now is Friday 20 November 2026, 14:30 in New York (UTC−5).
@Suite struct DateParserTests {
    let parser = DateParser(now: fixedDate, timeZone: newYork)

    @Test(arguments: [
        // The date forms a value prompt reads.
        ("tomorrow at 3pm", "2026-11-21T15:00:00-05:00"),
        ("next Monday", "2026-11-23T00:00:00-05:00"),
        ("in 2 hours", "2026-11-20T16:30:00-05:00"),
        ("Dec 1", "2026-12-01T00:00:00-05:00"),
        ("2026-12-01 15:00", "2026-12-01T15:00:00-05:00"),
        ("2026-12-01", "2026-12-01T00:00:00-05:00"),
        ("2026-12-01T15:00:00Z", "2026-12-01T10:00:00-05:00"),
        // Times of day.
        ("tonight", "2026-11-20T20:00:00-05:00"),
        ("tonight at 9", "2026-11-20T21:00:00-05:00"),
        ("noon", "2026-11-21T12:00:00-05:00"),
        ("midnight", "2026-11-21T00:00:00-05:00"),
        ("at 3", "2026-11-20T15:00:00-05:00"),
        ("at 7", "2026-11-20T19:00:00-05:00"),
        ("at 8", "2026-11-20T20:00:00-05:00"),  // a bare hour: its nearest future
        ("3:30pm", "2026-11-20T15:30:00-05:00"),
        ("3:30 p.m.", "2026-11-20T15:30:00-05:00"),
        ("14:45", "2026-11-20T14:45:00-05:00"),
        ("14:15", "2026-11-21T14:15:00-05:00"),
        ("12am", "2026-11-21T00:00:00-05:00"),
        ("12pm", "2026-11-21T12:00:00-05:00"),
        ("9 AM", "2026-11-21T09:00:00-05:00"),
        ("five o'clock", "2026-11-20T17:00:00-05:00"),
        // Spoken times: half an hour said before the hour, a part of the
        // day around the hour, a time typed without its colon.
        ("half seven", "2026-11-20T19:30:00-05:00"),
        ("half seven this evening", "2026-11-20T19:30:00-05:00"),
        ("tomorrow morning at seven", "2026-11-21T07:00:00-05:00"),
        ("at 7 tomorrow morning", "2026-11-21T07:00:00-05:00"),
        ("7 in the morning", "2026-11-21T07:00:00-05:00"),
        ("this evening at 8", "2026-11-20T20:00:00-05:00"),
        ("at 9 tonight", "2026-11-20T21:00:00-05:00"),
        ("tonight at 10 30", "2026-11-20T22:30:00-05:00"),
        ("6 30 am", "2026-11-21T06:30:00-05:00"),
        ("now", "2026-11-20T14:30:00-05:00"),
        // Days.
        ("today", "2026-11-20T00:00:00-05:00"),
        ("yesterday at 3pm", "2026-11-19T15:00:00-05:00"),
        ("tomorrow at 9am", "2026-11-21T09:00:00-05:00"),
        ("tomorrow morning", "2026-11-21T09:00:00-05:00"),
        ("tomorrow at noon", "2026-11-21T12:00:00-05:00"),
        ("this evening", "2026-11-20T19:00:00-05:00"),
        ("the day after tomorrow", "2026-11-22T00:00:00-05:00"),
        ("Monday", "2026-11-23T00:00:00-05:00"),
        ("Monday at 9am", "2026-11-23T09:00:00-05:00"),
        ("next Friday", "2026-11-27T00:00:00-05:00"),
        ("Friday", "2026-11-27T00:00:00-05:00"),
        // Amounts of time.
        ("in 3 days", "2026-11-23T14:30:00-05:00"),
        ("in a week", "2026-11-27T14:30:00-05:00"),
        ("in twenty minutes", "2026-11-20T14:50:00-05:00"),
        ("2 hours from now", "2026-11-20T16:30:00-05:00"),
        ("two hours from now", "2026-11-20T16:30:00-05:00"),
        ("3 days later", "2026-11-23T14:30:00-05:00"),
        ("3 days ago", "2026-11-17T14:30:00-05:00"),
        ("next week", "2026-11-27T14:30:00-05:00"),
        // Calendar dates.
        ("12/1", "2026-12-01T00:00:00-05:00"),
        ("12/1/2027", "2027-12-01T00:00:00-05:00"),
        ("12/1/27", "2027-12-01T00:00:00-05:00"),
        ("December 1st", "2026-12-01T00:00:00-05:00"),
        ("Dec 1 2027", "2027-12-01T00:00:00-05:00"),
        ("1 December", "2026-12-01T00:00:00-05:00"),
        ("1 December 2027", "2027-12-01T00:00:00-05:00"),
        ("Dec 1 at 3:15pm", "2026-12-01T15:15:00-05:00"),
        ("Jan 5", "2027-01-05T00:00:00-05:00"),
        ("Nov 19", "2027-11-19T00:00:00-05:00"),
        ("Nov 20", "2026-11-20T00:00:00-05:00"),
        ("July 4", "2027-07-04T00:00:00-04:00"),
        // Weekends: the coming Saturday; next weekend is next week's.
        ("this weekend", "2026-11-21T00:00:00-05:00"),
        ("on the weekend", "2026-11-21T00:00:00-05:00"),
        ("over the weekend", "2026-11-21T00:00:00-05:00"),
        ("the weekend at 10am", "2026-11-21T10:00:00-05:00"),
        ("next weekend", "2026-11-28T00:00:00-05:00"),
        // Ends and beginnings of months.
        ("end of the month", "2026-11-30T00:00:00-05:00"),
        ("by the end of the month", "2026-11-30T00:00:00-05:00"),
        ("the end of this month at 5pm", "2026-11-30T17:00:00-05:00"),
        ("end of next month", "2026-12-31T00:00:00-05:00"),
        ("the beginning of next month", "2026-12-01T00:00:00-05:00"),
        ("start of next month", "2026-12-01T00:00:00-05:00"),
        // Half and quarter hours: bare, their nearest future.
        ("half past 3", "2026-11-20T15:30:00-05:00"),
        ("half past three pm", "2026-11-20T15:30:00-05:00"),
        ("tomorrow at half past 9", "2026-11-21T09:30:00-05:00"),
        ("quarter to 4", "2026-11-20T15:45:00-05:00"),
        ("a quarter past 2", "2026-11-21T02:15:00-05:00"),
    ])
    func readsTheDateRelativeToNowInTheTimeZone(answer: String, expected: String) {
        #expect(parser.parse(answer) == moment(expected), "\(answer)")
    }

    @Test(arguments: [
        "", "   ", "whenever", "banana", "the", "in", "next", "pm", "at", "3 apples", "tomorrow maybe",
        "in 2 bananas", "Feb 30", "Dec 32", "13/1", "25:00", "12:75", "next banana", "day", "24",
        "end", "end of the", "the beginning of the month", "half past", "half to 4", "quarter to", "in weekend",
        "weekend banana",
    ])
    func readsNothingFromWhatIsNotADate(answer: String) {
        #expect(parser.parse(answer) == nil, "\(answer)")
    }

    @Test func keepsTheWallClockAcrossADaylightSavingChange() {
        // Saturday 31 October 2026, 12:00 EDT; clocks go back on Sunday 1 November.
        let parser = DateParser(now: moment("2026-10-31T12:00:00-04:00"), timeZone: newYork)
        #expect(parser.parse("tomorrow at 3pm") == moment("2026-11-01T15:00:00-05:00"))
        #expect(parser.parse("in 1 day") == moment("2026-11-01T12:00:00-05:00"))
        #expect(parser.parse("in 24 hours") == moment("2026-11-01T11:00:00-05:00"))
    }

    @Test func readsTheSameWordsDifferentlyInAnotherTimeZone() {
        let tokyo = DateParser(now: fixedDate, timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        // 14:30 in New York is 04:30 on Saturday in Tokyo.
        #expect(tokyo.parse("tomorrow at 3pm") == moment("2026-11-22T15:00:00+09:00"))
        #expect(tokyo.parse("at 3") == moment("2026-11-21T15:00:00+09:00"))
        #expect(tokyo.parse("2026-12-01 15:00") == moment("2026-12-01T15:00:00+09:00"))
    }
}
