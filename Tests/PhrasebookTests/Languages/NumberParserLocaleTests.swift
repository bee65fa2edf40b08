import Testing

@testable import Phrasebook

/// Number words in Vietnamese, Korean and Chinese, read from normalized
/// tokens as answers arrive (Han characters one token each, Hangul words whole).
@Suite struct NumberParserLocaleTests {
    private func integer(_ text: String, _ locale: String) -> Int? {
        NumberParser.integer(TextNormalizer.words(text), locale: locale)
    }

    private func number(_ text: String, _ locale: String) -> Double? {
        NumberParser.number(TextNormalizer.words(text), locale: locale)
    }

    @Test(arguments: [
        ("0", 0), ("7", 7), ("42", 42), ("1,000", 1000),
        ("không", 0), ("một", 1), ("hai", 2), ("ba", 3), ("bốn", 4), ("năm", 5), ("sáu", 6), ("bảy", 7), ("tám", 8),
        ("chín", 9),
        ("mười", 10), ("mười một", 11), ("mười hai", 12), ("mười bốn", 14), ("mười lăm", 15), ("mười năm", 15),
        ("hai mươi", 20), ("hai mươi mốt", 21), ("hai mươi một", 21), ("ba mươi tư", 34), ("bốn mươi bốn", 44),
        ("năm mươi lăm", 55), ("chín mươi chín", 99), ("hai mốt", 21), ("ba lăm", 35), ("hai chục", 20),
        ("một trăm", 100), ("trăm", 100), ("một trăm linh năm", 105), ("một trăm lẻ một", 101), ("hai trăm mười", 210),
        ("ba trăm hai mươi", 320), ("chín trăm chín mươi chín", 999), ("một nghìn", 1000), ("nghìn", 1000),
        ("hai nghìn không trăm hai mươi sáu", 2026), ("hai ngàn lẻ năm", 2005), ("một triệu", 1_000_000),
        ("một nghìn hai trăm", 1200), ("hai phần", 2), ("ba bát", 3), ("mười hai tô", 12), ("2 phần", 2), ("Hai", 2),
        ("âm năm", -5),
    ])
    func vietnamese(text: String, value: Int) {
        #expect(integer(text, "vi") == value, "\(text)")
        #expect(number(text, "vi-VN") == Double(value), "\(text)")
    }

    @Test(arguments: [
        ("하나", 1), ("한", 1), ("둘", 2), ("두", 2), ("셋", 3), ("세", 3), ("넷", 4), ("다섯", 5), ("여섯", 6), ("일곱", 7),
        ("여덟", 8), ("아홉", 9), ("열", 10), ("열하나", 11), ("열한", 11), ("열두", 12), ("열둘", 12), ("열다섯", 15),
        ("스물", 20), ("스무", 20), ("스물하나", 21), ("스물 하나", 21), ("스물한", 21), ("서른", 30), ("마흔둘", 42),
        ("아흔아홉", 99),
        ("일", 1), ("이", 2), ("삼", 3), ("사", 4), ("오", 5), ("육", 6), ("칠", 7), ("팔", 8), ("구", 9), ("영", 0), ("십", 10),
        ("십이", 12), ("이십", 20), ("이십일", 21), ("이십 일", 21), ("구십구", 99), ("백", 100), ("백오", 105),
        ("삼백이십", 320), ("천", 1000), ("이천이십육", 2026), ("만", 10_000), ("삼만 오천", 35_000),
        ("2개", 2), ("두 개", 2), ("두개", 2), ("세 개", 3), ("네 개", 4), ("두 그릇", 2), ("열두 잔", 12), ("2 그릇", 2),
        ("세 개요", 3), ("둘이요", 2), ("두 개만", 2), ("두 개로", 2), ("10개", 10), ("3인분", 3), ("마이너스 오", -5),
    ])
    func korean(text: String, value: Int) {
        #expect(integer(text, "ko") == value, "\(text)")
        #expect(number(text, "ko-KR") == Double(value), "\(text)")
    }

    @Test(arguments: [
        ("〇", 0), ("零", 0), ("一", 1), ("二", 2), ("两", 2), ("三", 3), ("九", 9), ("十", 10), ("十二", 12), ("二十", 20),
        ("二十一", 21), ("九十九", 99), ("一百", 100), ("一百零五", 105), ("一百一十", 110), ("一百五", 150),
        ("两百", 200), ("三百二十", 320), ("一千", 1000), ("两千零二十六", 2026), ("一千零五十", 1050), ("一万", 10_000),
        ("两万三", 23_000), ("三万五千", 35_000), ("3万", 30_000),
        ("两份", 2), ("两个", 2), ("3个", 3), ("一碗", 1), ("两杯", 2), ("十二份", 12), ("2份", 2), ("负五", -5),
    ])
    func chinese(text: String, value: Int) {
        #expect(integer(text, "zh-Hans") == value, "\(text)")
        #expect(number(text, "zh-CN") == Double(value), "\(text)")
    }

    @Test func decimalsInWords() {
        #expect(number("hai phẩy năm", "vi") == 2.5)
        #expect(number("không chấm hai lăm", "vi") == nil)
        #expect(number("không phẩy hai năm", "vi") == 0.25)
        #expect(number("二点五", "zh-Hans") == 2.5)
        #expect(number("3点5", "zh-Hans") == 3.5)
        #expect(number("2.5", "ko") == 2.5)
        #expect(integer("二点五", "zh-Hans") == nil)
    }

    @Test(arguments: [
        ("vi", ""), ("vi", "phần"), ("vi", "hai ba"), ("vi", "mươi"), ("vi", "mốt"), ("vi", "tư"), ("vi", "một mươi"),
        ("vi", "mười mười"), ("vi", "một trăm năm"), ("vi", "hai nghìn năm"), ("vi", "trăm trăm"), ("vi", "two"),
        ("vi", "phở"),
        ("ko", ""), ("ko", "네"), ("ko", "개"), ("ko", "하나둘"), ("ko", "십십"), ("ko", "일이"), ("ko", "스무하나"),
        ("ko", "two"), ("ko", "수프"),
        ("zh-Hans", ""), ("zh-Hans", "份"), ("zh-Hans", "一二"), ("zh-Hans", "十十"), ("zh-Hans", "百千"), ("zh-Hans", "两三"),
        ("zh-Hans", "two"), ("zh-Hans", "汤"),
    ])
    func refusesWhatIsNotANumber(locale: String, text: String) {
        #expect(integer(text, locale) == nil, "\(text)")
    }

    @Test func theEnglishSignatureReadsEnglishAndAnyOtherLocaleFallsBackToIt() {
        #expect(NumberParser.integer(["twenty", "one"]) == 21)
        #expect(integer("twenty one", "en") == 21)
        #expect(integer("twenty one", "fr") == 21)
        #expect(integer("hai", "en") == nil)
        #expect(integer("3", "ko") == 3)
    }
}
