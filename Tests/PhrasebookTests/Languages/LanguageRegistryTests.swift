import Foundation
import Testing

@testable import Phrasebook

/// The registry of languages: which one a locale tag asks for, and that
/// every registered language is complete.
@Suite struct LanguageRegistryTests {
    @Test(arguments: [
        ("en", "en"), ("en-US", "en"), ("vi", "vi"), ("vi-VN", "vi"), ("vi_VN", "vi"), ("ko", "ko"), ("ko-KR", "ko"),
        ("zh-Hans", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh", "zh-Hans"), ("zh-Hans-CN", "zh-Hans"),
        ("ZH-hans", "zh-Hans"),
        ("zh-Hant", "en"), ("zh-TW", "en"), ("zh-HK", "en"), ("fr", "en"), ("", "en"), ("ja", "ja"), ("ja-JP", "ja"),
        ("JA_jp", "ja"),
    ])
    func aLocaleTagIsMatchedByLanguage(tag: String, language: String) {
        #expect(Language.of(tag).tag == language)
        #expect(Language.of(tag).phrases.cancelled == Language.of(language).phrases.cancelled)
    }

    @Test(arguments: [
        ("vi", "vi"), ("VI", "vi"), ("vi-VN", "vi"), ("vi_VN", "vi"), ("Vi-vn", "vi"), ("ko", "ko"), ("KO-kr", "ko"),
        ("zh", "zh-Hans"), ("zh-Hans", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh-SG", "zh-Hans"), ("zh_cn", "zh-Hans"),
        ("ZH-HANS", "zh-Hans"), ("en", "en"), ("EN-gb", "en"), ("ja", "ja"), ("ja-JP", "ja"), ("Ja-jp", "ja"),
    ])
    func aSpokenTagIsFoundIgnoringCase(tag: String, language: String) {
        #expect(Language.speaking(tag)?.tag == language, "\(tag)")
    }

    @Test(arguments: [
        "zh-Hant", "zh-TW", "zh-HK", "zh-MO", "zh-hant-TW", "ZH_HANT", "zh-Hant-CN", "zh_tw", "fr", "vie", "kok", "k",
        "", "-", "jav", "jpn",
    ])
    func otherTagsAreNotSpokenAndFallBack(tag: String) {
        #expect(Language.speaking(tag) == nil, "\(tag)")
        #expect(Language.of(tag).isSame(as: .fallback), "\(tag)")
    }

    @Test func emptySubtagsAreSkipped() {
        #expect(Language.speaking("-vi")?.tag == "vi")
        #expect(Language.speaking("zh--Hant") == nil)
    }

    @Test func noTagIsTheFallbackEnglish() {
        #expect(Language.of(nil).tag == "en")
        #expect(Language.fallback.tag == "en")
        #expect(Language.all.first?.isSame(as: .fallback) == true)
    }

    @Test func everyRegisteredLanguageServesItsOwnTagOnce() {
        var tags = Set<String>()
        for language in Language.all {
            #expect(tags.insert(language.tag).inserted, "\(language.tag) is registered twice")
            #expect(Language.speaking(language.tag)?.isSame(as: language) == true, "\(language.tag)")
        }
    }

    @Test func everyRegisteredLanguageProvidesEveryComponent() {
        for language in Language.all {
            let name = language.tag
            let phrases = language.phrases
            for text in [
                phrases.valuePrompt("X"), phrases.disambiguationPrompt("X"), phrases.actionPrompt, phrases.cancelled,
                phrases.didNotUnderstand("X"), phrases.gaveUp, phrases.inputEnded, phrases.nothingToContinue,
                phrases.intentNotDeclared("X"), phrases.nothingSaid, phrases.noMatch("X"),
                phrases.negativePhrase("X", "Y"),
                phrases.tooLong(1), phrases.youCanSay, phrases.noSuchApp("X"), phrases.outOfRange("1", "2"),
                phrases.tooSmall("1"), phrases.tooLarge("2"), phrases.notInFuture("X"), phrases.empty("X"),
                phrases.joinList(["A", "B"]), phrases.trueValue, phrases.falseValue,
            ] {
                #expect(!text.isEmpty, "\(name)")
            }
            let answers = language.answers
            #expect(!answers.yes.isEmpty && !answers.no.isEmpty && !answers.cancel.isEmpty, "\(name)")
            #expect(answers.yes.isDisjoint(with: answers.no), "\(name)")
            #expect(!answers.ordinals.isEmpty && !answers.fillers.isEmpty && !answers.numberMarkers.isEmpty, "\(name)")
            #expect(!answers.listMarks.isEmpty && !answers.listJoiners.isEmpty, "\(name)")
            #expect(!language.questions.everything.isEmpty && !language.questions.around.isEmpty, "\(name)")
            #expect(language.readNumber(["2"]) == 2, "\(name)")
            #expect(language.readNumber([]) == nil, "\(name)")
            for joiner in language.conditionalJoiners.keys {
                #expect(answers.listJoiners.contains(joiner), "\(name): \(joiner)")
            }
        }
    }

    @Test func aLanguageDefinedElsewhereIsComplete() {
        // What a new language folder defines: one value, from its parts.
        let klingon = Language(
            tag: "tlh", tags: LanguageTags("tlh"), phrases: .english,
            answers: AnswerWords(
                yes: ["aye"], no: ["nay"], cancel: ["belay"], ordinals: ["first": 1], fillers: ["arr"],
                numberMarkers: ["number"],
                listMarks: [","], listJoiners: [" an' "]),
            questions: QuestionForms(everything: ["what be here"], around: ["what be <app>"]),
            readNumber: { NumberParser.digits($0.first ?? "") }, readDate: { _, _ in nil })
        #expect(klingon.tags.contain("tlh") && klingon.tags.contain("TLH-Latn"))
        #expect(!klingon.tags.contain("en"))
        #expect(klingon.answers.yesOrNo(["aye"]) == true && klingon.answers.isCancel(["belay"]))
        #expect(klingon.readNumber(["12"]) == 12)
        #expect(
            klingon.gluedParticles.isEmpty && klingon.conditionalJoiners.isEmpty && klingon.withoutChoiceEndings == nil)
        #expect(klingon.droppableParticles.isEmpty)
    }
}
