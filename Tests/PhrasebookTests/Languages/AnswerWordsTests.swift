import Foundation
import Testing

@testable import Phrasebook

/// Each locale's answer words: yes and no, cancel, ordinals and option
/// numbers (through ``ChoiceResolver``), and list separators.
@Suite struct AnswerWordsTests {
    private func yesOrNo(_ answer: String, _ locale: String) -> Bool? {
        Language.of(locale).answers.yesOrNo(TextNormalizer.words(answer))
    }

    private func cancels(_ answer: String, _ locale: String) -> Bool {
        Language.of(locale).answers.isCancel(TextNormalizer.words(answer))
    }

    @Test(arguments: [
        ("có", "vi"), ("Có", "vi-VN"), ("vâng", "vi"), ("Vâng ạ", "vi"), ("ừ", "vi"), ("đúng", "vi"),
        ("đúng rồi", "vi"),
        ("được", "vi"), ("ok", "vi"), ("Dạ", "vi"),
        ("네", "ko"), ("예", "ko"), ("응", "ko"), ("좋아", "ko"), ("그래", "ko"), ("좋아요", "ko"), ("네, 맞아요", "ko-KR"),
        ("是", "zh-Hans"), ("是的", "zh-Hans"), ("对", "zh-Hans"), ("好", "zh-Hans"), ("好的", "zh-CN"), ("可以", "zh"),
        ("嗯", "zh-Hans"), ("没问题", "zh-Hans"), ("是的。", "zh-Hans"),
    ])
    func yesInEachLocale(answer: String, locale: String) {
        #expect(yesOrNo(answer, locale) == true, "\(answer)")
    }

    @Test(arguments: [
        ("không", "vi"), ("Không được", "vi"), ("không ạ", "vi"), ("chưa", "vi"),
        ("아니", "ko"), ("아니요", "ko"), ("아니오", "ko"), ("싫어", "ko"), ("아뇨", "ko"),
        ("不", "zh-Hans"), ("不是", "zh-Hans"), ("不要", "zh-Hans"), ("不用", "zh-Hans"), ("否", "zh-Hans"), ("不行", "zh-Hans"),
    ])
    func noInEachLocale(answer: String, locale: String) {
        #expect(yesOrNo(answer, locale) == false, "\(answer)")
    }

    @Test func anotherLocalesWordsAreNeitherYesNorNo() {
        #expect(yesOrNo("yes", "vi") == nil)
        #expect(yesOrNo("có", "en") == nil)
        #expect(yesOrNo("네 개", "ko") == nil)
        #expect(yesOrNo("是不是", "zh-Hans") == nil)
        #expect(yesOrNo("yes", "fr") == true)
    }

    @Test(arguments: [
        ("hủy", "vi"), ("Huỷ", "vi"), ("thôi", "vi"), ("bỏ qua", "vi"), ("dừng lại", "vi"),
        ("취소", "ko"), ("그만", "ko"), ("됐어", "ko"), ("취소해", "ko"), ("취소해 줘", "ko"),
        ("取消", "zh-Hans"), ("算了", "zh-Hans"), ("不用了", "zh-Hans"), ("停", "zh-Hans"), ("算了吧！", "zh-Hans"),
    ])
    func cancelInEachLocale(answer: String, locale: String) {
        #expect(cancels(answer, locale), "\(answer)")
        #expect(yesOrNo(answer, locale) == nil, "\(answer)")
    }

    @Test func wordsAreNormalizedAsAnswersArrive() {
        // Han characters are single tokens, so 是的 is kept as 是 的.
        #expect(AnswerWords.simplifiedChinese.yes.contains("是 的"))
        #expect(AnswerWords.simplifiedChinese.ordinals["最 后 一 个"] == -1)
        #expect(AnswerWords.korean.ordinals["첫 번째"] == 1)
        #expect(AnswerWords.vietnamese.ordinals["thứ nhất"] == 1)
        #expect(Language.of("ko-KR").answers.cancel == AnswerWords.korean.cancel)
    }

    // MARK: Ordinals and option numbers

    /// A resolver over Meditation's ten sessions in `locale`.
    private func sessionResolver(_ locale: String) throws -> ChoiceResolver {
        let app = try sampleCatalog.app("Meditation")
        let type = try #require(sampleCatalog.type(named: "MeditationSession", inApp: app))
        return ChoiceResolver(
            values: type.values, locale: locale, isDevelopmentLocale: false, words: Language.of(locale).answers)
    }

