import Foundation

/// English dates and times: days (`today`, `tomorrow`, `tonight`, `the day
/// after tomorrow`), weekdays (`monday`, `next friday`), parts of the day,
/// clock times (`3pm`, `at 3`, `15:30`, `noon`), amounts of time (`in 2
/// hours`, `3 days from now`, `2 days ago`) and dates (`December 1`, `1 Dec
/// 2026`, `12/1`, month first); weekends (`this weekend`, `on the weekend`:
/// the coming Saturday; `next weekend`: the Saturday of next week); the ends
/// of months (`the end of the month`, `end of next month`, `the beginning of
/// next month`); `half past 3`, `quarter past 3`, `quarter to 4`, `half
/// seven` (7:30, as said in Britain); a time whose colon was dropped (`6 30
/// am`, the minute as two digits); a part of the day before or after the
/// hour (`tomorrow morning at seven`, `7 in the morning`: a morning hour
/// stays in the morning); numbers as digits or words.
extension DateParser {
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
    private static let fillers: Set<String> = [
        "at", "on", "the", "of", "by", "around", "about", "for", "due", "it's", "over", "a",
    ]
    /// Words for the weekend, read as its Saturday (as `cuối tuần`, `주말`, `周末` are).
    private static let weekends: Set<String> = ["weekend", "wknd"]
    /// Words that name the end (`true`) or the beginning of a month.
    private static let monthEnds: [String: Bool] = ["end": true, "beginning": false, "start": false]
    /// Minutes that `half past`, `quarter past` and `quarter to` add to the hour.
    private static let hourFractions: [String: Int] = ["half": 30, "quarter": 15]

    /// What the English `text` says, or `nil` when a word is not understood.
    func readEnglish(_ trimmed: String) -> Reading? {
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
            for suffix in ["st", "nd", "rd", "th"]
            where word.hasSuffix(suffix) && word.dropLast(2).allSatisfy(\.isNumber) && word.count > 2 {
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
            if let value = EnglishNumbers.integer(slice) { return (value, length) }
        }
        return nil
    }

