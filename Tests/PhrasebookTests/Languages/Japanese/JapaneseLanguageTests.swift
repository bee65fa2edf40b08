import Foundation
import Testing

@testable import Phrasebook

/// Japanese as the engine reads it: numbers with counters, dates, yes / no /
/// cancel (also followed by a verb), choices with a polite ending, and the
/// built-in questions.
///
/// Now is Friday 20 November 2026, 14:30 in New York.
@Suite struct JapaneseLanguageTests {
    private let japanese = Language.of("ja-JP")

    private func number(_ text: String) -> Double? {
        NumberParser.number(TextNormalizer.words(text), locale: "ja")
    }

    @Test(arguments: [
        ("2", 2.0), ("２", 2), ("2杯", 2), ("3杯", 3), ("二つ", 2), ("ふたつ", 2), ("ひとつ", 1), ("三つ", 3), ("2個", 2),
        ("5回", 5), ("3冊", 3), ("10分", 10), ("2人前", 2), ("3番目", 3), ("十", 10), ("十二", 12), ("二十一", 21),
        ("百五", 105), ("三千五百", 3500), ("一万二千", 12000), ("3万", 30000), ("二億", 200_000_000), ("二〇二六", 2026),
        ("3杯でお願いします", 3), ("じゅう", 10), ("さん", 3), ("2つください", 2), ("１０杯", 10), ("マイナス五", -5), ("2.5", 2.5),
    ])
    func numbersAreReadWithTheirCounters(text: String, expected: Double) {
        #expect(number(text) == expected, "\(text)")
    }

    @Test(arguments: ["に", "いっぱい", "はい", "杯", "たくさん", "十十", "百千", ""])
    func wordsThatAreNotNumbersAreNotRead(text: String) {
        #expect(number(text) == nil, "\(text)")
    }

    private func date(_ text: String) -> Date? {
        DateParser(now: fixedDate, timeZone: newYork, locale: "ja").parse(text)
    }

    @Test(arguments: [
        ("今日", "2026-11-20T00:00:00-05:00"), ("明日", "2026-11-21T00:00:00-05:00"), ("あした", "2026-11-21T00:00:00-05:00"),
        ("明後日", "2026-11-22T00:00:00-05:00"), ("明日の午後3時", "2026-11-21T15:00:00-05:00"),
        ("明日の朝7時", "2026-11-21T07:00:00-05:00"), ("来週の月曜日", "2026-11-23T00:00:00-05:00"),
        ("今週の金曜日", "2026-11-20T00:00:00-05:00"), ("来週の金曜", "2026-11-27T00:00:00-05:00"),
        ("3時半", "2026-11-20T15:30:00-05:00"), ("午前10時", "2026-11-21T10:00:00-05:00"),
        ("15時", "2026-11-20T15:00:00-05:00"),
        ("午後4時15分", "2026-11-20T16:15:00-05:00"), ("三時", "2026-11-20T15:00:00-05:00"),
        ("16:45", "2026-11-20T16:45:00-05:00"),
        ("今夜9時", "2026-11-20T21:00:00-05:00"), ("3月5日", "2027-03-05T00:00:00-05:00"),
        ("12月1日", "2026-12-01T00:00:00-05:00"),
        ("2026年12月24日", "2026-12-24T00:00:00-05:00"), ("5日", "2026-12-05T00:00:00-05:00"),
        ("12/24", "2026-12-24T00:00:00-05:00"),
        ("2時間後", "2026-11-20T16:30:00-05:00"), ("1時間半後", "2026-11-20T16:00:00-05:00"),
        ("30分後", "2026-11-20T15:00:00-05:00"),
        ("3日後", "2026-11-23T14:30:00-05:00"), ("明日までに", "2026-11-21T00:00:00-05:00"),
        ("正午", "2026-11-21T12:00:00-05:00"),
        ("明日の午後３時", "2026-11-21T15:00:00-05:00"),
    ])
    func datesAreReadInJapanese(text: String, expected: String) throws {
        let parsed = try #require(date(text), "\(text)")
        #expect(parsed == ISO8601DateFormatter().date(from: expected), "\(text)")
    }

    @Test(arguments: ["そのうち", "いつでも", "月", "13月1日", "2時間"])
    func wordsThatAreNotDatesAreNotRead(text: String) {
        #expect(date(text) == nil, "\(text)")
    }

