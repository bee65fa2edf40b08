import Foundation

/// Renders dialog templates (`Starting ${session}.`) with values shown the
/// way a person reads them: entities by title, lists joined, dates spelled out.
public struct DialogRenderer: Sendable {
    /// The time zone dates are shown in.
    public var timeZone: TimeZone
    /// The locale dates and lists are shown for.
    public var locale: String

    /// Creates a renderer.
    public init(timeZone: TimeZone, locale: String) {
        self.timeZone = timeZone
        self.locale = locale
    }

    /// `text` with each `${parameter}` replaced by its value in `invocation`
    /// (left as written when the parameter has none) and `${applicationName}`
    /// by `appName`.
    public func render(_ text: String, values: [String: ParameterValue], appName: String) -> String {
        guard let template = try? Template(parsing: text) else { return text }
        return template.rendered { segment in
            switch segment {
            case .applicationName: appName
            case .parameter(let name): values[name].map(display)
            case .text: nil
            }
        }
    }

    /// A value as a person reads it.
    public func display(_ value: ParameterValue) -> String {
        switch value {
        case .entity(_, let title): return title
        case .string(let text): return text
        case .integer(let number): return String(number)
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): return flag ? "yes" : "no"
        case .date(let date):
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: locale)
            formatter.timeZone = timeZone
            formatter.dateStyle = .medium
            let calendar = { () -> Calendar in
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = timeZone
                return calendar
            }()
            let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
            formatter.timeStyle = (parts.hour == 0 && parts.minute == 0 && parts.second == 0) ? .none : .short
            return formatter.string(from: date)
        case .list(let values):
            let shown = values.map(display)
            switch shown.count {
            case 0: return ""
            case 1: return shown[0]
            default: return shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
            }
        }
    }
}
