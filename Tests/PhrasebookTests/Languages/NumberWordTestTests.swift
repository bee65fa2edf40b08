import Testing

@testable import Phrasebook

/// Each language's ``Language/mayBeInNumber`` lets flexible matching skip
/// its number reader on spans it cannot read: it must say yes to every
/// word of every span the reader reads, and no to plain words.
@Suite struct NumberWordTestTests {
    /// Number phrases of every language, whose words make up the spans tried.
    static let numberPhrases = [
        "twenty four", "a hundred and five", "two dozen", "minus four", "3 thousand", "one million", "2.5", "1,000",
        "hai mươi mốt", "mười lăm", "một trăm linh năm", "hai nghìn không trăm hai mươi sáu", "âm năm", "hai phẩy năm",
        "hai phần", "hai muoi mot", "muoi lam", "ba bat",
        "스물하나", "스물 하나", "십이", "이십일", "백오", "두 개", "2개", "세 그릇", "열두 잔", "두 번째", "두 개요", "둘이요",
        "세 개만", "마이너스 삼", "네 개",
        "二十一", "一百零五", "两千", "一百五", "两万三", "3万", "负五", "二点五", "两份", "3个", "一碗",
        "二十一", "三千五百", "二〇二六", "ひとつ", "ふたり", "二つ", "2個", "3杯", "5回", "2人前", "3番目", "2個でお願いします",
        "3つください", "マイナス五", "さん", "じゅう", "１２",
    ]

    @Test func everyWordOfASpanAReaderReadsMayBeInANumber() {
        var pool: [String] = []
        for phrase in Self.numberPhrases { pool += TextNormalizer.words(phrase) }
        let vocabulary = sampleCatalog.vocabulary
        var plain: [String] = []
        for id in 0..<Int32(vocabulary.count) where !vocabulary.isGlued(id) { plain.append(vocabulary.text(of: id)) }
        var state: UInt64 = 12
        func below(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var read = 0
        for language in Language.all {
            let numberWords = (pool + plain).filter(language.mayBeInNumber)
            var spans: [[String]] = plain.map { [$0] } + pool.map { [$0] }
            for _ in 0..<4_000 {
                var span = (0..<(1 + below(4))).map { _ in numberWords[below(numberWords.count)] }
                if below(2) == 0 { span[below(span.count)] = plain[below(plain.count)] }
                spans.append(span)
            }
            for phrase in Self.numberPhrases { spans.append(TextNormalizer.words(phrase)) }
            for span in spans where language.readNumber(span) != nil {
                read += 1
                #expect(span.allSatisfy(language.mayBeInNumber), "\(language.tag): \(span)")
            }
        }
        #expect(read > 1_000)
    }

    @Test(arguments: [("en", "meditation"), ("vi", "sách"), ("ko", "열어줘"), ("zh-Hans", "打"), ("ja", "開")])
    func plainWordsAreNot(locale: String, word: String) {
        #expect(!Language.of(locale).mayBeInNumber(word))
    }
}
