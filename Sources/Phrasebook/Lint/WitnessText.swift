/// Spells a witness out as a user would say it: the phrase's words as
/// written, with each slot's app name or value title or synonym as written
/// in the manifest (`Open The Outsider in Library`), not as normalized tokens.
enum WitnessText {
    /// The expansion of `phrase` that `choices` (one per slot, in order) spell.
    static func text(of phrase: CompiledPhrase, choices: [PhraseExpander.Choice], in catalog: Catalog) -> String {
        var remaining = choices[...]
        return phrase.template.rendered { _ in
            guard let choice = remaining.popFirst() else { return nil }
            return spokenForm(choice, in: catalog)
        }
    }

    /// The title or synonym (or app name) a slot choice stands for, as
    /// written, in the slot's locale — the way the compiler spells it.
    static func spokenForm(_ choice: PhraseExpander.Choice, in catalog: Catalog) -> String? {
        guard case .valueSet(let set) = catalog.slotKeys[Int(choice.slotKey)].source else { return nil }
        let values = catalog.valueSets[Int(set)]
        let variant = values.variants[Int(choice.form)]
        switch values.kind {
        case .applicationName(let app):
            return catalog.apps[app].spokenName(variant, locale: values.locale)
        case .values(let app, let type):
            let manifest = catalog.apps[app]
            let value = manifest.types[type].values[Int(variant.value)]
            // A synonym index past the value's names (a crafted file) reads its title.
            let names = spokenNames(of: value, in: values.locale, manifest: manifest)
            let position = Int(variant.synonym) + 1
            return names.indices.contains(position) ? names[position] : names[0]
        }
    }

    /// A value's title then its synonyms as said in `locale`: its `localized`
    /// names there, or its development names (the title translated by the
    /// app's string tables).
    static func spokenNames(of value: TypeValue, in locale: String, manifest: AppManifest) -> [String] {
        if locale != manifest.app.locale, let names = value.localized[locale] {
            return [names.title] + names.synonyms
        }
        return [manifest.translate(value.title, into: locale)] + value.synonyms
    }

    /// The slot choices of expansion number `ordinal` of `phrase`, in the
    /// order ``PhraseExpander/forEachExpansion(of:_:)`` spells them.
    static func choices(ofExpansion ordinal: Int, of phrase: CompiledPhrase, in catalog: Catalog) -> [PhraseExpander
        .Choice]
    {
        let expander = PhraseExpander(slotKeys: catalog.slotKeys, valueSets: catalog.valueSets)
        var seen = 0
        var found: [PhraseExpander.Choice] = []
        expander.forEachExpansion(of: phrase) { _, choices in
            if seen == ordinal {
                found = choices
                return false
            }
            seen += 1
            return true
        }
        return found
    }
}
