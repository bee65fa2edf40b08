import Foundation

/// Reads the ISO 8601 forms manifests and JSON output use: `2026-12-01`,
/// `2026-12-01T15:00`, `2026-12-01T15:00:00Z`, `2026-12-01 15:00+07:00`.
enum ISODateParser {
    /// Coordinated Universal Time: the zone of a date written with `Z`, and
    /// of one without an offset when no zone is given.
    static let utc: TimeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current

    /// The date, or `nil` when `text` is not one of the accepted forms.
    ///
    /// A date
    /// without an offset is read in `timeZone`.
    static func parse(_ text: String, timeZone: TimeZone = utc) -> Date? {
        let scalars = Array(text.trimmingCharacters(in: .whitespaces).unicodeScalars)
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= scalars.count else { return nil }
            var value = 0
            for _ in 0..<digits {
                guard let digit = scalars[index].properties.numericType == .decimal ? Int(String(scalars[index])) : nil
                else {
                    return nil
                }
                value = value * 10 + digit
                index += 1
            }
            return value
        }
        func expect(_ scalar: Unicode.Scalar) -> Bool {
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var components = DateComponents(year: year, month: month, day: day, hour: 0, minute: 0, second: 0)
        var zone = timeZone
        if index < scalars.count {
            guard expect("T") || expect(" ") else { return nil }
            guard let hour = number(2), expect(":"), let minute = number(2), hour < 24, minute < 60 else { return nil }
            components.hour = hour
            components.minute = minute
            if expect(":") {
                guard let second = number(2), second < 61 else { return nil }
                components.second = second
                if expect(".") {
                    while index < scalars.count, scalars[index].properties.numericType == .decimal { index += 1 }
                }
            }
            if expect("Z") {
                zone = utc
            } else if index < scalars.count {
                let sign: Int
                if expect("+") { sign = 1 } else if expect("-") { sign = -1 } else { return nil }
                guard let hours = number(2) else { return nil }
                _ = expect(":")
                let minutes = number(2) ?? 0
                guard let offsetZone = TimeZone(secondsFromGMT: sign * (hours * 3600 + minutes * 60)) else {
                    return nil
                }
                zone = offsetZone
            }
            guard index == scalars.count else { return nil }
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        guard let date = calendar.date(from: components),
            calendar.component(.day, from: date) == day
        else { return nil }
        return date
    }

    /// `2026-12-01T15:00:00Z`: how dates appear in JSON output.
    static func format(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = utc
        return formatter.string(from: date)
    }
}
