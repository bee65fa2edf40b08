import Foundation

/// Reads a manifest literal — a shortcut's fixed value or a parameter's
/// default — as a value of the parameter's type: an entity by its id (titled
/// in the request's locale), a whole number (one too large for `Int` is no
/// value rather than a trap), a date in ISO 8601 (read in `timeZone` when it
/// has no offset), or a list of any of these.
///
/// Handed the catalog whose
/// entities literals name rather than keeping a copy.
struct LiteralConverter {
    /// The time zone of a date written without an offset.
    let timeZone: TimeZone

    /// `literal` as a value of `type` in app `app`, titled in `locale`; nil
    /// when it is not one (validation reports such literals).
    func convert(_ literal: LiteralValue, to type: TypeReference, app: Int, locale: String, catalog: Catalog)
        -> ParameterValue?
    {
        switch (type, literal) {
        case (.array(let element), .array(let items)):
            let values = items.compactMap { convert($0, to: element, app: app, locale: locale, catalog: catalog) }
            return values.count == items.count ? .list(values) : nil
        case (.array(let element), _):
            return convert(literal, to: element, app: app, locale: locale, catalog: catalog).map { .list([$0]) }
        case (.named(let name), .string(let id)):
            guard let typeIndex = catalog.typeIndex(named: name, inApp: app),
                let index = catalog.valueIndex(id: id, type: typeIndex, app: app)
            else { return nil }
            return catalog.entity(index, type: typeIndex, app: app, locale: locale)
        case (.string, .string(let text)): return .string(text)
        case (.int, .number(let number)): return Int(exactly: number).map(ParameterValue.integer)
        case (.double, .number(let number)): return .number(number)
        case (.bool, .bool(let flag)): return .bool(flag)
        case (.date, .string(let text)): return ISODateParser.parse(text, timeZone: timeZone).map(ParameterValue.date)
        default: return nil
        }
    }
}
