import Foundation
import Testing

@testable import Phrasebook

@Suite struct ConversationTests {
    private func makeConversation(_ catalog: Catalog = sampleCatalog) -> Conversation {
        Conversation(
            catalog: catalog, timeZone: TimeZone(identifier: "UTC")!,
            now: { Date(timeIntervalSince1970: 1_780_000_000) })
    }

    private func expectPrompt(_ turn: DialogTurn, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> Prompt
    {
        guard case .prompt(let prompt) = turn else {
            Issue.record("expected a prompt, got \(turn)", sourceLocation: sourceLocation)
            throw CancellationError()
        }
        return prompt
    }

    private func expectOutcome(_ turn: DialogTurn, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> Outcome
    {
        guard case .outcome(let outcome) = turn else {
            Issue.record("expected an outcome, got \(turn)", sourceLocation: sourceLocation)
            throw CancellationError()
        }
        return outcome
    }

    // MARK: Resolving

    @Test func aConversationMadeWithoutAZoneReadsDatesInTheSystemZone() {
        // The default is the system's zone, looked up when a date needs it
        // rather than when the conversation is made.
        let conversation = Conversation(catalog: sampleCatalog)
        #expect(conversation.timeZone.identifier == TimeZone.current.identifier)
        #expect(
            conversation.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_780_000_000))
                == TimeZone.current.secondsFromGMT(for: Date(timeIntervalSince1970: 1_780_000_000)))
    }

    @Test func aPhraseWithItsValueResolvesWithTheResultDialog() throws {
        var conversation = makeConversation()
        let outcome = try expectOutcome(conversation.say("Start Walking in Meditation"))
        #expect(outcome.status == .resolved)
        #expect(outcome.dialog == "Starting Walking.")
        #expect(outcome.phrase == "Start ${session} in ${applicationName}")
        #expect(outcome.score == 1.0)
        #expect(outcome.message == nil)
        let invocation = try #require(outcome.invocation)
        #expect(
            invocation
                == Invocation(
                    app: "Meditation", intent: "StartMeditationIntent", locale: "en",
                    parameters: [ParameterAssignment(name: "session", value: .entity(id: "walking", title: "Walking"))])
        )
        #expect(invocation["session"]?.id == "walking")
        #expect(invocation["time"] == nil)
        #expect(conversation.pending == nil)
    }

    @Test func aSynonymResolvesToItsValueShownByTitle() throws {
        var conversation = makeConversation()
        let outcome = try expectOutcome(conversation.say("open the whale in bookshelf"))
        #expect(outcome.invocation?["book"] == .entity(id: "mobyDick", title: "Moby-Dick"))
        #expect(outcome.dialog == "Opening Moby-Dick.")
        #expect(outcome.invocation?.app == "Library")
    }

    @Test func anIntentWithoutParametersResolves() throws {
        var conversation = makeConversation()
        let outcome = try expectOutcome(conversation.say("Show the Soup Kitchen menu"))
        #expect(outcome.status == .resolved)
        #expect(
            outcome.invocation == Invocation(app: "Soup Chef", intent: "ShowMenuIntent", locale: "en", parameters: []))
        #expect(outcome.dialog == "Here's today's menu.")
    }

    // MARK: Value prompts

    @Test func aMissingRequiredValueIsAskedWithItsOptions() throws {
        var conversation = makeConversation()
        let prompt = try expectPrompt(conversation.say("Start a Meditation session"))
        #expect(prompt.kind == .value)
        #expect(prompt.parameter == "session")
        #expect(prompt.text == "Which session would you like to start?")
        #expect(
            prompt.options.map(\.title) == [
                "Calming", "Walking", "Breathing", "Sleep", "Focus", "Gratitude", "Body Scan", "Morning",
                "Loving Kindness", "Stress Relief",
            ])
        #expect(prompt.options.first == PromptOption(id: "calming", title: "Calming", subtitle: "10 min"))
        #expect(prompt.moreOptions == 0)
        let pending = try #require(conversation.pending)
        #expect(pending.candidates.count == 1)
        #expect(pending.values.isEmpty)
        #expect(pending.locale == "en")
    }

    @Test func fixedValuesAreSetAndTheNextMissingValueIsAsked() throws {
        var conversation = makeConversation()
        let prompt = try expectPrompt(conversation.say("Order my usual from Soup Chef"))
        #expect(prompt.kind == .value)
        #expect(prompt.parameter == "quantity")
        #expect(prompt.text == "How many would you like?")
        #expect(prompt.options.isEmpty)
        let values = try #require(conversation.pending?.values)
        #expect(values["soup"] == .entity(id: "tomato", title: "Tomato"))
        #expect(values["orderType"] == .entity(id: "pickup", title: "Pickup"))
        #expect(values["toppings"] == nil)
    }

    @Test func valuesAreAskedInDeclarationOrder() throws {
        var conversation = makeConversation()
        let first = try expectPrompt(conversation.say("Order soup from Soup Chef"))
        #expect(first.parameter == "soup")
        #expect(first.text == "Which soup would you like?")
        #expect(first.options.count == 10)
        let second = try expectPrompt(conversation.say("Order chowder from SoupChef"))
        #expect(second.parameter == "quantity")
        #expect(conversation.pending?.values["soup"] == .entity(id: "clamChowder", title: "Clam Chowder"))
    }

    @Test func aParameterWithoutAPromptGetsADefaultQuestion() throws {
        var fixture = ManifestFixture()
        fixture.intents =
            #"{ "StartIntent": { "title": "Start", "parameters": [ { "name": "session", "title": "Session", "type": "Session" } ] }, "PauseIntent": { "title": "Pause" } }"#
        var conversation = makeConversation(try fixture.compile())
        let prompt = try expectPrompt(conversation.say("Start a Meditation session"))
        #expect(prompt.text == "What's the session?")
        #expect(prompt.options.map(\.id) == ["calming", "walking"])
    }

    @Test func longOptionListsAreCut() throws {
        var fixture = ManifestFixture()
        fixture.types = ManifestValidatorTests.manySessions(13)
        var conversation = makeConversation(try fixture.compile())
        let prompt = try expectPrompt(conversation.say("Start a Meditation session"))
        #expect(prompt.options.count == Conversation.maximumOptions)
        #expect(prompt.options.last?.id == "s9")
        #expect(prompt.moreOptions == 3)
        #expect(prompt.moreOptionsNote == "…and 3 more")
        #expect(prompt.json.serialized().hasSuffix(#"{"id":"s9","title":"Session 9"}],"moreOptions":3}"#))
    }

    @Test func defaultsFillValuesAndOptionalParametersAreNotAsked() throws {
        var fixture = ManifestFixture()
        fixture.intents = """
            { "StartIntent": { "title": "Start", "parameters": [
                { "name": "session", "title": "Session", "type": "Session", "default": "calming" },
                { "name": "minutes", "title": "Minutes", "type": "Int", "default": 10 },
                { "name": "note", "title": "Note", "type": "String", "optional": true } ],
                "result": "Starting ${session} for ${minutes} minutes${note}." },
              "PauseIntent": { "title": "Pause" } }
            """
        var conversation = makeConversation(try fixture.compile())
        let asked = try expectOutcome(conversation.say("Start a Meditation session"))
        #expect(asked.invocation?.parameters.map(\.name) == ["session", "minutes"])
        #expect(asked.dialog == "Starting Calming for 10 minutes${note}.")
        let said = try expectOutcome(conversation.say("Start walk in Mindful"))
        #expect(said.invocation?["session"] == .entity(id: "walking", title: "Walking"))
    }

    // MARK: Disambiguation, confirmation, actions

    @Test func twoEntitiesWithTheSameTitleAskWhichOne() throws {
        var conversation = makeConversation()
        let prompt = try expectPrompt(conversation.say("Open The Outsider in Library"))
        #expect(prompt.kind == .disambiguation)
        #expect(prompt.parameter == "book")
        #expect(prompt.text == "Which book did you mean?")
        #expect(
            prompt.options == [
                PromptOption(id: "outsiderKing", title: "The Outsider", subtitle: "Stephen King"),
                PromptOption(id: "outsiderCamus", title: "The Outsider", subtitle: "Albert Camus"),
            ])
        #expect(conversation.pending?.ambiguous["book"] == [0, 1])
        #expect(conversation.pending?.values["book"] == nil)
    }

    @Test func aFixedValueSettlesAnAmbiguousOne() throws {
        var fixture = ManifestFixture()
        fixture.types = """
            { "Session": { "kind": "entity", "title": "Session", "entities": [
                { "id": "a", "title": "Twin" }, { "id": "b", "title": "Twin" } ] } }
            """
        fixture.shortcuts = [
            ManifestFixture.shortcut(
                "StartIntent", ["Start ${session} in ${applicationName}"], parameters: #"{ "session": "b" }"#),
            ManifestFixture.shortcut("PauseIntent", ["Pause ${applicationName}"]),
        ]
        var conversation = makeConversation(try fixture.compile())
        let outcome = try expectOutcome(conversation.say("Start twin in Meditation"))
        #expect(outcome.invocation?["session"] == .entity(id: "b", title: "Twin"))
    }

    @Test func anIntentWithAConfirmationAsksItWhenEveryValueIsSet() throws {
        var conversation = makeConversation()
        let prompt = try expectPrompt(conversation.say("Delete Buy milk in Tasks"))
        #expect(prompt == Prompt(kind: .confirmation, text: "Delete Buy milk?"))
        #expect(conversation.pending?.values["task"] == .entity(id: "buyMilk", title: "Buy milk"))
        #expect(conversation.pending?.confirmed == false)
    }

    @Test func aConfirmationIsRenderedWithFixedValuesAndTheAppName() throws {
        var fixture = ManifestFixture()
        fixture.intents = ManifestFixture.defaultIntents.replacingOccurrences(
            of: #""result": "Starting ${session}.""#,
            with: #""confirmation": "Start ${session} in ${applicationName}?", "result": "Starting ${session}.""#)
        fixture.shortcuts.append(
            ManifestFixture.shortcut(
                "StartIntent", ["Go for a walk with ${applicationName}"], parameters: #"{ "session": "walking" }"#))
        var conversation = makeConversation(try fixture.compile())
        let prompt = try expectPrompt(conversation.say("go for a walk with mindful"))
        #expect(prompt.kind == .confirmation)
        #expect(prompt.parameter == nil)
        #expect(prompt.text == "Start Walking in Meditation?")
        #expect(prompt.options.isEmpty)
        #expect(
            prompt.json.serialized()
                == #"{"event":"prompt","kind":"confirmation","text":"Start Walking in Meditation?","options":[]}"#)
    }

    @Test func twoShortcutsForOneUtteranceAskWhichAction() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts[1] = ManifestFixture.shortcut(
            "PauseIntent", ["Pause ${applicationName}", "Start calming in ${applicationName}"], shortTitle: "Pause")
        var conversation = makeConversation(try fixture.compile())
        let prompt = try expectPrompt(conversation.say("Start calming in Meditation"))
        #expect(prompt.kind == .action)
        #expect(prompt.parameter == nil)
        #expect(prompt.text == "Which would you like to do?")
        #expect(
            prompt.options == [
                PromptOption(id: "Meditation/PauseIntent", title: "Pause", subtitle: "Meditation"),
                PromptOption(id: "Meditation/StartIntent", title: "Start", subtitle: "Meditation"),
            ])
        #expect(conversation.pending?.candidates.map(\.intent) == ["PauseIntent", "StartIntent"])
    }

    @Test func candidatesOfOneShortcutAreOneAction() throws {
        var fixture = ManifestFixture()
        fixture.rules = "extended"
        fixture.shortcuts[1] = ManifestFixture.shortcut(
            "PauseIntent", ["Pause ${applicationName}", "Pause meditation"])
        let catalog = try fixture.compile()
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        #expect(Matcher(catalog: catalog).match("Pause Meditation").candidates.count == 2)
        var conversation = makeConversation(catalog)
        let outcome = try expectOutcome(conversation.say("Pause Meditation"))
        #expect(outcome.status == .resolved)
        #expect(outcome.phrase == "Pause meditation")
        #expect(outcome.dialog == "Paused.")
    }

    // MARK: Ending without answers

    @Test func resolvingWithoutAnswersEndsWithNeedsValue() throws {
        var conversation = makeConversation()
        let turns = conversation.resolveWithoutAnswers("Start a Meditation session")
        try #require(turns.count == 2)
        #expect(try expectPrompt(turns[0]).kind == .value)
        let outcome = try expectOutcome(turns[1])
        #expect(
            outcome.untraced
                == Outcome(
                    status: .needsValue, phrase: "Start a ${applicationName} session", score: 1.0,
                    message: "Input ended before the question was answered."))
        #expect(conversation.pending == nil)
    }

    @Test func resolvingWithoutAnswersReturnsAnOutcomeAlone() throws {
        var conversation = makeConversation()
        let resolved = conversation.resolveWithoutAnswers("Start Walking in Meditation")
        try #require(resolved.count == 1)
        #expect(try expectOutcome(resolved[0]).status == .resolved)

        let none = conversation.resolveWithoutAnswers("What's the weather in Tokyo?")
        #expect(
            none == [.outcome(Outcome(status: .noMatch, message: "No phrase matches \"what's the weather in tokyo\"."))]
        )

        let blocked = conversation.resolveWithoutAnswers("Stop Meditation")
        #expect(
            blocked == [
                .outcome(Outcome(status: .noMatch, message: "\"stop meditation\" is a negative phrase of Meditation."))
            ])
    }

    @Test func aTooLongUtteranceIsNoMatch() throws {
        var conversation = makeConversation()
        let outcome = try expectOutcome(conversation.say(String(repeating: "walk ", count: 600)))
        #expect(outcome.status == .noMatch)
        #expect(outcome.message == "The utterance is too long to match (more than 512 words).")
    }

    @Test func aConversationInAnotherLocaleMatchesOnlyItsPhrases() throws {
        var conversation = Conversation(catalog: sampleCatalog, locale: "vi", timeZone: TimeZone(identifier: "UTC")!)
        let outcome = try expectOutcome(conversation.say("Start Walking in Meditation"))
        #expect(outcome.status == .noMatch)
        // The engine speaks the conversation's locale.
        #expect(outcome.message == "Không có cụm từ nào khớp với \"start walking in meditation\".")
    }

    @Test func endOfInputWithNothingOpenIsNoMatch() {
        var conversation = makeConversation()
        #expect(conversation.endOfInput() == Outcome(status: .noMatch, message: "Nothing was said."))
    }

    @Test func aNewUtteranceForgetsTheOpenQuestion() throws {
        var conversation = makeConversation()
        _ = try expectPrompt(conversation.say("Start a Meditation session"))
        #expect(conversation.pending != nil)
        let outcome = try expectOutcome(conversation.say("Pause Meditation"))
        #expect(outcome.invocation?.intent == "PauseMeditationIntent")
        #expect(conversation.pending == nil)
    }

    // MARK: Extended rules

    @Test func openSlotValuesReachTheInvocation() throws {
        var conversation = makeConversation(try MatcherTests.extendedFixture().compile())
        let logged = try expectOutcome(conversation.say("Log three walking sessions"))
        #expect(
            logged.invocation?.parameters == [
                ParameterAssignment(name: "count", value: .integer(3)),
                ParameterAssignment(name: "session", value: .entity(id: "walking", title: "Walking")),
            ])
        #expect(logged.dialog == "Logged 3 Walking.")
        let searched = try expectOutcome(conversation.say("Search my journal for Dr. Who"))
        #expect(searched.invocation?["query"] == .string("Dr. Who"))
        #expect(searched.dialog == "Searching for Dr. Who.")
        let volume = try expectOutcome(conversation.say("Set the volume to 2.5"))
        #expect(volume.invocation?["level"] == .number(2.5))
        let reminder = try expectOutcome(conversation.say("Remind me on 2026-12-01"))
        #expect(reminder.invocation?["day"] == .date(try #require(ISODateParser.parse("2026-12-01"))))
    }

    // MARK: JSON Lines

    @Test func anOutcomeSerializesAsInTheSpecification() throws {
        var conversation = makeConversation()
        let outcome = try expectOutcome(conversation.say("Start Walking in Meditation"))
        #expect(
            outcome.json.serialized()
                == #"{"event":"outcome","status":"resolved","app":"Meditation","intent":"StartMeditationIntent","locale":"en","parameters":{"session":{"id":"walking","title":"Walking"}},"phrase":"Start ${session} in ${applicationName}","dialog":"Starting Walking.","score":1.0,"summary":"Start Walking"}"#
        )
        #expect(DialogTurn.outcome(outcome).json == outcome.json)
    }

    @Test func aPromptSerializesAsInTheSpecification() throws {
        var fixture = ManifestFixture()
        fixture.types =
            #"{ "Session": { "kind": "entity", "title": "Session", "entities": [ { "id": "calming", "title": "Calming" } ] } }"#
        var conversation = makeConversation(try fixture.compile())
        let turn = conversation.say("Start a Meditation session")
        #expect(
            turn.json.serialized()
                == #"{"event":"prompt","kind":"value","parameter":"session","text":"Which session would you like to start?","options":[{"id":"calming","title":"Calming"}]}"#
        )
    }

    @Test func subtitlesAndEndingsSerializeInOrder() throws {
        var conversation = makeConversation()
        let turns = conversation.resolveWithoutAnswers("Open The Outsider in Library")
        try #require(turns.count == 2)
        #expect(
            turns[0].json.serialized()
                == #"{"event":"prompt","kind":"disambiguation","parameter":"book","text":"Which book did you mean?","options":[{"id":"outsiderKing","title":"The Outsider","subtitle":"Stephen King"},{"id":"outsiderCamus","title":"The Outsider","subtitle":"Albert Camus"}]}"#
        )
        #expect(
            turns[1].json.serialized()
                == #"{"event":"outcome","status":"needsValue","app":"Library","intent":"OpenBookIntent","locale":"en","parameters":{},"awaiting":"book","phrase":"Open ${book} in ${applicationName}","score":1.0,"message":"Input ended before the question was answered."}"#
        )
        let none = conversation.resolveWithoutAnswers("hello")
        #expect(
            none.map { $0.json.serialized() } == [
                #"{"event":"outcome","status":"noMatch","message":"No phrase matches \"hello\"."}"#
            ])
    }

    @Test func builtinValuesSerializeAsJSONValues() throws {
        let date = try #require(ISODateParser.parse("2026-12-01T15:00:00Z"))
        let values: [(ParameterValue, String)] = [
            (.integer(3), "3"),
            (.number(2.5), "2.5"),
            (.number(2), "2.0"),
            (.bool(true), "true"),
            (.string("text \"quoted\""), #""text \"quoted\"""#),
            (.date(date), #""2026-12-01T15:00:00Z""#),
            (.entity(id: "tomato", title: "Tomato"), #"{"id":"tomato","title":"Tomato"}"#),
            (.list([.entity(id: "cheese", title: "Cheese"), .integer(1)]), #"[{"id":"cheese","title":"Cheese"},1]"#),
        ]
        for (value, json) in values {
            #expect(value.json.serialized() == json)
        }
    }

    @Test func promptsAndOutcomesEncodeAsTheirEvents() throws {
        var conversation = makeConversation()
        let turns = conversation.resolveWithoutAnswers("Open The Outsider in Library")
        let prompt = try expectPrompt(turns[0])
        let encodedPrompt = try JSONSerialization.jsonObject(with: JSONEncoder().encode(prompt)) as? NSDictionary
        #expect(
            encodedPrompt
                == (try JSONSerialization.jsonObject(with: Data(prompt.json.serialized().utf8)) as? NSDictionary))
        let resolved = try expectOutcome(conversation.say("Start Walking in Meditation"))
        let encodedOutcome = try JSONSerialization.jsonObject(with: JSONEncoder().encode(resolved)) as? NSDictionary
        #expect(
            encodedOutcome
                == (try JSONSerialization.jsonObject(with: Data(resolved.json.serialized().utf8)) as? NSDictionary))
    }
}
