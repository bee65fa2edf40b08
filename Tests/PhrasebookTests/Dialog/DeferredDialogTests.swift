import Foundation
import Testing

@testable import Phrasebook

/// A request resolved at once keeps its result dialog as what renders it
/// (``DeferredDialog``); ``Outcome/dialog`` renders it when read, and the
/// outcome codes, compares and hashes as one holding the rendered text.
@Suite struct DeferredDialogTests {
    private func conversation() -> Conversation {
        Conversation(catalog: sampleCatalog, timeZone: newYork, now: { fixedDate })
    }

    @Test func aRequestResolvedAtOnceRendersItsDialogWhenRead() throws {
        var conversation = conversation()
        let outcome = try requireOutcome(conversation.say("Start Walking in Meditation"))
        #expect(outcome.status == .resolved)
        let deferred = try #require(outcome.deferredDialog)
        let invocation = try #require(outcome.invocation)
        let dialog = try #require(outcome.dialog)
        #expect(dialog == deferred.rendered(with: invocation))
        #expect(!dialog.contains("${"))
    }

    @Test func aDeferredDialogCodesComparesAndHashesAsItsText() throws {
        var conversation = conversation()
        let outcome = try requireOutcome(conversation.say("Start Walking in Meditation"))
        #expect(outcome.deferredDialog != nil)
        let data = try JSONEncoder().encode(outcome)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["dialog"] as? String == outcome.dialog)
        var rendered = outcome
        rendered.dialog = outcome.dialog
        #expect(rendered.deferredDialog == nil)
        #expect(rendered == outcome)
        #expect(rendered.hashValue == outcome.hashValue)
        #expect(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(rendered)) as? NSDictionary == json
                as NSDictionary)
        var other = outcome
        other.dialog = (outcome.dialog ?? "") + "!"
        #expect(other != outcome)
    }

    @Test func settingTheDialogReplacesADeferredOne() throws {
        var conversation = conversation()
        var outcome = try requireOutcome(conversation.say("Start Walking in Meditation"))
        outcome.dialog = "Done."
        #expect(outcome.deferredDialog == nil)
        #expect(outcome.dialog == "Done.")
        outcome.dialog = nil
        #expect(outcome.dialog == nil)
    }

    @Test func anOutcomeWithoutDialogCodesNone() throws {
        let outcome = Outcome(status: .noMatch, message: "No.")
        let json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(outcome)) as? [String: Any])
        #expect(json["dialog"] == nil)
        #expect(json["message"] as? String == "No.")
        #expect(Set(json.keys) == ["event", "status", "message"])
    }
}
