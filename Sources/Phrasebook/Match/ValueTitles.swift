extension Catalog {
    /// The title of `value` (of app `app`) in `locale`: its own title in the
    /// app's development locale, else its localized title or the translation
    /// of its title.
    func title(of value: TypeValue, app: Int, locale: String) -> String {
        // The manifest is read in place: a copy would retain each of its fields.
        return locale == apps[app].app.locale
            ? value.title : (value.localized[locale]?.title ?? translate(value.title, app: app, into: locale))
    }

    /// The subtitle of `value` (of app `app`) in `locale`: its own in the
    /// app's development locale, else its localized subtitle or the
    /// translation of its subtitle; `nil` when it has none.
    func subtitle(of value: TypeValue, app: Int, locale: String) -> String? {
        guard locale != apps[app].app.locale else { return value.subtitle }
        return value.localized[locale]?.subtitle ?? value.subtitle.map { translate($0, app: app, into: locale) }
    }

    /// The value at `index` of type `type` in app `app` as an entity value,
    /// titled in `locale`: what a candidate's parameter or a settled choice
    /// holds.
    func entity(_ index: Int, type: Int, app: Int, locale: String) -> ParameterValue {
        entity(index, type: type, app: app, locale: locale, isDevelopmentLocale: locale == apps[app].app.locale)
    }

    /// ``entity(_:type:app:locale:)`` for a caller that knows whether
    /// `locale` is the app's development locale (a phrase's names say so),
    /// so the app's manifest is not read to compare them.
    func entity(_ index: Int, type: Int, app: Int, locale: String, isDevelopmentLocale: Bool) -> ParameterValue {
        // The value is read out of its list once (a list may hold values
        // in stored form, decoding one per read), the manifest not at all;
        // in the app's own locale only its id and title are read.
        if isDevelopmentLocale {
            let named = apps[app].types[type].values.idAndTitle(at: index)
            return .entity(id: named.id, title: named.title)
        }
        let value = apps[app].types[type].values[index]
        return .entity(id: value.id, title: title(of: value, app: app, locale: locale))
    }

    /// What a bound `value` names, for app `app` in `locale`: each choice
    /// of an enum or entity by id and title, or the one open value.
    func parameterValues(of value: BoundValue, app: Int, locale: String) -> [ParameterValue] {
        switch value {
        case .values(let type, let choices): choices.map { entity($0.index, type: type, app: app, locale: locale) }
        case .string(let text): [.string(text)]
        case .integer(let number): [.integer(number)]
        case .number(let number): [.number(number)]
        case .date(let date): [.date(date)]
        }
    }
}
