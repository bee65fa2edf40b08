import Testing

@testable import Phrasebook

/// A negative number names no option: "-1" or "number -3" is not
/// understood (normalization drops the sign, so "-1" once picked option 1).
@Suite struct NegativeOptionTests {
    @Test(arguments: ["-1", "number -3", "−2", "option -1"])
    func aNegativeNumberPicksNoOption(answer: String) throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Order Tomato from Soup Chef"))
        let choice = try requirePrompt(conversation.answer("2"))
        #expect(choice.parameter == "orderType")
        let again = try requirePrompt(conversation.answer(answer))
        #expect(again.parameter == "orderType")
        #expect(again.notice?.hasPrefix("Sorry, I didn't understand") == true)
    }

    @Test func aPositiveNumberStillPicksItsOption() throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Order Tomato from Soup Chef"))
        _ = try requirePrompt(conversation.answer("2"))
        #expect(try requirePrompt(conversation.answer("number 2")).kind == .confirmation)
    }

    @Test func theSignIsFoundOnlyBeforeADigitAtAWordStart() {
        #expect(NumberParser.hasNegativeNumber("-1") && NumberParser.hasNegativeNumber("number -3"))
        #expect(
            !NumberParser.hasNegativeNumber("2-3") && !NumberParser.hasNegativeNumber("walk - 2")
                && !NumberParser.hasNegativeNumber("x-1"))
    }
}
