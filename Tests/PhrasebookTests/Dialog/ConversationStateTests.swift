import Foundation
import Testing

@testable import Phrasebook

/// A conversation's state is `Codable`: a server stores it as JSON
/// after a prompt, restores it for the next request, and the dialog ends as
/// if it had never been interrupted.
@Suite struct ConversationStateTests {
    /// Dialogs that reach every kind of question and every kind of value.
    enum Script: String, CaseIterable, Sendable {
        case sessionBySpelling, outsiderBySubtitle, valueThatFitsTwoBooks, soupDelivered, soupDeclined, taskWithPastDate
        case bookAdded, actionByNumber, tastingWithDateListAndBool, failsAfterRetries, cancelledAtConfirmation

        func catalog() throws -> Catalog {
            switch self {
            case .valueThatFitsTwoBooks: try DialogFixtures.outsiders()
            case .actionByNumber: try DialogFixtures.collidingShortcuts()
            case .tastingWithDateListAndBool: try DialogFixtures.soupBar()
            default: sampleCatalog
            }
        }

        var utterance: String {
            switch self {
            case .sessionBySpelling, .failsAfterRetries: "Start a Meditation session"
            case .outsiderBySubtitle: "Open The Outsider in Library"
            case .valueThatFitsTwoBooks: "Open a book in Library"
            case .soupDelivered: "Order Tomato from Soup Chef"
            case .soupDeclined: "Order soup from Soup Chef"
            case .taskWithPastDate: "Create a task in Tasks"
            case .bookAdded: "Add a book to Library"
            case .actionByNumber: "Start calming in Meditation"
            case .tastingWithDateListAndBool: "Schedule a tasting at Soup Bar"
            case .cancelledAtConfirmation: "Delete Buy milk in Tasks"
            }
        }

        var answers: [String] {
            switch self {
            case .sessionBySpelling: ["Calmng"]
            case .outsiderBySubtitle: ["Stephen King"]
            case .valueThatFitsTwoBooks: ["the outsider", "Albert Camus"]
            case .soupDelivered: ["40", "two", "delivery", "yes"]
            case .soupDeclined: ["the second one", "3", "pickup", "no"]
            case .taskWithPastDate: ["Buy oat milk", "yesterday at 3pm", "tomorrow at 9am"]
            case .bookAdded: ["Dune Messiah"]
            case .actionByNumber: ["2"]
            case .tastingWithDateListAndBool: ["Dec 1 at noon", "basil and croutons", "yes"]
            case .failsAfterRetries: ["xyzzy", "blah", "nothing"]
            case .cancelledAtConfirmation: ["never mind"]
            }
        }

        var status: Outcome.Status {
            switch self {
            case .soupDeclined, .cancelledAtConfirmation: .cancelled
            case .failsAfterRetries: .failed
            default: .resolved
            }
        }
    }

    /// Every turn of `script` in one conversation.
    private func uninterrupted(_ script: Script, _ catalog: Catalog) -> [DialogTurn] {
        var conversation = dialogConversation(catalog)
        return [conversation.say(script.utterance)] + script.answers.map { conversation.answer($0) }
    }

    /// `state` through JSON and back.
    private func roundTrip(_ state: ConversationState) throws -> ConversationState {
        try JSONDecoder().decode(ConversationState.self, from: JSONEncoder().encode(state))
    }

    @Test(arguments: Script.allCases)
    func aConversationRestoredAfterAnyPromptEndsAsIfUninterrupted(script: Script) throws {
        let catalog = try script.catalog()
        let expected = uninterrupted(script, catalog)
        guard case .outcome(let outcome)? = expected.last else {
            Issue.record("\(script) does not end: \(expected)")
            return
        }
        #expect(outcome.status == script.status)
        #expect(expected.dropLast().allSatisfy { if case .prompt = $0 { true } else { false } })

        for stop in 0..<script.answers.count {
            var first = dialogConversation(catalog)
            var turns = [first.say(script.utterance)]
            turns += script.answers.prefix(stop).map { first.answer($0) }
            let stored = try roundTrip(first.state)
            #expect(stored == first.state, "after \(stop) answers")
            #expect(stored.isAwaitingAnswer)
            guard case .prompt(let asked)? = turns.last else { continue }
            #expect(stored.awaiting == asked)

            var second = Conversation(catalog: catalog, state: stored, timeZone: newYork, now: { fixedDate })
            turns += script.answers.dropFirst(stop).map { second.answer($0) }
            #expect(turns == expected, "restored after \(stop) answers")
            #expect(second.state == ConversationState())
        }
    }

    @Test func theStoredJSONHoldsTheOpenQuestionAndTheValuesSoFar() throws {
        var conversation = dialogConversation(try DialogFixtures.soupBar())
        _ = try requirePrompt(conversation.say("Schedule a tasting at Soup Bar"))
        _ = try requirePrompt(conversation.answer("Dec 1 at noon"))
        _ = try requirePrompt(conversation.answer("basil and croutons"))
        let data = try JSONEncoder().encode(conversation.state)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(json.keys) == ["pending", "awaiting", "retries", "catalogFingerprint"])
        let awaiting = try #require(json["awaiting"] as? [String: Any])
        #expect(awaiting["text"] as? String == "Should it be vegan?")
        #expect(awaiting["parameter"] as? String == "vegan")

