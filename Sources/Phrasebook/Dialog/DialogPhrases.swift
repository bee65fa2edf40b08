/// The words the dialog engine itself says, per locale: default questions,
/// notices and messages. An app's own strings (prompts, dialogs, summaries)
/// come from its Localizable tables instead.
public struct DialogPhrases: Sendable {
    /// "What's the session?": the question for a parameter without a `prompt`.
    public var valuePrompt: @Sendable (_ title: String) -> String
    /// "Which book did you mean?": the question when several values fit.
    public var disambiguationPrompt: @Sendable (_ title: String) -> String
    /// The question when several shortcuts fit.
    public var actionPrompt: String
    /// The message of a cancelled request.
    public var cancelled: String
    /// The notice when an answer is not understood.
    public var didNotUnderstand: @Sendable (_ answer: String) -> String
    /// The message when answers were not understood too often.
    public var gaveUp: String
    /// The message when input ends during a question.
    public var inputEnded: String
    /// The message when nothing was said.
    public var nothingSaid: String
    /// The message when no phrase matches (given the normalized utterance).
    public var noMatch: @Sendable (_ utterance: String) -> String
    /// The message when a negative phrase blocks an app.
    public var negativePhrase: @Sendable (_ utterance: String, _ app: String) -> String
    /// The message for an utterance over the word limit.
    public var tooLong: @Sendable (_ limit: Int) -> String
    /// The first line of the answer to "What can I do here?".
    public var youCanSay: String
    /// The message when a built-in question names an unknown app.
    public var noSuchApp: @Sendable (_ name: String) -> String
    /// The default message of a `min`…`max` rule.
    public var outOfRange: @Sendable (_ min: String, _ max: String) -> String
    /// The default message of a `min` rule alone.
    public var tooSmall: @Sendable (_ min: String) -> String
    /// The default message of a `max` rule alone.
    public var tooLarge: @Sendable (_ max: String) -> String
    /// The default message of a `future` rule.
    public var notInFuture: @Sendable (_ title: String) -> String
    /// The default message of a `nonEmpty` rule.
    public var empty: @Sendable (_ title: String) -> String
    /// Joins list items for display ("A, B and C").
    public var joinList: @Sendable (_ items: [String]) -> String
    /// How a `Bool` value that is true reads in a dialog ("yes").
    public var trueValue: String
    /// How a `Bool` value that is false reads in a dialog ("no").
    public var falseValue: String

    /// The phrases for `locale`, matched by language (`vi` and `vi-VN` are
    /// Vietnamese; `ko`, `ko-KR` Korean; `zh-Hans`, `zh-CN`, `zh` Simplified
    /// Chinese); English when the locale has none of its own.
    public static func forLocale(_ locale: String) -> DialogPhrases {
        switch DialogLanguage(tag: locale) {
        case .english: english
        case .vietnamese: vietnamese
        case .korean: korean
        case .simplifiedChinese: simplifiedChinese
        }
    }

    /// English.
    public static let english = DialogPhrases(
        valuePrompt: { "What's the \($0.lowercased())?" },
        disambiguationPrompt: { "Which \($0.lowercased()) did you mean?" },
        actionPrompt: "Which would you like to do?",
        cancelled: "Cancelled.",
        didNotUnderstand: { "Sorry, I didn't understand \"\($0)\"." },
        gaveUp: "Sorry, I still couldn't understand the answer, so I stopped. Try the request again.",
        inputEnded: "Input ended before the question was answered.",
        nothingSaid: "Nothing was said.",
        noMatch: { "No phrase matches \"\($0)\"." },
        negativePhrase: { "\"\($0)\" is a negative phrase of \($1)." },
        tooLong: { "The utterance is too long to match (more than \($0) words)." },
        youCanSay: "You can say:",
        noSuchApp: { "There is no app called \"\($0)\" here." },
        outOfRange: { "Please choose a number from \($0) to \($1)." },
        tooSmall: { "Please choose a number of at least \($0)." },
        tooLarge: { "Please choose a number of at most \($0)." },
        notInFuture: { "The \($0.lowercased()) must be in the future." },
        empty: { "The \($0.lowercased()) can't be empty." },
        joinList: { items in
            switch items.count {
            case 0: ""
            case 1: items[0]
            default: items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
            }
        },
        trueValue: "yes",
        falseValue: "no")

