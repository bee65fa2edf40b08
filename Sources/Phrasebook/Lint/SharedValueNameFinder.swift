/// Finds values of one enum or entity type that share a title or synonym,
/// once normalized (PB121, a warning): saying that name fits both, so the
/// user is asked which one (Library's two books titled "The Outsider").
///
/// It
/// may be meant, so it is a warning, with the witness utterance that asks:
/// the first phrase that uses the type, said with the shared name
/// ("Open The Outsider in Library"), or the name itself when no phrase uses
/// the type in that locale.
///
/// Each locale of the app is checked: the development locale's titles and
/// synonyms, and in each other locale (a translation's, or one an entity's
/// `localized` names give) the names said there, as the compiler spells
/// them. A clash already reported in the development locale is not reported
/// again for another. Each pair of values is reported once per locale, at
/// the later value's name. Cost: one pass over every title and synonym per
/// locale, with a dictionary of normalized names.
enum SharedValueNameFinder {
    /// A name as written and where.
    private struct Name {
        var value: Int
        var text: String
        var path: JSONPath
    }

    /// Two values of a type that share a normalized name.
    private struct Clash: Hashable {
        var first: Int
        var second: Int
        var name: String
    }

    /// Every shared name in `catalog`, of `locale` only when given.
    static func findings(in catalog: Catalog, locale: String? = nil) -> [LintFinding] {
        var findings: [LintFinding] = []
        for (appIndex, manifest) in catalog.apps.enumerated() {
            for (typeIndex, type) in manifest.types.enumerated() {
                var locales = Set(manifest.locales.dropFirst())
                for value in type.values { locales.formUnion(value.localized.keys) }
                locales.remove(manifest.app.locale)
                var reported = Set<Clash>()
                for typeLocale in [manifest.app.locale] + locales.sorted() {
                    let clashes = check(
                        type, typeIndex, app: appIndex, locale: typeLocale, skipping: reported, in: catalog)
                    if typeLocale == manifest.app.locale { reported = Set(clashes.map(\.clash)) }
                    if locale == nil || locale == typeLocale { findings += clashes.map(\.finding) }
                }
            }
        }
        return findings
    }

    private static func check(
        _ type: TypeDeclaration, _ typeIndex: Int, app: Int, locale: String, skipping known: Set<Clash>,
        in catalog: Catalog
    ) -> [(clash: Clash, finding: LintFinding)] {
        let manifest = catalog.apps[app]
        let isDevelopment = locale == manifest.app.locale
        let typePath = JSONPath.root.key("types").key(type.name).key(type.kind == .enumeration ? "cases" : "entities")
        var owners: [String: Name] = [:]
        var reported = Set<[Int]>()
        var results: [(clash: Clash, finding: LintFinding)] = []
        for (valueIndex, value) in type.values.enumerated() {
            let isLocalized = !isDevelopment && value.localized[locale] != nil
            let base =
                isLocalized ? typePath.index(valueIndex).key("localized").key(locale) : typePath.index(valueIndex)
            let spoken = WitnessText.spokenNames(of: value, in: locale, manifest: manifest)
            let names = spoken.enumerated().map { index, text in
                Name(
                    value: valueIndex, text: text,
                    path: index == 0 ? base.key("title") : base.key("synonyms").index(index - 1))
            }
            for name in names {
                let key = TextNormalizer.normalize(name.text)
                guard !key.isEmpty else { continue }
                guard let owner = owners[key] else {
                    owners[key] = name
                    continue
                }
                let clash = Clash(first: owner.value, second: valueIndex, name: key)
                guard owner.value != valueIndex, !known.contains(clash),
                    reported.insert([owner.value, valueIndex]).inserted
                else { continue }
                let ownerID = type.values[owner.value].id
                let localeText = isDevelopment ? "" : "\(locale) "
                let message =
                    "\(type.name) \"\(value.id)\" shares the \(localeText)name \"\(name.text)\" with \"\(ownerID)\" (\(owner.path)); a user who says it will be asked which one"
                let finding = LintFinding(
                    Diagnostic(
                        .warning, .sharedValueName, message, file: manifest.path,
                        location: manifest.sourceMap.location(of: name.path), jsonPath: name.path.description),
                    witnesses: [witness(owner.text, type: typeIndex, app: app, locale: locale, in: catalog)])
                results.append((clash, finding))
            }
        }
        return results
    }

    /// The first phrase of `app` in `locale` with a slot of type `type`, said
    /// with `name` in that slot and the app's name; or `name` alone.
    private static func witness(_ name: String, type: Int, app: Int, locale: String, in catalog: Catalog) -> String {
        for phrase in catalog.phrases where phrase.app == app && phrase.locale == locale && !phrase.isNegative {
            let slots = phrase.pieces.compactMap { piece -> SlotKey? in
                if case .slot(let key) = piece { return catalog.slotKeys[Int(key)] }
                return nil
            }
            let usesType = slots.contains { slot in
                guard slot.parameter != nil, case .valueSet(let set) = slot.source else { return false }
                return catalog.valueSets[Int(set)].kind == .values(app: app, type: type)
            }
            guard usesType else { continue }
            var remaining = slots[...]
            return phrase.template.rendered { _ in
                guard let slot = remaining.popFirst(), case .valueSet(let set) = slot.source else { return nil }
                switch catalog.valueSets[Int(set)].kind {
                case .applicationName(let owner):
                    return catalog.apps[owner].translate(catalog.apps[owner].app.name, into: locale)
                case .values(_, let slotType) where slotType == type:
                    return name
                case .values(let owner, let slotType):
                    return catalog.apps[owner].types[slotType].values.first?.title
                }
            }
        }
        return name
    }
}
