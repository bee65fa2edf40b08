import Foundation
import Testing

@testable import Phrasebook

@Suite struct ISODateParserTests {
    private let utc = TimeZone(identifier: "UTC")!

    /// The moment of a UTC calendar date and time.
    private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0)
        -> Date
    {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(
            from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
    }

    @Test func readsTheAcceptedForms() {
        #expect(ISODateParser.parse("2026-12-01") == date(2026, 12, 1))
        #expect(ISODateParser.parse("2026-12-01T15:00") == date(2026, 12, 1, 15))
        #expect(ISODateParser.parse("2026-12-01T15:04:05Z") == date(2026, 12, 1, 15, 4, 5))
        #expect(ISODateParser.parse("2026-12-01 15:00+07:00") == date(2026, 12, 1, 8))
        #expect(ISODateParser.parse("2026-12-01T15:00-0530") == date(2026, 12, 1, 20, 30))
        #expect(ISODateParser.parse("2026-12-01T15:00:00+02") == date(2026, 12, 1, 13))
        #expect(ISODateParser.parse("2026-12-01T15:00:07.250Z") == date(2026, 12, 1, 15, 0, 7))
        #expect(ISODateParser.parse("  2026-12-01  ") == date(2026, 12, 1))
        #expect(ISODateParser.parse("2024-02-29") == date(2024, 2, 29))
    }

    @Test func readsADateWithoutOffsetInTheGivenTimeZone() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(ISODateParser.parse("2026-12-01T09:00", timeZone: tokyo) == date(2026, 12, 1, 0))
        #expect(ISODateParser.parse("2026-12-01", timeZone: tokyo) == date(2026, 11, 30, 15))
        #expect(ISODateParser.parse("2026-12-01T09:00Z", timeZone: tokyo) == date(2026, 12, 1, 9))
    }

    @Test(arguments: [
        "", "tomorrow", "2026", "2026-12", "2026-12-1", "26-12-01", "2026/12/01", "2026-13-01", "2026-00-10",
        "2026-12-32", "2026-02-30", "2025-02-29", "2026-12-01T25:00", "2026-12-01T15:60", "2026-12-01T15",
        "2026-12-01T1500", "2026-12-01T15:00X", "2026-12-01T15:00:00Zjunk", "2026-12-01T15:00+7", "2026-12-01x",
    ])
    func refusesOtherText(text: String) {
        #expect(ISODateParser.parse(text) == nil)
    }

    @Test func formatsInUTC() {
        #expect(ISODateParser.format(date(2026, 12, 1, 15)) == "2026-12-01T15:00:00Z")
        let roundTrip = ISODateParser.parse(ISODateParser.format(date(1999, 1, 2, 3, 4, 5)))
        #expect(roundTrip == date(1999, 1, 2, 3, 4, 5))
    }
}
