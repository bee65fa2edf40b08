import Foundation
import Testing

/// A bare hour answered to a date question is its nearest future
/// occurrence, in every language: at 10:00, "9" is 21:00 today.
@Suite struct BareHourTests {
    /// The request that asks for a title, then a due date, in each locale,
    /// and the bare hour "9" said there.
    static let requests: [(locale: String, utterance: String, hour: String)] = [
        ("vi", "Thêm việc vào Việc cần làm", "9 giờ"),
        ("ko", "할 일에서 할 일 만들어줘", "9시"),
        ("zh-Hans", "在任务清单里创建任务", "9点"),
        ("en", "Create a task in Tasks", "at 9"),
    ]

    @Test(arguments: requests.indices) func aBareHourIsTonightAtTenInTheMorning(index: Int) throws {
        let request = Self.requests[index]
        let run = try CommandRun.run(
            ["say", "--json", "--locale", request.locale, request.utterance], stdin: "Milk\n\(request.hour)\n",
            environment: ["PHRASEBOOK_NOW": "2026-11-21T10:00:00", "TZ": "UTC"])
        #expect(run.status == 0, "\(request.locale): \(run.stdout)")
        #expect(run.stdout.contains("\"dueDate\":\"2026-11-21T21:00:00Z\""), "\(request.locale): \(run.stdout)")
    }

    @Test func anHourStillAheadThisMorningIsToday() throws {
        let run = try CommandRun.run(
            ["say", "--json", "--locale", "ko", "할 일에서 할 일 만들어줘"], stdin: "Milk\n11시\n",
            environment: ["PHRASEBOOK_NOW": "2026-11-21T10:00:00", "TZ": "UTC"])
        #expect(run.stdout.contains("\"dueDate\":\"2026-11-21T11:00:00Z\""), "\(run.stdout)")
    }
}
