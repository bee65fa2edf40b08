import Foundation
import Testing

/// Inputs too large or odd for a golden file, run through the real binary.
@Suite struct CLIRobustnessTests {
    @Test func hugeSingleArgumentUtteranceIsNoMatchNotACrash() throws {
        // Linux caps one argument at 128 KiB; stay just under it.
        let utterance = String(repeating: "meditation ", count: 11_000)
        let run = try CommandRun.run(["say", "--json", utterance])
        #expect(run.status == 1)
        #expect(run.stdout.contains(#""status":"noMatch""#))
        #expect(run.stdout.contains("too long"))
    }

    @Test func longUnbrokenWordIsNoMatch() throws {
        let run = try CommandRun.run(["say", "--json", String(repeating: "x", count: 120_000)])
        #expect(run.status == 1)
        #expect(run.stdout.contains(#""status":"noMatch""#))
    }

    @Test func emojiAndControlCharactersAreNoMatch() throws {
        let run = try CommandRun.run(["say", "--json", "🧘\u{7}\tStart\u{200B} 🚶"])
        #expect(run.status == 1)
        #expect(run.stdout.contains(#""status":"noMatch""#))
    }

    @Test func optionValueCanFollowAnEqualsSign() throws {
        let run = try CommandRun.run(["say", "--phrases=Phrases", "--json", "Start Walking in Meditation"])
        #expect(run.status == 0)
        #expect(run.stdout.contains(#""intent":"StartMeditationIntent""#))
    }

    @Test func goldenWildcardMatchesWithinALineOnly() {
        #expect(GoldenCase.matches("compiled in 3.2 ms: ok\n", expected: "compiled in {{*}} ms: ok\n"))
        #expect(!GoldenCase.matches("compiled in 3.2 s: ok\n", expected: "compiled in {{*}} ms: ok\n"))
        #expect(!GoldenCase.matches("a\nb\n", expected: "{{*}}\n"))
        #expect(GoldenCase.matches("exact\n", expected: "exact\n"))
    }

    @Test func goldenCommandLinesSplitLikeAShell() {
        #expect(GoldenCase.split(#" say --json "Start Walking" 'it"s'"#) == ["say", "--json", "Start Walking", #"it"s"#])
        #expect(GoldenCase.split(#" say """#) == ["say", ""])
    }
}
