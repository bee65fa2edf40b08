import Foundation

/// Korean dates and times, read with spaces dropped so particles may be
/// glued on or not (`3시에`, `내일까지`, `다음주`/`다음 주`): days (`오늘`,
/// `내일`, `모레`, `글피`, `어제`), weekdays (`월요일` … `일요일`) and weeks
/// (`다음 주 월요일`, `이번 주 금요일`), parts of the day (`오전`, `오후`,
/// `아침`, `낮`, `저녁`, `밤`, `새벽`, `정오`, `자정`), clock times (`3시`,
/// `15시`, `3시 30분`, `3시 반`, `세 시`, `열두 시`, `3:30`), amounts of time
/// (`2시간 후`, `두 시간 뒤`, `30분 후`, `3일 후`, `이틀 뒤`, `일주일 후`, `한
/// 달 후`, `2시간 전`) and dates (`12월 1일`, `2026년 12월 1일`, `15일`,
/// `12/1`); numbers as digits, native or Sino-Korean words.
extension DateParser {
    private static let koreanDays: [String: Int] = [
        "오늘": 0, "금일": 0, "내일": 1, "낼": 1, "모레": 2, "내일모레": 2, "낼모레": 2, "글피": 3, "어제": -1, "그제": -2,
        "그저께": -2, "엊그제": -2,
    ]
    private static let koreanWeekdays: [String: Int] = [
        "월요일": 2, "화요일": 3, "수요일": 4, "목요일": 5, "금요일": 6, "토요일": 7, "일요일": 1,
        "월욜": 2, "화욜": 3, "수욜": 4, "목욜": 5, "금욜": 6, "토욜": 7, "일욜": 1, "주말": 7, "이번주말": 7,
    ]
    private static let koreanParts: [String: (String, Int)] = [
        "오전": ("am", 9), "아침": ("am", 9), "새벽": ("am", 5), "점심": ("day", 12), "낮": ("day", 12), "오후": ("pm", 15),
        "저녁": ("pm", 19), "밤": ("night", 21),
    ]
    private static let koreanWeeks: [String: Int] = [
        "이번주": 0, "금주": 0, "다음주": 1, "담주": 1, "다다음주": 2, "지난주": -1, "저번주": -1,
    ]
    private static let koreanMonths: [String: Int] = ["이번달": 0, "다음달": 1, "담달": 1, "지난달": -1]
    private static let koreanYears: [String: Int] = ["올해": 0, "금년": 0, "내년": 1, "작년": -1]
    private static let koreanUnits: [String: Calendar.Component] = [
        "시간": .hour, "분": .minute, "일": .day, "주일": .weekOfYear, "주": .weekOfYear, "개월": .month, "달": .month,
        "년": .year,
    ]
    /// Whole amounts said as one word (`이틀` two days).
    private static let koreanSpans: [String: (Calendar.Component, Int)] = [
        "하루": (.day, 1), "이틀": (.day, 2), "사흘": (.day, 3), "나흘": (.day, 4), "보름": (.day, 15),
    ]
    /// Parts of a month after it: the day they stand for, and whether it
    /// is the month's last.
    private static let koreanMonthParts: [String: (Int, Bool)] = [
        "초": (1, false), "중순": (15, false), "말": (1, true), "말일": (1, true),
    ]
    private static let koreanLater = ["후", "뒤", "이후", "있다가", "지나서", "후에", "뒤에"]
    private static let koreanEarlier = ["전", "이전", "전에"]
    private static let koreanFillers = [
        "에", "에는", "까지", "쯤", "경", "즈음", "정도", "부터", "지금부터", "으로", "로", "요", "이요", "에요", "예요",
        "이에요", "입니다", "이야", "야", "다음", "이번", "오는", "돌아오는", "정각", "전까지", "마감", "마감은", "마감일은",
        "은", "는", "날", "께", "무렵",
    ]

