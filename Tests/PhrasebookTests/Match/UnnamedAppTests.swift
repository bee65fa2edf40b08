import Testing

@testable import Phrasebook

/// Evidence readings of requests that name no app: the app their words
/// name is read, and a word of one app said with another's never resolves.
@Suite struct UnnamedAppTests {
    let matcher = Matcher(catalog: sampleCatalog)

    /// The best candidate of `utterance` when it resolves (no rival as close).
    func resolved(_ utterance: String, locale: String) -> PhraseMatch? {
        matcher.resolvedCandidate(utterance, locale: locale)
    }

    /// Each positive phrase with one value slot, said without its app's
    /// name (an empty name: the small words around it stay, as harmless),
    /// with `fill` for the slot.
    func sayings(fill: (CompiledPhrase) -> String?) -> [(phrase: CompiledPhrase, text: String)] {
        let catalog = sampleCatalog
        var said: [(phrase: CompiledPhrase, text: String)] = []
        for phrase in catalog.phrases where !phrase.isNegative {
            let slots = phrase.template.segments.filter {
                if case .parameter = $0 { return true }
                return false
            }
            guard slots.count == 1, let value = fill(phrase) else { continue }
            let text = phrase.template.rendered { segment in
                switch segment {
                case .applicationName: return ""
                case .parameter: return value
                case .text: return nil
                }
            }
            said.append((phrase, text))
        }
        return said
    }

    /// The action groups (``ActionLexicon``) the phrases of `app` in `locale` say.
    func actionGroups(of app: Int, locale: String) -> Set<Int> {
        let catalog = sampleCatalog
        let lexicon = Language.of(locale).flexibleWords.actions
        var groups = Set<Int>()
        for phrase in catalog.phrases where phrase.app == app && phrase.locale == locale {
            for piece in phrase.pieces {
                guard case .tokens(let ids) = piece else { continue }
                let words = ids.map { catalog.vocabulary.text(of: $0) }
                for found in lexicon.actionWords(in: words, where: { _ in true }) { groups.formUnion(found.groups) }
            }
        }
        return groups
    }

    /// The first title of a value set of an app other than `phrase`'s in
    /// its locale, of an app whose phrases say none of the action groups
    /// `phrase` says (it says one at least).
    func otherAppTitle(for phrase: CompiledPhrase) -> String? {
        let catalog = sampleCatalog
        let own = actionGroups(of: phrase.app, locale: phrase.locale)
        let lexicon = Language.of(phrase.locale).flexibleWords.actions
        var said = Set<Int>()
        for piece in phrase.pieces {
            guard case .tokens(let ids) = piece else { continue }
            let words = ids.map { catalog.vocabulary.text(of: $0) }
            for found in lexicon.actionWords(in: words, where: { _ in true }) { said.formUnion(found.groups) }
        }
        guard !said.isEmpty, said.isSubset(of: own) else { return nil }
        for set in catalog.valueSets where set.locale == phrase.locale && set.formStart.count > 1 {
            guard case .values(let owner, _) = set.kind, owner != phrase.app,
                actionGroups(of: owner, locale: phrase.locale).isDisjoint(with: said)
            else { continue }
            return set.form(0).map { catalog.vocabulary.text(of: $0) }.joined(separator: " ")
        }
        return nil
    }

    @Test func aRequestThatNamesNoAppReadsTheAppItsWordsName() throws {
        let dune = try #require(resolved("Open Dune", locale: "en"))
        #expect(sampleCatalog.apps[dune.app].app.name == "Library" && dune.intent == "OpenBookIntent")
        guard case .values(let type, let choices)? = dune.bindings.first?.value else {
            Issue.record("no value bound")
            return
        }
        let values = sampleCatalog.apps[dune.app].types[type].values
        #expect(choices.map { values[$0.index].id } == ["dune"])
        let implied = try #require(dune.liberties?.first { $0.kind == .appImplied })
        #expect(implied.typed == "dune" && implied.read == "Library")
        // No action word: two words of the app's own say which (its type's title and its phrase's word).
        let menu = try #require(resolved("soup menu", locale: "en"))
        #expect(menu.intent == "ShowMenuIntent")
        let stats = try #require(resolved("瞑想の統計", locale: "ja"))
        #expect(stats.intent == "ShowMeditationStatsIntent")
    }

    @Test func oneClueWithoutAnActionReadsNothing() {
        // A value alone, or one word of the app's, may mean anything else.
        for (utterance, locale) in [("Dune", "en"), ("Buy milk", "en"), ("menu", "en"), ("Walking", "en")] {
            let candidates = matcher.match(utterance, locale: locale).candidates
            #expect(!candidates.contains { !$0.needsConfirming }, "\(utterance)")
        }
    }

    @Test func aWordNoPhraseOrValueUsesReadsNothingWithoutAnApp() {
        // Without an app named, no word is left over inside a request.
        #expect(resolved("Open Dune on my kindle", locale: "en") == nil)
        #expect(resolved("Zorblax, open Dune", locale: "en") == nil)
    }

    @Test func aWordOfAValueReadFromSomeOfItsWordsIsNoUnknownWord() throws {
        // `renewal` is no word of the catalog, but a form of `renew` of the
        // task `Renew passport` read from some of its words.
        let show = try #require(resolved("pull up the passport renewal task", locale: "en"))
        #expect(show.intent == "ShowTaskIntent")
        #expect(show.liberties?.contains { $0.kind == .partialValue } == true)
        // Another unknown word beside it still reads nothing.
        #expect(resolved("pull up the passport renewal task on my kindle", locale: "en") == nil)
    }

