import Foundation
import Testing

@testable import Phrasebook

/// Texts said outside the matched phrase's slots: which String parameter a
/// run of words left over fills (quotation marks, text marks, the
/// parameter's title, the summary's word next to it), and that a run that
/// could be read two ways, or another app's name, reads nothing.
@Suite struct OutsideTextTests {
    /// The String values of `outcome`'s invocation, by parameter name.
    func texts(_ outcome: Outcome) -> [String: String] {
        var texts: [String: String] = [:]
        for assignment in outcome.invocation?.parameters ?? [] {
            if case .string(let text) = assignment.value { texts[assignment.name] = text }
        }
        return texts
    }

    @Test(arguments: [
        ("Add Piranesi by Susanna Clarke to Library", "en", "Piranesi", "Susanna Clarke"),
        ("村上春樹の「騎士団長殺し」をライブラリに追加して", "ja", "騎士団長殺し", "村上春樹"),
        ("한강의 \"소년이 온다\" 도서관에 추가해줘", "ko", "소년이 온다", "한강"),
        ("Thêm cuốn \"Số đỏ\" của Vũ Trọng Phụng vào Thư viện", "vi", "Số đỏ", "Vũ Trọng Phụng"),
        ("在图书馆添加鲁迅的《呐喊》", "zh-Hans", "呐喊", "鲁迅"),
    ])
    func aTitleAndItsAuthorFillTheirParameters(utterance: String, locale: String, title: String, author: String)
        throws
    {
        var conversation = dialogConversation()
        let outcome = try requireOutcome(conversation.say(utterance))
        #expect(outcome.status == .resolved)
        #expect(outcome.invocation?.intent == "AddBookIntent")
        #expect(outcome.invocation?.locale == locale)
        #expect(texts(outcome) == ["title": title, "author": author])
    }

    @Test(arguments: [
        ("Add a book called Circe to Library", "Circe"),
        ("Add Station Eleven to Library", "Station Eleven"),
        ("Save \"Klara and the Sun\" in my Library", "Klara and the Sun"),
        ("雪国という本をライブラリに追加して", "雪国"),
        ("'채식주의자'라는 책 도서관에 추가해줘", "채식주의자"),
    ])
    func aMarkedOrOnlyRunFillsTheMainText(utterance: String, title: String) throws {
        var conversation = dialogConversation()
        let outcome = try requireOutcome(conversation.say(utterance))
        #expect(outcome.status == .resolved)
        #expect(texts(outcome) == ["title": title])
    }

    @Test func aParametersOwnTitleIntroducesItsValue() throws {
        var conversation = dialogConversation()
        let outcome = try requireOutcome(
            conversation.say("Save \"Klara and the Sun\" in my Library, recommended by my sister"))
        #expect(texts(outcome) == ["title": "Klara and the Sun", "recommendedBy": "my sister"])
        var chinese = dialogConversation()
        let told = try requireOutcome(chinese.say("在图书馆添加一本书《活着》，作者余华"))
        #expect(texts(told) == ["title": "活着", "author": "余华"])
    }

    @Test func aDateSaidAfterTheTextIsStillRead() throws {
        var conversation = dialogConversation()
        let prompt = try requirePrompt(conversation.say("Create a task called Buy stamps in Tasks"))
        #expect(prompt.parameter == "dueDate")
        var dated = dialogConversation()
        let outcome = try requireOutcome(dated.say("Add clean the garage gutters to Tasks, due Friday at noon"))
        #expect(texts(outcome) == ["title": "clean the garage gutters"])
        #expect(outcome.invocation?["dueDate"] != nil)
    }

    /// Words around an app's name with no action of the app said are no
    /// text of it, and a request read again with a word corrected reads
    /// no text: a text takes any words.
    @Test(arguments: [
        "导航到最近的图书馆",
        "最近的图书馆几点开门",
        "Navigate to the nearest Library by bus",
        "ライブラリの近くのカフェを探して",
    ])
    func wordsAroundAnAppsNameAloneAreNoText(utterance: String) throws {
        var conversation = dialogConversation()
        let outcome = try requireOutcome(conversation.say(utterance))
        #expect(outcome.status == .noMatch)
    }

    @Test(arguments: [
        "Add a book to Library by",
        "Create a task called",
        "Thêm sách vào Thư viện tác giả",
        "Thêm sách vào Thư viện của",
        "在图书馆添加一本书，作者",
    ])
    func aMarkSaidLastIntroducesNoText(utterance: String) throws {
        var conversation = dialogConversation()
        switch conversation.say(utterance) {
        case .outcome(let outcome):
            #expect(texts(outcome).isEmpty)
        case .prompt(let prompt):
            #expect(prompt.parameter == "title")
        }
    }

    @Test(arguments: [
        "Open Circe in Library",
        "Create Zorblax in Tasks",
        "Thêm một Zorblax vào Nhiệm vụ",
        "Create a task in Calendar called dentist",
        "캘린더에서 할 일 만들어줘",
        "村上春樹の海辺のカフカをライブラリに追加して",
    ])
    func runsThatCouldBeReadTwoWaysReadNothing(utterance: String) throws {
        var conversation = dialogConversation()
        let turn = conversation.say(utterance)
        if case .outcome(let outcome) = turn {
            #expect(texts(outcome).isEmpty)
        }
    }
}
