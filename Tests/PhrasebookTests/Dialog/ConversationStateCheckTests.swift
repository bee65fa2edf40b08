import Foundation
import Testing

@testable import Phrasebook

/// A stored state is checked against the catalog it is used with: one saved
/// with another catalog (its fingerprint differs) or holding positions the
/// catalog lacks is refused by `init(catalog:restoring:)` and ends its
/// request as `failed` when answered — never an index out of range.
@Suite struct ConversationStateCheckTests {
    /// The state after "Order Tomato from Soup Chef" asked how many.
    func soupQuantityState(_ catalog: Catalog = sampleCatalog) throws -> ConversationState {
        var conversation = dialogConversation(catalog)
        _ = try requirePrompt(conversation.say("Order Tomato from Soup Chef"))
        return conversation.state
    }

    /// `state` encoded as JSON, changed by `edit`, decoded again: what a
    /// tampering client or a stale store sends.
    func tampered(_ state: ConversationState, _ edit: (inout [String: Any]) throws -> Void) throws -> ConversationState
    {
        var json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(state)) as? [String: Any])
        try edit(&json)
        return try JSONDecoder().decode(ConversationState.self, from: JSONSerialization.data(withJSONObject: json))
    }

    /// Sets `pending.candidates[0][key]` to `value`.
    func settingCandidate(_ key: String, to value: Any) -> (inout [String: Any]) throws -> Void {
        { json in
            var pending = try #require(json["pending"] as? [String: Any])
            var candidates = try #require(pending["candidates"] as? [[String: Any]])
            candidates[0][key] = value
            pending["candidates"] = candidates
            json["pending"] = pending
        }
    }

    @Test func theFingerprintIsStableAndFollowsTheContent() throws {
        #expect(sampleCatalog.fingerprint == Catalog(directory: samplePhrasesDirectory).fingerprint)
        #expect(sampleCatalog.fingerprint.count == 16)
        var fixture = ManifestFixture()
        let original = try fixture.compile().fingerprint
        fixture.types = fixture.types.replacingOccurrences(of: "\"walking\"", with: "\"strolling\"")
        #expect(try fixture.compile().fingerprint != original)
    }

    @Test func theFingerprintWorkedOutWhenFirstReadIsOneValueOnEveryThread() {
        // A fresh catalog has not worked its fingerprint out yet: threads
        // reading it at once all get the one the sample catalog has.
        let catalog = Catalog(directory: samplePhrasesDirectory)
        let expected = sampleCatalog.fingerprint
        let fingerprints = LockedList<String>()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in fingerprints.append(catalog.fingerprint) }
        #expect(fingerprints.all == Array(repeating: expected, count: 8))
        #expect(catalog.fingerprint == expected)
    }

    @Test func aStateRecordsTheCatalogsFingerprint() throws {
        #expect(try soupQuantityState().catalogFingerprint == sampleCatalog.fingerprint)
        #expect(ConversationState().catalogFingerprint == nil)
    }

    @Test func aStateFromAnotherCatalogIsRefused() throws {
        let state = try soupQuantityState()
        let other = try ManifestFixture().compile()
        #expect(
            throws: ConversationStateError.catalogChanged(
                stateFingerprint: sampleCatalog.fingerprint, catalogFingerprint: other.fingerprint)
        ) {
            try Conversation(catalog: other, restoring: state)
        }
        var conversation = dialogConversation(other, state: state)
        let outcome = try requireOutcome(conversation.answer("2"))
        #expect(outcome.status == .failed)
        #expect(conversation.state == ConversationState())
    }

    @Test(arguments: [("app", 7), ("app", -1), ("phraseIndex", 99999), ("shortcut", 99999)])
    func aCandidateOutOfRangeIsRefused(key: String, value: Int) throws {
        let state = try tampered(soupQuantityState(), settingCandidate(key, to: value))
        #expect(throws: ConversationStateError.outOfRange(path: "pending.candidates[0].\(key)")) {
            try Conversation(catalog: sampleCatalog, restoring: state)
        }
        var conversation = dialogConversation(state: state)
        #expect(try requireOutcome(conversation.answer("2")).status == .failed)
        var ended = dialogConversation(state: state)
        #expect(ended.endOfInput().status == .failed)
    }

    @Test func anAmbiguousValueIndexOutOfRangeIsRefused() throws {
        var conversation = dialogConversation(try DialogFixtures.outsiders())
        _ = try requirePrompt(conversation.say("Open a book in Library"))
        let asked = try requirePrompt(conversation.answer("the outsider"))
        #expect(asked.kind == .disambiguation)
        let state = try tampered(conversation.state) { json in
            var pending = try #require(json["pending"] as? [String: Any])
            var ambiguous = try #require(pending["ambiguous"] as? [String: Any])
            let name = try #require(ambiguous.keys.first)
            ambiguous[name] = [0, 99999]
            pending["ambiguous"] = ambiguous
            json["pending"] = pending
        }
        let catalog = try DialogFixtures.outsiders()
        #expect(throws: ConversationStateError.self) { try Conversation(catalog: catalog, restoring: state) }
        var restored = dialogConversation(catalog, state: state)
        #expect(try requireOutcome(restored.answer("Albert Camus")).status == .failed)
    }

    @Test func aStateWithoutAFingerprintIsRefusedOnlyWhenSomethingIsUnderWay() throws {
        let state = try tampered(soupQuantityState()) { $0["catalogFingerprint"] = nil }
        #expect(
            throws: ConversationStateError.catalogChanged(
                stateFingerprint: nil, catalogFingerprint: sampleCatalog.fingerprint)
        ) {
            try Conversation(catalog: sampleCatalog, restoring: state)
        }
        #expect(throws: Never.self) { try Conversation(catalog: sampleCatalog, restoring: ConversationState()) }
    }

    @Test func aValidStateIsRestoredAndContinues() throws {
        var restored = try Conversation(
            catalog: sampleCatalog, restoring: try soupQuantityState(), timeZone: newYork, now: { fixedDate })
        #expect(try requirePrompt(restored.answer("2")).parameter == "orderType")
    }
}
