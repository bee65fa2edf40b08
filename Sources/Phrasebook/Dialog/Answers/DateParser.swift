import Foundation

/// Reads the dates and times people type in answers — "tomorrow at 3pm",
/// "next Monday", "in 2 hours", "Dec 1", "2026-12-01 15:00" — relative to an
/// injected clock and time zone, so results are testable. Vietnamese ("ngày
/// mai lúc 3 giờ chiều"), Korean ("내일 오후 3시") and Chinese ("明天下午3点")
/// are read in their locales; ISO 8601 in every locale.
///
/// Conventions: a date without a time is the start of that day; a time
/// without a date is its next occurrence; an hour from 1 to 7 without am/pm
/// (or a part of the day) is taken as afternoon ("at 3" → 15:00); a day and
/// month without a year is its next occurrence, and a day of the month alone
/// ("ngày 15", "15일", "15号") the next such day.
public struct DateParser: Sendable {
    /// Now, for relative dates.
    public var now: Date
    /// The time zone the answer is read in.
    public var timeZone: TimeZone
    /// The locale whose words are read (matched by language; English when
    /// the locale has no date words of its own).
    public var locale: String

    /// A parser reading English relative to `now` in `timeZone`.
    public init(now: Date, timeZone: TimeZone) {
        self.init(now: now, timeZone: timeZone, locale: "en")
    }

    /// A parser reading `locale`'s words relative to `now` in `timeZone`.
    public init(now: Date, timeZone: TimeZone, locale: String) {
        self.now = now
        self.timeZone = timeZone
        self.locale = locale
    }

    var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    private static let weekdays: [String: Int] = [
        "sunday": 1, "sun": 1, "monday": 2, "mon": 2, "tuesday": 3, "tue": 3, "tues": 3, "wednesday": 4, "wed": 4,
        "thursday": 5, "thu": 5, "thurs": 5, "friday": 6, "fri": 6, "saturday": 7, "sat": 7,
    ]
    private static let months: [String: Int] = [
        "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
        "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
        "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
    ]
    private static let units: [String: Calendar.Component] = [
        "minute": .minute, "minutes": .minute, "min": .minute, "mins": .minute, "hour": .hour, "hours": .hour,
        "hr": .hour, "hrs": .hour, "day": .day, "days": .day, "week": .weekOfYear, "weeks": .weekOfYear,
        "month": .month, "months": .month, "year": .year, "years": .year,
    ]
    private static let fillers: Set<String> = ["at", "on", "the", "of", "by", "around", "about", "for", "due", "it's"]

    /// What the words said so far.
    /// Applies "next week", "this month", "next year" style offsets: to the
    /// weekday, day or month already read when there is one, else as a
    /// shift of the result.
    func applyRelativeOffsets(weeks: Int?, months: Int?, years: Int?, to reading: inout Reading) {
        if let weeks {
            if reading.weekday != nil { reading.weekOffset = weeks } else if weeks != 0 { reading.delta.append((.weekOfYear, weeks)) }
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
    }

    /// The moment `text` names, or `nil` when it is not a date or time.
    public func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let iso = ISODateParser.parse(trimmed, timeZone: timeZone) { return iso }
        let reading: Reading?
        switch DialogLanguage(tag: locale) {
        case .english: reading = readEnglish(trimmed)
        case .vietnamese: reading = readVietnamese(trimmed)
        case .korean: reading = readKorean(trimmed)
        case .simplifiedChinese: reading = readChinese(trimmed)
        }
        return reading.flatMap(resolve)
    }

    /// What the English `text` says, or `nil` when a word is not understood.
    private func readEnglish(_ trimmed: String) -> Reading? {
        var words = Self.words(trimmed)
        guard !words.isEmpty else { return nil }
        var reading = Reading()
        var index = 0
        while index < words.count {
            guard let consumed = read(&words, at: index, into: &reading) else { return nil }
            index += consumed
        }
        return reading
    }

    /// Lowercased words with `3pm` split into `3 pm` and `1st` into `1`.
    private static func words(_ text: String) -> [String] {
        var result: [String] = []
        let separators = CharacterSet(charactersIn: " ,\t\n")
        for raw in text.lowercased().components(separatedBy: separators) where !raw.isEmpty {
            var word = raw.trimmingCharacters(in: CharacterSet(charactersIn: ".!?"))
            if word.isEmpty { continue }
            for suffix in ["am", "pm", "a.m", "p.m"] where word.hasSuffix(suffix) && word.count > suffix.count {
                let head = String(word.dropLast(suffix.count))
                if head.first?.isNumber == true {
                    result.append(head)
                    word = suffix.replacingOccurrences(of: ".", with: "")
                }
            }
            for suffix in ["st", "nd", "rd", "th"] where word.hasSuffix(suffix) && word.dropLast(2).allSatisfy(\.isNumber) && word.count > 2 {
                word = String(word.dropLast(2))
            }
            result.append(word.replacingOccurrences(of: ".", with: ""))
        }
        return result
    }

    /// A number written as digits or English words, and how many words it took.
    private func number(_ words: [String], at index: Int) -> (Int, Int)? {
        for length in stride(from: min(3, words.count - index), through: 1, by: -1) {
            let slice = Array(words[index..<(index + length)])
            if let value = NumberParser.integer(slice) { return (value, length) }
        }
        return nil
    }

