import Foundation

/// Japanese dates and times, read character by character with spaces
/// dropped, particles skipped (`明日の午後3時に`, `来週の月曜日まで`): days
/// (`今日`, `明日`/`あした`, `明後日`/`あさって`, `昨日`), weekdays (`月曜日`,
/// `月曜` … `日曜日`) and weeks (`今週の金曜日`, `来週の月曜日`, `再来週`),
/// parts of the day (`午前`, `午後`, `朝`, `昼`, `夕方`, `夜`, `今夜`, `今朝`,
/// `正午`), clock times (`3時`, `15時`, `3時半`, `3時15分`, `三時`, `3:30`),
/// amounts of time (`2時間後`, `30分後`, `1時間半後`, `3日後`, `2週間後`,
/// `1ヶ月後`, `2時間前`) and dates (`3月5日`, `2026年12月1日`, `5日`, `12/1`);
/// numbers as digits (full-width too) or kanji.
extension DateParser {
    private static let japaneseDays: [String: Int] = [
        "今日": 0, "きょう": 0, "本日": 0, "明日": 1, "あした": 1, "あす": 1, "明後日": 2, "あさって": 2, "明々後日": 3,
        "明明後日": 3, "しあさって": 3, "昨日": -1, "きのう": -1, "一昨日": -2, "おととい": -2,
    ]
    private static let japaneseWeekdays: [String: Int] = [
        "月曜日": 2, "月曜": 2, "火曜日": 3, "火曜": 3, "水曜日": 4, "水曜": 4, "木曜日": 5, "木曜": 5, "金曜日": 6, "金曜": 6,
        "土曜日": 7, "土曜": 7, "日曜日": 1, "日曜": 1,
    ]
    /// A day and a part of it said as one word (`今夜` tonight).
    private static let japaneseDayParts: [String: (Int, String, Int)] = [
        "今夜": (0, "night", 20), "今晩": (0, "night", 20), "今朝": (0, "am", 8), "明朝": (1, "am", 8), "昨夜": (-1, "night", 20),
    ]
    private static let japaneseParts: [String: (String, Int)] = [
        "午前": ("am", 9), "朝": ("am", 8), "昼": ("day", 12), "お昼": ("day", 12), "午後": ("pm", 15), "夕方": ("pm", 17),
        "夜": ("night", 20), "晩": ("night", 20), "深夜": ("am", 0),
    ]
    private static let japaneseWeeks: [String: Int] = ["今週": 0, "来週": 1, "再来週": 2, "先週": -1, "次の週": 1]
    private static let japaneseMonths: [String: Int] = ["今月": 0, "来月": 1, "再来月": 2, "先月": -1]
    private static let japaneseYears: [String: Int] = ["今年": 0, "来年": 1, "再来年": 2, "去年": -1, "昨年": -1]
    private static let japaneseUnits: [String: Calendar.Component] = [
        "時間": .hour, "分": .minute, "日": .day, "週間": .weekOfYear, "ヶ月": .month, "か月": .month, "カ月": .month, "ヵ月": .month,
        "箇月": .month, "年": .year, "秒": .second,
    ]
    private static let japaneseLater = ["後", "あと", "以降", "経ったら", "たったら"]
    private static let japaneseEarlier = ["前"]
    private static let japaneseFillers = [
        "の", "に", "で", "は", "まで", "までに", "から", "頃", "ごろ", "ころ", "くらい", "ぐらい", "ちょうど", "丁度", "ジャスト",
        "お願いします", "でお願いします", "にお願いします", "お願い", "ください", "です", "ね", "よ", "次", "今度", "この", "今度の",
        "締め切り", "締切", "期限", "にして", "でいい", "がいい", "に設定", "あたり", "頃に", "前後",
    ]

