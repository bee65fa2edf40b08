import Foundation
import Testing

@testable import Phrasebook

/// "What can I do here?" and "What can I do with <App>?" in Vietnamese,
/// Korean and Chinese, with the app named in any of its locales.
@Suite struct BuiltinQuestionLocaleTests {
    private func index(_ app: String) throws -> Int { try sampleCatalog.app(app) }

    private func parse(_ utterance: String, locale: String? = nil) -> (BuiltinQuestion, String)? {
        BuiltinQuestion.parse(utterance, catalog: sampleCatalog, locale: locale)
    }

    @Test(arguments: [
        ("Tôi có thể làm gì ở đây?", "vi"), ("tôi có thể làm gì", "vi"), ("Tôi làm được gì ở đây vậy?", "vi"),
        ("Ở đây tôi có thể làm gì?", "vi"), ("Có những phím tắt nào?", "vi"), ("Bạn làm được gì?", "vi"),
        ("여기서 뭘 할 수 있어?", "ko"), ("뭐 할 수 있어요?", "ko"), ("여기서 무엇을 할 수 있나요?", "ko"), ("내가 뭘 할 수 있지?", "ko"),
        ("어떤 단축어가 있어?", "ko"),
        ("我在这里能做什么?", "zh-Hans"), ("我在这里能做什么？", "zh-Hans"), ("我能做什么", "zh-Hans"), ("这里可以做什么呢？", "zh-Hans"),
        ("有哪些快捷指令？", "zh-Hans"), ("我在这儿能干什么", "zh-Hans"),
    ])
    func questionsNamingNoAppAskAboutEverything(utterance: String, locale: String) {
        let parsed = parse(utterance)
        #expect(parsed?.0 == .everything, "\(utterance)")
        #expect(parsed?.1 == locale, "\(utterance)")
    }

    @Test(arguments: [
        ("Tôi có thể làm gì với Thiền?", "Meditation", "vi"), ("Tôi có thể làm gì với Chánh niệm?", "Meditation", "vi"),
        ("Tôi có thể làm gì với Meditation?", "Meditation", "vi"),
        ("Tôi có thể làm gì trong Thư viện?", "Library", "vi"),
        ("Soup Chef làm được gì?", "Soup Chef", "vi"), ("Nhiệm vụ có thể làm gì vậy?", "Tasks", "vi"),
        ("Tôi có thể làm gì với 冥想?", "Meditation", "vi"),
        ("명상으로 뭘 할 수 있어?", "Meditation", "ko"), ("명상 으로 뭘 할 수 있어", "Meditation", "ko"),
        ("마음챙김으로 뭘 할 수 있어?", "Meditation", "ko"), ("수프 셰프로 뭘 할 수 있어?", "Soup Chef", "ko"),
        ("도서관에서 뭘 할 수 있어요?", "Library", "ko"), ("할 일로 뭘 할 수 있어?", "Tasks", "ko"),
        ("Meditation으로 뭘 할 수 있어?", "Meditation", "ko"), ("책장으로 뭐 할 수 있어?", "Library", "ko"),
        ("冥想能做什么?", "Meditation", "zh-Hans"), ("用冥想能做什么?", "Meditation", "zh-Hans"),
        ("图书馆可以做什么", "Library", "zh-Hans"), ("Soup Chef能做什么？", "Soup Chef", "zh-Hans"),
        ("我能用汤厨做什么", "Soup Chef", "zh-Hans"), ("在任务清单里能做什么", "Tasks", "zh-Hans"),
        ("正念能做什么呢", "Meditation", "zh-Hans"), ("用Meditation能做什么", "Meditation", "zh-Hans"),
    ])
    func questionsNamingAnAppAskAboutThatApp(utterance: String, app: String, locale: String) throws {
        let parsed = parse(utterance)
        #expect(parsed?.0 == .app(try index(app)), "\(utterance)")
        #expect(parsed?.1 == locale, "\(utterance)")
    }