    /// Reads the phrase starting at `index`; returns how many words it used.
    private func read(_ words: inout [String], at index: Int, into reading: inout Reading) -> Int? {
        let word = words[index]
        let next = index + 1 < words.count ? words[index + 1] : nil
        if Self.fillers.contains(word) { return 1 }
        switch word {
        case "today":
            reading.dayOffset = 0
            return 1
        case "now", "right now":
            reading.delta.append((.second, 0))
            return 1
        case "tonight":
            reading.dayOffset = 0
            reading.defaultHour = 20
            return 1
        case "tomorrow", "tmrw", "tmr":
            reading.dayOffset = 1
            return 1
        case "yesterday":
            reading.dayOffset = -1
            return 1
        case "noon", "midday":
            reading.hour = 12
            reading.meridiem = "24h"
            return 1
        case "midnight":
            reading.hour = 0
            reading.meridiem = "24h"
            return 1
        case "am", "pm":
            guard reading.hour != nil else { return nil }
            reading.meridiem = word
            return 1
        case "morning":
            reading.defaultHour = 9
            return 1
        case "afternoon":
            reading.defaultHour = 15
            return 1
        case "evening":
            reading.defaultHour = 19
            return 1
        case "night":
            reading.defaultHour = 21
            return 1
        case "in", "this", "next", "coming":
            guard let next else { return nil }
            if word == "in", let (amount, length) = number(words, at: index + 1) ?? article(next),
                index + 1 + length < words.count, let unit = Self.units[words[index + 1 + length]]
            {
                reading.delta.append((unit, amount))
                return 2 + length
            }
            if word == "in" && next == "the" { return 1 }
            if word != "in", Self.weekends.contains(next) {
                reading.weekday = 7
                if word == "next" { reading.weekOffset = 1 }
                return 2
            }
            if let weekday = Self.weekdays[next] {
                reading.weekday = weekday
                if word == "next" { reading.dayOffset = (reading.dayOffset ?? 0) }
                return 2
            }
            if next == "week" && word == "next" {
                reading.delta.append((.weekOfYear, 1))
                return 2
            }
            if next == "month" && word == "next" {
                reading.delta.append((.month, 1))
                return 2
            }
            if ["morning", "afternoon", "evening"].contains(next) && word == "this" {
                reading.dayOffset = 0
                return 1
            }
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
        if Self.weekends.contains(word) {
            reading.weekday = 7
            return 1
        }
        if let end = Self.monthEnds[word] { return readMonthEnd(end, words, at: index, into: &reading) }
        if let minutes = Self.hourFractions[word] { return readHourFraction(minutes, words, at: index, into: &reading) }
        if let month = Self.months[word] {
            // "December 1", "Dec 1 2026"
            guard let next, let day = Int(next), (1...31).contains(day) else { return nil }
            return readDay(month: month, day: day, yearAt: index + 2, in: words, into: &reading)
        }
        if let unit = next.flatMap({ Self.units[$0] }), let amount = Int(word) ?? EnglishNumbers.integer([word]) {
            // "2 days from now", "3 hours later"
            let rest = words.dropFirst(index + 2).prefix(2).joined(separator: " ")
            if rest.hasPrefix("from now") {
                reading.delta.append((unit, amount))
                return 4
            }
            if rest.hasPrefix("later") {
                reading.delta.append((unit, amount))
                return 3
            }
            if rest.hasPrefix("ago") {
                reading.delta.append((unit, -amount))
                return 3
            }
            return nil
        }
        if word.contains("/") {
            // "12/1" or "12/1/2026" (month first)
            guard let parts = Self.numbers(word, separatedBy: "/"), parts.count >= 2, (1...12).contains(parts[0]),
                (1...31).contains(parts[1])
            else { return nil }
            var components = DateComponents(month: parts[0], day: parts[1])
            if parts.count == 3 { components.year = parts[2] < 100 ? 2000 + parts[2] : parts[2] }
            reading.day = components
            return 1
        }
        if word.contains(":") {
            guard let parts = Self.numbers(word, separatedBy: ":"), parts.count == 2, (0...23).contains(parts[0]),
                (0...59).contains(parts[1])
            else { return nil }
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
            // `6 30`: a time whose colon was dropped, the minute in two digits.
            if let next, next.count == 2, next.allSatisfy(\.isNumber), let minute = Int(next), (0...59).contains(minute)
            {
                reading.minute = minute
                return 2
            }
            return 1
        }
        if let value = EnglishNumbers.integer([word]), (1...12).contains(value), reading.hour == nil {
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

    /// "end of the month", "end of next month", "beginning of next month"
    /// from `words[index]` (the end or beginning word); the beginning of
    /// this month, already past, is not read.
    ///
    /// Returns how many words it used.
    private func readMonthEnd(_ end: Bool, _ words: [String], at index: Int, into reading: inout Reading) -> Int? {
        var position = index + 1
        while position < words.count, ["of", "the"].contains(words[position]) { position += 1 }
        var months = 0
        if position < words.count, let offset = ["this": 0, "next": 1, "coming": 1][words[position]] {
            months = offset
            position += 1
        }
        guard position < words.count, words[position] == "month", end || months > 0, reading.day == nil else {
            return nil
        }
        reading.day = DateComponents(day: 1)
        reading.endOfMonth = end
        applyRelativeOffsets(weeks: nil, months: months, years: nil, to: &reading)
        return position + 1 - index
    }

    /// "half past 3", "quarter past 3", "quarter to 4" (also `after`, `till`,
    /// `of`), "half seven" (half past seven): the hour and minute.
    ///
    /// Returns how many words it used.
    private func readHourFraction(_ minutes: Int, _ words: [String], at index: Int, into reading: inout Reading) -> Int?
    {
        guard reading.hour == nil else { return nil }
        // `half seven`: half past the hour said right after.
        if minutes == 30, let (hour, length) = number(words, at: index + 1), (1...12).contains(hour) {
            reading.hour = hour
            reading.minute = minutes
            return 1 + length
        }
        guard index + 2 < words.count, let (hour, length) = number(words, at: index + 2), (1...24).contains(hour)
        else { return nil }
        switch words[index + 1] {
        case "past", "after":
            guard hour < 24 else { return nil }
            reading.hour = hour
            reading.minute = minutes
        case "to", "till", "til", "of":
            guard minutes == 15 else { return nil }
            reading.hour = hour == 1 ? 12 : hour - 1
            reading.minute = 60 - minutes
        default:
            return nil
        }
        return 2 + length
    }

    private func article(_ word: String) -> (Int, Int)? {
        word == "a" || word == "an" ? (1, 1) : nil
    }
}
