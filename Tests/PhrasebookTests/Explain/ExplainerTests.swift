import Testing

@testable import Phrasebook

@Suite struct ExplainerTests {
    /// Near misses are what exact matching explains: flexible matching
    /// would read these typos.
    let explainer = {
        var explainer = Explainer(catalog: sampleCatalog)
        explainer.allowsFlexibleMatching = false
        return explainer
    }()

    @Test func aTypoShowsTheClosestPhraseAndTheDivergingToken() throws {
        let explanation = explainer.explain("Start Walkng in Meditation")
        #expect(explanation.candidates.isEmpty)
        #expect(explanation.tokens == ["start", "walkng", "in", "meditation"])
        #expect(explanation.unknownTokens == [1])
        let first = try #require(explanation.nearMisses.first)
        #expect(sampleCatalog.phrases[first.phraseIndex].template.source == "Start ${session} in ${applicationName}")
        #expect(first.matchedTokens == 1)
        #expect(first.divergingToken == "walkng")
        #expect(first.suggestion == "walking")
        #expect(first.expected.contains("walking"))
    }

    @Test func divergingInsideAValueNamesTheNextWordOfTheValue() throws {
        let explanation = explainer.explain("Open Want to Reed in Library")
        let first = try #require(explanation.nearMisses.first)
        #expect(first.matchedTokens == 3)
        #expect(first.expected == ["read"])
        #expect(first.suggestion == "read")
    }

    @Test func anUtteranceThatEndsEarlySaysWhatWouldFollow() throws {
        let first = try #require(explainer.explain("Order soup from Soup").nearMisses.first)
        #expect(first.divergingToken == nil)
        #expect(Set(first.expected) == ["chef", "kitchen"])
    }

    @Test func anAmbiguousValueIsExplained() {
        let explanation = explainer.explain("Open The Outsider in Library")
        #expect(explanation.candidates.count == 1)
        #expect(explanation.verdict.contains("fits 2 values of ${book}"))
        #expect(explanation.nearMisses.isEmpty)
    }

    @Test func aLooseMatchSaysHowItMatched() {
        let accentFree = explainer.explain("bat dau di bo trong thien")
        #expect(accentFree.candidates.count == 1)
        #expect(accentFree.verdict == "It is the only phrase that matches, with accents ignored (score 0.9).")
        let particle = explainer.explain("도서관에서 이방인를 읽을래")
        #expect(particle.candidates.count == 1)
        #expect(particle.verdict.contains("with a Korean particle in the form its value does not take (score 0.95)"))
        #expect(
            explainer.explain("도서관에서 이방인을 읽을래").verdict == "It is the only phrase that matches every token exactly.")
    }

    @Test func aNegativePhraseIsNamed() {
        let explanation = explainer.explain("Stop Meditation")
        #expect(explanation.blockedApps == ["Meditation"])
        #expect(explanation.verdict.contains("negative phrase of Meditation"))
    }

    @Test func aMoreSpecificPhraseWinsAndTheVerdictSaysWhy() throws {
        var fixture = ManifestFixture()
        fixture.rules = "extended"
        fixture.intents = """
            {
                "StartIntent": { "title": "Start", "parameters": [ { "name": "session", "title": "Session", "type": "Session" } ] },
                "SearchIntent": { "title": "Search", "parameters": [ { "name": "query", "title": "Query", "type": "String" } ] }
              }
            """
        fixture.shortcuts = [
            ManifestFixture.shortcut("SearchIntent", ["Start ${query}"]),
            ManifestFixture.shortcut("StartIntent", ["Start ${session} now"]),
        ]
        let catalog = try fixture.compile()
        let explanation = Explainer(catalog: catalog).explain("start calming now")
        try #require(explanation.candidates.count == 2)
        #expect(explanation.candidates[0].intent == "StartIntent")
        #expect(
            explanation.verdict
                == "Both match exactly; it has more literal words (2 against 1), so it is more specific.")
    }
}
