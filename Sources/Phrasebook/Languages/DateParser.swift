import Foundation

/// Reads the dates and times people type in answers — "tomorrow at 3pm",
/// "next Monday", "in 2 hours", "Dec 1", "2026-12-01 15:00" — relative to an
/// injected clock and time zone, so results are testable.
///
/// Vietnamese ("ngày
/// mai lúc 3 giờ chiều"), Korean ("내일 오후 3시"), Chinese ("明天下午3点") and
/// Japanese ("明日の午後3時") are read in their locales; ISO 8601 in every locale.
///
/// Conventions: a date without a time is the start of that day; a time
/// without a date is its next occurrence; a bare hour — no am/pm, part of
/// the day or date — is its nearest future occurrence on a 12-hour clock (at
/// 10:00, "9" is 21:00 today and "11" is 11:00 today); with a date, an hour
/// from 1 to 7 without am/pm is taken as afternoon ("tomorrow at 3" →
/// 15:00) unless a morning is said ("tomorrow morning at 7" → 7:00); "the end of the month" is its last day; "the weekend" is the
/// coming Saturday ("next weekend" the Saturday of next week); a day and
/// month without a year is its next occurrence, and a day of the month alone
/// ("ngày 15", "15일", "15号") the next such day.
struct DateParser: Sendable {
    /// Now, for relative dates.
    var now: Date
    /// The time zone the answer is read in.
    var timeZone: TimeZone
    /// The locale whose words are read (matched by language; English when
    /// the locale has no date words of its own).
    var locale: String

    /// A parser reading the fallback language (English) relative to `now` in `timeZone`.
    init(now: Date, timeZone: TimeZone) {
        self.init(now: now, timeZone: timeZone, locale: Language.fallback.tag)
    }

    /// A parser reading `locale`'s words relative to `now` in `timeZone`.
    init(now: Date, timeZone: TimeZone, locale: String) {
        self.now = now
        self.timeZone = timeZone
        self.locale = locale
    }

    /// The Gregorian calendar in the parser's time zone, which every reader
    /// counts days, weeks and months in.
    var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// Applies "next week", "this month", "next year" style offsets: to the
    /// weekday, day or month already read when there is one, else as a
    /// shift of the result.
    func applyRelativeOffsets(weeks: Int?, months: Int?, years: Int?, to reading: inout Reading) {
        if let weeks {
            if reading.weekday != nil {
                reading.weekOffset = weeks
            } else if weeks != 0 {
                reading.delta.append((.weekOfYear, weeks))
            }
        }
        let now = calendar.dateComponents([.year, .month], from: self.now)
        if let months {
            if var day = reading.day, day.month == nil {
                day.year = now.year
                day.month = now.month! + months
                reading.day = day
            } else if months != 0 {
                reading.delta.append((.month, months))
            }
        }
        if let years {
            if var day = reading.day, day.month != nil, day.year == nil {
                day.year = now.year! + years
                reading.day = day
            } else if years != 0 {
                reading.delta.append((.year, years))
            }
        }
    }

    /// What the words of an answer said so far, before it is resolved to a moment.
    struct Reading {
        /// A day of the month, with its month and year when said.
        var day: DateComponents?
        /// Days from today (or from `day`): 1 for tomorrow.
        var dayOffset: Int?
        /// A weekday (1 is Sunday).
        var weekday: Int?
        /// Weeks from this one (weeks start on Monday) for `weekday`: 1 for
        /// "thứ hai tuần sau", "다음 주 월요일", "下周一".
        var weekOffset: Int?
        /// The hour as said.
        var hour: Int?
        /// The minute.
        var minute = 0
        /// How to read the hour: `am`, `pm`, `24h`, `night` (12 is midnight,
        /// 6 to 11 evening) or `day` (1 to 6 afternoon).
        var meridiem: String?
        /// The hour a part of the day stands for when no hour is said.
        var defaultHour: Int?
        /// Amounts to move by ("in 2 hours").
        var delta: [(Calendar.Component, Int)] = []
        /// Whether `day` stands for the last day of its month ("cuối
        /// tháng", "월말", "月底"): its day is found when the month is known.
        var endOfMonth = false
    }

