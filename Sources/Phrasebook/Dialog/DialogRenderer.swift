import Foundation

/// Renders dialog templates (`Starting ${session}.`) with values shown the
/// way a person reads them: entities by title, lists joined, dates spelled out.
struct DialogRenderer: Sendable {
    /// The time zone dates are shown in.
    var timeZone: TimeZone
    /// The locale dates and lists are shown for.
    var locale: String

    /// Creates a renderer.
    init(timeZone: TimeZone, locale: String) {
        self.timeZone = timeZone
        self.locale = locale
    }

    /// `text` with each `${parameter}` replaced by its value in `invocation`
    /// (left as written when the parameter has none) and `${applicationName}`
    /// by `appName`.
    func render(
        _ text: String, values: [String: ParameterValue], appName: String, placeholders: [String: String] = [:]
    ) -> String {
        let direct = Self.renderDirectly(text) { name in
            name == Template.applicationNameToken ? appName : values[name].map(display) ?? placeholders[name]
        }
        if let direct { return direct }
        guard let template = try? Template(parsing: text) else { return text }
        return template.rendered { segment in
            switch segment {
            case .applicationName: appName
            case .parameter(let name): values[name].map(display) ?? placeholders[name]
            case .text: nil
            }
        }
    }

    /// `text` rendered as ``Template`` reads and renders it, without
    /// building one (a turn renders its dialog on every request): each
    /// `${name}` replaced by `value(name)`, or kept as written when that is
    /// `nil`. Only for the common case: `nil` when a token is empty, not
    /// closed, or has a character other than an ASCII letter, digit or `_`
    /// (the caller then parses the template, which says what is wrong).
    /// `$`, `{` and `}` are ASCII, so reading UTF-8 bytes finds the same
    /// tokens as reading scalars.
    static func renderDirectly(_ text: String, value: (String) -> String?) -> String? {
        // A native string's bytes are read in place; a copy otherwise.
        if let rendered = text.utf8.withContiguousStorageIfAvailable({ renderDirectly(text, bytes: $0, value: value) }) {
            return rendered
        }
        return Array(text.utf8).withUnsafeBufferPointer { renderDirectly(text, bytes: $0, value: value) }
    }

    /// ``renderDirectly(_:value:)`` of `text`, whose UTF-8 is `bytes`: read
    /// by offset and written as bytes, made a string once (reading a
    /// string's UTF-8 view byte by byte and appending piece by piece to a
    /// string cost several times more, and a turn renders its dialog on
    /// every request).
    private static func renderDirectly(
        _ text: String, bytes: UnsafeBufferPointer<UInt8>, value: (String) -> String?
    ) -> String? {
        var output: [UInt8] = []
        var literalStart = 0
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "$"), bytes[index + 1] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            let nameStart = index + 2
            var end = nameStart
            while end < bytes.count, bytes[end] != UInt8(ascii: "}") {
                guard isNameByte(bytes[end]) else { return nil }
                end += 1
            }
            guard end < bytes.count, end > nameStart else { return nil }
            if literalStart == 0 { output.reserveCapacity(bytes.count + 64) }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[literalStart..<index]))
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<end]), as: UTF8.self)
            if let shown = value(name) {
                output.append(contentsOf: shown.utf8)
            } else {
                // Kept as written: the token's own bytes.
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index...end]))
            }
            index = end + 1
            literalStart = index
        }
        if literalStart == 0 { return text }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[literalStart...]))
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether `byte` is an ASCII letter, digit or `_`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// The parameter summary chosen by the values (When/Otherwise and
    /// Switch/Case/Default pick by a parameter's id or value), each text put
    /// through `translate` and rendered, with a parameter that has no value
    /// shown by its `placeholders` entry (its title, as Apple's summaries do);
    /// `nil` when no branch applies.
    func render(
        _ summary: ParameterSummary, values: [String: ParameterValue], appName: String, placeholders: [String: String] = [:],
        translate: (String) -> String = { $0 }
    ) -> String? {
        func key(_ parameter: String) -> String? {
            guard let value = values[parameter] else { return nil }
            switch value {
            case .entity(let id, _): return id
            case .string(let text): return text
            case .bool(let flag): return String(flag)
            default: return display(value)
            }
        }
        switch summary {
        case .text(let text):
            return render(translate(text), values: values, appName: appName, placeholders: placeholders)
        case .when(let parameter, let expected, let then, let otherwise):
            if key(parameter) == expected {
                return render(then, values: values, appName: appName, placeholders: placeholders, translate: translate)
            }
            return otherwise.flatMap { render($0, values: values, appName: appName, placeholders: placeholders, translate: translate) }
        case .switch(let parameter, let cases, let fallback):
            if let actual = key(parameter), let match = cases.first(where: { $0.value == actual }) {
                return render(match.summary, values: values, appName: appName, placeholders: placeholders, translate: translate)
            }
            return fallback.flatMap { render($0, values: values, appName: appName, placeholders: placeholders, translate: translate) }
        }
    }

    /// A value as a person reads it.
    func display(_ value: ParameterValue) -> String {
        switch value {
        case .entity(_, let title): return title
        case .string(let text): return text
        case .integer(let number): return String(number)
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag):
            let phrases = Language.of(locale).phrases
            return flag ? phrases.trueValue : phrases.falseValue
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
            return Language.of(locale).phrases.joinList(values.map(display))
        }
    }
}
