import Foundation
import Testing

@testable import Phrasebook

/// Values said outside the slots of a request that names no app: the
/// words that read as values (a count, an order type, a time, a title)
/// are the request's, and an app's enum value names the app; a title
/// that takes in a word naming the app, or a value that is a date's
/// word, reads nothing.
@Suite struct UnnamedValueTests {
    let matcher = Matcher(catalog: sampleCatalog)

    @Test(arguments: [
        ("4 chicken noodle, pickup", "en", "chickenNoodle", 4, "pickup", "yes"),
        ("クラムチャウダー3つ 配達", "ja", "clamChowder", 3, "delivery", "はい"),
        ("미네스트로네 세 그릇 포장", "ko", "minestrone", 3, "pickup", "네"),
        ("鸡汤面三份 配送", "zh-Hans", "chickenNoodle", 3, "delivery", "是的"),
        ("3 phần súp nghêu giao tận nơi", "vi", "clamChowder", 3, "delivery", "có"),
        // A count with its counter, each a small word alone.
        ("味噌汤一份自取", "zh-Hans", "misoSoup", 1, "pickup", "是的"),
        ("một phần phở đến lấy", "vi", "pho", 1, "pickup", "có"),
        // `배달`, delivery, is a word of the ordering group too: said
        // with no word of the phrase's own, it says the order type.
        ("토마토 수프 두 그릇 배달", "ko", "tomato", 2, "delivery", "네"),
    ])
    func aSoupSaidWithItsCountAndOrderTypeIsAnOrder(
        utterance: String, locale: String, soup: String, quantity: Int, orderType: String, yes: String
    ) throws {
        var conversation = dialogConversation()
        // Only the intent's confirmation is asked.
        let prompt = try requirePrompt(conversation.say(utterance))
        #expect(prompt.kind == .confirmation, "\(utterance)")
        let outcome = try requireOutcome(conversation.answer(yes))
        let invocation = try #require(outcome.invocation)
        #expect(invocation.locale == locale)
        #expect(invocation["soup"]?.id == soup)
        #expect(invocation["quantity"] == .integer(quantity))
        #expect(invocation["orderType"]?.id == orderType)
    }

    @Test(arguments: [
        ("remind me to meditate at 9:30pm", "2026-11-20T21:30:00-05:00"),
        ("明日の朝6時に瞑想をリマインドして", "2026-11-21T06:00:00-05:00"),
        ("明天早上7点提醒我冥想", "2026-11-21T07:00:00-05:00"),
    ])
    func aTimeSaidWithoutTheAppSetsTheReminder(utterance: String, time: String) throws {
        var conversation = dialogConversation()
        let outcome = try requireOutcome(conversation.say(utterance))
        #expect(outcome.status == .resolved, "\(utterance)")
        #expect(outcome.invocation?["time"] == .date(moment(time)))
    }

    @Test func aTitleSaidWithoutTheAppIsRead() throws {
        let book = try #require(matcher.resolvedCandidate("add a book called Piranesi", locale: "en"))
        #expect(book.intent == "AddBookIntent")
        #expect(book.bindings.first { $0.parameter == "title" }?.value == .string("Piranesi"))
        let task = try #require(
            matcher.resolvedCandidate("Create a task to clean the garage tomorrow at 5pm", locale: "en"))
        #expect(task.intent == "CreateTaskIntent")
        #expect(task.bindings.first { $0.parameter == "title" }?.value == .string("clean the garage"))
    }

    @Test(arguments: [
        // A book of the app said inside what would be the title: the
        // request tells of the book, it adds none.
        ("记一下我把局外人借给小王了", "zh-Hans"),
        ("白鯨を田中さんに貸したと記録して", "ja"),
        // The noun that names the app is another of its things than the
        // phrase's: a shelf is no book.
        ("Create a new shelf called Beach Reads", "en"),
        // `아침` (morning) is a session's name and the time's word.
        ("아침 7시 알람 맞춰줘", "ko"),
        ("morning 7am alarm please", "en"),
    ])
    func aValueThatIsAnotherWordsReadsNothing(utterance: String, locale: String) {
        let candidates = matcher.match(utterance, locale: locale).candidates
        #expect(!candidates.contains { !$0.needsConfirming }, "\(utterance)")
    }
}
