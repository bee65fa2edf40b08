import Testing

@testable import Phrasebook

/// The nouns people say for a record of what they did (`progress`,
/// `기록`, `실적`) stand for a phrase's `stats`, `통계`: read as
/// interchangeable words, never for another app's request.
@Suite struct RecordNounTests {
    let matcher = Matcher(catalog: sampleCatalog)

    @Test func aKoreanRecordNounReadsTheStatsPhrase() throws {
        for utterance in ["마인드풀 실적 보여줘", "마인드풀 기록 보여줘", "명상 실적 좀 보여줘"] {
            let read = try #require(matcher.resolvedCandidate(utterance, locale: "ko"), "\(utterance)")
            #expect(read.intent == "ShowMeditationStatsIntent", "\(utterance)")
        }
    }

    @Test func anEnglishRecordNounIsAskedAboutAsTheStatsPhrase() throws {
        let result = matcher.match("show my meditation progress in Mindfulness", locale: "en")
        let best = try #require(result.candidates.first)
        #expect(best.intent == "ShowMeditationStatsIntent")
        #expect(best.liberties?.contains { $0.kind == .wordClass } ?? false)
    }

    @Test func aRecordNounOfAnAppWithoutStatsReadsNothing() {
        for (utterance, locale) in [
            ("show my reading progress in Library", "en"), ("show my progress in Soup Chef", "en"),
            ("수프 셰프 기록 보여줘", "ko"),
        ] {
            #expect(matcher.resolvedCandidate(utterance, locale: locale) == nil, "\(utterance)")
        }
    }
}