    /// Reads the phrase starting at `index`; returns how many words it used.
    private func read(_ words: inout [String], at index: Int, into reading: inout Reading) -> Int? {
        let word = words[index]
        let next = index + 1 < words.count ? words[index + 1] : nil
        if Self.fillers.contains(word) { return 1 }
        switch word {
        case "today": reading.dayOffset = 0; return 1
        case "now", "right now": reading.delta.append((.second, 0)); return 1
        case "tonight": reading.dayOffset = 0; reading.defaultHour = 20; return 1
        case "tomorrow", "tmrw", "tmr": reading.dayOffset = 1; return 1
        case "yesterday": reading.dayOffset = -1; return 1
        case "noon", "midday": reading.hour = 12; reading.meridiem = "24h"; return 1
        case "midnight": reading.hour = 0; reading.meridiem = "24h"; return 1
        case "am", "pm":
            guard reading.hour != nil else { return nil }
            reading.meridiem = word
            return 1
        case "morning": reading.defaultHour = 9; return 1
        case "afternoon": reading.defaultHour = 15; return 1
        case "evening": reading.defaultHour = 19; return 1
        case "night": reading.defaultHour = 21; return 1
        case "in", "this", "next", "coming":
            guard let next else { return nil }
            if word == "in", let (amount, length) = number(words, at: index + 1) ?? article(next),
                index + 1 + length < words.count, let unit = Self.units[words[index + 1 + length]]
            {
                reading.delta.append((unit, amount))
                return 2 + length
            }
            if word == "in" && next == "the" { return 1 }
            if let weekday = Self.weekdays[next] {
                reading.weekday = weekday
                if word == "next" { reading.dayOffset = (reading.dayOffset ?? 0) }
                return 2
            }
            if next == "week" && word == "next" { reading.delta.append((.weekOfYear, 1)); return 2 }
            if next == "month" && word == "next" { reading.delta.append((.month, 1)); return 2 }
            if ["morning", "afternoon", "evening"].contains(next) && word == "this" { reading.dayOffset = 0; return 1 }
            return nil
        case "day":
            if next == "after", index + 2 < words.count, words[index + 2] == "tomorrow" {
                reading.dayOffset = 2
                return 3
            }
            return nil
        default:
            break
        }
        if let weekday = Self.weekdays[word] {
            reading.weekday = weekday
            return 1
        }
        if let month = Self.months[word] {
            // "December 1", "Dec 1 2026"
            guard let next, let day = Int(next), (1...31).contains(day) else { return nil }
            return readDay(month: month, day: day, yearAt: index + 2, in: words, into: &reading)
        }
        if let unit = next.flatMap({ Self.units[$0] }), let amount = Int(word) ?? NumberParser.integer([word]) {
            // "2 days from now", "3 hours later"
            let rest = words.dropFirst(index + 2).prefix(2).joined(separator: " ")
            if rest.hasPrefix("from now") { reading.delta.append((unit, amount)); return 4 }
            if rest.hasPrefix("later") { reading.delta.append((unit, amount)); return 3 }
            if rest.hasPrefix("ago") { reading.delta.append((unit, -amount)); return 3 }
            return nil
        }
        if word.contains("/") {
            // "12/1" or "12/1/2026" (month first)
            let parts = word.split(separator: "/").compactMap { Int($0) }
            guard parts.count >= 2, (1...12).contains(parts[0]), (1...31).contains(parts[1]) else { return nil }
            var components = DateComponents(month: parts[0], day: parts[1])
            if parts.count == 3 { components.year = parts[2] < 100 ? 2000 + parts[2] : parts[2] }
            reading.day = components
            return 1
        }
        if word.contains(":") {
            let parts = word.split(separator: ":").compactMap { Int($0) }
            guard parts.count == 2, (0...23).contains(parts[0]), (0...59).contains(parts[1]) else { return nil }
            reading.hour = parts[0]
            reading.minute = parts[1]
            return 1
        }
        if let value = Int(word) {
            // "1 December", "1 December 2027", or an hour ("at 3", "3 pm")
            if let next, let month = Self.months[next], (1...31).contains(value) {
                return readDay(month: month, day: value, yearAt: index + 2, in: words, into: &reading)
            }
            guard (0...23).contains(value), reading.hour == nil else { return nil }
            reading.hour = value
            return 1
        }
        if let value = NumberParser.integer([word]), (1...12).contains(value), reading.hour == nil {
            reading.hour = value
            if next == "o'clock" { return 2 }
            return 1
        }
        if word == "o'clock", reading.hour != nil { return 1 }
        return nil
    }

    /// Sets the day `month`/`day`, with the year at `words[yearAt]` when one
    /// is there; returns how many words the date used (2, or 3 with a year).
    private func readDay(month: Int, day: Int, yearAt: Int, in words: [String], into reading: inout Reading) -> Int {
        var components = DateComponents(month: month, day: day)
        var used = 2
        if yearAt < words.count, let year = Int(words[yearAt]), year >= 1900 {
            components.year = year
            used = 3
        }
        reading.day = components
        return used
    }

    private func article(_ word: String) -> (Int, Int)? {
        word == "a" || word == "an" ? (1, 1) : nil
    }

    /// The moment `reading` names, following the conventions above.
    func resolve(_ reading: Reading) -> Date? {
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
                if let defaultHour = reading.defaultHour, defaultHour >= 12, value < 12 { value += 12 }
                else if (1...7).contains(value) { value += 12 }
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
            day = (0..<13).lazy.compactMap { ahead -> Date? in
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
        guard let hour, let today = calendar.date(bySettingHour: hour, minute: reading.minute, second: 0, of: now) else {
            return reading.dayOffset == 0 ? now : nil
        }
        return today > now ? today : calendar.date(byAdding: .day, value: 1, to: today)
    }
}