    @Test func chatterAroundAnUnnamedRequestIsReadWhenItIsAClause() throws {
        let calm = try #require(
            resolved("Ugh, what a week, so start a calming meditation", locale: "en"))
        #expect(calm.intent == "StartMeditationIntent")
        #expect(calm.liberties?.contains { $0.kind == .chatter } == true)
        // Each sample clause of several words, before an app-less request
        // that resolves, leaves it resolved to the same intent.
        var checked = 0
        // (A clause with a word of the app's values, `day` of `The Remains
        // of the Day`, is no chatter of that app's requests.)
        for (request, locale) in [("start a calming meditation", "en"), ("우유 사기 완료해줘", "ko")] {
            let bare = try #require(resolved(request, locale: locale), "\(request)")
            for clause in Language.of(locale).flexibleWords.sampleChatter
            where TextNormalizer.words(clause).count >= Matcher.fewestUnnamedChatterWords {
                let said = "\(clause), \(request)"
                #expect(resolved(said, locale: locale)?.intent == bare.intent, "\(said)")
                checked += 1
            }
        }
        #expect(checked >= 4, "\(checked)")
        // A word or two before the request may be another app's name.
        #expect(resolved("Spotify, open Dune", locale: "en") == nil)
        #expect(resolved("Zorblax Music, open Dune", locale: "en") == nil)
    }

    @Test func anActionWordNoPhraseUsesIsReadOnlyAsABareForm() throws {
        // `완료` and `삭제` are words of the phrases' groups no phrase says bare.
        let done = try #require(resolved("우유 사기 완료", locale: "ko"))
        #expect(done.intent == "CompleteTaskIntent")
        #expect(Matcher.isActionForm("완료", locale: "ko"))
        #expect(Matcher.isActionForm("삭제해줘", locale: "ko"))
        #expect(Matcher.isActionForm("tình", locale: "vi"))
        // A longer word starting with a form, or a noun with a particle, is none.
        #expect(!Matcher.isActionForm("배달의민족에서", locale: "ko"))
        #expect(!Matcher.isActionForm("배달의민족", locale: "ko"))
        #expect(!Matcher.isActionForm("zorblax", locale: "en"))
        #expect(resolved("배달의민족에서 쌀국수 주문해", locale: "ko") == nil)
    }

    @Test func aCourtesyFrameIsNoActionWord() throws {
        // `go` of `go ahead and` is no `start`.
        let open = try #require(
            resolved("could you just go ahead and open up Jane Eyre in my Library", locale: "en"))
        #expect(open.intent == "OpenBookIntent")
        // A longer action form keeps its words: `for a sec` of `stop for a
        // sec` (a pause) is no frame leaving `stop` (another group).
        let pause = try #require(resolved("Mindful, stop for a sec", locale: "en"))
        #expect(pause.intent == "PauseMeditationIntent")
        let polite = try #require(resolved("I'd be grateful if you could pause my meditation", locale: "en"))
        #expect(polite.intent == "PauseMeditationIntent")
        let japanese = try #require(resolved("恐れ入りますが、高慢と偏見を開いていただけますか", locale: "ja"))
        #expect(japanese.intent == "OpenBookIntent")
        // Every English frame of three words or more, before a request
        // that names its app and one that does not, leaves it resolved.
        var checked = 0
        for frame in Language.of("en").flexibleWords.fillers where TextNormalizer.words(frame).count >= 3 {
            for (request, intent) in [
                ("pause my meditation", "PauseMeditationIntent"), ("open Dune", "OpenBookIntent"),
            ] {
                #expect(resolved("\(frame) \(request)", locale: "en")?.intent == intent, "\(frame) \(request)")
                checked += 1
            }
        }
        #expect(checked >= 20, "\(checked)")
    }

    /// Every phrase of one app said without its name, with a value of
    /// another app in its slot: the value names the other app, whose
    /// phrases say none of this phrase's actions, and the phrase's app
    /// does not take the value — nothing resolves.
    @Test func aValueOfOneAppSaidWithAnotherAppsActionNeverResolves() {
        var checked = 0
        for (phrase, text) in sayings(fill: otherAppTitle(for:)) {
            let best = resolved(text, locale: phrase.locale)
            #expect(best == nil, "\(text) [\(phrase.locale)] resolves to \(best.map(\.intent) ?? "")")
            checked += 1
        }
        #expect(checked > 30, "\(checked)")
    }

    /// Every phrase said without its app's name with its own value: when
    /// it resolves, it is that phrase's app's (never another app's).
    @Test func anUnnamedRequestResolvesOnlyToItsOwnApp() {
        let catalog = sampleCatalog
        var resolvedCount = 0
        var total = 0
        for (phrase, text) in sayings(fill: { phrase in
            for piece in phrase.pieces {
                guard case .slot(let key) = piece, catalog.slotKeys.indices.contains(Int(key)),
                    catalog.slotKeys[Int(key)].parameter != nil,
                    case .valueSet(let set) = catalog.slotKeys[Int(key)].source,
                    catalog.valueSets[Int(set)].formStart.count > 1
                else { continue }
                return catalog.valueSets[Int(set)].form(0).map { catalog.vocabulary.text(of: $0) }.joined(
                    separator: " ")
            }
            return nil
        }) {
            total += 1
            guard let best = resolved(text, locale: phrase.locale) else { continue }
            #expect(best.app == phrase.app, "\(text) [\(phrase.locale)]")
            resolvedCount += 1
        }
        #expect(total > 50 && resolvedCount * 2 > total, "\(resolvedCount) of \(total)")
    }
}
