import Foundation

/// Vietnamese dates and times: days (`hôm nay`, `ngày mai`/`mai`, `ngày
/// kia`/`ngày mốt`, `hôm qua`), weekdays (`thứ hai` … `thứ bảy`, `chủ nhật`,
/// `thứ 2`) and weeks (`thứ hai tuần sau`, `tuần này`), parts of the day
/// (`sáng`, `trưa`, `chiều`, `tối`, `đêm`: `3 giờ chiều`, `tối nay`, `sáng
/// mai`), clock times (`3 giờ`, `15 giờ`, `3 giờ 30`, `3 giờ rưỡi`, `3 giờ
/// kém 15`, `15h30`, `15:30`), amounts of time (`trong 2 giờ nữa`, `2 tiếng
/// nữa`, `sau 30 phút`, `3 ngày nữa`, `2 ngày trước`) and dates, day first
/// (`ngày 1 tháng 12`, `1 tháng 12 năm 2027`, `1/12`, `ngày 15`); numbers
/// as digits or words (`ba giờ chiều`).
extension DateParser {
    private static let vietnameseDays: [String: Int] = [
        "hôm nay": 0, "ngày hôm nay": 0, "nay": 0, "bữa nay": 0, "ngày mai": 1, "mai": 1, "ngày hôm sau": 1,
        "ngày kia": 2, "ngày mốt": 2, "mốt": 2, "hôm qua": -1, "ngày hôm qua": -1, "hôm kia": -2,
    ]
    private static let vietnameseWeekdays: [String: Int] = [
        "thứ hai": 2, "thứ ba": 3, "thứ tư": 4, "thứ năm": 5, "thứ sáu": 6, "thứ bảy": 7, "thứ bẩy": 7, "chủ nhật": 1,
        "thứ 2": 2, "thứ 3": 3, "thứ 4": 4, "thứ 5": 5, "thứ 6": 6, "thứ 7": 7, "cn": 1, "t2": 2, "t3": 3, "t4": 4,
        "t5": 5, "t6": 6, "t7": 7, "cuối tuần": 7,
    ]
    /// Parts of the day: how an hour in them is read, and the hour they
    /// stand for alone.
    private static let vietnameseParts: [String: (String, Int)] = [
        "sáng": ("am", 9), "buổi sáng": ("am", 9), "trưa": ("day", 12), "buổi trưa": ("day", 12),
        "chiều": ("pm", 15), "buổi chiều": ("pm", 15), "tối": ("pm", 19), "buổi tối": ("pm", 19),
        "đêm": ("night", 21), "ban đêm": ("night", 21), "khuya": ("night", 23),
    ]
    private static let vietnameseWeeks: [String: Int] = [
        "tuần này": 0, "tuần sau": 1, "tuần tới": 1, "tuần sau nữa": 2, "tuần trước": -1,
    ]
    private static let vietnameseMonths: [String: Int] = [
        "tháng này": 0, "tháng sau": 1, "tháng tới": 1, "tháng trước": -1,
    ]
    /// The end (`true`) or beginning of a month, and which month.
    private static let vietnameseMonthEnds: [String: (Bool, Int)] = [
        "cuối tháng": (true, 0), "cuối tháng này": (true, 0), "cuối tháng sau": (true, 1), "cuối tháng tới": (true, 1),
        "đầu tháng sau": (false, 1), "đầu tháng tới": (false, 1),
    ]
    private static let vietnameseUnits: [String: Calendar.Component] = [
        "phút": .minute, "giờ": .hour, "tiếng": .hour, "tiếng đồng hồ": .hour, "ngày": .day, "hôm": .day,
        "tuần": .weekOfYear,
        "tuần lễ": .weekOfYear, "tháng": .month, "năm": .year,
    ]
    private static let vietnameseFillers = [
        "lúc", "vào", "vào lúc", "khoảng", "tầm", "hạn", "hạn chót", "là", "đến", "trước", "của", "đúng", "vào khoảng",
        "hết", "cho", "đi", "này", "nhé", "nha",
    ]

