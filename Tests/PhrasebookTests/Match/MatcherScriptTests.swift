import Foundation
import Testing

@testable import Phrasebook

/// Script-aware matching: Korean particles and postpositions glued to a
/// slot's value, and Vietnamese typed without diacritics.
@Suite struct MatcherScriptTests {
    let matcher = Matcher.exactOnly(sampleCatalog)

    /// The best candidate of `utterance`, which must exist.
    func best(_ utterance: String, locale: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        throws -> PhraseMatch
    {
        try #require(
            matcher.match(utterance, locale: locale).candidates.first, "\(utterance)", sourceLocation: sourceLocation)
    }

    /// The source of the phrase a candidate matched through.
    func phrase(_ candidate: PhraseMatch) -> String {
        sampleCatalog.phrases[candidate.phraseIndex].template.source
    }

    // MARK: Korean: text glued to a slot

    @Test func aPostpositionGluedToTheAppNameMatches() throws {
        let candidate = try best("도서관에서 이방인 열어줘")
        #expect(candidate.intent == "OpenBookIntent")
        #expect(candidate.locale == "ko")
        #expect(candidate.score == 1.0)
        #expect(candidate.choiceIDs(in: sampleCatalog) == ["book": ["outsiderCamus"]])
        #expect(phrase(candidate) == "${applicationName}에서 ${book} 열어줘")
        #expect(candidate.applicationName == ValueVariant(value: 0, synonym: -1))
        #expect(matcher.match("도서관에서 이방인 열어줘").tokens.map(\.text) == ["도서관에서", "이방인", "열어줘"])
    }

    @Test func gluedTextNeedsTheValueRightBeforeIt() {
        // Spaced apart, the postposition is a word the phrase does not have.
        #expect(matcher.match("도서관 에서 이방인 열어줘").candidates.isEmpty)
        // The glued prefix must be a whole value, not part of one.
        #expect(matcher.match("도서에서 이방인 열어줘").candidates.isEmpty)
        // And a bare value is not the value with its postposition.
        #expect(matcher.match("도서관 이방인 열어줘").candidates.isEmpty)
    }

    @Test func aMultiWordAppNameTakesTheSuffixOnItsLastWord() throws {
        let candidate = try best("할 일에서 장보기 보여줘")
        #expect(candidate.intent == "ShowTaskIntent")
        #expect(candidate.choiceIDs(in: sampleCatalog) == ["task": ["groceryShopping"]])
        #expect(try best("내 서재에서 듄 열어줘").choiceIDs(in: sampleCatalog) == ["book": ["dune"]])
    }

    @Test func gluedTextThatIsNotAParticleMatchesAsWritten() throws {
        let candidate = try best("명상에서 걷기 시작해")
        #expect(candidate.intent == "StartMeditationIntent")
        #expect(candidate.locale == "ko")
        #expect(candidate.score == 1.0)
        #expect(try best("도서관에 책 추가해").intent == "AddBookIntent")
    }

    @Test func theParticleWrittenInThePhraseMatchesAValueThatTakesIt() throws {
        // ${book}를: 아웃사이더 ends in a vowel and takes 를.
        let candidate = try best("도서관에서 아웃사이더를 읽을래")
        #expect(candidate.intent == "OpenBookIntent")
        #expect(candidate.score == 1.0)
        #expect(candidate.choiceIDs(in: sampleCatalog) == ["book": ["outsiderKing"]])
        #expect(phrase(candidate) == "${applicationName}에서 ${book}를 읽을래")
        let binding = try #require(candidate.bindings.first)
        #expect(binding.text == "아웃사이더")
        #expect(binding.tokenRange == 1..<2)
    }

