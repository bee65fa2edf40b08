import Foundation
import Testing

/// Flexible matching through the real binary: typos, fillers, other endings
/// and particles, classifiers, traditional characters resolve; negative
/// phrases and requests out of scope do not; `--exact` turns it off.
@Suite struct FlexibleMatchingCLITests {
    /// The last JSON event `say --json` printed for `utterance`, with `answers` piped in.
    static func outcome(_ arguments: [String], answers: String = "") throws -> [String: Any] {
        let run = try CommandRun.run(["say", "--json"] + arguments, stdin: answers)
        let last = try #require(run.stdout.split(separator: "\n").last)
        return try #require(JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
    }

    /// Every JSON event `say --json` printed.
    static func events(_ arguments: [String], answers: String = "") throws -> [[String: Any]] {
        let run = try CommandRun.run(["say", "--json"] + arguments, stdin: answers)
        return try run.stdout.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    static func parameterID(_ outcome: [String: Any], _ name: String) -> String? {
        ((outcome["parameters"] as? [String: Any])?[name] as? [String: Any])?["id"] as? String
    }

    @Test func threeTyposAskDidYouMeanAndResolveOnYes() throws {
        let events = try Self.events(["Strat Walkng in Meditaton"], answers: "yes\n")
        let prompt = try #require(events.first)
        #expect(prompt["kind"] as? String == "didYouMean")
        #expect(prompt["text"] as? String == "Did you mean \"Start Walking in Meditation\"?")
        let outcome = try #require(events.last)
        #expect(outcome["status"] as? String == "resolved")
        #expect(outcome["intent"] as? String == "StartMeditationIntent")
        #expect(Self.parameterID(outcome, "session") == "walking")
    }

    @Test func sayingNoToDidYouMeanEndsWithNoMatch() throws {
        let outcome = try Self.outcome(["Strat Walkng in Meditaton"], answers: "no\n")
        #expect(outcome["status"] as? String == "noMatch")
    }

    @Test func oneTypoResolves() throws {
        let outcome = try Self.outcome(["Start Walkng in Meditation"])
        #expect(outcome["status"] as? String == "resolved")
        #expect(Self.parameterID(outcome, "session") == "walking")
    }

    @Test func aRequestTypedInTelexResolves() throws {
        let outcome = try Self.outcome(["Tamj duwngf Thieenf nhes"])
        #expect(outcome["status"] as? String == "resolved")
        #expect(outcome["intent"] as? String == "PauseMeditationIntent")
    }

    @Test func fillersAreSkipped() throws {
        let outcome = try Self.outcome(["please start walking in meditation for me"])
        #expect(outcome["status"] as? String == "resolved")
        #expect(outcome["intent"] as? String == "StartMeditationIntent")
        #expect(Self.parameterID(outcome, "session") == "walking")
    }

    @Test func aNegativePhraseNeverResolvesToItsApp() throws {
        let outcome = try Self.outcome(["stop meditation"])
        #expect(outcome["status"] as? String == "noMatch")
        #expect(outcome["app"] == nil)
        let typo = try Self.outcome(["please stop meditaton"])
        #expect(typo["app"] as? String != "Meditation")
    }

    @Test func outOfScopeIsStillNoMatch() throws {
        let outcome = try Self.outcome(["what's the weather in Tokyo"])
        #expect(outcome["status"] as? String == "noMatch")
    }

    @Test func exactTurnsFlexibleMatchingOff() throws {
        let outcome = try Self.outcome(["--exact", "Strat Walkng in Meditaton"])
        #expect(outcome["status"] as? String == "noMatch")
        let typo = try Self.outcome(["--exact", "Start Walkng in Meditation"])
        #expect(typo["status"] as? String == "noMatch")
    }

    @Test func aKoreanRequestWithAnotherEndingAndADroppedParticleResolves() throws {
        // The phrase is `${applicationName}에서 ${book}를 읽을래` / `… ${book} 열어줘`.
        let outcome = try Self.outcome(["도서관에서 이방인 열어 주세요"])
        #expect(outcome["status"] as? String == "resolved")
        #expect(outcome["intent"] as? String == "OpenBookIntent")
        #expect(Self.parameterID(outcome, "book") == "outsiderCamus")
        let dropped = try Self.outcome(["도서관 앱에서 이방인 읽을래요"])
        #expect(dropped["intent"] as? String == "OpenBookIntent")
    }

    @Test func aVietnameseRequestWithAnExtraClassifierResolves() throws {
        let outcome = try Self.outcome(["Mở cuốn Kẻ ngoại lai trong Thư viện"])
        #expect(outcome["status"] as? String == "resolved")
        #expect(outcome["intent"] as? String == "OpenBookIntent")
        #expect(Self.parameterID(outcome, "book") == "outsiderKing")
    }

    @Test func aChineseRequestWithoutTheLocativeInTraditionalCharactersResolves() throws {
        let outcome = try Self.outcome(["在圖書館打開想讀"])
        #expect(outcome["status"] as? String == "resolved")
        #expect(outcome["intent"] as? String == "OpenShelfIntent")
        #expect(Self.parameterID(outcome, "shelf") == "wantToRead")
    }

    @Test func aKoreanRequestWithOneWrongJamoResolves() throws {
        let outcome = try Self.outcome(["도서관에서 이방잉 열어줘"])
        #expect(outcome["status"] as? String == "resolved")
        #expect(outcome["intent"] as? String == "OpenBookIntent")
        #expect(Self.parameterID(outcome, "book") == "outsiderCamus")
    }

    @Test func aChineseRequestWithAMistypedCharacterResolves() throws {
        let outcome = try Self.outcome(["在图书官里打开想读"])
        #expect(outcome["status"] as? String == "resolved")
        #expect(outcome["intent"] as? String == "OpenShelfIntent")
        #expect(Self.parameterID(outcome, "shelf") == "wantToRead")
    }

    @Test func aJapaneseRequestWithAPolitenessWordResolves() throws {
        let outcome = try Self.outcome(["ライブラリで異邦人を開いてください"])
        #expect(outcome["status"] as? String == "resolved")
        #expect(outcome["intent"] as? String == "OpenBookIntent")
        #expect(Self.parameterID(outcome, "book") == "outsiderCamus")
    }

    @Test func digitsTypedForATitlesNumberWordsResolve() throws {
        // The Korean title is `백 년 동안의 고독`.
        let outcome = try Self.outcome(["서재에서 100 년 동안의 고독을 읽을래"])
        #expect(outcome["status"] as? String == "resolved")
        #expect(Self.parameterID(outcome, "book") == "oneHundredYearsOfSolitude")
    }

    @Test func explainListsEachLibertyAndItsCost() throws {
        let run = try CommandRun.run(["explain", "Start Walkng in Meditation"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("typo \"walkng\" → \"walking\" (0.5)"))
        let exact = try CommandRun.run(["explain", "--exact", "Start Walkng in Meditation"])
        #expect(exact.status == 1)
    }

    @Test func explainNamesATextSaidOutsideTheSlots() throws {
        let run = try CommandRun.run(["explain", "Add Piranesi by Susanna Clarke to Library"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("title = \"Piranesi\""))
        #expect(run.stdout.contains("parameterValue \"susanna clarke\" → \"author\""))
    }
}
