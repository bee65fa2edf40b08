import Foundation
import Testing

@testable import Phrasebook

@Suite struct BuiltinQuestionTests {
    static let libraryPhrases = [
        // A parameter shows its type's first value, as Siri's suggestions do.
        "Show what I'm reading in Library", "Open Currently Reading in Library", "Open The Outsider in Library",
        "Add a book to Library",
    ]
    static let meditationPhrases = [
        "Start a Meditation session", "Pause my Meditation session", "Show my Meditation stats",
        "Set a Meditation reminder",
    ]
    static let soupChefPhrases = [
        "Order soup from Soup Chef", "Order my usual from Soup Chef", "Show the Soup Chef menu",
        "Where's my Soup Chef order",
    ]
    static let tasksPhrases = [
        "Create a task in Tasks", "Show Buy milk in Tasks", "Complete Buy milk in Tasks", "Delete Buy milk in Tasks",
    ]

    private func index(_ app: String) throws -> Int { try sampleCatalog.app(app) }

    // MARK: Parsing

    @Test(arguments: [
        "What can I do here?", "what can i do", "What can you do?", "What can I say?", "What can I say here",
        "What shortcuts are there?", "What shortcuts do I have", "Show me what I can do", "What can I ask?",
    ])
    func questionsNamingNoAppAskAboutEverything(utterance: String) {
        #expect(BuiltinQuestion.parse(utterance, catalog: sampleCatalog)?.0 == .everything)
    }

    @Test(arguments: [
        ("What can I do with Meditation?", "Meditation"), ("what can i do with mindfulness", "Meditation"),
        ("What can I do in Mindful?", "Meditation"), ("What can I say to Soup Chef?", "Soup Chef"),
        ("What can I ask Library?", "Library"), ("What can I say in My Library?", "Library"),
        ("What shortcuts does Tasks have?", "Tasks"), ("What shortcuts does SoupChef", "Soup Chef"),
        ("What can Soup Chef do?", "Soup Chef"), ("What can Soup Kitchen do", "Soup Chef"),
        ("What does Bookshelf do?", "Library"), ("WHAT CAN I DO WITH TASKS", "Tasks"),
        ("What can I do with To Do?", "Tasks"), ("What can I do in My Tasks?", "Tasks"),
    ])
    func questionsNamingAnAppAskAboutThatApp(utterance: String, app: String) throws {
        #expect(BuiltinQuestion.parse(utterance, catalog: sampleCatalog)?.0 == .app(try index(app)), "\(utterance)")
    }

