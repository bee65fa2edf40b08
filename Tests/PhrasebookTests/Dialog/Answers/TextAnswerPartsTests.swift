import Testing

@testable import Phrasebook

/// Answers to a text question that give the intent's other texts too
/// (``TextAnswerParts``), through a conversation over the sample apps:
/// the book's title asked, its author said with it.
@Suite struct TextAnswerPartsTests {
    /// The title and author `answer` gives to the title question that
    /// `request` asks.
    func titleAndAuthor(_ request: String, _ answer: String) throws -> (String?, String?) {
        var conversation = dialogConversation()
        let prompt = try requirePrompt(conversation.say(request))
        #expect(prompt.parameter == "title", "\(request)")
        let outcome = try requireOutcome(conversation.answer(answer))
        func text(_ name: String) -> String? {
            guard case .string(let value)? = outcome.invocation?[name] else { return nil }
            return value
        }
        return (text("title"), text("author"))
    }

    @Test(arguments: [
        // A mark of the author standing as a word inside the answer.
        (
            "Add a book to Library", "The Remains of the Day by Kazuo Ishiguro", "The Remains of the Day",
            "Kazuo Ishiguro"
        ),
        ("Thêm một cuốn sách vào Thư viện", "Tắt đèn của Ngô Tất Tố", "Tắt đèn", "Ngô Tất Tố"),
        // A quoted title, the author after a comma: marked, or unmarked in the intent's order.
        ("Libraryに本を追加", "「ノルウェイの森」、村上春樹の", "ノルウェイの森", "村上春樹"),
        ("Library에 책 추가해", "「소년이 온다」, 한강", "소년이 온다", "한강"),
        ("在Library里添加一本书", "《平凡的世界》，作者路遥", "平凡的世界", "路遥"),
        ("在Library里添加一本书", "《围城》，钱钟书", "围城", "钱钟书"),
        ("Add a book to Library", "\"Beloved\", by Toni Morrison", "Beloved", "Toni Morrison"),
    ])
    func anAnswerGivesTheAuthorWithTheTitle(request: String, answer: String, title: String, author: String) throws {
        let (readTitle, readAuthor) = try titleAndAuthor(request, answer)
        #expect(readTitle == title, "\(answer)")
        #expect(readAuthor == author, "\(answer)")
    }

    @Test(arguments: [
        // No mark, or a mark of one character inside a run: the title whole.
        ("Add a book to Library", "Eats, Shoots and Leaves", "Eats, Shoots and Leaves"),
        ("Libraryに本を追加", "海辺のカフカ", "海辺のカフカ"),
        ("在Library里添加一本书", "我的前半生", "我的前半生"),
        // Two quoted pieces: which one is the title is not plain.
        ("Add a book to Library", "\"Emma\" and \"Persuasion\"", "\"Emma\" and \"Persuasion\""),
    ])
    func anAnswerWithoutAPlainMarkIsTheTitleWhole(request: String, answer: String, title: String) throws {
        let (readTitle, readAuthor) = try titleAndAuthor(request, answer)
        #expect(readTitle == title, "\(answer)")
        #expect(readAuthor == nil, "\(answer)")
    }

    /// An answer of separators or quotation marks alone parts nothing: it
    /// is read as any answer is (here, asked again).
    @Test(arguments: [",", " ， ", "\"\"", "、、"])
    func anAnswerOfMarksAlonePartsNothing(answer: String) throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Add a book to Library"))
        #expect(TextAnswerParts.pieces(of: answer).allSatisfy { !$0.text.isEmpty })
        if case .outcome(let outcome) = conversation.answer(answer) {
            guard case .string(let title)? = outcome.invocation?["title"] else { return }
            #expect(!title.isEmpty)
        }
    }

    /// The parts alone: pieces at quotation marks and separators.
    @Test func piecesPartAtQuotesAndSeparators() {
        let pieces = TextAnswerParts.pieces(of: " 『パチンコ』、ミン・ジン・リーの ")
        #expect(pieces.map(\.text) == ["パチンコ", "ミン・ジン・リーの"])
        #expect(pieces.map(\.quoted) == [true, false])
        #expect(TextAnswerParts.pieces(of: "\"unclosed, title").map(\.text) == ["\"unclosed", "title"])
    }
}
