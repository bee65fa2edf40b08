import Testing

@testable import Phrasebook

/// Requests that say no action word and fit several intents of the app
/// they name: the intent the words give every needed value to is read;
/// one that would still ask for a value the words do not say gives way.
@Suite struct CompleteReadingTests {
    let matcher = Matcher(catalog: sampleCatalog)

    @Test(arguments: [
        // A session and the app's name: starting it needs nothing more; a
        // reminder of it would ask when.
        ("sleep meditation", "en", "sleep"),
        ("수면 명상", "ko", "sleep"),
        ("집중 명상", "ko", "focus"),
        ("睡眠冥想", "zh-Hans", "sleep"),
        ("专注冥想", "zh-Hans", "focus"),
    ])
    func theIntentTheWordsCompleteIsRead(utterance: String, locale: String, session: String) throws {
        let best = try #require(matcher.resolvedCandidate(utterance, locale: locale), "\(utterance)")
        #expect(best.intent == "StartMeditationIntent", "\(utterance)")
        #expect(best.choiceIDs(in: sampleCatalog)["session"] == [session], "\(utterance)")
    }

    @Test func intentsTheWordsCompleteAlikeAreAskedAbout() {
        // Showing, completing and deleting a task each need only the task.
        let candidates = matcher.match("Tasks Pay rent", locale: "en").candidates
        #expect(matcher.resolvedCandidate("Tasks Pay rent", locale: "en") == nil)
        let intents = Set(candidates.map(\.intent))
        #expect(intents.count > 1, "\(intents)")
    }
}
