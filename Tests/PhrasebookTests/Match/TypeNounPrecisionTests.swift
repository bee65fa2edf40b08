import Testing

@testable import Phrasebook

/// Generated precision checks of type nouns and app names read as nouns:
/// a noun of one app said with what belongs to another never resolves.
@Suite struct TypeNounPrecisionTests {
    let matcher = Matcher(catalog: sampleCatalog)

    /// The action groups (``ActionLexicon``) the words of `phrase` say.
    func actionGroups(of phrase: CompiledPhrase) -> Set<Int> {
        let catalog = sampleCatalog
        let lexicon = Language.of(phrase.locale).flexibleWords.actions
        var groups = Set<Int>()
        for piece in phrase.pieces {
            guard case .tokens(let ids) = piece else { continue }
            let words = ids.map { catalog.vocabulary.text(of: $0) }
            for found in lexicon.actionWords(in: words, where: { _ in true }) { groups.formUnion(found.groups) }
        }
        return groups
    }

    /// The action groups the phrases of `app` in `locale` say.
    func actionGroups(of app: Int, locale: String) -> Set<Int> {
        sampleCatalog.phrases.filter { $0.app == app && $0.locale == locale }.reduce(into: Set<Int>()) {
            $0.formUnion(actionGroups(of: $1))
        }
    }

    /// Every word of `app`'s names and types' titles, in every locale.
    func nounWords(of app: Int) -> Set<String> {
        Set(
            FlexibleIndex.valueNouns(of: [sampleCatalog.apps[app]], locales: sampleCatalog.locales).flatMap(
                TextNormalizer.words))
    }

    /// `phrase` said with `name` for its app's name (empty: left out) and
    /// `fill` for each value slot.
    func saying(_ phrase: CompiledPhrase, name: String, fill: (String) -> String?) -> String? {
        var complete = true
        let text = phrase.template.rendered { segment in
            switch segment {
            case .applicationName: return name
            case .parameter(let parameter):
                let value = fill(parameter)
                if value == nil { complete = false }
                return value
            case .text: return nil
            }
        }
        return complete ? text : nil
    }

    /// Each phrase of one app said without its app's name, its slots
    /// filled with the title of a type of another app, whose phrases say
    /// none of the phrase's actions: the noun names the other app, which
    /// cannot do it, and the phrase's app does not hold it.
    @Test func aTypesNounSaidWithAnotherAppsActionNeverResolves() {
        let catalog = sampleCatalog
        var checked = 0
        for phrase in catalog.phrases
        where !phrase.isNegative
            && phrase.template.segments.contains(where: {
                if case .parameter = $0 { return true }
                return false
            })
        {
            let said = actionGroups(of: phrase)
            guard !said.isEmpty else { continue }
            let own = nounWords(of: phrase.app)
            for other in catalog.apps.indices
            where other != phrase.app && actionGroups(of: other, locale: phrase.locale).isDisjoint(with: said) {
                let manifest = catalog.apps[other]
                for type in manifest.types {
                    let noun = manifest.translate(type.title, into: phrase.locale)
                    guard own.isDisjoint(with: TextNormalizer.words(noun)),
                        let text = saying(phrase, name: "", fill: { _ in noun })
                    else { continue }
                    let best = matcher.resolvedCandidate(text, locale: phrase.locale)
                    #expect(best == nil, "\(text) [\(phrase.locale)] resolves to \(best.map(\.intent) ?? "")")
                    checked += 1
                }
            }
        }
        #expect(checked > 100, "\(checked)")
    }

    /// The names of `app` in `locale` whose every word is a clue of the
    /// app (``AppClues``): names that are also what the app holds.
    func nounNames(of app: Int, locale: String) -> [String] {
        let catalog = sampleCatalog
        let clues = catalog.appClues(index: catalog.flexibleIndex)
        let manifest = catalog.apps[app]
        var names: [String] = []
        for name in [manifest.app.name] + manifest.app.synonyms {
            let spelled = manifest.translate(name, into: locale)
            let words = TextNormalizer.words(spelled)
            let ids = words.map { catalog.vocabulary.id(of: $0) }
            let covered = words.indices.allSatisfy { place in
                ids.indices.contains { start in
                    (clues.runs[ids[start]] ?? []).contains { run in
                        run.app == app && start <= place && place < start + run.ids.count
                            && start + run.ids.count <= ids.count
                            && run.ids.indices.allSatisfy { ids[start + $0] == run.ids[$0] }
                    }
                }
            }
            if covered && !names.contains(spelled) { names.append(spelled) }
        }
        return names
    }

    /// Each phrase of one app said with a name of another app that is also
    /// that app's noun in its app's place, its slots filled with its own
    /// first values: the name read as a noun belongs to the other app, and
    /// the phrase's app is not named — nothing resolves.
    @Test func anotherAppsNameThatIsItsNounNeverResolves() {
        let catalog = sampleCatalog
        var checked = 0
        for other in catalog.apps.indices {
            for locale in catalog.locales {
                for name in nounNames(of: other, locale: locale) {
                    for phrase in catalog.phrases
                    where !phrase.isNegative && phrase.app != other && phrase.locale == locale
                        && nounWords(of: phrase.app).isDisjoint(with: TextNormalizer.words(name))
                    {
                        let text = saying(phrase, name: name) { parameter in
                            for piece in phrase.pieces {
                                guard case .slot(let key) = piece, catalog.slotKeys[Int(key)].parameter == parameter,
                                    case .valueSet(let set) = catalog.slotKeys[Int(key)].source,
                                    catalog.valueSets[Int(set)].formStart.count > 1
                                else { continue }
                                return catalog.valueSets[Int(set)].form(0).map { catalog.vocabulary.text(of: $0) }
                                    .joined(separator: " ")
                            }
                            return nil
                        }
                        guard let text else { continue }
                        let best = matcher.resolvedCandidate(text, locale: locale)
                        #expect(best == nil, "\(text) [\(locale)] resolves to \(best.map(\.intent) ?? "")")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 20, "\(checked)")
    }
}
