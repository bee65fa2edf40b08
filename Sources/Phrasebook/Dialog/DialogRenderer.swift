import Foundation

/// Renders dialog templates (`Starting ${session}.`) with values shown the
/// way a person reads them: entities by title, lists joined, dates spelled out.
struct DialogRenderer: Sendable {
    /// The time zone dates are shown in.
    var timeZone: TimeZone
    /// The locale dates and lists are shown for.
    var locale: String
    /// The parsed templates: the catalog's (``Catalog/dialogTemplates``), so
    /// a turn renders its dialog without parsing it.
    var templates: DialogTemplates
    /// The slot of ``templates`` the texts rendered are kept in: their
    /// intent's (``DialogTemplates/slot(app:intent:)``); `nil` keeps none.
    var slot: Int?

    /// Creates a renderer, with the parsed templates of the catalog whose
    /// dialog it renders and the slot of the intent the dialog is of (a
    /// table of its own when none is given).
    init(timeZone: TimeZone, locale: String, templates: DialogTemplates = DialogTemplates(), slot: Int? = 0) {
        self.timeZone = timeZone
        self.locale = locale
        self.templates = templates
        self.slot = slot
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
    ///
    /// The text
    /// is parsed once (``templates``) and rendered by ``Template/rendered(_:_:)``;
    /// a text that is not a template (an unclosed `${`, an empty or
    /// malformed name) is shown as written.
    func render(
        _ text: String, value: (String) -> ParameterValue?, appName: String, placeholder: (String) -> String?
    ) -> String {
        Self.render(
            text, templates: templates, slot: slot,
            shown: { name in
                value(name).map { Self.display($0, locale: locale, timeZone: timeZone) } ?? placeholder(name)
            },
            appName: { appName })
    }

    /// ``render(_:value:appName:placeholder:)`` of a renderer of
    /// `templates` and `slot`, without making one, each parameter shown as
    /// `shown` gives it by name (`nil` leaves it as written): a renderer
    /// holds its own references (a retain and a release of each), where a
    /// request resolved at once lends them for the one text it renders, and
    /// shows each value where it keeps it, copying none out.
    ///
    /// The app's
    /// name is asked of `appName` only for a text that shows it (most
    /// result dialogs do not).
    static func render(
        _ text: String, templates: DialogTemplates, slot: Int?, shown: (String) -> String?, appName: () -> String
    ) -> String {
        guard let segments = templates.segments(of: text, slot: slot) else { return text }
        return Template.rendered(segments) { segment in
            switch segment {
            case .applicationName: appName()
            case .parameter(let name): shown(name)
            case .text: nil
            }
        }
    }

    /// The parameter summary chosen by the values (When/Otherwise and
    /// Switch/Case/Default pick by a parameter's id or value), each text put
    /// through `translate` and rendered, with a parameter that has no value
    /// shown by its `placeholders` entry (its title, as Apple's summaries do);
    /// `nil` when no branch applies.
    func render(
        _ summary: ParameterSummary, values: [String: ParameterValue], appName: String,
        placeholders: [String: String] = [:],
        translate: (String) -> String = { $0 }
    ) -> String? {
        render(
            summary, value: { values[$0] }, appName: appName, placeholder: { placeholders[$0] }, translate: translate)
    }

    /// ``render(_:values:appName:placeholders:translate:)`` with the values
    /// and placeholders read through `value` and `placeholder` (by
    /// parameter name).
    func render(
        _ summary: ParameterSummary, value: (String) -> ParameterValue?, appName: String,
        placeholder: (String) -> String?,
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
            return otherwise.flatMap {
                render($0, value: value, appName: appName, placeholder: placeholder, translate: translate)
            }
        case .switch(let parameter, let cases, let fallback):
            if let actual = key(parameter), let match = cases.first(where: { $0.value == actual }) {
                return render(
                    match.summary, value: value, appName: appName, placeholder: placeholder, translate: translate)
            }
            return fallback.flatMap {
                render($0, value: value, appName: appName, placeholder: placeholder, translate: translate)
            }
        }
    }

    /// A value as a person reads it.
    func display(_ value: ParameterValue) -> String {
        Self.display(value, locale: locale, timeZone: timeZone)
    }

    /// ``display(_:locale:timeZone:)`` of `value` where it is kept, `nil`
    /// when it is not set: an entity shows its title, the value not copied
    /// (a copy retains its id and title, and destroying it releases them).
    static func display(_ value: borrowing ParameterValue?, locale: String, timeZone: TimeZone) -> String? {
        switch value {
        case .entity(_, let title)?: title
        case nil: nil
        default: (copy value).map { display($0, locale: locale, timeZone: timeZone) }
        }
    }

    /// `value` as a person reads it in `locale`, dates shown in `timeZone`.
    static func display(_ value: ParameterValue, locale: String, timeZone: TimeZone) -> String {
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
            return Language.of(locale).phrases.joinList(values.map { display($0, locale: locale, timeZone: timeZone) })
        }
    }
}
