import Testing

@testable import Phrasebook

/// Words left over inside a request and values named by some of their
/// words, in evidence readings: what they read, and generated checks that
/// they never resolve what the words do not say.
@Suite struct LeftoverPrecisionTests {
    let matcher = Matcher(catalog: sampleCatalog)

    /// The best candidate of `utterance` when it resolves (see
    /// ``Matcher/resolvedCandidate(_:locale:)``).
    func resolves(_ utterance: String, locale: String) -> PhraseMatch? {
        matcher.resolvedCandidate(utterance, locale: locale)
    }

    /// The ids of the values each binding of `match` chose.
    func chosen(_ match: PhraseMatch) -> [[String]] {
        match.bindings.map { binding in
            guard case .values(let type, let choices) = binding.value else { return [] }
            return choices.map { sampleCatalog.apps[match.app].types[type].values[$0.index].id }
        }
    }

    /// Each positive phrase with a value slot, said with `fill` for its
    /// value slots and its app's name, after the language's first filler.
    func sayings(fill: (_ phrase: CompiledPhrase, _ parameter: String) -> String?) -> [(CompiledPhrase, String)] {
        let catalog = sampleCatalog
        var said: [(CompiledPhrase, String)] = []
        for phrase in catalog.phrases where !phrase.isNegative {
            var complete = true
            var slots = 0
            let manifest = catalog.apps[phrase.app]
            let text = phrase.template.rendered { segment in
                switch segment {
                case .applicationName: return manifest.translate(manifest.app.name, into: phrase.locale)
                case .parameter(let name):
                    slots += 1
                    let value = fill(phrase, name)
                    if value == nil { complete = false }
                    return value
                case .text: return nil
                }
            }
            let filler = Language.of(phrase.locale).flexibleWords.fillers.first ?? ""
            if complete && slots > 0 { said.append((phrase, filler + " " + text)) }
        }
        return said
    }

    @Test func aFewUnknownWordsInsideARequestAreReadAndNamed() throws {
        let read = try #require(resolves("Start the Walking session quietly, please, in Meditation", locale: "en"))
        #expect(read.intent == "StartMeditationIntent")
        #expect(chosen(read) == [["walking"]])
        #expect(read.liberties?.contains { $0.kind == .leftover && $0.typed == "quietly" } ?? false)
        // More words left over than one per three read: asked about.
        let asked = matcher.match("Pause my current session in Mindfulness", locale: "en")
        #expect(asked.candidates.first?.intent == "PauseMeditationIntent")
        #expect(asked.candidates.first?.needsConfirming ?? false)
    }

    @Test func leftoverWordsNeverReadWhatTheyMayChange() {
        // A negation, a word next to a value, a word where the app's name
        // goes, an intent that still lacks a value.
        for utterance in [
            "Please don't start Walking in Meditation", "Open Dune Messiah in Library",
            "Please open Dune in Zorblax Library", "Please open Zorblax in Library",
            "Please start a zorblax session in Meditation", "Please finally start Walking in Meditation",
            "Show my Meditation stats for today",
        ] {
            #expect(resolves(utterance, locale: "en") == nil, "\(utterance) resolves")
        }
    }

    @Test func aValueNamedByPartOfItsWordsIsRead() throws {
        let read = try #require(resolves("Delete the plants in Tasks", locale: "en"))
        #expect(read.intent == "DeleteTaskIntent")
        #expect(chosen(read) == [["waterPlants"]])
        #expect(read.liberties?.contains { $0.kind == .partialValue && $0.typed == "plants" } ?? false)
        // Other forms of the words, in another order.
        let renewal = try #require(resolves("Show the passport renewal task in Tasks", locale: "en"))
        #expect(chosen(renewal) == [["renewPassport"]])
    }

    /// Generated: every phrase of every locale with an unknown word in
    /// place of each of its values, after a filler, never resolves.
    @Test func anUnknownWordInAValuesPlaceNeverResolves() {
        let said = sayings { _, _ in "Zorblax" }
        #expect(said.count > 50)
        for (phrase, text) in said {
            #expect(resolves(text, locale: phrase.locale) == nil, "\(text) [\(phrase.locale)] resolves")
        }
    }

    /// Generated: a word that two values of a type share (in any form of
    /// either, and no whole form alone) said alone in a phrase's value slot
    /// never resolves to one of them.
    @Test func aWordTwoValuesShareNeverPicksOne() {
        let catalog = sampleCatalog
        var exact = Matcher(catalog: catalog)
        exact.allowsFlexibleMatching = false
        // Per value set: a word of three characters or more of two values' forms.
        var shared: [Int: String] = [:]
        for (place, set) in catalog.valueSets.enumerated() {
            guard case .values = set.kind else { continue }
            var valuesOf: [String: Set<Int32>] = [:]
            var wholeForms = Set<String>()
            for form in 0..<max(0, set.formStart.count - 1) {
                if set.form(form).count == 1, let id = set.form(form).first, id >= 0 {
                    wholeForms.insert(catalog.vocabulary.text(of: id))
                }
                for id in set.form(form) where id >= 0 {
                    let word = catalog.vocabulary.text(of: id)
                    guard word.count >= 3 else { continue }
                    valuesOf[word, default: []].insert(set.variants[form].value)
                }
            }
            if let word = valuesOf.filter({ $0.value.count > 1 && !wholeForms.contains($0.key) }).keys.sorted().first {
                shared[place] = word
            }
        }
        #expect(!shared.isEmpty)
        var checked = 0
        for (phrase, text) in sayings(fill: { phrase, parameter in
            for piece in phrase.pieces {
                guard case .slot(let key) = piece, catalog.slotKeys[Int(key)].parameter == parameter,
                    case .valueSet(let set) = catalog.slotKeys[Int(key)].source
                else { continue }
                return shared[Int(set)]
            }
            return nil
        }) where exact.match(text, locale: phrase.locale).candidates.isEmpty {
            checked += 1
            let read = resolves(text, locale: phrase.locale)
            let picked = read.map { chosen($0).contains { $0.count == 1 } } ?? false
            #expect(!picked, "\(text) [\(phrase.locale)] picks one value")
        }
        #expect(checked > 0)
    }
}