        let stored = try JSONDecoder().decode(ConversationState.self, from: data)
        let values = try #require(stored.pending?.values)
        #expect(values["day"] == .date(moment("2026-12-01T12:00:00-05:00")))
        #expect(values["toppings"] == .list([entity("basil", "Basil"), entity("croutons", "Croutons")]))
        #expect(values["vegan"] == nil)
        #expect(stored.pending?.locale == "en")
        #expect(stored.pending?.confirmed == false)

        var restored = dialogConversation(try DialogFixtures.soupBar(), state: stored)
        let outcome = try requireOutcome(restored.answer("no"))
        let day = moment("2026-12-01T12:00:00-05:00")
        #expect(
            outcome.invocation?.parameters == [
                ParameterAssignment(name: "day", value: .date(day)),
                ParameterAssignment(
                    name: "toppings", value: .list([entity("basil", "Basil"), entity("croutons", "Croutons")])),
                ParameterAssignment(name: "vegan", value: .bool(false)),
            ])
        let shownDay = DialogRenderer(timeZone: newYork, locale: "en").display(.date(day))
        #expect(shownDay.hasPrefix("Dec 1, 2026"))
        #expect(outcome.dialog == "Tasting Basil and Croutons on \(shownDay), vegan: no.")
    }

    @Test func retriesAreStoredSoARestoredConversationStillGivesUp() throws {
        var conversation = dialogConversation()
        let prompt = try requirePrompt(conversation.say("Order Tomato from Soup Chef"))
        _ = try requirePrompt(conversation.answer("lots"))
        let again = try requirePrompt(conversation.answer("heaps"))
        let stored = try roundTrip(conversation.state)
        #expect(stored.retries == 2)
        #expect(stored.awaiting == again)
        #expect(stored.awaiting?.notice == "Sorry, I didn't understand \"heaps\".")
        #expect(stored.awaiting?.text == prompt.text)
        var restored = dialogConversation(state: stored)
        #expect(try requireOutcome(restored.answer("plenty")).status == .failed)
    }

    @Test func aRestoredConversationRespondsToTheOpenQuestion() throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Open The Outsider in Library"))
        var restored = dialogConversation(state: try roundTrip(conversation.state))
        let outcome = try requireOutcome(restored.respond("2"))
        #expect(outcome.invocation?["book"] == entity("outsiderCamus", "The Outsider"))
        #expect(outcome.phrase == "Open ${book} in ${applicationName}")
    }

    /// Whether an answer was understood is decided within the turn that
    /// reads it, so a line that is no answer but a request is taken as a
    /// new request after a restore too — also at the last retry.
    @Test(arguments: [0, 1, 2])
    func aRestoredConversationTakesARequestThatIsNoAnswerAsANewRequest(retriesBefore: Int) throws {
        for request in ["Pause Meditation", "What can Tasks do?"] {
            var conversation = dialogConversation()
            _ = try requirePrompt(conversation.say("Order Tomato from Soup Chef"))
            for answer in ["lots", "heaps"].prefix(retriesBefore) { _ = try requirePrompt(conversation.answer(answer)) }
            #expect(conversation.state.retries == retriesBefore)
            var restored = dialogConversation(state: try roundTrip(conversation.state))

            let expected = conversation.respond(request)
            let turn = restored.respond(request)
            #expect(turn == expected, "\(request) after \(retriesBefore) retries")
            #expect(restored.state == conversation.state)
            let outcome = try requireOutcome(turn)
            #expect(outcome.status == .resolved)
            #expect(outcome.invocation?.intent == (request == "Pause Meditation" ? "PauseMeditationIntent" : nil))
        }
    }

    /// A line that is neither an answer nor a request is asked again, the
    /// same with or without a restore; the stored JSON says nothing more
    /// than the open question, the values and the retries.
    @Test func aRestoredConversationAsksAgainAfterALineThatIsNeitherAnswerNorRequest() throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Order Tomato from Soup Chef"))
        _ = try requirePrompt(conversation.respond("lots"))
        let data = try JSONEncoder().encode(conversation.state)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(json.keys) == ["pending", "awaiting", "retries", "catalogFingerprint"])
        var restored = dialogConversation(state: try JSONDecoder().decode(ConversationState.self, from: data))
        let expected = conversation.respond("heaps")
        #expect(restored.respond("heaps") == expected)
        #expect(restored.state == conversation.state)
        #expect(try requirePrompt(expected).notice == "Sorry, I didn't understand \"heaps\".")
    }

    @Test func aStateWithNothingUnderWayRoundTrips() throws {
        var conversation = dialogConversation()
        _ = try requireOutcome(conversation.say("Start Walking in Meditation"))
        #expect(conversation.state == ConversationState())
        let stored = try roundTrip(conversation.state)
        #expect(stored == ConversationState())
        #expect(stored.pending == nil && stored.awaiting == nil && stored.retries == 0)
        #expect(!stored.isAwaitingAnswer)
        // With no question open, the restored conversation starts a new request.
        var restored = dialogConversation(state: stored)
        #expect(try requireOutcome(restored.respond("Pause Meditation")).invocation?.intent == "PauseMeditationIntent")
    }
}
