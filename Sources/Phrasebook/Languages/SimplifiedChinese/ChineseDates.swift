import Foundation

/// Chinese dates and times, read character by character from the text (not
/// the tokens): days (`今天`, `明天`, `后天`, `大后天`, `昨天`, `今晚`, `明早`),
/// weekdays (`周一`, `星期三`, `礼拜天`) and weeks (`下周一`, `这周五`,
/// `下个星期三`), parts of the day (`上午`, `早上`, `中午`, `下午`, `傍晚`,
/// `晚上`, `凌晨`, `正午`, `午夜`), clock times (`3点`, `15点`, `3点半`, `3点15分`,
/// `3点一刻`, `十点`, `15时`, `3:30`), amounts of time (`两小时后`, `两个小时以后`,
/// `30分钟后`, `半小时后`, `三天后`, `一周后`, `一个月后`, `过两个小时`, `两天前`)
/// and dates (`12月1日`, `12月1号`, `2026年12月1日`, `二〇二六年十二月一日`,
/// `15号`, `12/1`); numbers as digits or Chinese numerals.
extension DateParser {
    private static let chineseDays: [String: Int] = [
        "今天": 0, "今日": 0, "明天": 1, "明日": 1, "后天": 2, "大后天": 3, "昨天": -1, "前天": -2,
    ]
    /// A day and a part of it in one word (`今晚` tonight).
    private static let chineseDayParts: [String: (Int, String, Int)] = [
        "今晚": (0, "pm", 20), "今早": (0, "am", 9), "今夜": (0, "night", 22), "明晚": (1, "pm", 20), "明早": (1, "am", 9),
        "明夜": (1, "night", 22),
    ]
    private static let chineseWeekdays: [String: Int] = {
        var table: [String: Int] = [:]
        for prefix in ["周", "星期", "礼拜"] {
            for (day, weekday) in chineseWeekdayNames { table[prefix + day] = weekday }
        }
        table["周末"] = 7
        return table
    }()
    /// The weekday after 周, 星期 or 礼拜.
    private static let chineseWeekdayNames: [String: Int] = [
        "一": 2, "二": 3, "三": 4, "四": 5, "五": 6, "六": 7, "日": 1, "天": 1, "1": 2, "2": 3, "3": 4, "4": 5, "5": 6, "6": 7,
        "7": 1,
    ]
    /// Weeks, each ending in the word a bare weekday may follow (`下周` + `一`).
    private static let chineseWeeks: [String: Int] = {
        var table: [String: Int] = [:]
        for week in ["周", "星期", "礼拜", "个星期", "个礼拜"] {
            table["下" + week] = 1
            table["下下" + week] = 2
            table["上" + week] = -1
            table["这" + week] = 0
            table["本" + week] = 0
        }
        table["这个星期"] = 0
        table["这个礼拜"] = 0
        return table
    }()
    /// The end or beginning of a month: the day, whether it is the
    /// month's last, and which month.
    private static let chineseMonthEnds: [String: (Int, Bool, Int)] = [
        "月底": (1, true, 0), "月末": (1, true, 0), "这个月底": (1, true, 0), "本月底": (1, true, 0), "下个月底": (1, true, 1),
        "下月底": (1, true, 1), "下个月初": (1, false, 1), "下月初": (1, false, 1),
    ]
    private static let chineseMonths: [String: Int] = ["这个月": 0, "本月": 0, "下个月": 1, "下月": 1, "上个月": -1, "上月": -1]
    private static let chineseYears: [String: Int] = ["今年": 0, "明年": 1, "去年": -1]
    private static let chineseParts: [String: (String, Int)] = [
        "上午": ("am", 9), "早上": ("am", 8), "早晨": ("am", 8), "清晨": ("am", 6), "凌晨": ("am", 3), "中午": ("day", 12),
        "午后": ("pm", 14), "下午": ("pm", 15), "傍晚": ("pm", 18), "晚上": ("pm", 19), "夜里": ("night", 22),
        "深夜": ("night", 23), "半夜": ("night", 0),
    ]
    private static let chineseUnits: [String: Calendar.Component] = [
        "小时": .hour, "个小时": .hour, "钟头": .hour, "个钟头": .hour, "分钟": .minute, "分": .minute, "天": .day,
        "周": .weekOfYear, "个周": .weekOfYear, "星期": .weekOfYear, "个星期": .weekOfYear, "礼拜": .weekOfYear,
        "个礼拜": .weekOfYear, "个月": .month, "年": .year,
    ]
    private static let chineseLater = ["后", "以后", "之后", "过后"]
    private static let chineseEarlier = ["前", "以前", "之前"]
    private static let chineseFillers = [
        "在", "的", "于", "到", "左右", "大概", "大约", "约", "是", "吧", "就", "前", "之前", "以前", "截止", "截止到", "截至",
        "那天", "的时候", "啊", "呢", "哦", "了", "整", "钟",
    ]

