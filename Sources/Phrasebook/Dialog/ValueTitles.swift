extension Catalog {
    /// The value at `index` of type `type` in app `app` as an entity value,
    /// titled in `locale`: what a parameter holds once a choice is settled.
    func entity(_ index: Int, type: Int, app: Int, locale: String) -> ParameterValue {
        let value = apps[app].types[type].values[index]
        return .entity(id: value.id, title: title(of: value, app: app, locale: locale))
    }

    /// `value` (of app `app`) as a numbered option of a prompt, titled in
    /// `locale`.
    func option(_ value: TypeValue, locale: String, app: Int) -> PromptOption {
        PromptOption(id: value.id, title: title(of: value, app: app, locale: locale), subtitle: value.subtitle)
    }
}
