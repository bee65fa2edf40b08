import Foundation
import Testing

@testable import Phrasebook

/// A conversation keeps its matcher inline: its catalog, clock, time zone
/// and whether matching is flexible are the matcher's, set on the value
/// itself, so a copy changed leaves the original as it was.
@Suite struct ConversationSettingsTests {
    /// The status `turn` ends with, `nil` for a question.
    private func status(_ turn: DialogTurn) -> Outcome.Status? {
        guard case .outcome(let outcome) = turn else { return nil }
        return outcome.status
    }

    @Test func aCopyChangedLeavesTheOriginalAsItWas() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let original = Conversation(catalog: sampleCatalog, timeZone: utc, now: { fixedDate })
        var copy = original
        copy.allowsFlexibleMatching = false
        copy.timeZone = newYork
        copy.now = { Date(timeIntervalSince1970: 0) }
        #expect(original.allowsFlexibleMatching)
        #expect(original.timeZone == utc)
        #expect(original.now() == fixedDate)
        #expect(!copy.allowsFlexibleMatching)
        #expect(copy.timeZone == newYork)
        #expect(copy.now() == Date(timeIntervalSince1970: 0))
        #expect(copy.catalog.fingerprint == original.catalog.fingerprint)
    }

    @Test func flexibleMatchingSetOnTheConversationIsWhatItsTurnsUse() {
        var conversation = Conversation(catalog: sampleCatalog, timeZone: newYork, now: { fixedDate })
        #expect(status(conversation.say("Start Walkng in Meditation")) != .noMatch)
        conversation.allowsFlexibleMatching = false
        #expect(status(conversation.say("Start Walkng in Meditation")) == .noMatch)
        #expect(status(conversation.say("Start Walking in Meditation")) == .resolved)
        conversation.allowsFlexibleMatching = true
        #expect(status(conversation.say("Start Walkng in Meditation")) != .noMatch)
    }
}