    /// Vietnamese: "Số lượng là gì?", "Đã hủy.", "A, B và C".
    public static let vietnamese = DialogPhrases(
        valuePrompt: { "\($0) là gì?" },
        disambiguationPrompt: { "Ý bạn là \($0.lowercased()) nào?" },
        actionPrompt: "Bạn muốn làm việc nào?",
        cancelled: "Đã hủy.",
        didNotUnderstand: { "Xin lỗi, tôi không hiểu \"\($0)\"." },
        gaveUp: "Xin lỗi, tôi vẫn chưa hiểu câu trả lời nên đã dừng lại. Hãy thử yêu cầu lại.",
        inputEnded: "Dữ liệu nhập đã kết thúc trước khi câu hỏi được trả lời.",
        nothingSaid: "Bạn chưa nói gì.",
        noMatch: { "Không có cụm từ nào khớp với \"\($0)\"." },
        negativePhrase: { "\"\($0)\" là cụm từ mà \($1) không phản hồi." },
        tooLong: { "Câu nói quá dài để so khớp (hơn \($0) từ)." },
        youCanSay: "Bạn có thể nói:",
        noSuchApp: { "Ở đây không có ứng dụng nào tên là \"\($0)\"." },
        outOfRange: { "Vui lòng chọn một số từ \($0) đến \($1)." },
        tooSmall: { "Vui lòng chọn một số không nhỏ hơn \($0)." },
        tooLarge: { "Vui lòng chọn một số không lớn hơn \($0)." },
        notInFuture: { "\($0) phải ở trong tương lai." },
        empty: { "\($0) không được để trống." },
        joinList: { joined($0, separator: ", ", last: " và ") },
        trueValue: "có",
        falseValue: "không")

    /// Korean, with each particle fitted to the word before it: "수량은
    /// 무엇인가요?", "제목은 무엇인가요?", "취소했어요.", "A, B, C".
    public static let korean = DialogPhrases(
        valuePrompt: { "\($0)\(KoreanParticle.topic($0)) 무엇인가요?" },
        disambiguationPrompt: { "어떤 \($0)\(KoreanParticle.object($0)) 말씀하신 건가요?" },
        actionPrompt: "어떤 작업을 하시겠어요?",
        cancelled: "취소했어요.",
        didNotUnderstand: { "죄송해요, \"\($0)\"의 뜻을 이해하지 못했어요." },
        gaveUp: "죄송해요, 여전히 답을 이해하지 못해서 중단했어요. 다시 요청해 주세요.",
        inputEnded: "질문에 답하기 전에 입력이 끝났어요.",
        nothingSaid: "아무 말도 하지 않았어요.",
        noMatch: { "\"\($0)\"에 맞는 문구가 없어요." },
        negativePhrase: { "\"\($0)\"\(KoreanParticle.topic($0)) \($1)\(KoreanParticle.subject($1)) 응답하지 않는 문구예요." },
        tooLong: { "문장이 너무 길어서 찾을 수 없어요(\($0)단어 초과)." },
        youCanSay: "이렇게 말할 수 있어요:",
        noSuchApp: { "여기에는 \"\($0)\"\(KoreanParticle.called($0)) 앱이 없어요." },
        outOfRange: { "\($0)에서 \($1) 사이의 숫자를 골라 주세요." },
        tooSmall: { "\($0) 이상의 숫자를 골라 주세요." },
        tooLarge: { "\($0) 이하의 숫자를 골라 주세요." },
        notInFuture: { "\($0)\(KoreanParticle.topic($0)) 미래 시점이어야 해요." },
        empty: { "\($0)\(KoreanParticle.topic($0)) 비워 둘 수 없어요." },
        joinList: { $0.joined(separator: ", ") },
        trueValue: "예",
        falseValue: "아니요")

    /// Simplified Chinese: "数量是什么？", "已取消。", "A、B和C".
    public static let simplifiedChinese = DialogPhrases(
        valuePrompt: { "\($0)是什么？" },
        disambiguationPrompt: { "你指的是哪个\($0)？" },
        actionPrompt: "你想做哪一项？",
        cancelled: "已取消。",
        didNotUnderstand: { "抱歉，我没听懂“\($0)”。" },
        gaveUp: "抱歉，我还是没能理解你的回答，所以已停止。请重新发出请求。",
        inputEnded: "问题还没有回答，输入就结束了。",
        nothingSaid: "什么也没有说。",
        noMatch: { "没有与“\($0)”匹配的短语。" },
        negativePhrase: { "“\($0)”是\($1)不响应的短语。" },
        tooLong: { "这句话太长，无法匹配（超过\($0)个词）。" },
        youCanSay: "你可以说：",
        noSuchApp: { "这里没有名为“\($0)”的应用。" },
        outOfRange: { "请选择\($0)到\($1)之间的数字。" },
        tooSmall: { "请选择不小于\($0)的数字。" },
        tooLarge: { "请选择不大于\($0)的数字。" },
        notInFuture: { "\($0)必须是将来的时间。" },
        empty: { "\($0)不能为空。" },
        joinList: { joined($0, separator: "、", last: "和") },
        trueValue: "是",
        falseValue: "否")

    /// `items` joined by `separator`, the last two by `last`.
    private static func joined(_ items: [String], separator: String, last: String) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        default: items.dropLast().joined(separator: separator) + last + items[items.count - 1]
        }
    }
}