    @Test func theOtherFormOfAParticlePairMatchesByTheValuesFinalConsonant() throws {
        // The phrase writes 를; 이방인 ends in ㄴ and takes 을, which is exact.
        let grammatical = try best("도서관에서 이방인을 읽을래")
        #expect(grammatical.intent == "OpenBookIntent")
        #expect(grammatical.locale == "ko")
        #expect(grammatical.score == 1.0)
        #expect(grammatical.choiceIDs(in: sampleCatalog) == ["book": ["outsiderCamus"]])
        #expect(grammatical.bindings.first?.text == "이방인")

        // The form the phrase wrote, wrong for this value, still resolves, lower.
        let written = try best("도서관에서 이방인를 읽을래")
        #expect(written.choiceIDs(in: sampleCatalog) == ["book": ["outsiderCamus"]])
        #expect(written.score == Matcher.particleFormScore)
        #expect(written.score < grammatical.score)
        #expect(try best("도서관에서 아웃사이더을 읽을래").score == Matcher.particleFormScore)
    }

    @Test func aPhraseWrittenWithTheConsonantFormAdaptsToo() throws {
        // ${session}을: 걷기 ends in a vowel and takes 를; 호흡 ends in ㅂ and takes 을.
        let walking = try best("명상에서 걷기를 시작해줘")
        #expect(walking.intent == "StartMeditationIntent")
        #expect(walking.score == 1.0)
        #expect(walking.choiceIDs(in: sampleCatalog) == ["session": ["walking"]])
        #expect(try best("명상에서 걷기을 시작해줘").score == Matcher.particleFormScore)
        #expect(try best("명상에서 호흡을 시작해줘").score == 1.0)
        #expect(try best("명상에서 호흡를 시작해줘").score == Matcher.particleFormScore)
    }

    @Test func aValueEndingInLatinTakesEitherForm() throws {
        // The Korean synonym "The Stranger" and the development name "Soup Chef".
        for particle in ["을", "를"] {
            let book = try best("도서관에서 The Stranger\(particle) 읽을래")
            #expect(book.score == 1.0)
            #expect(book.choiceIDs(in: sampleCatalog) == ["book": ["outsiderCamus"]])
            #expect(book.bindings.first?.text == "The Stranger")
        }
        let soup = try best("Soup Chef에서 토마토 수프를 시켜줘")
        #expect(soup.locale == "ko")
        #expect(soup.score == 1.0)
        #expect(soup.choiceIDs(in: sampleCatalog) == ["soup": ["tomato"]])
    }

    @Test func koreanTypedAsDecomposedJamoMatchesToo() throws {
        let decomposed = "도서관에서 이방인을 읽을래".decomposedStringWithCanonicalMapping
        #expect(decomposed.unicodeScalars.count > "도서관에서 이방인을 읽을래".unicodeScalars.count)
        let candidate = try best(decomposed)
        #expect(candidate.score == 1.0)
        #expect(candidate.choiceIDs(in: sampleCatalog) == ["book": ["outsiderCamus"]])
        #expect(candidate.bindings.first?.text.precomposedStringWithCanonicalMapping == "이방인")
    }