    @Test func aQuestionNamingAnotherAppNamesIt() {
        #expect(parse("Tôi có thể làm gì với Netflix?")! == (.unknownApp("netflix"), "vi"))
        #expect(parse("넷플릭스로 뭘 할 수 있어?")! == (.unknownApp("넷플릭스"), "ko"))
        #expect(parse("Netflix能做什么")! == (.unknownApp("netflix"), "zh-Hans"))
    }

    @Test(arguments: [
        "Tôi có thể làm gì với", "tôi có thể", "xin chào", "뭘", "할 수 있어", "수프 셰프에서 수프 주문해", "能做", "做什么",
        "在Soup Chef点汤",
    ])
    func otherUtterancesAreNoQuestion(utterance: String) {
        #expect(parse(utterance) == nil, "\(utterance)")
    }

    @Test func withALocaleOnlyItsFormsAreTried() {
        #expect(parse("冥想能做什么", locale: "zh-Hans")?.1 == "zh-Hans")
        #expect(parse("冥想能做什么", locale: "zh-CN")?.1 == "zh-Hans")
        #expect(parse("冥想能做什么", locale: "vi") == nil)
        #expect(parse("冥想能做什么", locale: "fr") == nil)
        #expect(parse("What can I do here?", locale: "en")?.1 == "en")
        #expect(parse("What can I do here?", locale: "ko") == nil)
        #expect(parse("여기서 뭘 할 수 있어?", locale: "ko-KR")?.0 == .everything)
    }

    @Test(arguments: [
        ("Tôi có thể làm gì với Thiền?", "vi", "Bạn có thể nói:"), ("명상으로 뭘 할 수 있어?", "ko", "이렇게 말해 보세요:"),
        ("冥想能做什么?", "zh-Hans", "你可以说："),
    ])
    func suggestionsComeInTheLocaleTheQuestionWasAskedIn(utterance: String, locale: String, youCanSay: String) throws {
        var conversation = dialogConversation()
        let outcome = try requireOutcome(conversation.say(utterance))
        let expected = BuiltinQuestion.app(try index("Meditation")).suggestions(in: sampleCatalog, locale: locale)
        #expect(outcome.status == .resolved)
        #expect(outcome.suggestions == expected)
        #expect(outcome.dialog == ([youCanSay] + expected.map { "• \($0.phrase)" }).joined(separator: "\n"))
        // The phrases are the translated ones, with the translated app name.
        let english = BuiltinQuestion.app(try index("Meditation")).suggestions(in: sampleCatalog).map(\.phrase)
        #expect(expected.map(\.phrase) != english)
        let appName = sampleCatalog.apps[try index("Meditation")].translate("Meditation", into: locale)
        #expect(expected.allSatisfy { $0.phrase.contains(appName) })
    }

    @Test func everythingIsListedInTheLocale() throws {
        var conversation = dialogConversation()
        let outcome = try requireOutcome(conversation.say("여기서 뭘 할 수 있어?"))
        let expected = BuiltinQuestion.everything.suggestions(in: sampleCatalog, locale: "ko")
        #expect(outcome.suggestions == expected)
        #expect(outcome.dialog?.hasPrefix("이렇게 말해 보세요:\n• ") == true)
        #expect(expected.count == 16)
    }

    @Test func anUnknownAppIsNamedInTheLocale() throws {
        var conversation = dialogConversation()
        #expect(
            try requireOutcome(conversation.say("Tôi có thể làm gì với Netflix?"))
                == Outcome(
                    status: .noMatch, message: "Ở đây không có ứng dụng nào tên là \"netflix\"."))
        #expect(
            try requireOutcome(conversation.say("넷플릭스로 뭘 할 수 있어?"))
                == Outcome(
                    status: .noMatch, message: "여기에는 \"넷플릭스\"라는 앱이 없어요."))
        #expect(
            try requireOutcome(conversation.say("Netflix能做什么？"))
                == Outcome(
                    status: .noMatch, message: "这里没有名为“netflix”的应用。"))
    }
}