    @Test(arguments: [
        ("vi", "thứ nhất", 0), ("vi", "đầu tiên", 0), ("vi", "cái đầu tiên", 0), ("vi", "thứ hai", 1),
        ("vi", "cái thứ hai", 1),
        ("vi", "thứ ba", 2), ("vi", "thứ tư", 3), ("vi", "thứ 5", 4), ("vi", "thứ mười", 9), ("vi", "cuối cùng", 9),
        ("vi", "cái cuối cùng", 9), ("vi", "số 2", 1), ("vi", "số hai", 1), ("vi", "hai", 1), ("vi", "2", 1),
        ("ko", "첫 번째", 0), ("ko", "첫번째", 0), ("ko", "첫째", 0), ("ko", "두 번째", 1), ("ko", "두번째", 1), ("ko", "둘째", 1),
        ("ko", "세 번째 거", 2), ("ko", "열 번째", 9), ("ko", "마지막", 9), ("ko", "마지막 거", 9), ("ko", "1번", 0),
        ("ko", "2번", 1), ("ko", "2 번", 1), ("ko", "이 번", 1), ("ko", "2번째", 1), ("ko", "둘", 1), ("ko", "두 번째 거요", 1),
        ("zh-Hans", "第一个", 0), ("zh-Hans", "第二个", 1), ("zh-Hans", "第三个", 2), ("zh-Hans", "第十个", 9),
        ("zh-Hans", "第2个", 1), ("zh-Hans", "最后一个", 9), ("zh-Hans", "最后", 9), ("zh-Hans", "二", 1), ("zh-Hans", "两", 1),
        ("zh-Hans", "2号", 1), ("zh-Hans", "我要第二个", 1), ("zh-Hans", "选第三个吧", 2),
    ])
    func anOrdinalOrNumberPicksThatOption(locale: String, answer: String, position: Int) throws {
        let resolver = try sessionResolver(locale)
        #expect(resolver.optionPosition(TextNormalizer.words(answer), count: 10) == position, "\(answer)")
        let all = Array(resolver.values.indices)
        #expect(resolver.resolve(answer, candidates: all, listed: all) == .values([position]), "\(answer)")
    }

    @Test(arguments: [
        ("vi", "thứ mười một"), ("vi", "không"), ("ko", "열한 번째"), ("ko", "네"), ("ko", "영 번"), ("zh-Hans", "第十一个"),
        ("zh-Hans", "零"),
    ])
    func anOptionPastTheListIsNone(locale: String, answer: String) throws {
        #expect(try sessionResolver(locale).optionPosition(TextNormalizer.words(answer), count: 10) == nil, "\(answer)")
    }

    // MARK: Lists

    @Test func listsAreSplitAtEachLocalesSeparators() {
        func items(_ text: String, _ locale: String) -> [String] {
            ListSplitter.items(
                of: text, separators: Language.of(locale).answers.listSeparators,
                conditional: Language.of(locale).conditionalJoiners)
        }
        #expect(items("Phô mai, Húng quế và Hành lá", "vi") == ["Phô mai", "Húng quế", "Hành lá"])
        #expect(items("phô mai với bacon", "vi") == ["phô mai", "bacon"])
        #expect(items("치즈, 바질하고 베이컨", "ko") == ["치즈", "바질", "베이컨"])
        #expect(items("치즈와 베이컨", "ko") == ["치즈", "베이컨"])
        #expect(items("베이컨과 치즈", "ko") == ["베이컨", "치즈"])
        #expect(items("베이컨이랑 치즈", "ko") == ["베이컨", "치즈"])
        #expect(items("바질 그리고 치즈", "ko") == ["바질", "치즈"])
        #expect(items("面包丁、芝士和培根", "zh-Hans") == ["面包丁", "芝士", "培根"])
        #expect(items("芝士，培根跟罗勒还有葱花", "zh-Hans") == ["芝士", "培根", "罗勒", "葱花"])
    }

    @Test func aKoreanParticleSplitsOnlyAfterAWordItFits() {
        let separators = AnswerWords.korean.listSeparators
        // 과 follows a consonant: 사과 (apple) ends in a vowel, so it is no particle here.
        #expect(
            ListSplitter.items(of: "사과 주스", separators: separators, conditional: Language.korean.conditionalJoiners)
                == ["사과 주스"])
        // 와 follows a vowel: 치즈와 splits, 빵와 would not be Korean.
        #expect(
            ListSplitter.items(of: "치즈와 빵", separators: separators, conditional: Language.korean.conditionalJoiners)
                == ["치즈", "빵"])
        #expect(
            ListSplitter.items(of: "빵과 치즈", separators: separators, conditional: Language.korean.conditionalJoiners)
                == ["빵", "치즈"])
        #expect(AnswerWords.korean.listJoiners.contains("과 ") && !AnswerWords.korean.listMarks.contains("과 "))
    }
}