    @Test func expansionsSpellGluedTextOntoTheValueInItsExactForm() throws {
        let index = try #require(
            sampleCatalog.phrases.indices.first {
                sampleCatalog.phrases[$0].template.source == "${applicationName}에서 ${book}를 읽을래"
            })
        let texts = Set(sampleCatalog.expandedUtterances(ofPhrase: index).map(\.text))
        #expect(texts.contains("도서관에서 아웃사이더를 읽을래"))
        #expect(texts.contains("도서관에서 이방인을 읽을래"))
        #expect(!texts.contains("도서관에서 이방인를 읽을래"))
        #expect(texts.contains("library에서 the stranger를 읽을래"))
        #expect(sampleCatalog.expandedUtterances(ofPhrase: index).count == sampleCatalog.phrases[index].expansionCount)
    }

    @Test func rieulFinalValuesTakeRoLikeVowels() throws {
        let catalog = try ManifestFixture.korean([
            ManifestFixture.shortcut("StartIntent", ["${session}으로 ${applicationName} 시작"]),
            ManifestFixture.shortcut("PauseIntent", ["${applicationName} 멈춰"]),
        ]).compile()
        let matcher = Matcher.exactOnly(catalog)
        let expected: [(String, String, Double)] = [
            ("서울로 명상 시작", "seoul", 1.0), ("서울으로 명상 시작", "seoul", Matcher.particleFormScore),
            ("걷기로 명상 시작", "walking", 1.0), ("걷기으로 명상 시작", "walking", Matcher.particleFormScore),
            ("호흡으로 명상 시작", "breathing", 1.0), ("호흡로 명상 시작", "breathing", Matcher.particleFormScore),
            ("서울 산책으로 명상 시작", "seoul", 1.0), ("Breath로 zen 시작", "breathing", 1.0),
            ("Breath으로 zen 시작", "breathing", 1.0),
        ]
        for (utterance, session, score) in expected {
            let candidates = matcher.match(utterance).candidates
            #expect(candidates.count == 1, "\(utterance): \(candidates)")
            #expect(candidates.first?.choiceIDs(in: catalog) == ["session": [session]], "\(utterance)")
            #expect(candidates.first?.score == score, "\(utterance)")
        }
        #expect(matcher.match("서울에서 명상 시작").candidates.isEmpty)
    }

    @Test func openSlotsTakeGluedTextOffTheirLastWord() throws {
        var fixture = ManifestFixture.korean([
            ManifestFixture.shortcut("SearchIntent", ["${applicationName}에서 ${query}를 찾아줘"]),
            ManifestFixture.shortcut("OrderIntent", ["${count}개 주문해"]),
        ])
        fixture.rules = "extended"
        fixture.intents = """
            { "SearchIntent": { "title": "검색", "parameters": [ { "name": "query", "title": "검색어", "type": "String" } ] },
              "OrderIntent": { "title": "주문", "parameters": [ { "name": "count", "title": "수량", "type": "Int" } ] } }
            """
        let catalog = try fixture.compile()
        #expect(!catalog.hasErrors, "\(catalog.diagnostics)")
        let matcher = Matcher(catalog: catalog)

        let search = try #require(matcher.match("명상에서 고양이 사진을 찾아줘").candidates.first)
        #expect(search.bindings.first?.value == .string("고양이 사진"))
        #expect(search.bindings.first?.text == "고양이 사진")
        #expect(search.bindings.first?.tokenRange == 1..<3)
        #expect(search.score == 1.0)
        let vowel = try #require(matcher.match("명상에서 고양이를 찾아줘").candidates.first)
        #expect(vowel.bindings.first?.value == .string("고양이"))
        #expect(vowel.score == 1.0)
        #expect(try #require(matcher.match("명상에서 고양이을 찾아줘").candidates.first).score == Matcher.particleFormScore)

        let order = try #require(matcher.match("3개 주문해").candidates.first)
        #expect(order.intent == "OrderIntent")
        #expect(order.bindings.first?.value == .integer(3))
        #expect(order.bindings.first?.text == "3")
        #expect(matcher.match("3 주문해").candidates.isEmpty)
    }

    // MARK: Vietnamese without diacritics

    @Test func vietnameseWithoutDiacriticsMatchesBelowTheAccentedForm() throws {
        let accented = try best("Bắt đầu Đi bộ trong Thiền")
        #expect(accented.intent == "StartMeditationIntent")
        #expect(accented.locale == "vi")
        #expect(accented.score == 1.0)
        #expect(accented.choiceIDs(in: sampleCatalog) == ["session": ["walking"]])

        let bare = try best("bat dau di bo trong thien")
        #expect(bare.intent == "StartMeditationIntent")
        #expect(bare.locale == "vi")
        #expect(bare.choiceIDs(in: sampleCatalog) == ["session": ["walking"]])
        #expect(bare.score == Matcher.accentInsensitiveScore)
        #expect(bare.score < 1)
        #expect(bare.phraseIndex == accented.phraseIndex)
        #expect(bare.bindings.first?.text == "di bo")
        #expect(bare.applicationName == ValueVariant(value: 0, synonym: -1))
    }

    @Test func someAccentsTypedAndSomeLeftOutStillMatch() throws {
        for utterance in ["Bắt đầu di bo trong Thiền", "bat đau đi bô trong thiên", "BAT DAU DI BO TRONG THIEN"] {
            let candidate = try best(utterance)
            #expect(candidate.intent == "StartMeditationIntent", "\(utterance)")
            #expect(candidate.choiceIDs(in: sampleCatalog) == ["session": ["walking"]], "\(utterance)")
            #expect(candidate.score == Matcher.accentInsensitiveScore, "\(utterance)")
        }
    }

    @Test func dStrokeFoldsToD() throws {
        #expect(AccentFolding.fold("đầu") == "dau")
        let candidate = try best("dat loi nhac thien")
        #expect(candidate.intent == "SetMeditationReminderIntent")
        #expect(candidate.locale == "vi")
        #expect(candidate.score == Matcher.accentInsensitiveScore)
    }

    @Test func vietnameseInEitherCompositionIsExact() throws {
        let composed = "Bắt đầu Đi bộ trong Thiền".precomposedStringWithCanonicalMapping
        let decomposed = composed.decomposedStringWithCanonicalMapping
        #expect(composed.unicodeScalars.count != decomposed.unicodeScalars.count)
        let fromComposed = try best(composed)
        let fromDecomposed = try best(decomposed)
        #expect(fromDecomposed.score == 1.0)
        #expect(fromDecomposed.phraseIndex == fromComposed.phraseIndex)
        #expect(fromDecomposed.choiceIDs(in: sampleCatalog) == ["session": ["walking"]])
    }

    @Test func aNegativePhraseTypedWithoutAccentsStillBlocks() throws {
        let meditation = try sampleCatalog.app("Meditation")
        let result = matcher.match("dung thien")
        #expect(result.candidates.isEmpty)
        #expect(result.blockedApps == [meditation])
    }

    @Test func aLocaleFilterStillAllowsAccentFreeMatchesInThatLocale() throws {
        let candidate = try best("bat dau di bo trong thien", locale: "vi")
        #expect(candidate.score == Matcher.accentInsensitiveScore)
        #expect(matcher.match("bat dau di bo trong thien", locale: "en").candidates.isEmpty)
    }

    @Test func oneReadingPerValueWhenTwoSpellingsFoldAlike() throws {
        // "pho" is both the English title and the accent-free "phở"; a bare
        // Vietnamese phrase reads it once.
        let result = matcher.match("goi pho tu soup chef")
        let candidate = try #require(result.candidates.first)
        #expect(candidate.locale == "vi")
        #expect(candidate.choiceIDs(in: sampleCatalog) == ["soup": ["pho"]])
        let readings = result.candidates.map { "\($0.phraseIndex) \($0.choiceIDs(in: sampleCatalog))" }
        #expect(Set(readings).count == readings.count, "\(readings)")
    }

    // MARK: English is unchanged

    @Test func englishMatchesExactlyWithNoExtraCandidates() throws {
        let result = matcher.match("Order Pho from Soup Chef")
        try #require(result.candidates.count == 1)
        #expect(result.candidates[0].score == 1.0)
        #expect(result.candidates[0].locale == "en")
        #expect(result.candidates[0].choiceIDs(in: sampleCatalog) == ["soup": ["pho"]])
        for utterance in ["Start Walking in Meditation", "Open The Outsider in Library", "Pause my Mindful session"] {
            let candidates = matcher.match(utterance).candidates
            #expect(!candidates.isEmpty, "\(utterance)")
            #expect(candidates.allSatisfy { $0.score == 1.0 && $0.locale == "en" }, "\(utterance)")
        }
        #expect(matcher.match("What's the weather in Tokyo").candidates.isEmpty)
    }
}
