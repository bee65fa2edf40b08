import Foundation
import Testing
@testable import Phrasebook

@Suite struct TextNormalizerTests {
    @Test func foldsCasePunctuationAndWidth() {
        #expect(TextNormalizer.normalize("START WALKING IN MEDITATION!!") == "start walking in meditation")
        #expect(TextNormalizer.normalize("Dr. Who") == TextNormalizer.normalize("dr who"))
        #expect(TextNormalizer.normalize("Ｓｔａｒｔ　Ｗａｌｋｉｎｇ") == "start walking")
    }

    @Test func hyphenSplitsAndApostropheStays() {
        #expect(TextNormalizer.words("Living-Room") == ["living", "room"])
        #expect(TextNormalizer.words("what's on") == ["what's", "on"])
        #expect(TextNormalizer.words("what’s") == ["what's"])
        #expect(TextNormalizer.words("'quoted'") == ["quoted"])
    }

    @Test func hanAndKanaAreSingleTokens() {
        #expect(TextNormalizer.words("用Meditation开始步行") == ["用", "meditation", "开", "始", "步", "行"])
        #expect(TextNormalizer.words("カタカナ") == ["カ", "タ", "カ", "ナ"])
        #expect(TextNormalizer.words("ｶﾀ") == ["カ", "タ"])
    }

    @Test func numbersKeepTheirPointAndCommas() {
        #expect(TextNormalizer.words("2.5 cups, 1,000 times.") == ["2.5", "cups", "1,000", "times"])
        #expect(TextNormalizer.words("１２３") == ["123"])
    }

    @Test func vietnameseComposesEitherWay() {
        let composed = "bắt đầu đi bộ"
        let decomposed = composed.decomposedStringWithCanonicalMapping
        #expect(composed.unicodeScalars.count != decomposed.unicodeScalars.count)
        #expect(TextNormalizer.words(composed) == TextNormalizer.words(decomposed))
        #expect(TextNormalizer.words("BẮT ĐẦU") == ["bắt", "đầu"])
    }

    @Test func tokensRememberWhereTheyCameFrom() {
        let text = "Search for Dr. Who!"
        let tokens = TextNormalizer.tokenize(text)
        let utf8 = Array(text.utf8)
        let spans = tokens.map { String(decoding: utf8[$0.sourceStart..<$0.sourceEnd], as: UTF8.self) }
        #expect(spans == ["Search", "for", "Dr", "Who"])
    }
}
