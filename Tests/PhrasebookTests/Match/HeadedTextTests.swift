import Foundation
import Testing

@testable import Phrasebook

/// Texts said without the intent's action words: the app's noun heading a
/// text and a date (`task call plumber friday 10am`), a text listed before
/// the date (`할 일 추가, 헬스장 재등록, 금요일`), a run typed beside a
/// quoted title (`《平凡的世界》路遥`), and the runs no app-less request
/// parts by a guess (`add book Circe Madeline Miller`).
@Suite struct HeadedTextTests {
    /// The String values of `outcome`'s invocation, by parameter name.
    func texts(_ outcome: Outcome) -> [String: String] {
        var texts: [String: String] = [:]
        for assignment in outcome.invocation?.parameters ?? [] {
            if case .string(let text) = assignment.value { texts[assignment.name] = text }
        }
        return texts
    }

    @Test(arguments: [
        ("task call plumber friday 10am", "en", "call plumber"),
        ("task: buy stamps, tomorrow noon", "en", "buy stamps"),
        ("Tasks: call plumber, Friday at 10am", "en", "call plumber"),
        ("タスク：誕生日プレゼントを買う、明日夜8時", "ja", "誕生日プレゼントを買う"),
        ("할 일: 생일 선물 사기, 내일 저녁 8시", "ko", "생일 선물 사기"),
        ("việc: mua quà sinh nhật, 8 giờ tối mai", "vi", "mua quà sinh nhật"),
        ("任务清单：买生日礼物，明晚八点", "zh-Hans", "买生日礼物"),
        ("할 일 추가, 헬스장 재등록, 금요일", "ko", "헬스장 재등록"),
    ])
    func theAppsNounHeadsATextAndADate(utterance: String, locale: String, title: String) throws {
        var conversation = dialogConversation()
        let outcome = try requireOutcome(conversation.say(utterance))
        #expect(outcome.status == .resolved)
        #expect(outcome.invocation?.intent == "CreateTaskIntent")
        #expect(outcome.invocation?.locale == locale)
        #expect(texts(outcome) == ["title": title])
        #expect(outcome.invocation?["dueDate"] != nil)
    }

    /// A head with a date but no text, or whose run starts with the date or
    /// a number, creates nothing; nor do requests that only share the noun.
    @Test(arguments: [
        "task list",
        "tasks for today",
        "delete the last task",
        "what's a good book by Stephen King",
        "task 5 tomorrow",
        "task: tomorrow 9am",
        "book flights to Paris friday 9am",
        "book a table for two at 8pm",
        "タスク 明日 9時",
        "할 일 내일 오후 3시",
        "任务 明天 九点",
        "việc gì ngày mai",
    ])
    func aHeadWithoutItsTextCreatesNothing(utterance: String) {
        var conversation = dialogConversation()
        if case .outcome(let outcome) = conversation.say(utterance) {
            #expect(texts(outcome).isEmpty)
        }
    }

    @Test(arguments: [
        ("本を追加「容疑者Xの献身」東野圭吾", "ja", "容疑者Xの献身", "東野圭吾"),
        ("내 서재에 넣어 줘, 김영하 \"살인자의 기억법\"", "ko", "살인자의 기억법", "김영하"),
        ("thêm sách \"Số đỏ\" Vũ Trọng Phụng", "vi", "Số đỏ", "Vũ Trọng Phụng"),
        ("添加图书《平凡的世界》路遥", "zh-Hans", "平凡的世界", "路遥"),
        ("Add \"Circe\" Madeline Miller to Library", "en", "Circe", "Madeline Miller"),
    ])
    func aRunBesideAQuotedTitleIsItsAuthor(utterance: String, locale: String, title: String, author: String)
        throws
    {
        var conversation = dialogConversation()
        let outcome = try requireOutcome(conversation.say(utterance))
        #expect(outcome.status == .resolved)
        #expect(outcome.invocation?.locale == locale)
        #expect(texts(outcome) == ["title": title, "author": author])
    }

    /// Words beside a quote that are the phrase's, small or a text mark's
    /// are no author (`一个叫"暑假书单"的书架` is a shelf, no book).
    @Test(arguments: [
        "新建一个叫\"暑假书单\"的书架",
        "Add \"Circe\" to Library please",
    ])
    func wordsOfTheRequestBesideAQuoteAreNoAuthor(utterance: String) {
        var conversation = dialogConversation()
        if case .outcome(let outcome) = conversation.say(utterance) {
            #expect(texts(outcome)["author"] == nil)
        }
    }

    /// With no app named, a run that could be a title and its author
    /// reads no title: neither split is said.
    @Test(arguments: [
        "add book Circe Madeline Miller",
        "book Circe Madeline Miller",
        "加书 围城 钱钟书",
        "加书 围城钱钟书",
    ])
    func anUnmarkedTitleAndAuthorRunIsNotGuessed(utterance: String) {
        var conversation = dialogConversation()
        if case .outcome(let outcome) = conversation.say(utterance) {
            #expect(texts(outcome).isEmpty)
        }
    }

    /// After a text mark, or too short to hold a title and a name, the run
    /// is still the title.
    @Test(arguments: [
        ("add a book called Circe Madeline Miller", "Circe Madeline Miller"),
        ("添加图书 围城", "围城"),
        ("thêm sách Số đỏ", "Số đỏ"),
        ("add book Station Eleven", "Station Eleven"),
    ])
    func aMarkedOrSingleRunIsStillTheTitle(utterance: String, title: String) throws {
        var conversation = dialogConversation()
        let outcome = try requireOutcome(conversation.say(utterance))
        #expect(outcome.status == .resolved)
        #expect(texts(outcome) == ["title": title])
    }
}
