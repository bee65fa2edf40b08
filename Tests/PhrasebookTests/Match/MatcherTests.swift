import Foundation
import Testing

@testable import Phrasebook

@Suite struct MatcherTests {
    let matcher = Matcher.exactOnly(sampleCatalog)

    // MARK: Exact matching

    @Test func matchesAPhraseWithItsParameter() throws {
        let result = matcher.match("Start Walking in Meditation")
        #expect(!result.isTooLong)
        #expect(result.blockedApps.isEmpty)
        #expect(result.tokens.map(\.text) == ["start", "walking", "in", "meditation"])
        try #require(result.candidates.count == 1)
        let candidate = result.candidates[0]
        #expect(candidate.app == (try sampleCatalog.app("Meditation")))
        #expect(candidate.shortcut == 0)
        #expect(candidate.intent == "StartMeditationIntent")
        #expect(candidate.locale == "en")
        #expect(candidate.score == 1.0)
        #expect(
            sampleCatalog.phrases[candidate.phraseIndex].template.source == "Start ${session} in ${applicationName}")
        try #require(candidate.bindings.count == 1)
        let binding = candidate.bindings[0]
        #expect(binding.parameter == "session")
        #expect(binding.tokenRange == 1..<2)
        #expect(binding.text == "Walking")
        #expect(candidate.choiceIDs(in: sampleCatalog) == ["session": ["walking"]])
        guard case .values(let type, let choices) = binding.value else {
            Issue.record("expected an entity binding")
            return
        }
        #expect(sampleCatalog.apps[candidate.app].types[type].name == "MeditationSession")
        #expect(choices.map(\.variant) == [ValueVariant(value: 1, synonym: -1)])
    }

    @Test func ignoresCasePunctuationAndSpacing() {
        let plain = matcher.match("start walking in meditation")
        let noisy = matcher.match("  START walking, in MEDITATION!!! ")
        #expect(plain.candidates.map(\.phraseIndex) == noisy.candidates.map(\.phraseIndex))
        #expect(noisy.candidates.count == 1)
        #expect(noisy.candidates.first?.bindings.first?.text == "walking")
    }

    @Test func matchesSynonymsOfValuesAndOfTheAppName() throws {
        let result = matcher.match("Begin a mindful walk in Mindfulness")
        #expect(result.candidates.isEmpty, "no phrase reads \"Begin a … in …\"")
        let synonym = matcher.match("Begin Mindful Walk in Mindfulness")
        try #require(synonym.candidates.count == 1)
        #expect(synonym.candidates[0].choiceIDs(in: sampleCatalog) == ["session": ["walking"]])
        guard case .values(_, let choices) = synonym.candidates[0].bindings[0].value else {
            Issue.record("expected an entity binding")
            return
        }
        #expect(choices.map(\.variant) == [ValueVariant(value: 1, synonym: 1)])
        #expect(synonym.candidates[0].bindings[0].text == "Mindful Walk")
        #expect(
            matcher.match("Open Reading List in My Library").candidates.first?.choiceIDs(in: sampleCatalog) == [
                "shelf": ["wantToRead"]
            ])
    }

    @Test func aPhraseWithoutParametersHasNoBindings() throws {
        let result = matcher.match("Pause my Mindful session")
        try #require(result.candidates.count == 1)
        #expect(result.candidates[0].intent == "PauseMeditationIntent")
        #expect(result.candidates[0].bindings.isEmpty)
    }

    @Test func unknownWordsMatchNothing() {
        for utterance in [
            "What's the weather in Tokyo", "", "   ", "start", "Start Running in Meditation",
            "Start Walking in Meditation now",
        ] {
            let result = matcher.match(utterance)
            #expect(result.candidates.isEmpty, "\(utterance)")
            #expect(result.blockedApps.isEmpty)
            #expect(!result.isTooLong)
        }
    }

    @Test func aLocaleRestrictsThePhrasesConsidered() {
        #expect(matcher.match("Start Walking in Meditation", locale: "en").candidates.count == 1)
        #expect(matcher.match("Start Walking in Meditation", locale: "vi").candidates.isEmpty)
    }

    // MARK: Ambiguity and collisions

    @Test func anUtteranceThatFitsTwoEntitiesKeepsBothInOneBinding() throws {
        let result = matcher.match("Open The Outsider in Library")
        try #require(result.candidates.count == 1)
        let candidate = result.candidates[0]
        #expect(candidate.intent == "OpenBookIntent")
        try #require(candidate.bindings.count == 1)
        #expect(candidate.bindings[0].parameter == "book")
        #expect(candidate.bindings[0].text == "The Outsider")
        #expect(candidate.choiceIDs(in: sampleCatalog) == ["book": ["outsiderKing", "outsiderCamus"]])

        let stranger = matcher.match("Open The Stranger in Library")
        #expect(stranger.candidates.first?.choiceIDs(in: sampleCatalog) == ["book": ["outsiderCamus"]])
    }

    @Test func twoShortcutsSharingAnUtteranceAreBothCandidates() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts[1] = ManifestFixture.shortcut(
            "PauseIntent", ["Pause ${applicationName}", "Start calming in ${applicationName}"])
        let catalog = try fixture.compile()
        let result = Matcher(catalog: catalog).match("Start calming in Meditation")
        try #require(result.candidates.count == 2)
        // The phrase with more literal words ranks first.
        #expect(result.candidates.map(\.intent) == ["PauseIntent", "StartIntent"])
        #expect(result.candidates.map(\.shortcut) == [1, 0])
        #expect(result.candidates.allSatisfy { $0.score == 1.0 })
        #expect(result.candidates[0].bindings.isEmpty)
        #expect(result.candidates[1].choiceIDs(in: catalog) == ["session": ["calming"]])
    }

    @Test func equallySpecificCandidatesRankInDeclarationOrder() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts = [
            ManifestFixture.shortcut("PauseIntent", ["Pause ${applicationName}"]),
            ManifestFixture.shortcut(
                "StartIntent", ["Pause ${applicationName}"], parameters: #"{ "session": "calming" }"#),
        ]
        let result = Matcher(catalog: try fixture.compile()).match("pause mindful")
        #expect(result.candidates.map(\.shortcut) == [0, 1])
    }

    // MARK: Negative phrases and hostile input

    @Test func aNegativePhraseBlocksItsApp() throws {
        let meditation = try sampleCatalog.app("Meditation")
        for utterance in ["Stop Meditation", "stop mindful!", "STOP MINDFULNESS"] {
            let result = matcher.match(utterance)
            #expect(result.candidates.isEmpty, "\(utterance)")
            #expect(result.blockedApps == [meditation], "\(utterance)")
        }
        #expect(matcher.match("Stop Library").blockedApps.isEmpty)
    }

    @Test func aNegativePhraseBlocksOnlyItsOwnApp() throws {
        var blocker = ManifestFixture()
        blocker.app = #"{ "name": "Pause" }"#
        blocker.path = "Phrases/Pause/app.json"
        blocker.shortcuts = [ManifestFixture.shortcut("PauseIntent", ["Go ${applicationName}"])]
        blocker.negativePhrases = ["Pause Meditation"]
        var blocked = ManifestFixture()
        blocked.negativePhrases = ["Pause ${applicationName} now"]
        let manifests = try [blocked, blocker].map { try #require($0.load().0) }
        let catalog = CatalogCompiler.compile(manifests)
        let result = Matcher(catalog: catalog).match("Pause Meditation")
        #expect(result.blockedApps == [1])
        #expect(result.candidates.map(\.app) == [0])
    }

    @Test(.timeLimit(.minutes(2)))
    func aTenMegabyteUtteranceIsRefusedWithoutCrashing() {
        let words = String(repeating: "start walking in meditation ", count: 10 * 1024 * 1024 / 28)
        #expect(words.utf8.count >= 10 * 1024 * 1024 - 28)
        let result = matcher.match(words)
        #expect(result.isTooLong)
        #expect(result.candidates.isEmpty)

        let oneWord = String(repeating: "a", count: 10 * 1024 * 1024)
        let oneToken = matcher.match(oneWord)
        #expect(!oneToken.isTooLong)
        #expect(oneToken.candidates.isEmpty)
    }

    @Test func theTokenLimitIsExact() {
        let filler = String(repeating: "x ", count: Matcher.maximumTokens - 1)
        #expect(!matcher.match(filler + "x").isTooLong)
        #expect(matcher.match(filler + "x x").isTooLong)
    }

    @Test func controlCharactersAndEmojiAreSeparators() throws {
        let utterances = [
            "Start\u{0}Walking\tin\u{7} Meditation",
            "🧘 Start walking in Meditation 🧘‍♀️",
            "Start walking in Meditation ❤️",
            "Start walking 👍🏽 in Meditation\u{200B}",
        ]
        for utterance in utterances {
            let result = matcher.match(utterance)
            #expect(
                result.candidates.first?.choiceIDs(in: sampleCatalog) == ["session": ["walking"]],
                "\(utterance.debugDescription)")
        }
        #expect(matcher.match("\u{FFFD}\u{FEFF}\u{202E}").candidates.isEmpty)
    }

    @Test func invalidUTF8BecomesReplacementCharactersThatSeparateWords() {
        // A Swift String is always valid Unicode: bad bytes decode to U+FFFD.
        let bytes = Array("Start walking".utf8) + [0xFF, 0xC3] + Array("in Meditation".utf8)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.unicodeScalars.filter { $0 == "\u{FFFD}" }.count == 2)
        #expect(matcher.match(text).candidates.first?.choiceIDs(in: sampleCatalog) == ["session": ["walking"]])
    }

    // MARK: Extended rules

    /// Open slots, phrases without the app name and two parameters in one phrase.
    static func extendedFixture() -> ManifestFixture {
        var fixture = ManifestFixture()
        fixture.rules = "extended"
        fixture.intents = """
            {
                "StartIntent": { "title": "Start", "parameters": [ { "name": "session", "type": "Session" } ],
                  "result": "Starting ${session}." },
                "SearchIntent": { "title": "Search", "parameters": [ { "name": "query", "type": "String" } ],
                  "result": "Searching for ${query}." },
                "LogIntent": { "title": "Log", "parameters": [
                    { "name": "count", "type": "Int", "validation": { "min": 1 } }, { "name": "session", "type": "Session" } ],
                  "result": "Logged ${count} ${session}." },
                "VolumeIntent": { "title": "Volume", "parameters": [ { "name": "level", "type": "Double" } ] },
                "RemindIntent": { "title": "Remind", "parameters": [ { "name": "day", "type": "Date" } ] }
              }
            """
        fixture.shortcuts = [
            ManifestFixture.shortcut("StartIntent", ["Start ${session}"]),
            ManifestFixture.shortcut("SearchIntent", ["Search my journal for ${query}"]),
            ManifestFixture.shortcut("LogIntent", ["Log ${count} ${session} sessions"]),
            ManifestFixture.shortcut("VolumeIntent", ["Set the volume to ${level}"]),
            ManifestFixture.shortcut("RemindIntent", ["Remind me on ${day}"]),
        ]
        return fixture
    }

    /// The only candidate's bindings as (parameter, value).
    private func bindings(
        _ matcher: Matcher, _ utterance: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> [String: BoundValue] {
        let result = matcher.match(utterance)
        try #require(
            result.candidates.count == 1, "\(utterance): \(result.candidates.map(\.intent))",
            sourceLocation: sourceLocation)
        return Dictionary(uniqueKeysWithValues: result.candidates[0].bindings.map { ($0.parameter, $0.value) })
    }

    @Test func extendedRulesCompileWithOnlyTheTwoParameterWarning() throws {
        let catalog = try Self.extendedFixture().compile()
        #expect(catalog.diagnostics.map(\.code) == [.tooManyPhraseParameters])
        #expect(catalog.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func aPhraseWithoutTheAppNameMatches() throws {
        let catalog = try Self.extendedFixture().compile()
        let matcher = Matcher(catalog: catalog)
        let result = matcher.match("Start relaxing")
        try #require(result.candidates.count == 1)
        #expect(result.candidates[0].choiceIDs(in: catalog) == ["session": ["calming"]])
        #expect(matcher.match("Start relaxing in Meditation").candidates.isEmpty)
    }

    @Test func aStringSlotTakesTheTextAsTyped() throws {
        let matcher = Matcher.exactOnly(try Self.extendedFixture().compile())
        #expect(try bindings(matcher, "Search my journal for Dr. Who?") == ["query": .string("Dr. Who")])
        #expect(
            try bindings(matcher, "search my journal for  the  Living-Room plans") == [
                "query": .string("the  Living-Room plans")
            ])
        #expect(matcher.match("Search my journal for").candidates.isEmpty)
        let result = matcher.match("Search my journal for cats")
        #expect(result.candidates.first?.bindings.first?.tokenRange == 4..<5)
    }

    @Test(arguments: [
        ("three", 3), ("3", 3), ("twelve", 12), ("twenty one", 21), ("a hundred and five", 105), ("1,000", 1000),
    ])
    func anIntSlotReadsDigitsAndWords(spoken: String, value: Int) throws {
        let catalog = try Self.extendedFixture().compile()
        let matcher = Matcher(catalog: catalog)
        let result = matcher.match("Log \(spoken) walking sessions")
        try #require(result.candidates.count == 1, "\(spoken)")
        let candidate = result.candidates[0]
        #expect(candidate.intent == "LogIntent")
        try #require(candidate.bindings.count == 2)
        #expect(candidate.bindings[0].parameter == "count")
        #expect(candidate.bindings[0].value == .integer(value))
        #expect(candidate.bindings[0].text == spoken)
        #expect(candidate.choiceIDs(in: catalog) == ["session": ["walking"]])
    }

    @Test func anIntSlotRefusesWhatIsNotAWholeNumber() throws {
        let matcher = Matcher(catalog: try Self.extendedFixture().compile())
        for spoken in ["some", "2.5", "three apples", "a"] {
            #expect(matcher.match("Log \(spoken) walking sessions").candidates.isEmpty, "\(spoken)")
        }
    }

    @Test func doubleAndDateSlots() throws {
        let matcher = Matcher(catalog: try Self.extendedFixture().compile())
        #expect(try bindings(matcher, "Set the volume to 2.5") == ["level": .number(2.5)])
        #expect(try bindings(matcher, "set the volume to seven") == ["level": .number(7)])
        let day = try #require(ISODateParser.parse("2026-12-01"))
        #expect(try bindings(matcher, "Remind me on 2026-12-01") == ["day": .date(day)])
        let moment = try #require(ISODateParser.parse("2026-12-01T15:00:00Z"))
        #expect(try bindings(matcher, "Remind me on 2026-12-01T15:00:00Z") == ["day": .date(moment)])
        #expect(matcher.match("Remind me on someday").candidates.isEmpty)
    }
}