    /// What the Vietnamese `text` says, or `nil` when a word is not understood.
    func readVietnamese(_ text: String) -> Reading? {
        var scanner = DateScanner(words: text)
        scanner.foldsAccents = true
        var reading = Reading()
        var weeks: Int?
        var months: Int?
        var durationAhead = false
        while !scanner.isAtEnd {
            if let (end, offset) = scanner.take(Self.vietnameseMonthEnds) {
                reading.day = DateComponents(day: 1)
                reading.endOfMonth = end
                months = offset
            } else if let offset = scanner.take(Self.vietnameseDays) {
                reading.dayOffset = offset
            } else if scanner.take(["bây giờ", "ngay bây giờ", "lúc này", "ngay"]) != nil {
                reading.delta.append((.second, 0))
            } else if let weekday = scanner.take(Self.vietnameseWeekdays) {
                reading.weekday = weekday
            } else if let offset = scanner.take(Self.vietnameseWeeks) {
                weeks = offset
            } else if let offset = scanner.take(Self.vietnameseMonths) {
                months = offset
            } else if scanner.take(["năm sau", "năm tới"]) != nil {
                reading.delta.append((.year, 1))
            } else if let (meridiem, hour) = scanner.take(Self.vietnameseParts) {
                reading.meridiem = meridiem
                reading.defaultHour = hour
            } else if scanner.take(["trong", "sau", "trong vòng", "sau khoảng", "trong khoảng"]) != nil {
                durationAhead = true
            } else if scanner.take(["nửa tiếng", "nửa giờ"]) != nil {
                reading.delta.append((.minute, 30))
                _ = scanner.take(["nữa", "sau", "tới"])
            } else if scanner.take(Self.vietnameseFillers) != nil {
                continue
            } else if !readVietnameseDate(&scanner, into: &reading),
                !readVietnameseAmount(&scanner, into: &reading, ahead: durationAhead),
                !readVietnameseTime(&scanner, into: &reading)
            {
                return nil
            }
        }
        applyRelativeOffsets(weeks: weeks, months: months, years: nil, to: &reading)
        return reading
    }

    /// A number in digits or Vietnamese words, followed by one of `followers`.
    private func vietnameseNumber(_ scanner: inout DateScanner, followers: [String] = []) -> Int? {
        let saved = scanner.index
        if let value = scanner.takeDigits() {
            if followers.isEmpty || followers.contains(where: scanner.sees) { return value }
            scanner.index = saved
            return nil
        }
        return scanner.takeNumber(limit: 5, followers: followers, VietnameseNumbers.integer)
    }

    /// `ngày 1 tháng 12 năm 2027`, `1 tháng 12`, `1/12/2027`, `ngày 15`.
    private func readVietnameseDate(_ scanner: inout DateScanner, into reading: inout Reading) -> Bool {
        let saved = scanner.index
        if scanner.sees("ngày"), let next = scanner.unit(1), next.contains("/") { scanner.index += 1 }
        if let word = scanner.unit(), word.contains("/") {
            let parts = word.split(separator: "/").compactMap { Int($0) }
            guard parts.count == word.split(separator: "/").count, (2...3).contains(parts.count),
                (1...31).contains(parts[0]), (1...12).contains(parts[1])
            else {
                scanner.index = saved
                return false
            }
            var components = DateComponents(month: parts[1], day: parts[0])
            if parts.count == 3 { components.year = parts[2] < 100 ? 2000 + parts[2] : parts[2] }
            reading.day = components
            scanner.index += 1
            return true
        }
        let prefixed = scanner.take(["ngày", "mùng", "mồng", "ngày mùng", "ngày mồng"]) != nil
        guard let day = vietnameseNumber(&scanner), (1...31).contains(day) else {
            scanner.index = saved
            return false
        }
        var components = DateComponents(day: day)
        let beforeMonth = scanner.index
        if scanner.skip("tháng"), let month = vietnameseNumber(&scanner), (1...12).contains(month) {
            components.month = month
            let beforeYear = scanner.index
            if scanner.skip("năm"), let year = scanner.takeDigits(), year >= 1900 {
                components.year = year
            } else {
                scanner.index = beforeYear
            }
        } else {
            scanner.index = beforeMonth
            // A bare number is a day only after "ngày" and not before an
            // amount of time ("ngày 3 giờ" is no date).
            guard prefixed, ["giờ", "tiếng", "phút", "ngày", "tuần"].allSatisfy({ !scanner.sees($0) }) else {
                scanner.index = saved
                return false
            }
        }
        reading.day = components
        return true
    }

