import Foundation

/// Checks a value against its parameter's validation rules: a
/// number within `min`…`max`, a date in the `future`, a `nonEmpty` string,
/// every item of a list.
///
/// A broken rule says why: in the rule's own message
/// (translated), else in the request's language.
struct ValueValidator {
    /// The catalog the request's app is in.
    let catalog: Catalog
    /// The clock `future` is measured against.
    let now: @Sendable () -> Date

    /// The message of the first validation rule `value` breaks, if any, as
    /// said in the request `pending` is building.
    func violation(of parameter: ParameterDeclaration, by value: ParameterValue, in pending: PendingInvocation)
        -> String?
    {
        guard let candidate = pending.candidates.first else { return nil }
        return violation(of: parameter, by: value, app: candidate.app, locale: pending.locale)
    }

    /// The message of the first validation rule `value` breaks, if any, as
    /// said in `locale` by app `app` (the request's app): what
    /// ``violation(of:by:in:)`` reads from the request, given without one
    /// (a request resolved at once builds none).
    func violation(of parameter: ParameterDeclaration, by value: ParameterValue, app: Int, locale: String) -> String? {
        guard let validation = parameter.validation else { return nil }
        let manifest = catalog.apps[app]
        let phrases = Language.of(locale).phrases
        let message = validation.message.map { manifest.translate($0, into: locale) }
        let title = manifest.translate(parameter.title, into: locale)
        switch value {
        case .integer, .number:
            let number: Double =
                if case .integer(let whole) = value { Double(whole) } else if case .number(let real) = value {
                    real
                } else { 0 }
            // A whole bound shows without ".0"; one too large for `Int` as written.
            let shown = { (bound: Double) in Int(exactly: bound).map(String.init) ?? String(bound) }
            if let min = validation.min, number < min {
                return message
                    ?? (validation.max.map { phrases.outOfRange(shown(min), shown($0)) } ?? phrases.tooSmall(shown(min)))
            }
            if let max = validation.max, number > max {
                return message
                    ?? (validation.min.map { phrases.outOfRange(shown($0), shown(max)) } ?? phrases.tooLarge(shown(max)))
            }
        case .date(let date):
            if validation.future && date <= now() {
                return message ?? phrases.notInFuture(title)
            }
        case .string(let text):
            if validation.nonEmpty && text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                return message ?? phrases.empty(title)
            }
        case .list(let items):
            for item in items {
                if let problem = violation(of: parameter, by: item, app: app, locale: locale) { return problem }
            }
        case .entity, .bool:
            break
        }
        return nil
    }
}
