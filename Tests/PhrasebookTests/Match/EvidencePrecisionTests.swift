import Testing

@testable import Phrasebook

/// Generated precision checks of flexible matching, evidence readings
/// among them: a phrase said with what belongs elsewhere never resolves.
@Suite struct EvidencePrecisionTests {
    let matcher = Matcher(catalog: sampleCatalog)

    /// Whether `utterance` resolves (a candidate read closely enough, with
    /// no rival as close) to app `app`'s shortcut `shortcut`, or to anything
    /// when `shortcut` is `nil`.
    func resolves(_ utterance: String, locale: String, app: Int? = nil, shortcut: Int? = nil) -> Bool {
        guard let best = matcher.resolvedCandidate(utterance, locale: locale) else { return false }
        if let app, best.app != app { return false }
        if let shortcut, best.shortcut != shortcut { return false }
        return true
    }

    /// Each phrase with value slots, said with `fill` for its slots and its
    /// app's name.
    func sayings(fill: (_ phrase: CompiledPhrase, _ parameter: String) -> String?) -> [(CompiledPhrase, String)] {
        let catalog = sampleCatalog
        var said: [(CompiledPhrase, String)] = []
        for phrase in catalog.phrases
        where !phrase.isNegative
            && phrase.template.segments.contains(where: {
                if case .parameter = $0 { return true }
                return false
            })
        {
            var complete = true
            let manifest = catalog.apps[phrase.app]
            let text = phrase.template.rendered { segment in
                switch segment {
                case .applicationName: return manifest.translate(manifest.app.name, into: phrase.locale)
                case .parameter(let name):
                    let value = fill(phrase, name)
                    if value == nil { complete = false }
                    return value
                case .text: return nil
                }
            }
            if complete { said.append((phrase, text)) }
        }
        return said
    }

    /// The first title of each value set of another app than `app`, in `locale`.
    func otherAppsTitles(than app: Int, locale: String) -> [String] {
        let catalog = sampleCatalog
        return catalog.valueSets.compactMap { set in
            guard set.locale == locale, case .values(let owner, _) = set.kind, owner != app, set.formStart.count > 1
            else { return nil }
            return set.form(0).map { catalog.vocabulary.text(of: $0) }.joined(separator: " ")
        }
    }