    /// `2 tiếng nữa`, `(trong) 30 phút (nữa)`, `3 ngày sau`, `2 ngày trước`.
    private func readVietnameseAmount(_ scanner: inout DateScanner, into reading: inout Reading, ahead: Bool) -> Bool {
        let saved = scanner.index
        guard let amount = vietnameseNumber(&scanner, followers: Array(Self.vietnameseUnits.keys)),
            let unit = scanner.take(Self.vietnameseUnits)
        else {
            scanner.index = saved
            return false
        }
        if scanner.take(["nữa", "sau", "tới", "kể từ bây giờ", "kể từ giờ"]) != nil || ahead {
            _ = scanner.take(["nữa"])
            reading.delta.append((unit, amount))
            return true
        }
        if scanner.take(["trước", "về trước"]) != nil {
            reading.delta.append((unit, -amount))
            return true
        }
        scanner.index = saved
        return false
    }

    /// `3 giờ`, `3 giờ 30 (phút)`, `3 giờ rưỡi`, `3 giờ kém 15`, `15h30`, `15:30`.
    private func readVietnameseTime(_ scanner: inout DateScanner, into reading: inout Reading) -> Bool {
        guard reading.hour == nil, let word = scanner.unit() else { return false }
        if let (hour, minute) = Self.compactTime(word) {
            reading.hour = hour
            reading.minute = minute
            scanner.index += 1
            return true
        }
        let saved = scanner.index
        guard let hour = vietnameseNumber(&scanner, followers: ["giờ", "g", "rưỡi", "kém"]), (0...24).contains(hour)
        else { return false }
        _ = scanner.take(["giờ", "g"])
        var minute = 0
        if scanner.skip("rưỡi") {
            minute = 30
        } else if scanner.skip("kém") {
            guard let before = vietnameseNumber(&scanner), (1...59).contains(before) else {
                scanner.index = saved
                return false
            }
            _ = scanner.skip("phút")
            reading.hour = hour == 0 ? 23 : hour - 1
            reading.minute = 60 - before
            return true
        } else if let value = vietnameseNumber(&scanner), (0...59).contains(value) {
            minute = value
            _ = scanner.skip("phút")
        } else {
            _ = scanner.skip("đúng")
        }
        reading.hour = hour % 24
        reading.minute = minute
        return true
    }

    /// `15:30`, `15h30`, `3h`, `3g30`, `15h30p` as hour and minute.
    static func compactTime(_ word: String) -> (Int, Int)? {
        var text = Substring(word)
        if text.hasSuffix("p") || text.hasSuffix("'") { text = text.dropLast() }
        guard let mark = text.firstIndex(where: { $0 == ":" || $0 == "h" || $0 == "g" }),
            let hour = Int(text[..<mark]), (0...24).contains(hour)
        else { return nil }
        let rest = text[text.index(after: mark)...]
        if rest.isEmpty { return text[mark] == ":" ? nil : (hour % 24, 0) }
        guard rest.count == 2, let minute = Int(rest), (0...59).contains(minute) else { return nil }
        return (hour % 24, minute)
    }
}
