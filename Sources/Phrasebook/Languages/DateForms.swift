import Foundation

/// Date forms that several languages' readers share with their own words:
/// a numeric `month/day[/year]` and `hour:minute`, and an amount of time
/// later or earlier.
extension DateParser {
    /// Reads `12/1`, `12/1/27` or `12/1/2027` (month first; a two-digit year
    /// is in this century; a trailing slash without a year is the same day).
    ///
    /// Reads nothing unless the month and day are in range.
    func readSlashDate(_ scanner: inout DateScanner, into reading: inout Reading) -> Bool {
        let saved = scanner.index
        guard let month = scanner.takeDigits(), scanner.skip("/"), let day = scanner.takeDigits(),
            (1...12).contains(month), (1...31).contains(day)
        else {
            scanner.index = saved
            return false
        }
        var components = DateComponents(month: month, day: day)
        if scanner.skip("/"), let year = scanner.takeDigits() {
            components.year = year < 100 ? 2000 + year : year
        }
        reading.day = components
        return true
    }

    /// Reads `3:30` or `15:05` (an hour up to 24, `24:00` being midnight).
    ///
    /// Reads nothing unless the hour and minute are in range.
    func readColonTime(_ scanner: inout DateScanner, into reading: inout Reading) -> Bool {
        let saved = scanner.index
        guard let hour = scanner.takeDigits(), scanner.skip(":"), let minute = scanner.takeDigits(),
            (0...24).contains(hour), (0...59).contains(minute)
        else {
            scanner.index = saved
            return false
        }
        reading.hour = hour % 24
        reading.minute = minute
        return true
    }

    /// The words of an amount of time in one language: the units it counts
    /// in, the word for a half hour after an hour count (`반`, `半`), and
    /// the words for later and earlier.
    struct AmountWords {
        var units: [String: Calendar.Component]
        var half: String
        var later: [String]
        var earlier: [String]
    }

    /// Reads a number (as `number` reads it, followed by a unit of `words`),
    /// the unit, an optional half after hours, and later or earlier:
    /// `2시간 후`, `1時間半後`, `3일 전`.
    ///
    /// Reads nothing unless all are there.
    func readAmount(
        _ scanner: inout DateScanner, into reading: inout Reading, words: AmountWords,
        number: (inout DateScanner, [String]) -> Int?
    ) -> Bool {
        let saved = scanner.index
        guard let amount = number(&scanner, Array(words.units.keys)), let unit = scanner.take(words.units) else {
            scanner.index = saved
            return false
        }
        let half = unit == .hour && scanner.skip(words.half)
        return recordAmount(
            amount, of: unit, half: half, later: words.later, earlier: words.earlier, from: saved, &scanner,
            into: &reading)
    }

    /// Reads the word for later or earlier that ends an amount already read
    /// (later too when `ahead`: a word before the amount said so, `过两个小时`)
    /// and records the amount; without one, puts `scanner` back at `start`
    /// and records nothing.
    func recordAmount(
        _ amount: Int, of unit: Calendar.Component, half: Bool, ahead: Bool = false, later: [String], earlier: [String],
        from start: Int, _ scanner: inout DateScanner, into reading: inout Reading
    ) -> Bool {
        let sign: Int
        if scanner.take(later) != nil || ahead {
            sign = 1
        } else if scanner.take(earlier) != nil {
            sign = -1
        } else {
            scanner.index = start
            return false
        }
        reading.delta.append((unit, sign * amount))
        if half { reading.delta.append((.minute, sign * 30)) }
        return true
    }
}
