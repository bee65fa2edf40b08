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
        render(text, value: { values[$0] }, appName: appName, placeholder: { placeholders[$0] })
    }

    /// ``render(_:values:appName:placeholders:)`` with the values and
    /// placeholders read through `value` and `placeholder` (by parameter
    /// name): a request resolved at once keeps its values by parameter
    /// position, and a summary's placeholders need no dictionary.
    func render(
        _ text: String, value: (String) -> ParameterValue?, appName: String, placeholder: (String) -> String?
    ) -> String {
        let direct = Self.renderDirectly(text) { name in
            name == Template.applicationNameToken ? appName : value(name).map(display) ?? placeholder(name)
        }
        if let direct { return direct }
        guard let template = try? Template(parsing: text) else { return text }
        return template.rendered { segment in
            switch segment {
            case .applicationName: appName
            case .parameter(let name): value(name).map(display) ?? placeholder(name)
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
        let rendering =
            text.utf8.withContiguousStorageIfAvailable { renderDirectly($0, value: value) }
            ?? Array(text.utf8).withUnsafeBufferPointer { renderDirectly($0, value: value) }
        switch rendering {
        case .unchanged: return text
        case .rendered(let rendered): return rendered
        case .notDirect: return nil
        }
    }

    /// How many bytes more than its text a dialog rendered directly may
    /// take (``renderDirectly(_:value:)``); one longer is rendered through
    /// its template.
    private static var directRoom: Int { 256 }

    /// What ``renderDirectly(_:value:)`` made of a text.
    private enum DirectRendering {
        /// The text has no token: shown as written.
        case unchanged
        /// The text with its tokens replaced.
        case rendered(String)
        /// A token the direct way does not read, or output longer than
        /// its room: the caller renders the template.
        case notDirect
    }

    /// ``renderDirectly(_:value:)`` of the UTF-8 `bytes`. The output is
    /// written in memory lent for the call, with room for the values shown,
    /// and made a string once: reading a string's UTF-8 view byte by byte,
    /// and appending piece by piece to a string or a growing array, cost
    /// several times more, and a turn renders its dialog on every request.
    private static func renderDirectly(_ bytes: UnsafeBufferPointer<UInt8>, value: (String) -> String?) -> DirectRendering {
        // Most dialogs have one token, some none: no room is lent for none.
        guard let first = firstToken(in: bytes, from: 0) else { return .unchanged }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + directRoom) { output in
            var written = 0
            var literalStart = 0
            var token: Range<Int>? = first
            while let found = token {
                // `${`, a name and `}`; an empty range is a token not read here.
                guard found.upperBound <= bytes.count, found.count >= 3 else { return .notDirect }
                guard write(UnsafeBufferPointer(rebasing: bytes[literalStart..<found.lowerBound]), into: output, at: &written) else {
                    return .notDirect
                }
                let nameBytes = UnsafeBufferPointer(rebasing: bytes[(found.lowerBound + 2)..<(found.upperBound - 1)])
                if var shown = value(String(decoding: nameBytes, as: UTF8.self)) {
                    guard shown.withUTF8({ write($0, into: output, at: &written) }) else { return .notDirect }
                } else {
                    // Kept as written: the token's own bytes.
                    guard write(UnsafeBufferPointer(rebasing: bytes[found]), into: output, at: &written) else { return .notDirect }
                }
                literalStart = found.upperBound
                token = firstToken(in: bytes, from: literalStart)
            }
            guard write(UnsafeBufferPointer(rebasing: bytes[literalStart...]), into: output, at: &written) else { return .notDirect }
            return .rendered(String(decoding: UnsafeBufferPointer(rebasing: output[..<written]), as: UTF8.self))
        }
    }

    /// The bytes of the first token (`${` to `}`) of `bytes` at or after
    /// `start`: `nil` when there is none, an empty range at the `${` when
    /// it is not a token ``renderDirectly(_:value:)`` reads (empty, not
    /// closed, or with a byte other than an ASCII letter, digit or `_`).
    private static func firstToken(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        var index = start
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "$"), bytes[index + 1] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, bytes[end] != UInt8(ascii: "}") {
                guard isNameByte(bytes[end]) else { return index..<index }
                end += 1
            }
            guard end < bytes.count, end > index + 2 else { return index..<index }
            return index..<(end + 1)
        }
        return nil
    }

    /// Copies `piece` into `output` after its first `written` bytes,
    /// counting them; `false` (nothing copied) when it does not fit.
    private static func write(
        _ piece: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>, at written: inout Int
    ) -> Bool {
        guard let source = piece.baseAddress else { return true }
        guard piece.count <= output.count - written, let target = output.baseAddress else { return false }
        (target + written).update(from: source, count: piece.count)
        written += piece.count
        return true
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
        render(summary, value: { values[$0] }, appName: appName, placeholder: { placeholders[$0] }, translate: translate)
    }

    /// ``render(_:values:appName:placeholders:translate:)`` with the values
    /// and placeholders read through `value` and `placeholder` (by
    /// parameter name).
    func render(
        _ summary: ParameterSummary, value: (String) -> ParameterValue?, appName: String, placeholder: (String) -> String?,
        translate: (String) -> String
    ) -> String? {
        func key(_ parameter: String) -> String? {
            guard let value = value(parameter) else { return nil }
            switch value {
            case .entity(let id, _): return id
            case .string(let text): return text
            case .bool(let flag): return String(flag)
            default: return display(value)
            }
        }
        switch summary {
        case .text(let text):
            return render(translate(text), value: value, appName: appName, placeholder: placeholder)
        case .when(let parameter, let expected, let then, let otherwise):
            if key(parameter) == expected {
                return render(then, value: value, appName: appName, placeholder: placeholder, translate: translate)
            }
            return otherwise.flatMap { render($0, value: value, appName: appName, placeholder: placeholder, translate: translate) }
        case .switch(let parameter, let cases, let fallback):
            if let actual = key(parameter), let match = cases.first(where: { $0.value == actual }) {
                return render(match.summary, value: value, appName: appName, placeholder: placeholder, translate: translate)
            }
            return fallback.flatMap { render($0, value: value, appName: appName, placeholder: placeholder, translate: translate) }
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
