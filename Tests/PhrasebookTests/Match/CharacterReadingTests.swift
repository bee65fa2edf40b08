import Foundation
import Testing

@testable import Phrasebook

/// Readings of scripts without letters: a Han character typed for another
/// of the same reading (an input method's homophone), kana typed where a
/// phrase or value writes kanji, and kana typed in the other kana.
@Suite struct CharacterReadingTests {
    let matcher = Matcher(catalog: sampleCatalog)

    @Test func theReadingTablesCoverTheCommonCharacters() {
        let chinese = CharacterReadings.chinese
        let japanese = CharacterReadings.japanese
        #expect(chinese.count >= 3500)
        #expect(japanese.count >= 2000)
        #expect(chinese.readings(of: "架") == ["jia"])
        #expect(chinese.charactersByReading()["jia"]?.contains("价") == true)
        #expect(japanese.readings(of: "削").contains("さく"))
        #expect(japanese.readings(of: "開").contains("ひら"))
        #expect(CharacterReadings.none.readings(of: "架").isEmpty)
        // A line without a single character first is not read.
        let table = CharacterReadings(table: "字 zi\nab cd\n\n子 zi")
        #expect(table.count == 2)
        #expect(table.charactersByReading()["zi"] == ["字", "子"])
        #expect(table.readings(of: "子") == ["zi"])
        #expect(table.longestReading == 2)
    }

    @Test func aHomophoneIsReadInAnAppNameAPhraseWordAndAValue() throws {
        let name = try #require(matcher.match("在图书管里打开沙丘", locale: "zh-Hans").candidates.first)
        #expect(name.intent == "OpenBookIntent")
        #expect(!name.needsConfirming)
        #expect(name.liberties?.map(\.kind) == [.homophone])
        #expect(name.liberties?.first?.description == "homophone \"管\" → \"馆\" (0.3)")
        let word = try #require(matcher.match("打开图书馆里的想读书价", locale: "zh-Hans").candidates.first)
        #expect(word.intent == "OpenShelfIntent")
        #expect(word.liberties?.map(\.kind) == [.homophone])
        let value = try #require(matcher.match("在图书馆里打开沙求", locale: "zh-Hans").candidates.first)
        #expect(value.intent == "OpenBookIntent")
        #expect(value.choiceIDs(in: sampleCatalog)["book"] == ["dune"])
        #expect(value.liberties?.map(\.kind) == [.homophone])
    }

    @Test func aCharacterReadOnlyAsAHomophoneStillCountsAsUnknown() {
        // `朗` shares a reading with a catalog character but is no word of
        // the request: added, it costs what an unknown word costs.
        let result = matcher.match("图书馆里朗读美丽新世界", locale: "zh-Hans")
        #expect(result.candidates.allSatisfy { $0.needsConfirming || ($0.cost ?? 0) > 1 })
        #expect(result.candidates.allSatisfy { $0.liberties?.contains { $0.kind == .homophone } != true })
    }

    @Test func kanaSpellingAPhrasesKanjiIsReadAsThem() throws {
        let pause = try #require(matcher.match("Meditationをいちじていし", locale: "ja").candidates.first)
        #expect(pause.intent == "PauseMeditationIntent")
        #expect(!pause.needsConfirming)
        #expect(pause.liberties?.allSatisfy { $0.kind == .kanaReading } == true)
        #expect(pause.liberties?.first?.description == "kanaReading \"い ち\" → \"一\" (0.1)")
        // In a value, and kanji and kana mixed in one word.
        let value = try #require(matcher.match("ライブラリでいほうじんを開いて", locale: "ja").candidates.first)
        #expect(value.intent == "OpenBookIntent")
        #expect(value.choiceIDs(in: sampleCatalog)["book"] == ["outsiderCamus"])
        let mixed = try #require(matcher.match("ライブラリで異ほう人をひらいて", locale: "ja").candidates.first)
        #expect(mixed.intent == "OpenBookIntent")
        #expect(!mixed.needsConfirming)
    }

    @Test func kanaInTheOtherKanaCostAsAccentsDo() throws {
        let menu = try #require(matcher.match("すーぷしぇふのメニューを見せて", locale: "ja").candidates.first)
        #expect(menu.intent == "ShowMenuIntent")
        #expect(menu.liberties?.allSatisfy { $0.kind == .kana } == true)
        // Swapped all through a word, they cost at most one accent's worth in all.
        let cost = try #require(menu.cost)
        #expect(cost > 0 && cost <= Double(FlexibleCost.kana) + 1e-6)
        #expect(!menu.needsConfirming)
    }

    @Test func kanaFoldingSwapsHiraganaAndKatakana() {
        #expect(KanaFolding.swapped("す") == "ス")
        #expect(KanaFolding.swapped("ス") == "す")
        #expect(KanaFolding.swapped("ー") == nil)
        #expect(KanaFolding.swapped("a") == nil)
        #expect(KanaFolding.hiragana("ヴ") == "ゔ")
        #expect(KanaFolding.hiragana("書") == "書")
        #expect(KanaFolding.isKana("ー") && KanaFolding.isKana("ぁ") && !KanaFolding.isKana("書"))
    }

    @Test func kanaInTheOtherKanaComplete() {
        let completions = matcher.completions(for: "すーぷしぇふの", locale: "ja", limit: 20)
        #expect(completions.contains { $0.app == "Soup Chef" })
    }
}