    @Test(arguments: [
        ("はい", true), ("うん", true), ("ええ", true), ("そう", true), ("お願いします", true), ("うん、消して", true),
        ("うん消して", true), ("はい、お願いします", true), ("OK", true), ("いいえ", false), ("いや", false), ("ううん", false),
        ("いや、消さないで", false), ("いいえ結構です", false), ("だめ", false),
    ])
    func yesAndNoAreReadAloneOrBeforeAVerb(text: String, expected: Bool) {
        #expect(japanese.answers.yesOrNo(answer: text) == expected, "\(text)")
    }

    @Test(arguments: ["キャンセル", "やめる", "やめて", "中止", "もういい", "やっぱりやめる", "キャンセルして"])
    func cancelWordsCancel(text: String) {
        #expect(japanese.answers.isCancel(TextNormalizer.words(text)), "\(text)")
    }

    @Test func aChoiceLosesItsPoliteEnding() throws {
        let strip = try #require(japanese.withoutChoiceEndings)
        #expect(strip("歩く瞑想でお願いします") == "歩く瞑想")
        #expect(strip("睡眠にして") == "睡眠")
        #expect(strip("トマトがいいです") == "トマト")
        #expect(strip("呼吸") == "呼吸")
    }

    @Test func katakanaWordsSplitAtTheMiddleDotOnly() {
        #expect(TextNormalizer.words("グレート・ギャツビー") == TextNormalizer.words("グレートギャツビー"))
        #expect(TextNormalizer.words("スープシェフ") == ["ス", "ー", "プ", "シ", "ェ", "フ"])
        #expect(TextNormalizer.words("Meditationで") == ["meditation", "で"])
    }

    @Test func aParticleAfterASlotMayBeLeftOutAtALowerScore() throws {
        let matcher = Matcher(catalog: sampleCatalog)
        let written = try #require(matcher.match("Meditationで歩く瞑想を始めて", locale: "ja").candidates.first)
        #expect(written.score == 1.0)
        let dropped = matcher.match("Meditationで歩く瞑想始めて", locale: "ja").candidates
        #expect(dropped.count == 1)
        #expect(dropped.first?.score == Matcher.droppedParticleScore)
        #expect(dropped.first?.phraseIndex == written.phraseIndex)
        #expect(dropped.first?.bindings.first?.text == "歩く瞑想")
        // The particle of literal text (not after a slot) and で stay in the
        // exact stage. Flexible matching reads a left-out を or で (where,
        // as `里` or `in`) as a small word and resolves.
        let exact = Matcher.exactOnly(sampleCatalog)
        for text in ["スープシェフのメニュー見せて", "Meditation歩く瞑想を始めて"] {
            #expect(exact.match(text, locale: "ja").candidates.isEmpty, "\(text)")
        }
        let menu = try #require(matcher.match("スープシェフのメニュー見せて", locale: "ja").candidates.first)
        #expect(!menu.needsConfirming)
        #expect(menu.liberties?.map(\.kind) == [.smallWordDropped])
        let place = try #require(matcher.match("Meditation歩く瞑想を始めて", locale: "ja").candidates.first)
        #expect(place.phraseIndex == written.phraseIndex)
        #expect(place.liberties?.map(\.kind) == [.smallWordDropped])
    }

    @Test func onlyALanguageThatDropsParticlesGetsReadingsWithoutThem() {
        #expect(!japanese.droppableParticles.isEmpty)
        for language in Language.all where !language.isSame(as: japanese) {
            #expect(language.droppableParticles.isEmpty, "\(language.tag)")
        }
    }

    @Test(arguments: ["何ができる？", "ここで何ができますか", "何ができますか", "どんなことができる？"])
    func builtInQuestionsAboutEverything(text: String) throws {
        let (question, locale) = try #require(BuiltinQuestion.parse(text, catalog: sampleCatalog))
        #expect(question == .everything)
        #expect(locale == "ja")
    }

    @Test(arguments: ["Meditationで何ができる？", "マインドフルネスでは何ができますか", "Meditationって何ができるの"])
    func builtInQuestionsAboutAnApp(text: String) throws {
        let (question, _) = try #require(BuiltinQuestion.parse(text, catalog: sampleCatalog, locale: "ja"))
        #expect(question == .app(try sampleCatalog.app("Meditation")))
    }
}
