import Foundation
import Testing

@testable import Phrasebook

/// ``TextStyle/escaped(_:)``: the one function that makes outside text safe
/// for a terminal, and that leaves JSON meaning the same.
@Suite struct TerminalEscapingTests {
    @Test func controlCharactersAreWrittenAsEscapes() {
        #expect(TextStyle.escaped("\u{1B}]0;PWNED\u{07}\u{1B}[2J") == #"\u001B]0;PWNED\u0007\u001B[2J"#)
        #expect(TextStyle.escaped("a\u{7F}b\u{9B}c\u{0}d\r") == #"a\u007Fb\u009Bc\u0000d\u000D"#)
        #expect(TextStyle.escaped("evil\u{202E}txt.exe\u{2066}") == #"evil\u202Etxt.exe\u2066"#)
    }

    @Test func printableTextNewlinesAndTabsStay() {
        let text = "Bắt đầu 冥想 \\ \"quoted\"\n\tnext 😀"
        #expect(TextStyle.escaped(text) == text)
    }

    @Test func escapingJSONLeavesWhatItSaysUnchanged() throws {
        let value = "x\u{202E}y\u{85}z"
        let json = try String(decoding: JSONSerialization.data(withJSONObject: [value]), as: UTF8.self)
        let decoded = try JSONSerialization.jsonObject(with: Data(TextStyle.escaped(json).utf8)) as? [String]
        #expect(decoded == [value])
    }

    @Test func aDidNotUnderstandEchoCarriesTheAnswerForTheRendererToEscape() throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Order Tomato from Soup Chef"))
        let again = try requirePrompt(conversation.answer("\u{1B}]0;PWNED\u{07}\u{1B}[2J"))
        let notice = try #require(again.notice)
        #expect(!TextStyle.escaped(notice).unicodeScalars.contains { TextStyle.needsEscape($0) })
    }
}
