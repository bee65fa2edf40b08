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

    @Test func collapsesWhitespaceAndDropsSymbolsAndControlCharacters() {
        #expect(TextNormalizer.normalize("  start \t\n  walking\u{00A0}\u{2003}now  ") == "start walking now")
        #expect(
            TextNormalizer.words("start\u{0}walking\u{7}🧘‍♀️in 👍🏽 meditation") == ["start", "walking", "in", "meditation"])
        #expect(TextNormalizer.words("❤️ walking ☀️🌙 now ✔︎") == ["walking", "now"])
        #expect(TextNormalizer.words("❤️walking") == ["walking"])
        #expect(TextNormalizer.words("“quoted” — «text» & more…") == ["quoted", "text", "more"])
        #expect(TextNormalizer.words("") == [])
        #expect(TextNormalizer.words(" ?! … ") == [])
    }

    @Test func foldsCaseBeyondASCII() {
        #expect(TextNormalizer.words("ÉCOLE Ñandú ΣΟΦΙΑ") == ["école", "ñandú", "σοφια"])
        #expect(TextNormalizer.normalize("Phở") == TextNormalizer.normalize("PHỞ"))
    }

    @Test func appliesCompatibilityForms() {
        #expect(TextNormalizer.words("ﬁle") == ["file"])
        #expect(TextNormalizer.words("Ⅻ") == ["xii"])
        #expect(TextNormalizer.words("①") == ["1"])
    }

    @Test func aPointOrCommaJoinsOnlyDigits() {
        #expect(TextNormalizer.words("end.Start") == ["end", "start"])
        #expect(TextNormalizer.words("3.") == ["3"])
        #expect(TextNormalizer.words("1, 2") == ["1", "2"])
        #expect(TextNormalizer.words("a,b") == ["a", "b"])
    }

    @Test func apostrophesJoinOnlyInsideWords() {
        #expect(TextNormalizer.words("dogs' toys") == ["dogs", "toys"])
        #expect(TextNormalizer.words("rock 'n' roll") == ["rock", "n", "roll"])
        #expect(TextNormalizer.words("L’Étranger") == ["l'étranger"])
        #expect(TextNormalizer.words("it's Tom's") == ["it's", "tom's"])
    }

    @Test func marksBelongToTheCharacterBeforeThem() {
        #expect(TextNormalizer.words("がぎ".decomposedStringWithCanonicalMapping) == ["が", "ぎ"])
        #expect(TextNormalizer.words("ｶﾞｷﾞ") == ["ガ", "ギ"])
        #expect(TextNormalizer.words("\u{301}walking") == ["walking"])
        #expect(TextNormalizer.words("cafe\u{301}") == ["café"])
        #expect(TextNormalizer.words("हिन्दी") == ["हिन्दी"])
        let tokens = TextNormalizer.tokenize("か\u{3099}x")
        #expect(tokens.map(\.text) == ["が", "x"])
        #expect(tokens.map(\.sourceEnd) == [6, 7])
    }

    @Test func koreanWordsStayWholeAndJapaneseSplits() {
        #expect(TextNormalizer.words("명상 시작해 줘") == ["명상", "시작해", "줘"])
        #expect(TextNormalizer.words("日本語とカタカナ") == ["日", "本", "語", "と", "カ", "タ", "カ", "ナ"])
    }

    @Test func tokenOffsetsCoverMultibyteText() {
        let text = "Mở 中文 app"
        let tokens = TextNormalizer.tokenize(text)
        let utf8 = Array(text.utf8)
        #expect(tokens.map(\.text) == ["mở", "中", "文", "app"])
        #expect(
            tokens.map { String(decoding: utf8[$0.sourceStart..<$0.sourceEnd], as: UTF8.self) } == [
                "Mở", "中", "文", "app",
            ])
    }

    @Test func compileAndMatchShareTheNormalizer() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts[1] = ManifestFixture.shortcut(
            "PauseIntent", ["Pause the Living-Room's music in ${applicationName}"])
        let matcher = Matcher(catalog: try fixture.compile())
        #expect(matcher.match("PAUSE the living room’s MUSIC in ｍｅｄｉｔａｔｉｏｎ!").candidates.count == 1)
        #expect(matcher.match("pause the livingroom's music in meditation").candidates.isEmpty)
    }

    @Test func hasWordsAgreesWithTokenizing() {
        let samples = [
            "", "   ", "?!", "-", "'", "\u{0301}", "\u{FE0F}", "a", "Dr.", "用", "ｶ", "1,000", "🧘 !", "đi bộ", " ' . , ",
        ]
        for sample in samples {
            #expect(
                TextNormalizer.hasWords(sample) == !TextNormalizer.words(sample).isEmpty, "\(sample.debugDescription)")
        }
    }

    @Test func asciiTextTokenizesAsTheGeneralPathDoes() {
        // ASCII text takes a byte path; a non-ASCII word after a space sends
        // the same text down the general path, which must agree on the rest.
        let alphabet = Array("aZq09'.,- !\t'")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<3_000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for step in 0..<Int(state >> 60) + 1 {
                let pick = Int((state >> UInt64(step * 5 % 59)) & 0xFF) % alphabet.count
                text.append(alphabet[pick])
            }
            let ascii = TextNormalizer.tokenize(text)
            let general = Array(TextNormalizer.tokenize(text + " \u{00E9}").dropLast())
            #expect(ascii == general, "\(text.debugDescription)")
        }
        #expect(TextNormalizer.words("What's 2.5, it's-ok DR. Who") == ["what's", "2.5", "it's", "ok", "dr", "who"])
        #expect(TextNormalizer.tokenize("a b c d", limit: 2).count == 3)
    }

    /// Each bit of ``TextNormalizer/isOwnFold(_:)`` is what folding the
    /// letter alone says: set exactly for the Latin letters without a
    /// combining class that fold to themselves.
    @Test func ownFoldBitsAreTheLettersThatFoldToThemselves() {
        for value in Array(UInt32(0xC0)...0x24F) + Array(UInt32(0x1E00)...0x1EFF) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            let ownFold =
                scalar.properties.canonicalCombiningClass == .notReordered && scalar.properties.isAlphabetic
                && Array(TextNormalizer.foldUnicode(Array(text.utf8)).utf8) == Array(text.utf8)
            #expect(TextNormalizer.isOwnFold(value) == ownFold, "U+\(String(value, radix: 16))")
        }
        #expect(!TextNormalizer.isOwnFold(0xDF))  // ß folds to ss
        #expect(!TextNormalizer.isOwnFold(0x110))  // Đ folds to đ
        #expect(TextNormalizer.isOwnFold(0x111))
    }

    /// A word of letters that are their own folds and ASCII capitals folds
    /// as the whole word does through Foundation.
    @Test func wordsOfOwnFoldLettersFoldAsTheWholeWord() {
        let lettersSet = (Array(UInt32(0xC0)...0x24F) + Array(UInt32(0x1E00)...0x1EFF)).filter(TextNormalizer.isOwnFold)
        let letters = lettersSet.compactMap(Unicode.Scalar.init).map { String($0) }
        for (index, letter) in letters.enumerated() {
            let next = letters[(index + 7) % letters.count]
            for word in ["B" + letter + "t", letter + next, "X" + letter + "'" + next + "Q", letter + "9"] {
                let expected = TextNormalizer.foldUnicode(Array(word.utf8))
                #expect(TextNormalizer.words(word) == [expected], "\(word)")
                #expect(Array(TextNormalizer.words(word)[0].utf8) == Array(expected.utf8), "\(word)")
            }
        }
        #expect(TextNormalizer.words("Bắt Đầu THIỀN Hành") == ["bắt", "đầu", "thiền", "hành"])
    }
}