    /// What the Chinese `text` says, or `nil` when a character is not understood.
    func readChinese(_ text: String) -> Reading? {
        var scanner = DateScanner(characters: DateScanner.slashingDottedDates(text))
        var reading = Reading()
        var weeks: Int?
        var months: Int?
        var years: Int?
        var ahead = false
        while !scanner.isAtEnd {
            if let (offset, meridiem, hour) = scanner.take(Self.chineseDayParts) {
                reading.dayOffset = offset
                reading.meridiem = meridiem
                reading.defaultHour = hour
            } else if let offset = scanner.take(Self.chineseDays) {
                reading.dayOffset = offset
            } else if scanner.take(["现在", "马上", "立刻", "立即"]) != nil {
                reading.delta.append((.second, 0))
            } else if let (day, end, offset) = scanner.take(Self.chineseMonthEnds) {
                reading.day = DateComponents(day: day)
                reading.endOfMonth = end
                months = offset
            } else if let weekday = scanner.take(Self.chineseWeekdays) {
                reading.weekday = weekday
            } else if let offset = scanner.take(Self.chineseWeeks) {
                weeks = offset
                if let weekday = scanner.take(Self.chineseWeekdayNames) { reading.weekday = weekday }
                if scanner.skip("末") { reading.weekday = 7 }
            } else if let offset = scanner.take(Self.chineseMonths) {
                months = offset
            } else if let offset = scanner.take(Self.chineseYears) {
                years = offset
            } else if scanner.skip("正午") {
                reading.hour = 12
                reading.meridiem = "24h"
            } else if scanner.skip("午夜") {
                reading.hour = 0
                reading.meridiem = "24h"
            } else if let (meridiem, hour) = scanner.take(Self.chineseParts) {
                reading.meridiem = meridiem
                reading.defaultHour = hour
            } else if scanner.take(["再过", "过"]) != nil {
                ahead = true
            } else if scanner.take(["半小时", "半个小时", "半个钟头"]) != nil {
                guard scanner.take(Self.chineseLater) != nil || ahead else { return nil }
                reading.delta.append((.minute, 30))
            } else if !readChineseAmount(&scanner, into: &reading, ahead: ahead),
                !readChineseDate(&scanner, into: &reading),
                !readChineseTime(&scanner, into: &reading),
                scanner.take(Self.chineseFillers) == nil
            {
                return nil
            }
        }
        applyRelativeOffsets(weeks: weeks, months: months, years: years, to: &reading)
        return reading
    }

    /// A number in digits or Chinese numerals, followed by one of `followers`.
    private func chineseNumber(_ scanner: inout DateScanner, followers: [String]) -> Int? {
        let saved = scanner.index
        if let value = scanner.takeDigits() {
            if followers.isEmpty || followers.contains(where: scanner.sees) { return value }
            scanner.index = saved
            return nil
        }
        return scanner.takeNumber(limit: 6, followers: followers, ChineseNumbers.integer)
    }

    /// `两小时后`, `两个小时以后`, `30分钟后`, `一个半小时后`, `三天后`, `过两个小时`, `两天前`.
    private func readChineseAmount(_ scanner: inout DateScanner, into reading: inout Reading, ahead: Bool) -> Bool {
        let saved = scanner.index
        guard let amount = chineseNumber(&scanner, followers: Array(Self.chineseUnits.keys) + ["个半"]) else {
            return false
        }
        var half = false
        if scanner.skip("个半") {
            half = true
            guard scanner.take(["小时", "钟头"]) != nil else {
                scanner.index = saved
                return false
            }
        }
        guard let unit = half ? .hour : scanner.take(Self.chineseUnits) else {
            scanner.index = saved
            return false
        }
        if !half && unit == .hour { half = scanner.skip("半") }
        return recordAmount(
            amount, of: unit, half: half, ahead: ahead, later: Self.chineseLater, earlier: Self.chineseEarlier,
            from: saved, &scanner,
            into: &reading)
    }

    /// `12月1日`, `12月1号`, `2026年12月1日`, `二〇二六年十二月一日`, `15号`, `12/1`.
    private func readChineseDate(_ scanner: inout DateScanner, into reading: inout Reading) -> Bool {
        if readSlashDate(&scanner, into: &reading) { return true }
        let saved = scanner.index
        var components = DateComponents()
        if let year = chineseYear(&scanner) {
            components.year = year
        }
        if let month = chineseNumber(&scanner, followers: ["月"]), (1...12).contains(month) {
            _ = scanner.skip("月")
            components.month = month
        }
        guard let day = chineseNumber(&scanner, followers: ["日", "号"]), (1...31).contains(day),
            components.year == nil || components.month != nil
        else {
            scanner.index = saved
            return false
        }
        _ = scanner.take(["日", "号"])
        components.day = day
        reading.day = components
        return true
    }

    /// A year before 年: four digits, or four numerals said one by one (`二〇二六`).
    private func chineseYear(_ scanner: inout DateScanner) -> Int? {
        let saved = scanner.index
        if let year = scanner.takeDigits(), year >= 1900, scanner.skip("年") { return year }
        scanner.index = saved
        var digits = ""
        while digits.count < 4, let unit = scanner.unit(), let digit = ChineseNumbers.digits[unit] {
            digits += String(digit)
            scanner.index += 1
        }
        if digits.count == 4, scanner.skip("年"), let year = Int(digits) { return year }
        scanner.index = saved
        return nil
    }

    /// `3点`, `15点`, `3点半`, `3点15分`, `3点一刻`, `三点三刻`, `15时`, `3:30`.
    private func readChineseTime(_ scanner: inout DateScanner, into reading: inout Reading) -> Bool {
        guard reading.hour == nil else { return false }
        if readColonTime(&scanner, into: &reading) { return true }
        let saved = scanner.index
        guard let hour = chineseNumber(&scanner, followers: ["点", "时"]), (0...24).contains(hour) else {
            scanner.index = saved
            return false
        }
        _ = scanner.take(["点钟", "点", "时"])
        if scanner.skip("半") {
            reading.minute = 30
        } else if scanner.skip("一刻") {
            reading.minute = 15
        } else if scanner.skip("三刻") {
            reading.minute = 45
        } else if let minute = chineseNumber(&scanner, followers: []), (0...59).contains(minute) {
            _ = scanner.take(["分钟", "分"])
            reading.minute = minute
        }
        reading.hour = hour % 24
        return true
    }
}
