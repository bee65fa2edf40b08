import Testing

@testable import Phrasebook

/// A request said whole in one clause, with chatter clauses around it
/// (`Matcher+ChatterClauses.swift`): the clauses around cost nothing
/// unless a word of theirs contradicts the request.
@Suite struct ChatterClauseTests {
    let matcher = Matcher(catalog: sampleCatalog)

    /// One request per language whose clauses around say the app's own
    /// words (`book`, `meditation`, `冥想`), which the whole utterance's
    /// evidence reading does not take as chatter.
    static let saidWithChatter: [(text: String, locale: String, intent: String, value: String?)] = [
        ("My book club moved to Friday, so open Dune in Library", "en", "OpenBookIntent", "dune"),
        ("My meditation teacher says rest is fine, pause my Meditation session", "en", "PauseMeditationIntent", nil),
        ("瞑想の先生に言われたので、瞑想で歩く瞑想を始めて", "ja", "StartMeditationIntent", "walking"),
        ("명상 선생님이 쉬라고 해서, 명상에서 걷기 명상 시작해 줘", "ko", "StartMeditationIntent", "walking"),
        ("读书会改到周五了，所以在图书馆里打开异乡人", "zh-Hans", "OpenBookIntent", "outsiderCamus"),
        ("冥想老师说要多练习，所以在冥想里开始步行冥想", "zh-Hans", "StartMeditationIntent", "walking"),
        (
            "Câu lạc bộ sách dời sang thứ sáu rồi, mở Người xa lạ trong Thư viện", "vi", "OpenBookIntent",
            "outsiderCamus"
        ),
        ("Thầy dạy thiền bảo nên tập nhiều, bắt đầu Đi bộ trong Thiền", "vi", "StartMeditationIntent", "walking"),
    ]

    @Test(arguments: saidWithChatter)
    func aRequestWholeInOneClauseResolvesWithChatterAround(
        request: (text: String, locale: String, intent: String, value: String?)
    ) throws {
        let best = try #require(matcher.resolvedCandidate(request.text, locale: request.locale), "\(request.text)")
        #expect(best.intent == request.intent, "\(request.text)")
        #expect(best.liberties?.contains { $0.kind == .chatterClause } == true, "\(request.text)")
        if let value = request.value {
            let bound = best.bindings.compactMap { binding -> String? in
                guard case .values(let type, let choices) = binding.value, let choice = choices.first else {
                    return nil
                }
                return sampleCatalog.apps[best.app].types[type].values[choice.index].id
            }
            #expect(bound.contains(value), "\(request.text): \(bound)")
        }
    }