    /// The moment `text` names, or `nil` when it is not a date or time.
    func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let iso = ISODateParser.parse(trimmed, timeZone: timeZone) { return withinYears(iso) }
        return Language.of(locale).readDate(trimmed, self).flatMap(resolve).flatMap(withinYears)
    }

    /// The years a date read from text may fall in: a date outside them
    /// ("in 999999999999 years") is not understood rather than shown as a
    /// year no one means.
    static let years = 1...9999

    /// The most of each unit a relative date may move by (a little over
    /// ``years``' span), checked before the calendar adds it, so an absurd
    /// amount ("in 9223372036854775807 days") never reaches date arithmetic.
    static let largestAmounts: [Calendar.Component: Int] = [
        .year: 10_000, .month: 120_000, .weekOfYear: 530_000, .day: 3_700_000, .hour: 88_000_000,
        .minute: 5_300_000_000, .second: 316_000_000_000,
    ]

    /// The numbers of `word` between `separator`s (`12/1/2026`, `15:30`), or
    /// `nil` when any part is not a number: `2026-02-31t25:00:00` is no time.
    static func numbers(_ word: String, separatedBy separator: Character) -> [Int]? {
        var numbers: [Int] = []
        for part in word.split(separator: separator, omittingEmptySubsequences: false) {
            guard let number = Int(part) else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    /// `date` when its year is within ``years`` (of the common era), else `nil`.
    func withinYears(_ date: Date) -> Date? {
        let parts = calendar.dateComponents([.era, .year], from: date)
        return parts.era == 1 && parts.year.map(Self.years.contains) == true ? date : nil
    }

    /// Whether every amount and year `reading` holds is within ``largestAmounts`` and ``years``.
    private func isWithinRange(_ reading: Reading) -> Bool {
        let amounts =
            reading.delta.map { ($0.0, $0.1) } + [
                (.day, reading.dayOffset ?? 0), (.weekOfYear, reading.weekOffset ?? 0),
            ]
        for (unit, amount) in amounts where amount.magnitude > UInt(Self.largestAmounts[unit] ?? Self.years.upperBound)
        {
            return false
        }
        return reading.day?.year.map(Self.years.contains) ?? true
    }

    /// The hour of the day (0 to 23) at which `hour` on a 12-hour clock
    /// next comes: in the morning or in the evening, whichever is sooner.
    private func nearestFutureHour(_ hour: Int, minute: Int) -> Int {
        let calendar = self.calendar
        let morning = calendar.date(bySettingHour: hour, minute: minute, second: 0, of: now)
        let evening = calendar.date(bySettingHour: hour + 12, minute: minute, second: 0, of: now)
        if let morning, morning >= now { return hour }
        if let evening, evening >= now { return hour + 12 }
        return hour
    }

    /// The moment `reading` names, following the conventions above.
    func resolve(_ reading: Reading) -> Date? {
        guard isWithinRange(reading) else { return nil }
        let calendar = self.calendar
        let startOfToday = calendar.startOfDay(for: now)
        var hour = reading.hour
        if var value = hour {
            switch reading.meridiem {
            case "pm": if value < 12 { value += 12 }
            case "am": if value == 12 { value = 0 }
            case "night": if value == 12 { value = 0 } else if (6...11).contains(value) { value += 12 }
            case "day": if (1...6).contains(value) { value += 12 }
            case "24h": break
            default:
                if let defaultHour = reading.defaultHour {
                    // A part of the day said: an evening's hour is after
                    // noon, a morning's stays before it.
                    if defaultHour >= 12, value < 12 { value += 12 }
                } else if reading.isBareHour, (1...12).contains(value) {
                    value = nearestFutureHour(value % 12, minute: reading.minute)
                } else if (1...7).contains(value) {
                    value += 12
                }
            }
            guard value < 24 else { return nil }
            hour = value
        } else if let defaultHour = reading.defaultHour {
            hour = defaultHour
        }

        var day: Date?
        if var components = reading.day, components.month == nil {
            // A day of the month alone: the next month that has it.
            guard let wanted = components.day, (1...31).contains(wanted) else { return nil }
            let thisMonth = calendar.dateComponents([.year, .month], from: now)
            day =
                (0..<13).lazy.compactMap { ahead -> Date? in
                    components.year = thisMonth.year
                    components.month = thisMonth.month! + ahead
                    guard let date = calendar.date(from: components), calendar.component(.day, from: date) == wanted,
                        date >= startOfToday
                    else { return nil }
                    return date
                }.first
            guard day != nil else { return nil }
        } else if var components = reading.day {
            let explicitYear = components.year != nil
            if !explicitYear { components.year = calendar.component(.year, from: now) }
            if reading.endOfMonth,
                let first = calendar.date(from: DateComponents(year: components.year, month: components.month, day: 1)),
                let days = calendar.range(of: .day, in: .month, for: first)
            {
                components = calendar.dateComponents([.year, .month], from: first)
                components.day = days.count
            }
            guard var date = calendar.date(from: components),
                calendar.component(.day, from: date) == components.day
            else { return nil }
            if !explicitYear && date < startOfToday {
                components.year! += 1
                guard let later = calendar.date(from: components) else { return nil }
                date = later
            }
            day = date
        }
        if let offset = reading.dayOffset {
            day = calendar.date(byAdding: .day, value: offset, to: day ?? startOfToday)
        }
        if let weekday = reading.weekday, let weeks = reading.weekOffset {
            // The weekday in the week `weeks` from this one, weeks starting on Monday.
            let base = day ?? startOfToday
            let sinceMonday = (calendar.component(.weekday, from: base) + 5) % 7
            day = calendar.date(byAdding: .day, value: weeks * 7 - sinceMonday + (weekday + 5) % 7, to: base)
        } else if let weekday = reading.weekday {
            let base = day ?? startOfToday
            let current = calendar.component(.weekday, from: base)
            var ahead = (weekday - current + 7) % 7
            if ahead == 0 { ahead = 7 }
            day = calendar.date(byAdding: .day, value: ahead, to: base)
        }

        if !reading.delta.isEmpty {
            var date = day ?? now
            for (unit, amount) in reading.delta {
                guard let moved = calendar.date(byAdding: unit, value: amount, to: date) else { return nil }
                date = moved
            }
            if let hour {
                return calendar.date(bySettingHour: hour, minute: reading.minute, second: 0, of: date)
            }
            return date
        }
        if let day {
            guard let hour else { return day }
            return calendar.date(bySettingHour: hour, minute: reading.minute, second: 0, of: day)
        }
        guard let hour, let today = calendar.date(bySettingHour: hour, minute: reading.minute, second: 0, of: now)
        else {
            return reading.dayOffset == 0 ? now : nil
        }
        return today > now ? today : calendar.date(byAdding: .day, value: 1, to: today)
    }
}

extension DateParser.Reading {
    /// Whether the reading is an hour alone: no part of the day, day,
    /// weekday or amount of time said with it.
    var isBareHour: Bool {
        meridiem == nil && defaultHour == nil && day == nil && dayOffset == nil && weekday == nil && delta.isEmpty
    }
}