    @Test func aQuestionNamingAnotherAppNamesIt() {
        #expect(
            BuiltinQuestion.parse("What can I do with Netflix?", catalog: sampleCatalog)?.0 == .unknownApp("netflix"))
        #expect(BuiltinQuestion.parse("What can Netflix do?", catalog: sampleCatalog)?.0 == .unknownApp("netflix"))
        #expect(
            BuiltinQuestion.parse("What shortcuts does Google Maps have", catalog: sampleCatalog)?.0
                == .unknownApp("google maps"))
    }

    @Test(arguments: [
        "Start Walking in Meditation", "what can", "what can do", "what can i do with", "what does do", "hello",
        "What can I do here please", "",
    ])
    func otherUtterancesAreNoQuestion(utterance: String) {
        #expect(BuiltinQuestion.parse(utterance, catalog: sampleCatalog)?.0 == nil, "\(utterance)")
    }

    // MARK: Suggestions

    @Test func everythingListsEveryAppsPrimaryPhrasesInDeclarationOrder() throws {
        let suggestions = BuiltinQuestion.everything.suggestions(in: sampleCatalog)
        #expect(
            suggestions.map(\.phrase) == Self.libraryPhrases + Self.meditationPhrases + Self.soupChefPhrases
                + Self.tasksPhrases)
        #expect(
            suggestions.map(\.app) == Array(repeating: "Library", count: 4) + Array(repeating: "Meditation", count: 4)
                + Array(repeating: "Soup Chef", count: 4) + Array(repeating: "Tasks", count: 4))
        #expect(
            suggestions[0]
                == Suggestion(
                    app: "Library", intent: "OpenCurrentlyReadingIntent", shortTitle: "Currently Reading",
                    phrase: "Show what I'm reading in Library"))
        #expect(
            suggestions[9]
                == Suggestion(
                    app: "Soup Chef", intent: "OrderSoupIntent", shortTitle: "Order the Usual",
                    phrase: "Order my usual from Soup Chef"))
    }

    @Test func anAppListsItsOwnPrimaryPhrases() throws {
        let suggestions = BuiltinQuestion.app(try index("Meditation")).suggestions(in: sampleCatalog)
        #expect(suggestions.map(\.phrase) == Self.meditationPhrases)
        #expect(
            suggestions.map(\.intent) == [
                "StartMeditationIntent", "PauseMeditationIntent", "ShowMeditationStatsIntent",
                "SetMeditationReminderIntent",
            ])
        #expect(
            suggestions.map(\.shortTitle) == [
                "Start Meditation", "Pause Meditation", "Meditation Stats", "Meditation Reminder",
            ])
        #expect(BuiltinQuestion.unknownApp("netflix").suggestions(in: sampleCatalog) == [])
    }

    // MARK: Through a conversation

    @Test func whatCanIDoHereAnswersWithEveryPrimaryPhrase() throws {
        var conversation = dialogConversation()
        let outcome = try requireOutcome(conversation.say("What can I do here?"))
        let all = Self.libraryPhrases + Self.meditationPhrases + Self.soupChefPhrases + Self.tasksPhrases
        #expect(outcome.status == .resolved)
        #expect(outcome.dialog == (["You can say:"] + all.map { "• \($0)" }).joined(separator: "\n"))
        #expect(outcome.suggestions?.map(\.phrase) == all)
        #expect(outcome.invocation == nil)
        #expect(outcome.phrase == nil)
        #expect(outcome.message == nil)
        #expect(conversation.state == ConversationState())
    }

    @Test(arguments: ["What can I do with Meditation?", "What can I do with Mindfulness?", "what can mindful do"])
    func whatCanIDoWithAnAppAnswersWithItsPhrases(utterance: String) throws {
        var conversation = dialogConversation()
        let outcome = try requireOutcome(conversation.say(utterance))
        #expect(
            outcome
                == Outcome(
                    status: .resolved,
                    dialog: """
                        You can say:
                        • Start a Meditation session
                        • Pause my Meditation session
                        • Show my Meditation stats
                        • Set a Meditation reminder
                        """,
                    suggestions: BuiltinQuestion.app(try index("Meditation")).suggestions(in: sampleCatalog)))
    }

    @Test func whatCanSoupChefDoAnswersWithItsPhrases() throws {
        var conversation = dialogConversation()
        let outcome = try requireOutcome(conversation.say("What can Soup Chef do?"))
        #expect(outcome.status == .resolved)
        #expect(outcome.suggestions?.map(\.phrase) == Self.soupChefPhrases)
        #expect(outcome.suggestions?.map(\.app) == Array(repeating: "Soup Chef", count: 4))
        #expect(outcome.dialog == (["You can say:"] + Self.soupChefPhrases.map { "• \($0)" }).joined(separator: "\n"))
    }

    @Test func aQuestionAboutAnUnknownAppIsNoMatch() throws {
        var conversation = dialogConversation()
        let outcome = try requireOutcome(conversation.say("What can I do with Netflix?"))
        #expect(outcome == Outcome(status: .noMatch, message: "There is no app called \"netflix\" here."))
    }

    @Test func aQuestionIsAnsweredWhenRespondingWithNothingOpen() throws {
        var conversation = dialogConversation()
        let outcome = try requireOutcome(conversation.respond("What can Tasks do?"))
        #expect(outcome.suggestions?.map(\.phrase) == Self.tasksPhrases)
    }
}