    @Test func anotherAppsValueInAPhraseNeverResolves() {
        var checked = 0
        for app in sampleCatalog.apps.indices {
            for locale in sampleCatalog.locales {
                let titles = otherAppsTitles(than: app, locale: locale)
                guard !titles.isEmpty else { continue }
                var turn = 0
                let said = sayings { phrase, _ in
                    guard phrase.app == app, phrase.locale == locale else { return nil }
                    turn += 1
                    return titles[turn % titles.count]
                }
                for (phrase, text) in said {
                    checked += 1
                    #expect(
                        !resolves(text, locale: locale, app: phrase.app, shortcut: phrase.shortcut),
                        "\(text) [\(locale)] resolves with another app's value")
                }
            }
        }
        #expect(checked > 50)
    }

    @Test func anotherTypesNounInAPhraseNeverResolvesToIt() {
        let catalog = sampleCatalog
        var checked = 0
        for (place, set) in catalog.valueSets.enumerated() {
            guard case .values(let app, let type) = set.kind else { continue }
            let manifest = catalog.apps[app]
            // The nouns of the other types of every app, in the set's locale.
            for other in catalog.apps.indices {
                for (otherType, declaration) in catalog.apps[other].types.enumerated()
                where !(other == app && otherType == type) {
                    let noun = catalog.apps[other].translate(declaration.title, into: set.locale)
                    if noun == manifest.translate(manifest.types[type].title, into: set.locale) { continue }
                    let said = sayings { phrase, parameter in
                        guard phrase.app == app, phrase.locale == set.locale,
                            phrase.pieces.contains(where: { piece in
                                guard case .slot(let key) = piece else { return false }
                                let slot = catalog.slotKeys[Int(key)]
                                return slot.parameter == parameter && slot.source == .valueSet(Int32(place))
                            })
                        else { return nil }
                        return noun
                    }
                    for (phrase, text) in said {
                        checked += 1
                        // It may read another phrase that takes that type; never this one.
                        let readsThis = resolves(text, locale: set.locale, app: phrase.app, shortcut: phrase.shortcut)
                        let shortcutTakesIt = catalog.phrases.contains { candidate in
                            candidate.app == phrase.app && candidate.shortcut == phrase.shortcut
                                && candidate.pieces.contains { piece in
                                    guard case .slot(let key) = piece,
                                        case .valueSet(let set) = catalog.slotKeys[Int(key)].source,
                                        case .values(let owner, let owned) = catalog.valueSets[Int(set)].kind
                                    else { return false }
                                    return owner == other && owned == otherType
                                }
                        }
                        #expect(
                            !readsThis || shortcutTakesIt, "\(text) [\(set.locale)] resolves with another type's noun")
                    }
                }
            }
        }
        #expect(checked > 20)
    }

    /// The nouns of every type and app but `app`'s, in `locale`, that share
    /// no word with `app`'s own names and types' titles.
    func otherNouns(than app: Int, locale: String) -> [String] {
        let catalog = sampleCatalog
        let own = Set(
            FlexibleIndex.valueNouns(of: [catalog.apps[app]], locales: catalog.locales).flatMap(TextNormalizer.words))
        var nouns: [String] = []
        for other in catalog.apps.indices where other != app {
            let manifest = catalog.apps[other]
            for title in [manifest.app.name] + manifest.types.map(\.title) {
                let noun = manifest.translate(title, into: locale)
                let words = TextNormalizer.words(noun)
                if !words.isEmpty && own.isDisjoint(with: words) && !nouns.contains(noun) { nouns.append(noun) }
            }
        }
        return nouns
    }

    @Test func anotherTypesNounAfterAValueNeverResolves() {
        let catalog = sampleCatalog
        var checked = 0
        for app in catalog.apps.indices {
            for locale in catalog.locales {
                let nouns = otherNouns(than: app, locale: locale)
                guard !nouns.isEmpty else { continue }
                var turn = 0
                let said = sayings { phrase, parameter in
                    guard phrase.app == app, phrase.locale == locale else { return nil }
                    // The slot's first value, then another type's or app's noun.
                    guard let title = firstValueTitle(of: phrase, parameter: parameter) else { return nil }
                    turn += 1
                    return title + " " + nouns[turn % nouns.count]
                }
                for (phrase, text) in said {
                    checked += 1
                    #expect(
                        !resolves(text, locale: locale, app: phrase.app, shortcut: phrase.shortcut),
                        "\(text) [\(locale)] resolves with another type's noun after its value")
                }
            }
        }
        #expect(checked > 50)
    }

    /// `text` with chatter of `locale` around it: each sample clause before
    /// it and after it, set apart by a comma.
    func chattering(_ text: String, locale: String) -> [String] {
        var said: [String] = []
        for clause in Language.of(locale).flexibleWords.sampleChatter {
            let before = "\(clause), \(text)"
            let after = "\(text), \(clause)"
            said += [before, after, "\(before), \(clause)"]
        }
        return said
    }

    @Test func extraWordsNeverRescueAContradictedReading() {
        let catalog = sampleCatalog
        var checked = 0
        for app in catalog.apps.indices {
            for locale in catalog.locales {
                let titles = otherAppsTitles(than: app, locale: locale)
                let nouns = otherNouns(than: app, locale: locale)
                var turn = 0
                // Another app's value in the slot; a made-up title in it.
                let otherValues: [(CompiledPhrase, String)] = sayings { phrase, _ in
                    guard phrase.app == app, phrase.locale == locale, !titles.isEmpty else { return nil }
                    turn += 1
                    return titles[turn % titles.count]
                }
                let madeUp: [(CompiledPhrase, String)] = sayings { phrase, _ in
                    guard phrase.app == app, phrase.locale == locale else { return nil }
                    return "Zorblax Quimvet"
                }
                // The slot's first value, then another type's or app's noun.
                let otherNoun: [(CompiledPhrase, String)] = sayings { phrase, parameter in
                    guard phrase.app == app, phrase.locale == locale, !nouns.isEmpty else { return nil }
                    guard let title = firstValueTitle(of: phrase, parameter: parameter) else { return nil }
                    turn += 1
                    return title + " " + nouns[turn % nouns.count]
                }
                var contradicted = otherValues
                contradicted += madeUp
                contradicted += otherNoun
                for (phrase, text) in contradicted {
                    for said in chattering(text, locale: locale) {
                        checked += 1
                        #expect(
                            !resolves(said, locale: locale, app: phrase.app, shortcut: phrase.shortcut),
                            "\(said) [\(locale)] resolves: chatter rescued a contradicted reading")
                    }
                }
            }
        }
        #expect(checked > 200)
    }

    @Test func chatterAroundAWholeRequestResolvesIt() throws {
        let catalog = sampleCatalog
        for locale in catalog.locales {
            let clauses = Language.of(locale).flexibleWords.sampleChatter
            #expect(!clauses.isEmpty, "\(locale) has no sample chatter")
        }
        let result = matcher.match("I've only got a minute, start the focus session in Meditation", locale: "en")
        let best = try #require(result.candidates.first)
        #expect(best.intent == "StartMeditationIntent" && !best.needsConfirming)
        #expect(best.liberties?.contains { $0.kind == .chatter && $0.typed.hasPrefix("i've only got") } == true)
        // Inside the request, the same words are no chatter.
        let inside = matcher.match("Start the focus I've only got a minute session in Meditation", locale: "en")
        #expect(
            inside.candidates.allSatisfy {
                $0.needsConfirming || $0.liberties?.contains { $0.kind == .chatter } != true
            })
    }
}
