import Testing

@testable import Phrasebook

/// `.strings` files as Apple's tools write them and as mistakes leave them:
/// surrogate-pair escapes read as the character they encode; a key written
/// twice is an error at the second, naming the first's line.
@Suite struct StringsFileHostileTests {
    func entries(_ text: String) -> [StringsFileParser.Entry]? {
        try? StringsFileParser.parse(text, file: "vi.lproj/AppShortcuts.strings").get()
    }

    func failure(_ text: String) -> Diagnostic? {
        guard case .failure(let diagnostic) = StringsFileParser.parse(text, file: "vi.lproj/AppShortcuts.strings")
        else { return nil }
        return diagnostic
    }

    @Test func aSurrogatePairEscapeIsOneCharacter() {
        #expect(entries(#""smile" = "\UD83D\UDE00 cười";"#)?.first?.value == "😀 cười")
        #expect(entries(#""smile" = "\ud83d\ude00";"#)?.first?.value == "😀")
        #expect(entries(#""e" = "\U00E9";"#)?.first?.value == "é")
    }

    @Test func aLoneSurrogateIsAnError() {
        #expect(failure(#""smile" = "\UD83D x";"#)?.message.contains("surrogate pair") == true)
        #expect(failure(#""smile" = "\UD83D\U0041";"#)?.message.contains("low half") == true)
        #expect(failure(#""smile" = "\UDE00";"#) != nil)
    }

    @Test func aDuplicateKeyIsAnErrorWithBothLines() throws {
        let diagnostic = try #require(failure("\"Start\" = \"Bắt đầu\";\n/* again */\n\"Start\" = \"Khởi động\";\n"))
        #expect(diagnostic.code == .duplicate)
        #expect(diagnostic.location?.line == 3)
        #expect(diagnostic.message.contains("first at line 1"))
    }
}