    /// What the Japanese `text` says, or `nil` when a character is not understood.
    func readJapanese(_ text: String) -> Reading? {
        var scanner = DateScanner(characters: text)
        var reading = Reading()
        var weeks: Int?
        var months: Int?
        var years: Int?
        while !scanner.isAtEnd {
            if let (offset, meridiem, hour) = scanner.take(Self.japaneseDayParts) {
                reading.dayOffset = offset
                reading.meridiem = meridiem
                reading.defaultHour = hour
            } else if let offset = scanner.take(Self.japaneseDays) {
                reading.dayOffset = offset
            } else if let weekday = scanner.take(Self.japaneseWeekdays) {
                reading.weekday = weekday
            } else if let offset = scanner.take(Self.japaneseWeeks) {
                weeks = offset
            } else if let offset = scanner.take(Self.japaneseMonths) {
                months = offset
            } else if let offset = scanner.take(Self.japaneseYears) {
                years = offset
            } else if scanner.take(["今すぐ", "すぐ", "今", "いま", "ただいま"]) != nil {
                reading.delta.append((.second, 0))
            } else if scanner.take(["正午", "お昼の12時"]) != nil {
                reading.hour = 12
                reading.meridiem = "24h"
            } else if scanner.take(["真夜中", "夜中の12時"]) != nil {
                reading.hour = 0
                reading.meridiem = "24h"
            } else if let (meridiem, hour) = scanner.take(Self.japaneseParts) {
                reading.meridiem = meridiem
                reading.defaultHour = hour
            } else if !readJapaneseAmount(&scanner, into: &reading),
                !readJapaneseDate(&scanner, into: &reading),
                !readJapaneseTime(&scanner, into: &reading),
                scanner.take(Self.japaneseFillers) == nil
            {
                return nil
            }
        }
        applyRelativeOffsets(weeks: weeks, months: months, years: years, to: &reading)
        return reading
    }

    /// A number in digits or kanji, followed by one of `followers` (any unit when empty).
    private func japaneseNumber(_ scanner: inout DateScanner, followers: [String]) -> Int? {
        let saved = scanner.index
        if let value = scanner.takeDigits() {
            if followers.isEmpty || followers.contains(where: scanner.sees) { return value }
            scanner.index = saved
            return nil
        }
        return scanner.takeNumber(limit: 6, followers: followers) { units in
            units.allSatisfy { $0.count == 1 && "〇零一二三四五六七八九十百千万".contains($0) }
                ? JapaneseNumbers.integer(units.joined()) : nil
        }
    }

    /// `2時間後`, `30分後`, `1時間半後`, `3日後`, `2週間後`, `1ヶ月後`, `2時間前`.
    private func readJapaneseAmount(_ scanner: inout DateScanner, into reading: inout Reading) -> Bool {
        readAmount(&scanner, into: &reading, words: Self.japaneseAmountWords) { japaneseNumber(&$0, followers: $1) }
    }

    /// The words of `2時間後`-style amounts.
    private static let japaneseAmountWords = AmountWords(
        units: japaneseUnits, half: "半", later: japaneseLater, earlier: japaneseEarlier)

    /// `3月5日`, `2026年12月1日`, `5日`, `12/1`.
    private func readJapaneseDate(_ scanner: inout DateScanner, into reading: inout Reading) -> Bool {
        if readSlashDate(&scanner, into: &reading) { return true }
        let saved = scanner.index
        var components = DateComponents()
        if let year = japaneseNumber(&scanner, followers: ["年"]), year >= 1900 {
            _ = scanner.skip("年")
            components.year = year
        }
        if let month = japaneseNumber(&scanner, followers: ["月"]), (1...12).contains(month), !scanner.sees("月曜") {
            _ = scanner.skip("月")
            components.month = month
        }
        guard let day = japaneseNumber(&scanner, followers: ["日"]), (1...31).contains(day), !scanner.sees("日曜"),
            components.year == nil || components.month != nil
        else {
            scanner.index = saved
            return false
        }
        _ = scanner.skip("日")
        components.day = day
        reading.day = components
        return true
    }

    /// `3時`, `15時`, `3時半`, `3時15分`, `三時`, `3:30`.
    private func readJapaneseTime(_ scanner: inout DateScanner, into reading: inout Reading) -> Bool {
        guard reading.hour == nil else { return false }
        if readColonTime(&scanner, into: &reading) { return true }
        let saved = scanner.index
        guard let hour = japaneseNumber(&scanner, followers: ["時"]), (0...24).contains(hour), !scanner.sees("時間") else {
            scanner.index = saved
            return false
        }
        _ = scanner.skip("時")
        if scanner.skip("半") {
            reading.minute = 30
        } else if let minute = japaneseNumber(&scanner, followers: ["分"]), (0...59).contains(minute) {
            _ = scanner.skip("分")
            reading.minute = minute
        }
        if hour > 12 && reading.meridiem == nil { reading.meridiem = "24h" }
        reading.hour = hour % 24
        return true
    }
}
