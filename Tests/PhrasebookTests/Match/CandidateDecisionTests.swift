import Foundation
import Testing

@testable import Phrasebook

/// Each candidate says what a conversation does with it and why, and the
/// conversation decides by the same public thresholds.
@Suite struct CandidateDecisionTests {
    private let matcher = Matcher(catalog: sampleCatalog)

    private func conversation(_ catalog: Catalog = sampleCatalog) -> Conversation {
        Conversation(catalog: catalog, timeZone: newYork, now: { fixedDate })
    }

    @Test func anExactMatchResolvesAtNoCost() throws {
        let candidates = matcher.candidates(for: "Start Walking in Meditation")
        let best = try #require(candidates.first)
        #expect(best.decision == .resolve)
        #expect(best.cost == 0)
        #expect(best.liberties.isEmpty)
        #expect("\(best.decision)" == "resolve")
    }

    @Test func aCheapTypoResolvesAndNamesItsLiberty() throws {
        let best = try #require(matcher.candidates(for: "Start Walkng in Meditation").first)
        #expect(best.cost > 0 && best.cost <= Candidate.Decision.resolveThreshold)
        #expect(best.decision == .resolve)
        let liberty = try #require(best.liberties.first)
        #expect(liberty.kind == "typo")
        #expect(liberty.typed.lowercased() == "walkng")
        #expect(liberty.read == "walking")
        #expect(liberty.description == #"typo "walkng" → "walking" (0.5)"#)
        #expect(best.liberties.map(\.cost).reduce(0, +) == best.cost)
        var conversation = conversation()
        guard case .outcome(let outcome) = conversation.say("Start Walkng in Meditation") else {
            Issue.record("a reading within the resolve threshold asks nothing")
            return
        }
        #expect(outcome.status == .resolved)
    }

    @Test func aDistantReadingIsConfirmedAsTheConversationAsks() throws {
        let utterance = "strat wlakng in meditaton"
        let best = try #require(matcher.candidates(for: utterance).first)
        #expect(best.cost > Candidate.Decision.resolveThreshold)
        #expect(best.cost <= Candidate.Decision.askThreshold)
        #expect(best.decision == .confirm)
        #expect(best.liberties.count >= 2)
        var conversation = conversation()
        guard case .prompt(let prompt) = conversation.say(utterance) else {
            Issue.record("a reading beyond the resolve threshold asks first")
            return
        }
        #expect(prompt.kind == .didYouMean)
    }

    @Test func exactOnlyPerCallSkipsFlexibleReadings() {
        #expect(!matcher.candidates(for: "Start Walkng in Meditation").isEmpty)
        #expect(matcher.candidates(for: "Start Walkng in Meditation", exactOnly: true).isEmpty)
        #expect(matcher.candidates(for: "Start Walking in Meditation", exactOnly: true).count == 1)
        // The option is per call: the matcher still reads flexibly afterwards.
        #expect(!matcher.candidates(for: "Start Walkng in Meditation").isEmpty)
    }

    @Test func twoShortcutsAsCloseAreAChoice() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts[1] = ManifestFixture.shortcut(
            "PauseIntent", ["Pause ${applicationName}", "Start calming in ${applicationName}"], shortTitle: "Pause")
        let catalog = try fixture.compile()
        let candidates = Matcher(catalog: catalog).candidates(for: "Start calming in Meditation")
        let choices = candidates.filter { $0.decision == .choose }
        #expect(Set(choices.map(\.intent)) == ["PauseIntent", "StartIntent"])
        #expect(candidates.allSatisfy { $0.decision == .choose || $0.decision == .reject })
        var conversation = conversation(catalog)
        guard case .prompt(let prompt) = conversation.say("Start calming in Meditation") else {
            Issue.record("rivals ask which action")
            return
        }
        #expect(prompt.kind == .action)
        #expect(prompt.options.count == choices.count)
    }

    @Test func theDecisionFollowsTheThresholds() {
        func match(cost: Double?, app: Int = 0, shortcut: Int = 0, score: Double = 1) -> PhraseMatch {
            PhraseMatch(
                phraseIndex: 0, app: app, shortcut: shortcut, intent: "I", locale: "en", bindings: [],
                applicationName: nil, score: score, liberties: nil, cost: cost)
        }
        let resolve = Candidate.Decision.resolveThreshold
        let margin = Candidate.Decision.rivalMargin
        #expect(Candidate.Decision.decisions(of: [match(cost: resolve)]) == [.resolve])
        #expect(Candidate.Decision.decisions(of: [match(cost: resolve + 0.01)]) == [.confirm])
        #expect(
            Candidate.Decision.decisions(of: [match(cost: 0.2), match(cost: 0.2 + margin, shortcut: 1)])
                == [.choose, .choose])
        #expect(
            Candidate.Decision.decisions(of: [match(cost: 0.2), match(cost: 0.21 + margin, shortcut: 1)])
                == [.resolve, .reject])
        // Another reading of the best one's shortcut is no rival.
        #expect(Candidate.Decision.decisions(of: [match(cost: 0.2), match(cost: 0.3)]) == [.resolve, .reject])
        #expect(FlexibleCost.askThreshold == Float(Candidate.Decision.askThreshold))
        #expect(Candidate.Decision.askThreshold > resolve)
    }
}
