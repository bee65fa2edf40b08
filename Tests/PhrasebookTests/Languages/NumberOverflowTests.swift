import Foundation
import Testing

@testable import Phrasebook

/// Numbers too large for `Int` are "not a number", never a trap: in every
/// language's reader, in answers (values, choices, dates) and in open slots.
@Suite struct NumberOverflowTests {
    @Test(arguments: [
        ["99999999999999999999", "thousand"], ["9000000000000000000", "thousand"], ["9000000000000000000", "million"],
        ["999999999999", "million", "thousand"], [String(repeating: "9", count: 100_000)],
    ])
    func englishReadsNoHugeWholeNumber(words: [String]) {
        #expect(EnglishNumbers.integer(words) == nil)
        #expect(NumberParser.integer(words) == nil)
        #expect(NumberParser.integer(words, locale: "en") == nil)
    }

    @Test func theLargestWholeNumberStillReads() {
        #expect(NumberParser.integer(["999999999999999"]) == 999_999_999_999_999)
        #expect(NumberParser.integer(["1000000000000000"]) == nil)
        #expect(NumberParser.integer(["999999999", "million"]) == 999_999_999_000_000)
        #expect(NumberParser.whole(.infinity) == nil && NumberParser.whole(.nan) == nil && NumberParser.whole(-3) == -3)
    }

    @Test(arguments: [
        ("vi", ["99999999999999999999"]), ("vi", ["9000000000000000000", "nghìn"]),
        ("zh-Hans", ["9000000000000000000", "万"]), ("zh-Hans", ["9000000000000000000", "亿"]),
        ("zh-Hans", ["9000000000000", "亿", "9000000000000", "万"]), ("ko", ["9000000000000000000만"]),
    ])
    func otherLanguagesReadNoHugeWholeNumber(locale: String, words: [String]) {
        #expect(NumberParser.integer(words, locale: locale) == nil)
    }

    @Test func aHugeAnswerToHowManyIsNotUnderstood() throws {
        for answer in [
            "9000000000000000000 thousand", "99999999999999999999 thousand", String(repeating: "9", count: 5000),
        ] {
            var conversation = dialogConversation()
            _ = try requirePrompt(conversation.say("Order Tomato from Soup Chef"))
            let again = try requirePrompt(conversation.answer(answer))
            #expect(again.parameter == "quantity")
            #expect(again.notice?.hasPrefix("Sorry, I didn't understand") == true)
        }
    }

    @Test func aHugeChineseAnswerIsNotUnderstood() throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("在Soup Chef点番茄汤"))
        let again = try requirePrompt(conversation.answer("9000000000000000000万"))
        #expect(again.parameter == "quantity" && again.notice != nil)
    }

    @Test func aHugeNumberedChoiceIsNotUnderstood() throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Order Tomato from Soup Chef"))
        let choice = try requirePrompt(conversation.answer("2"))
        #expect(choice.parameter == "orderType")
        let again = try requirePrompt(conversation.answer("number 9000000000000000000 thousand"))
        #expect(again.parameter == "orderType" && again.notice != nil)
    }

    @Test(arguments: ["in 9223372036854775807 days", "in 999999999999 years", "in 9000000000000000000 thousand hours"])
    func aHugeRelativeDateIsNotUnderstood(answer: String) throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Create a task in Tasks"))
        let due = try requirePrompt(conversation.answer("Buy milk"))
        #expect(due.parameter == "dueDate")
        let again = try requirePrompt(conversation.answer(answer))
        #expect(again.parameter == "dueDate" && again.notice != nil)
    }

    @Test func datesStayWithinTheYearsOneToNineThousandNineHundredNinetyNine() {
        let parser = DateParser(now: fixedDate, timeZone: newYork)
        #expect(parser.parse("in 999999999999 years") == nil)
        #expect(parser.parse("in 8000 years") == nil)
        #expect(parser.parse("in 10 years") != nil)
        #expect(parser.parse("0000-01-01") == nil)
        #expect(parser.parse("Dec 1 99999999999") == nil)
    }

    @Test func aHugeNumberInAnOpenSlotMatchesNothing() throws {
        let catalog = try MatcherTests.extendedFixture().compile()
        let matcher = Matcher(catalog: catalog)
        for utterance in [
            "Log 9000000000000000000 thousand calming sessions", "Log 99999999999999999999 calming sessions",
        ] {
            #expect(matcher.match(utterance).candidates.allSatisfy { $0.intent != "LogIntent" })
            #expect(matcher.explain(utterance).candidates.allSatisfy { $0.intent != "LogIntent" })
        }
        #expect(matcher.match("Log 3 thousand calming sessions").candidates.first?.intent == "LogIntent")
    }
}

/// An impossible date or time is not a date: `2026-02-31T25:00:00` once read
/// as "00:00" (the parts that were numbers), `2026-02-30` never was one.
@Suite struct ImpossibleDateTests {
    @Test(arguments: [
        "2026-02-31T25:00:00", "2026-02-30", "2026-13-01", "x/12/1", "1/12/x", "25:00", "12:61", "ab:00:00",
    ])
    func anImpossibleDateIsNotUnderstood(text: String) {
        #expect(DateParser(now: fixedDate, timeZone: newYork).parse(text) == nil)
    }

    @Test func theTaskPromptAsksAgain() throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Create a task in Tasks"))
        _ = try requirePrompt(conversation.answer("Buy milk"))
        let again = try requirePrompt(conversation.answer("2026-02-31T25:00:00"))
        #expect(again.parameter == "dueDate" && again.notice != nil)
    }
}
