import Foundation
import Testing

@testable import Phrasebook

/// `JSONEncoder` writes prompts, outcomes and turns as the documented events
/// the command line writes (one code path), with no internal field; a
/// conversation's state still round-trips; `print` shows them in words.
@Suite struct DialogJSONShapeTests {
    private func conversation() -> Conversation {
        Conversation(catalog: sampleCatalog, timeZone: newYork, now: { fixedDate })
    }

    /// `value` encoded by `JSONEncoder`, parsed.
    private func encoded(_ value: some Encodable) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? NSDictionary)
    }

    /// The command line's JSON text, parsed.
    private func parsed(_ json: JSONOutput) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Data(json.serialized().utf8)) as? NSDictionary)
    }

    /// Every turn of a dialog with questions and a resolved outcome.
    private func dialogTurns() -> [DialogTurn] {
        var conversation = conversation()
        var turns = [conversation.say("Order Tomato from Soup Chef")]
        for answer in ["2", "delivery", "yes"] { turns.append(conversation.respond(answer)) }
        return turns
    }

    @Test func everyTurnEncodesAsTheEventTheCommandLineWrites() throws {
        let turns = dialogTurns()
        guard case .outcome(let last) = try #require(turns.last) else {
            Issue.record("the dialog ends resolved")
            return
        }
        #expect(last.status == .resolved)
        #expect(last.trace != nil)
        for turn in turns {
            #expect(try encoded(turn) == parsed(turn.json))
            switch turn {
            case .prompt(let prompt): #expect(try encoded(prompt) == parsed(prompt.json))
            case .outcome(let outcome): #expect(try encoded(outcome) == parsed(outcome.json))
            }
        }
        let outcome = try encoded(last)
        #expect(outcome["event"] as? String == "outcome")
        #expect(outcome["trace"] == nil)
        #expect(outcome["invocation"] == nil)
        #expect(outcome["app"] as? String == "Soup Chef")
        let parameters = try #require(outcome["parameters"] as? [String: Any])
        #expect((parameters["soup"] as? [String: Any])?["title"] as? String == "Tomato")
        #expect(parameters["quantity"] as? Int == 2)
    }

    @Test func noInternalFieldLeaks() throws {
        var conversation = conversation()
        let turn = conversation.say("Start Walking in Meditation")
        let text = String(decoding: try JSONEncoder().encode(turn), as: UTF8.self)
        for field in ["phraseIndex", "trace", "applicationName", "deferredDialog", "box", "unfinished"] {
            #expect(!text.contains("\"\(field)\":"), "\(field) in \(text)")
        }
    }

    @Test func anUnfinishedOutcomeEncodesWhereItGotTo() throws {
        var conversation = conversation()
        _ = conversation.say("start a meditation session")
        let outcome = conversation.endOfInput()
        #expect(try encoded(outcome) == parsed(outcome.json))
        #expect(try encoded(outcome)["awaiting"] as? String == "session")
    }

    @Test func aStateStillRoundTripsWithItsQuestionWhole() throws {
        var conversation = conversation()
        _ = conversation.say("Order Tomato from Soup Chef")
        let data = try JSONEncoder().encode(conversation.state)
        let decoded = try JSONDecoder().decode(ConversationState.self, from: data)
        #expect(decoded == conversation.state)
        let stored = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let awaiting = try #require(stored["awaiting"] as? [String: Any])
        #expect(awaiting["event"] == nil)
        #expect(awaiting["kind"] as? String == "value")
        #expect(awaiting["moreOptions"] as? Int == 0)
        var resumed = try Conversation(
            catalog: sampleCatalog, restoring: decoded, timeZone: newYork, now: { fixedDate })
        guard case .prompt(let next) = resumed.respond("2") else {
            Issue.record("the restored conversation asks its next question")
            return
        }
        #expect(next.parameter == "orderType")
    }

    @Test func valuesPrintAsTheirTitles() throws {
        #expect("\(ParameterValue.entity(id: "walking", title: "Walking"))" == "Walking")
        #expect(
            "\(ParameterValue.list([.entity(id: "cheese", title: "Cheese"), .integer(2), .bool(true)]))"
                == "Cheese, 2, true")
        #expect("\(ParameterValue.date(fixedDate))" == ISODateParser.format(fixedDate))
        var conversation = conversation()
        let outcome = try requireOutcome(conversation.say("Start Walking in Meditation"))
        #expect(
            "\(outcome)" == "resolved: Meditation › StartMeditationIntent [en]\n  session: Walking\nStarting Walking.")
        #expect("\(DialogTurn.outcome(outcome))" == "\(outcome)")
        let candidate = try #require(
            Matcher(catalog: sampleCatalog).candidates(for: "Start Walking in Meditation").first)
        #expect("\(candidate)".contains("session: Walking"))
        #expect(!"\(candidate)".contains("ParameterValue"))
        #expect("\(Outcome(status: .noMatch, message: "No."))" == "noMatch: No.")
    }

    @Test func aPromptPrintsAsATerminalShowsIt() throws {
        var conversation = conversation()
        guard case .prompt(let prompt) = conversation.say("Open The Outsider in Library") else {
            Issue.record("an ambiguous title asks which")
            return
        }
        #expect(
            "\(prompt)"
                == "Which book did you mean?\n  1. The Outsider — Stephen King\n  2. The Outsider — Albert Camus")
    }
}
