import Foundation
import Testing

/// Checks, through `phrasebook say --json`, that an outcome which stopped
/// before it resolved says where the utterance got to: the app, intent and
/// locale it reached, the parameters set so far and the parameter awaited.
@Suite struct UnfinishedOutcomeJSONTests {
    /// The last JSON Lines event `say --json` printed for `utterance` with
    /// `answers` on standard input.
    static func outcome(_ utterance: String, answers: String = "") throws -> [String: Any] {
        let run = try CommandRun.run(["say", "--json", utterance], stdin: answers)
        let last = run.stdout.split(separator: "\n").last.map(String.init) ?? ""
        let object = try JSONSerialization.jsonObject(with: Data(last.utf8))
        return object as? [String: Any] ?? [:]
    }

    @Test(
        "needsValue names app, intent, locale and the awaited parameter",
        arguments: [
            ("start a meditation session", "en"), ("Bắt đầu Thiền", "vi"), ("명상 시작해", "ko"),
            ("开始冥想", "zh-Hans"), ("Meditationを始めて", "ja"),
        ])
    func needsValueSaysWhereItStopped(utterance: String, locale: String) throws {
        let outcome = try Self.outcome(utterance)
        #expect(outcome["status"] as? String == "needsValue")
        #expect(outcome["app"] as? String == "Meditation")
        #expect(outcome["intent"] as? String == "StartMeditationIntent")
        #expect(outcome["locale"] as? String == locale)
        #expect(outcome["awaiting"] as? String == "session")
        #expect((outcome["parameters"] as? [String: Any])?.isEmpty == true)
    }

    @Test func aCancelledRequestKeepsTheValuesSetSoFar() throws {
        let outcome = try Self.outcome("Delete Buy milk in Tasks", answers: "no\n")
        #expect(outcome["status"] as? String == "cancelled")
        #expect(outcome["intent"] as? String == "DeleteTaskIntent")
        let task = (outcome["parameters"] as? [String: Any])?["task"] as? [String: Any]
        #expect(task?["id"] as? String == "buyMilk")
        #expect(outcome["awaiting"] == nil, "a confirmation awaits no parameter")
    }

    @Test func aNoMatchNamesNoApp() throws {
        let outcome = try Self.outcome("what's the weather in Tokyo")
        #expect(outcome["status"] as? String == "noMatch")
        #expect(outcome["app"] == nil && outcome["awaiting"] == nil)
    }
}
