import Testing

@testable import Phrasebook

@Suite struct QuotingFrameTests {
    @Test func everyLanguagesNoMatchMessageIsAFrame() throws {
        for language in Language.all {
            let frame = try #require(language.noMatchFrame, "\(language.tag)")
            for words in ["start walking", "停止冥想", ""] {
                #expect(frame.prefix + words + frame.suffix == language.phrases.noMatch(words), "\(language.tag)")
            }
        }
        let english = try #require(Language.fallback.noMatchFrame)
        #expect(english.prefix == "No phrase matches \"" && english.suffix == "\".")
    }

    @Test func aMessageThatDoesMoreThanQuoteItsArgumentHasNoFrame() {
        #expect(QuotingFrame({ "Say \($0.uppercased())." }) == nil)
        #expect(QuotingFrame({ "\($0) and \($0)" }) == nil)
        #expect(QuotingFrame({ _ in "Nothing matched." }) == nil)
        #expect(QuotingFrame({ "[\($0.isEmpty ? "nothing" : $0)]" }) == nil)
    }
}