    @Test func theLibraryAndItsCandidateNameTheChatter() throws {
        let resolution = try #require(
            Matcher(catalog: sampleCatalog).candidates(for: "My book club moved to Friday, so open Dune in Library")
                .first)
        #expect(resolution.intent == "OpenBookIntent")
        #expect(
            resolution.liberties.contains { $0.kind == "chatterClause" && $0.typed == "my book club moved to friday" })
    }

    @Test func aClauseThatContradictsTheRequestLeavesItUnread() {
        for (said, locale) in [
            // Another of the app's actions, asked for.
            ("Start Walking in Meditation, actually pause it", "en"),
            ("在冥想里开始步行冥想，然后暂停一下", "zh-Hans"),
            // Another value the intent takes; another app's value or word.
            ("Walking is boring today, so start Focus in Meditation", "en"),
            ("Never mind the soup, open Dune in Library", "en"),
            // A negation of the request's action.
            ("Open Dune in Library, no wait, don't open it", "en"),
        ] {
            #expect(matcher.resolvedCandidate(said, locale: locale) == nil, "\(said)")
        }
        // A clause that tells of another action, not asks for it, is chatter.
        let told = matcher.resolvedCandidate(
            "I'm trying to remember everything I read this year, pull up my Read shelf", locale: "en")
        #expect(told?.intent == "OpenShelfIntent")
    }

    @Test func clausesArePartedAtMarksJoinersAndEndings() {
        let index = sampleCatalog.lazyFlexibleIndex.box.index
        func clauses(_ text: String) -> [String]? {
            let tokens = TextNormalizer.tokenize(text, limit: Matcher.maximumTokens)
            let texts = tokens.map(\.text)
            let breaks = Matcher.clauseBreaks(tokens: tokens, utterance: text)
            return Matcher.clauses(texts: texts, breaks: breaks, index: index)?.map {
                texts[$0].joined(separator: " ")
            }
        }
        #expect(clauses("Long day, open Dune in Library") == ["long day", "open dune in library"])
        #expect(clauses("I was late so open Dune") == ["i was late", "open dune"])
        #expect(clauses("疲れたから、異邦人を開いて") == ["疲 れ た", "異 邦 人 を 開 い て"])
        #expect(clauses("피곤하거든 이방인 열어 줘") == ["피곤하거든", "이방인 열어 줘"])
        #expect(clauses("今天很累所以打开异乡人") == ["今 天 很 累", "打 开 异 乡 人"])
        #expect(clauses("Mệt quá nên mở Người xa lạ") == ["mệt quá", "mở người xa lạ"])
        // Quotation marks and a hyphen inside a word part nothing; one
        // clause is none to read.
        #expect(clauses("Open \"Dune\" in my want-to-read list") == nil)
        #expect(clauses("Open Dune in Library") == nil)
    }

    /// Each sample clause of `locale` before and after `text`, set apart
    /// by a comma, and on both sides.
    func chattering(_ text: String, locale: String) -> [String] {
        Language.of(locale).flexibleWords.sampleChatter.flatMap { clause in
            ["\(clause), \(text)", "\(text), \(clause)", "\(clause), \(text), \(clause)"]
        }
    }

    /// Each phrase of the sample catalog, said with its slots' first
    /// values and `appName` (the phrase's app's name when `nil`).
    func requests(appName: ((CompiledPhrase) -> String?)? = nil) -> [(CompiledPhrase, String)] {
        let catalog = sampleCatalog
        var said: [(CompiledPhrase, String)] = []
        for phrase in catalog.phrases where !phrase.isNegative {
            var complete = true
            let manifest = catalog.apps[phrase.app]
            let text = phrase.template.rendered { segment in
                switch segment {
                case .applicationName:
                    if let appName {
                        let name = appName(phrase)
                        if name == nil { complete = false }
                        return name
                    }
                    return manifest.translate(manifest.app.name, into: phrase.locale)
                case .parameter(let name):
                    let value = firstValueTitle(of: phrase, parameter: name)
                    if value == nil { complete = false }
                    return value
                case .text: return nil
                }
            }
            if complete { said.append((phrase, text)) }
        }
        return said
    }

    @Test func chatterAroundARequestForAnAppThatDoesNotExistStaysUnresolved() {
        var checked = 0
        // Said to an app no catalog has, the words read nothing, with
        // chatter around them or not.
        for (phrase, text) in requests(appName: { _ in "Zorblax" }) {
            for said in chattering(text, locale: phrase.locale) {
                checked += 1
                #expect(
                    matcher.resolvedCandidate(said, locale: phrase.locale) == nil,
                    "\(said) [\(phrase.locale)] resolves around a request to an app that does not exist")
            }
        }
        #expect(checked > 500, "\(checked)")
    }

    @Test func chatterAroundAnotherAppsRequestNeverResolvesToThePhrase() {
        let catalog = sampleCatalog
        var checked = 0
        // The phrase said with the next app's name.
        let other = requests { phrase in
            let next = catalog.apps[(phrase.app + 1) % catalog.apps.count]
            return next.translate(next.app.name, into: phrase.locale)
        }
        for (phrase, text) in other {
            for said in chattering(text, locale: phrase.locale) {
                checked += 1
                #expect(
                    !resolves(said, phrase: phrase),
                    "\(said) [\(phrase.locale)] resolves to the phrase around another app's request")
            }
        }
        #expect(checked > 500, "\(checked)")
    }

    @Test func aClauseThatSaysAnotherAppsValueOrNameKeepsTheRequestUnresolved() {
        let catalog = sampleCatalog
        var checked = 0
        for (phrase, text) in requests() where matcher.resolvedCandidate(text, locale: phrase.locale) != nil {
            // Another app's name, and the first value of another app's
            // type, each in a clause of its own around the request.
            let next = catalog.apps[(phrase.app + 1) % catalog.apps.count]
            var others = [next.translate(next.app.name, into: phrase.locale)]
            if let set = catalog.valueSets.first(where: { set in
                guard set.locale == phrase.locale, case .values(let owner, _) = set.kind else { return false }
                return owner != phrase.app && set.formStart.count > 1
            }) {
                others.append(set.form(0).map { catalog.vocabulary.text(of: $0) }.joined(separator: " "))
            }
            for word in others {
                for clause in Language.of(phrase.locale).flexibleWords.sampleChatter {
                    for said in ["\(clause) \(word), \(text)", "\(text), \(clause) \(word)"] {
                        checked += 1
                        #expect(
                            !resolves(said, phrase: phrase),
                            "\(said) [\(phrase.locale)] resolves with another app's word in its chatter")
                    }
                }
            }
        }
        #expect(checked > 500, "\(checked)")
    }

    /// Whether `said` resolves to `phrase`'s app and shortcut.
    func resolves(_ said: String, phrase: CompiledPhrase) -> Bool {
        guard let best = matcher.resolvedCandidate(said, locale: phrase.locale) else { return false }
        return best.app == phrase.app && best.shortcut == phrase.shortcut
    }
}
