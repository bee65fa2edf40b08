import Foundation
import Testing

@testable import Phrasebook

/// Values of an intent's parameters said outside the matched phrase's
/// slots: what they read through the conversation, that the dialog then
/// asks only for what is missing, and that a word fitting no parameter or
/// a parameter said twice reads nothing.
@Suite struct OutsideValueTests {
    /// The values of `outcome`'s invocation, by parameter name, as text.
    func values(_ outcome: Outcome) -> [String: String] {
        var values: [String: String] = [:]
        for assignment in outcome.invocation?.parameters ?? [] {
            values[assignment.name] = assignment.value.description
        }
        return values
    }

    @Test(arguments: [
        ("Order two minestrone for pickup from Soup Chef", "en", "minestrone", 2, "pickup", "yes"),
        ("Soup Chefでミネストローネを2つ配達で注文して", "ja", "minestrone", 2, "delivery", "はい"),
        ("수프 셰프에서 쌀국수 두 그릇 배달로 주문해", "ko", "pho", 2, "delivery", "네"),
        ("在Soup Chef点两碗越南河粉，送到家", "zh-Hans", "pho", 2, "delivery", "是的"),
        ("Đặt ba bát súp cà chua đến lấy trên Soup Chef", "vi", "tomato", 3, "pickup", "có"),
    ])
    func aQuantityAndAnOrderTypeSaidAreNotAskedFor(
        utterance: String, locale: String, soup: String, quantity: Int, orderType: String, yes: String
    ) throws {
        var conversation = dialogConversation()
        // Only the intent's confirmation is asked.
        let prompt = try requirePrompt(conversation.say(utterance))
        #expect(prompt.kind == .confirmation)
        let outcome = try requireOutcome(conversation.answer(yes))
        #expect(outcome.status == .resolved)
        let invocation = try #require(outcome.invocation)
        #expect(invocation.locale == locale)
        #expect(invocation["soup"]?.id == soup)
        #expect(invocation["quantity"] == .integer(quantity))
        #expect(invocation["orderType"]?.id == orderType)
    }

    @Test func everyToppingSaidIsInTheList() throws {
        var conversation = dialogConversation()
        let prompt = try requirePrompt(
            conversation.say("Get tomato soup with croutons and bacon, delivered, from Soup Chef"))
        // The quantity was not said: it is asked for, and nothing else.
        #expect(prompt.parameter == "quantity")
        _ = try requirePrompt(conversation.answer("1"))
        let outcome = try requireOutcome(conversation.answer("yes"))
        let invocation = try #require(outcome.invocation)
        #expect(
            invocation["toppings"]
                == .list([.entity(id: "croutons", title: "Croutons"), .entity(id: "bacon", title: "Bacon")]))
        #expect(invocation["orderType"]?.id == "delivery")
    }

    @Test(arguments: [
        ("Set a Meditation reminder for 9pm", "2026-11-20T21:00:00-05:00"),
        ("Remind me at 7am tomorrow to meditate with Meditation", "2026-11-21T07:00:00-05:00"),
        ("Meditationのリマインダーを明日の午後3時に設定", "2026-11-21T15:00:00-05:00"),
        ("명상 알림 내일 오전 7시에 설정해", "2026-11-21T07:00:00-05:00"),
        // Spoken times: half an hour before the hour, a colon dropped, and
        // `点` (also a word for ordering) counting the hours.
        ("Set a Meditation reminder for half seven this evening", "2026-11-20T19:30:00-05:00"),
        ("Set a Meditation reminder for 6:30 am tomorrow", "2026-11-21T06:30:00-05:00"),
        ("在冥想设置提醒，今晚9点", "2026-11-20T21:00:00-05:00"),
        ("今晚九点提醒我冥想", "2026-11-20T21:00:00-05:00"),
        ("提醒我冥想，明天晚上七点半", "2026-11-21T19:30:00-05:00"),
        ("Đặt lời nhắc Thiền lúc 7 giờ rưỡi tối nay", "2026-11-20T19:30:00-05:00"),
        ("Meditationのリマインダーを今夜9時に設定", "2026-11-20T21:00:00-05:00"),
        ("명상 알림 오늘 저녁 7시 반에 설정해", "2026-11-20T19:30:00-05:00"),
    ])
    func aTimeSaidSetsTheReminderAtOnce(utterance: String, time: String) throws {
        var conversation = dialogConversation()
        let outcome = try requireOutcome(conversation.say(utterance))
        #expect(outcome.status == .resolved)
        #expect(outcome.invocation?["time"] == .date(moment(time)))
    }

    @Test func aDueDateSaidLeavesOnlyTheTitleToAsk() throws {
        var conversation = dialogConversation()
        let prompt = try requirePrompt(conversation.say("Create a task in Tasks due Friday at noon"))
        #expect(prompt.parameter == "title")
        let outcome = try requireOutcome(conversation.answer("Book flights"))
        #expect(outcome.invocation?["dueDate"] == .date(moment("2026-11-27T12:00:00-05:00")))
    }

    @Test func aValueReadThisWayPassesTheParametersValidation() throws {
        var conversation = dialogConversation()
        let prompt = try requirePrompt(conversation.say("Order twelve pho for pickup from Soup Chef"))
        #expect(prompt.parameter == "quantity")
        #expect(prompt.notice == "You can order between 1 and 10 soups.")
    }

    @Test(arguments: [
        // A word that fits no parameter.
        "Order two minestrone from Soup Chef for my cat",
        // The quantity said twice.
        "Order two minestrone from Soup Chef, make it three",
        // The shortcut fixes the order type: `delivery` fits no parameter left.
        "Order my usual from Soup Chef for delivery",
        // Two order types.
        "Order two minestrone for pickup and delivery from Soup Chef",
    ])
    func whatNoParameterExplainsReadsNothing(utterance: String) throws {
        var conversation = dialogConversation()
        let outcome = try requireOutcome(conversation.say(utterance))
        #expect(outcome.status == .noMatch)
    }

    @Test func explainNamesEachValueReadOutsideTheSlots() {
        let explanation = Explainer(catalog: sampleCatalog).explain("Order two minestrone for pickup from Soup Chef")
        let liberties = explanation.phraseMatches.first?.liberties ?? []
        let read = liberties.filter { $0.kind == .parameterValue }.map { "\($0.typed) → \($0.read)" }
        #expect(read.sorted() == ["pickup → orderType", "two → quantity"])
    }

    @Test func exactMatchingReadsNoValueOutsideTheSlots() {
        var matcher = Matcher(catalog: sampleCatalog)
        matcher.allowsFlexibleMatching = false
        #expect(matcher.match("Order two minestrone for pickup from Soup Chef", locale: "en").candidates.isEmpty)
    }
}
