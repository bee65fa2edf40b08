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

    @Test func replReportsAnInvalidUTF8LineAndGoesOn() throws {
        var input = Data("Start Walking in\u{20}".utf8)
        input.append(contentsOf: [0xC3, 0x28, 0xFF, 0x0A])
        input.append(Data("Start Walking in Meditation\n".utf8))
        let run = try CommandRun.run(["repl", "--json"], stdinData: input)
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        try #require(lines.count == 2)
        #expect(lines[0] == #"{"event":"error","message":"the line is not valid UTF-8; it was skipped"}"#)
        #expect(lines[1].contains(#""status":"resolved""#))
    }

    @Test func replSkipsATenMegabyteLineAndGoesOn() throws {
        var input = Data(repeating: UInt8(ascii: "a"), count: 10 * 1024 * 1024)
        input.append(Data("\nStart Walking in Meditation\n".utf8))
        let run = try CommandRun.run(["repl"], stdinData: input)
        #expect(run.status == 0)
        #expect(
            run.stderr
                == "phrasebook: the line is \(10 * 1024 * 1024) bytes, over the limit of 1048576; it was skipped\n")
        #expect(run.stdout.contains("✓ Meditation › StartMeditationIntent"))
    }

    @Test func sayAsksAgainAfterAnInvalidUTF8Answer() throws {
        var input = Data([0xFF, 0xFE, 0x0A])
        input.append(Data("calming\n".utf8))
        let run = try CommandRun.run(["say", "--json", "start a meditation session"], stdinData: input)
        #expect(run.status == 0)
        #expect(run.stdout.contains(#"{"event":"error","message":"the line is not valid UTF-8; it was skipped"}"#))
        #expect(run.stdout.contains(#""session":{"id":"calming","title":"Calming"}"#))
    }

    @Test func aMalformedClockIsAnEnvironmentErrorWithoutAUsageLine() throws {
        for command in [["say", "Create a task in Tasks"], ["repl"]] {
            let run = try CommandRun.run(command, environment: ["PHRASEBOOK_NOW": "soon"])
            #expect(run.status == 2)
            #expect(run.stderr.hasPrefix("phrasebook \(command[0]): PHRASEBOOK_NOW=soon is not an ISO 8601 date"))
            #expect(!run.stderr.contains("Usage:"))
        }
    }

    @Test func goldenWildcardMatchesWithinALineOnly() {
        #expect(GoldenCase.matches("compiled in 3.2 ms: ok\n", expected: "compiled in {{*}} ms: ok\n"))
        #expect(!GoldenCase.matches("compiled in 3.2 s: ok\n", expected: "compiled in {{*}} ms: ok\n"))
        #expect(!GoldenCase.matches("a\nb\n", expected: "{{*}}\n"))
        #expect(GoldenCase.matches("exact\n", expected: "exact\n"))
    }

    @Test func goldenCommandLinesSplitLikeAShell() {
        #expect(
            GoldenCase.split(#" say --json "Start Walking" 'it"s'"#) == ["say", "--json", "Start Walking", #"it"s"#])
        #expect(GoldenCase.split(#" say """#) == ["say", ""])
    }
}