    /// What the Korean `text` says, or `nil` when a word is not understood.
    func readKorean(_ text: String) -> Reading? {
        var scanner = DateScanner(characters: DateScanner.slashingDottedDates(text))
        var reading = Reading()
        var weeks: Int?
        var months: Int?
        var years: Int?
        while !scanner.isAtEnd {
            if let offset = scanner.take(Self.koreanDays) {
                reading.dayOffset = offset
            } else if scanner.take(["지금", "지금당장", "당장", "바로"]) != nil {
                reading.delta.append((.second, 0))
            } else if let weekday = scanner.take(Self.koreanWeekdays) {
                reading.weekday = weekday
            } else if let offset = scanner.take(Self.koreanWeeks) {
                weeks = offset
            } else if let offset = scanner.take(Self.koreanMonths) {
                months = offset
                if let (day, end) = scanner.take(Self.koreanMonthParts) {
                    reading.day = DateComponents(day: day)
                    reading.endOfMonth = end
                }
            } else if scanner.take(["월말", "이달말"]) != nil {
                reading.day = DateComponents(day: 1)
                reading.endOfMonth = true
                months = 0
            } else if let offset = scanner.take(Self.koreanYears) {
                years = offset
            } else if scanner.skip("정오") {
                reading.hour = 12
                reading.meridiem = "24h"
            } else if scanner.skip("자정") {
                reading.hour = 0
                reading.meridiem = "24h"
            } else if let (meridiem, hour) = scanner.take(Self.koreanParts) {
                reading.meridiem = meridiem
                reading.defaultHour = hour
            } else if let (unit, amount) = scanner.take(Self.koreanSpans) {
                if scanner.take(Self.koreanLater) != nil {
                    reading.delta.append((unit, amount))
                } else if scanner.take(Self.koreanEarlier) != nil {
                    reading.delta.append((unit, -amount))
                } else {
                    return nil
                }
            } else if !readKoreanAmount(&scanner, into: &reading),
                !readKoreanDate(&scanner, into: &reading),
                !readKoreanTime(&scanner, into: &reading),
                scanner.take(Self.koreanFillers) == nil
            {
                return nil
            }
        }
        applyRelativeOffsets(weeks: weeks, months: months, years: years, to: &reading)
        return reading
    }

    /// A number in digits or Korean words, followed by one of `followers`.
    private func koreanNumber(_ scanner: inout DateScanner, followers: [String]) -> Int? {
        let saved = scanner.index
        if let value = scanner.takeDigits() {
            if followers.contains(where: scanner.sees) { return value }
            scanner.index = saved
            return nil
        }
        return scanner.takeNumber(limit: 5, followers: followers) { KoreanNumbers.integer($0.joined()) }
    }

    /// `2시간 후`, `30분 뒤`, `3일 후`, `일주일 후`, `한 달 후`, `한 시간 반 후`, `2시간 전`.
    private func readKoreanAmount(_ scanner: inout DateScanner, into reading: inout Reading) -> Bool {
        readAmount(&scanner, into: &reading, words: Self.koreanAmountWords) { koreanNumber(&$0, followers: $1) }
    }

    /// The words of `2시간 후`-style amounts.
    private static let koreanAmountWords = AmountWords(
        units: koreanUnits, half: "반", later: koreanLater, earlier: koreanEarlier)

    /// `12월 1일`, `2026년 12월 1일`, `15일`, `12/1`.
    private func readKoreanDate(_ scanner: inout DateScanner, into reading: inout Reading) -> Bool {
        if readSlashDate(&scanner, into: &reading) { return true }
        let saved = scanner.index
        var components = DateComponents()
        if let year = koreanNumber(&scanner, followers: ["년"]), year >= 1900 {
            _ = scanner.skip("년")
            components.year = year
        }
        if let month = koreanNumber(&scanner, followers: ["월"]), (1...12).contains(month) {
            _ = scanner.skip("월")
            components.month = month
            // `12월 초` (early December), `12월 중순`, `12월 말`.
            if let (day, end) = scanner.take(Self.koreanMonthParts) {
                components.day = day
                reading.day = components
                reading.endOfMonth = end
                return true
            }
        }
        guard let day = koreanNumber(&scanner, followers: ["일"]), (1...31).contains(day),
            components.year == nil || components.month != nil
        else {
            scanner.index = saved
            return false
        }
        _ = scanner.skip("일")
        components.day = day
        reading.day = components
        return true
    }

    /// `3시`, `15시`, `3시 30분`, `3시 반`, `세 시`, `3:30`.
    private func readKoreanTime(_ scanner: inout DateScanner, into reading: inout Reading) -> Bool {
        guard reading.hour == nil else { return false }
        if readColonTime(&scanner, into: &reading) { return true }
        let saved = scanner.index
        guard let hour = koreanNumber(&scanner, followers: ["시"]), (0...24).contains(hour), !scanner.sees("시간") else {
            scanner.index = saved
            return false
        }
        _ = scanner.skip("시")
        if scanner.skip("반") {
            reading.minute = 30
        } else if let minute = koreanNumber(&scanner, followers: ["분"]), (0...59).contains(minute) {
            _ = scanner.skip("분")
            reading.minute = minute
        }
        reading.hour = hour % 24
        return true
    }
}
