import Foundation
import Testing

@testable import Phrasebook

/// ``Matcher/turnMatch(_:locale:quotingMiss:resolvingAtOnce:)`` cuts the commonest
/// turns short; what it gives must be what the ranked match would have led
/// to, for every line typed in the sample corpus.
@Suite struct MatcherTurnTests {
    /// Every line typed in the sample corpus (requests and answers alike),
    /// and a few more: a built-in question, a negative phrase, punctuation,
    /// capitals, apostrophes and numbers.
    private static let utterances =
        sampleCorpusTypedLines + [
            "What can I do here?", "what can i do with Library", "Stop Meditation",
            "  Start,  WALKING!! in Meditation ",
            "it's 3,5 o'clock", "zzz qqq", "", "!!!", "fly to the moon", "Purple elephants, dancing!", "what a day",
        ]

    /// The outcome of resolving `candidate` of `catalog` at once, as a conversation does.
    private func resolvedAtOnce(_ candidate: PhraseMatch, in catalog: Catalog) -> Outcome? {
        InvocationBuilder(timeZone: newYork).resolvedAtOnce(candidate, catalog: catalog, now: { fixedDate })
    }

    /// Checks each of `utterances`' turn match in `catalog` against its
    /// ranked match; returns how many turns went each way.
    private func compareTurns(_ utterances: [String], in catalog: Catalog, flexible: Bool) -> [String: Int] {
        var matcher = Matcher(catalog: catalog)
        matcher.allowsFlexibleMatching = flexible
        matcher.timeZone = newYork
        matcher.now = { fixedDate }
        let resolve = { (candidate: PhraseMatch) in resolvedAtOnce(candidate, in: catalog) }
        var kinds: [String: Int] = [:]
        for utterance in utterances {
            let ranked = matcher.match(utterance)
            // The turn resolves the single reading in place, its bindings
            // read in the search: it must end as the candidate made of it does.
            var atOnce: Outcome?
            let resolveReading = { (search: MatchSearch, only: MatchSearch.Accepted) -> Bool in
                let resolved = InvocationBuilder(timeZone: newYork).resolvedAtOnce(
                    reading: only, of: search, catalog: catalog, now: { fixedDate }, into: &atOnce)
                #expect(resolved == (atOnce != nil))
                return resolved
            }
            switch matcher.turnMatch(
                utterance, locale: nil, quotingMiss: Language.fallback.noMatchFrame, resolvingAtOnce: resolveReading)
            {
            case .resolved:
                kinds["resolved", default: 0] += 1
                #expect(ranked.candidates.count == 1, "\(utterance)")
                #expect(atOnce != nil, "\(utterance)")
                #expect(ranked.candidates.first.flatMap(resolve) == atOnce, "\(utterance)")
            case .result(let result, let triedAtOnce):
                kinds[triedAtOnce ? "tried" : "result", default: 0] += 1
                #expect(result.candidates == ranked.candidates, "\(utterance)")
                #expect(result.blockedApps == ranked.blockedApps, "\(utterance)")
                #expect(result.isTooLong == ranked.isTooLong, "\(utterance)")
                #expect(result.closest == ranked.closest, "\(utterance)")
                #expect(result.tokens == ranked.tokens, "\(utterance)")
                #expect(atOnce == nil, "\(utterance)")
                if triedAtOnce {
                    #expect(ranked.candidates.count == 1 && resolve(ranked.candidates[0]) == nil, "\(utterance)")
                }
            case .missed(let message):
                kinds["missed", default: 0] += 1
                #expect(!flexible, "\(utterance)")
                #expect(ranked.candidates.isEmpty && ranked.blockedApps.isEmpty && !ranked.isTooLong, "\(utterance)")
                #expect(
                    message == Language.fallback.phrases.noMatch(TextNormalizer.display(ranked.tokens)), "\(utterance)")
                #expect(BuiltinQuestion.parse(ranked.tokens, catalog: catalog) == nil, "\(utterance)")
            }
        }
        return kinds
    }

    @Test(arguments: [true, false]) func aTurnLeadsWhereTheRankedMatchWould(flexible: Bool) {
        let kinds = compareTurns(Self.utterances, in: sampleCatalog, flexible: flexible)
        #expect(
            kinds["resolved", default: 0] > 10 && kinds["tried", default: 0] > 10 && kinds["result", default: 0] > 10,
            "\(kinds)")
        // The sample catalog glues Korean particles, so every utterance is
        // tokenized and no miss is cut short.
        #expect(kinds["missed", default: 0] == 0, "\(kinds)")
    }

    @Test(arguments: [true, false]) func aMissIsCutShortInACatalogThatGluesNothing(flexible: Bool) throws {
        let catalog = try ManifestFixture().compile()
        let kinds = compareTurns(
            Self.utterances + [
                "Start Walking in Meditation", "Start a Mindful session", "Pause Meditation", "start calm",
            ], in: catalog,
            flexible: flexible)
        #expect(kinds["resolved", default: 0] >= 2, "\(kinds)")
        // Without flexible matching only, and not for "what a day", whose first word may open a question.
        #expect(flexible ? kinds["missed"] == nil : kinds["missed", default: 0] > 10, "\(kinds)")
        #expect(kinds["result", default: 0] > 0, "\(kinds)")
    }

    @Test func anExactMissIsSaidAsTheRankedMissIs() throws {
        var conversation = dialogConversation()
        conversation.allowsFlexibleMatching = false
        let outcome = try requireOutcome(conversation.say("  Fly, to THE moon's 2,5 craters!"))
        #expect(outcome == Outcome(status: .noMatch, message: "No phrase matches \"fly to the moon's 2,5 craters\"."))
        // A built-in question is still answered, and a negative phrase still blocks.
        #expect(try requireOutcome(conversation.say("What can I do here?")).suggestions?.isEmpty == false)
        #expect(
            try requireOutcome(conversation.say("Stop Meditation")).message
                == "\"stop meditation\" is a negative phrase of Meditation.")
    }

    @Test func aBuiltinQuestionMayBeAskedOnlyWhereItsWordsOpenOne() {
        #expect(BuiltinQuestion.mayAsk(first: "what", last: "here", beforeLast: "do"))
        #expect(!BuiltinQuestion.mayAsk(first: "zzz", last: "qqq", beforeLast: nil))
        for utterance in Self.utterances {
            let tokens = TextNormalizer.tokenize(utterance)
            guard let first = tokens.first?.text, let last = tokens.last?.text else { continue }
            let beforeLast = tokens.count > 1 ? tokens[tokens.count - 2].text : nil
            if !BuiltinQuestion.mayAsk(first: first, last: last, beforeLast: beforeLast) {
                #expect(BuiltinQuestion.parse(tokens, catalog: sampleCatalog) == nil, "\(utterance)")
            }
        }
    }
}
