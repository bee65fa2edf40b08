/// The words a locale uses to answer follow-up questions: yes and no, cancel,
/// ordinals, and filler words around a choice ("the second one").
public struct AnswerWords: Sendable {
    /// Normalized answers that mean yes.
    public var yes: Set<String>
    /// Normalized answers that mean no.
    public var no: Set<String>
    /// Normalized answers that cancel the request at any prompt.
    public var cancel: Set<String>
    /// Ordinal words and their position (`second` → 2; `last` → -1),
    /// normalized; a key of several tokens is joined by spaces (`thứ nhất`,
    /// `첫 번째`, `最 后 一 个`). Ordinals made of a number (`thứ hai`, `두
    /// 번째`, `第二个`) are read as the number, with ``numberMarkers`` and
    /// the locale's counters around it.
    public var ordinals: [String: Int]
    /// Normalized tokens around a choice that carry no meaning (`the`, `one`,
    /// `please`).
    public var fillers: Set<String>
    /// Normalized tokens that introduce an option number (`number 2`, `số
    /// 2`, `第二`).
    public var numberMarkers: Set<String>
    /// Marks that split any list answer (`,`, `、`).
    public var listMarks: [String]
    /// Words that split a list answer only where a piece is not one value as
    /// a whole, so a title with "and" in it (`Pride and Prejudice`, `오만과
    /// 편견`) stays whole; matched in the text as typed, spaces included.
    public var listJoiners: [String]

    /// Every mark and word that joins the items of a list answer.
    public var listSeparators: [String] { listMarks + listJoiners }

    /// Words for a locale, each normalized as utterances are (so `是的` is
    /// kept as `是 的`, the tokens an answer arrives as).
    init(
        yes: [String], no: [String], cancel: [String], ordinals: [String: Int], fillers: [String], numberMarkers: [String],
        listMarks: [String], listJoiners: [String]
    ) {
        self.yes = Set(yes.map(TextNormalizer.normalize))
        self.no = Set(no.map(TextNormalizer.normalize))
        self.cancel = Set(cancel.map(TextNormalizer.normalize))
        self.ordinals = Dictionary(ordinals.map { (TextNormalizer.normalize($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.fillers = Set(fillers.flatMap(TextNormalizer.words))
        self.numberMarkers = Set(numberMarkers.flatMap(TextNormalizer.words))
        self.listMarks = listMarks
        self.listJoiners = listJoiners
    }

    /// The words for `locale`, matched by language (`vi` and `vi-VN` are
    /// Vietnamese; `ko`, `ko-KR` Korean; `zh-Hans`, `zh-CN`, `zh` Simplified
    /// Chinese); English when the locale has none of its own.
    public static func forLocale(_ locale: String) -> AnswerWords {
        switch DialogLanguage(tag: locale) {
        case .english: english
        case .vietnamese: vietnamese
        case .korean: korean
        case .simplifiedChinese: simplifiedChinese
        }
    }

    /// English.
    public static let english = AnswerWords(
        yes: ["yes", "yeah", "yep", "yup", "y", "sure", "ok", "okay", "confirm", "correct", "of course", "do it",
              "yes please", "please do", "go ahead", "true", "right", "affirmative", "absolutely"],
        no: ["no", "nope", "nah", "n", "no thanks", "no thank you", "don't", "do not", "false", "negative", "not now"],
        cancel: ["cancel", "never mind", "nevermind", "stop", "forget it", "quit", "exit", "abort", "cancel that",
                 "cancel it", "no cancel"],
        ordinals: ["first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
                   "fifth": 5, "5th": 5, "sixth": 6, "6th": 6, "seventh": 7, "7th": 7, "eighth": 8, "8th": 8,
                   "ninth": 9, "9th": 9, "tenth": 10, "10th": 10, "last": -1],
        fillers: ["the", "one", "please", "a", "an", "it's", "its", "i", "want", "would", "like", "choose", "pick",
                  "take", "that", "this", "thanks", "thank", "you", "mean", "meant", "did"],
        numberMarkers: ["number", "option", "no", "choice", "item"],
        listMarks: [",", ";"],
        listJoiners: [" and ", " & ", " plus ", " with "])

    /// Vietnamese: `có`/`vâng`/`ừ`/`được` and `không`; `hủy`, `thôi`, `bỏ
    /// qua`; `thứ nhất`/`đầu tiên`, `thứ hai` …, `cuối cùng`; `số 2`;
    /// lists with `,`, `và`, `với`.
    public static let vietnamese = AnswerWords(
        yes: ["có", "có ạ", "vâng", "vâng ạ", "dạ", "dạ vâng", "dạ có", "ừ", "ừm", "ờ", "uh", "ok", "okay", "oke", "đúng",
              "đúng rồi", "đúng vậy", "được", "được rồi", "được ạ", "phải", "phải rồi", "đồng ý", "chắc chắn", "chắc chắn rồi",
              "tất nhiên", "có chứ", "làm đi", "xác nhận", "ừ đúng rồi", "ok luôn"],
        no: ["không", "không ạ", "dạ không", "không được", "không phải", "không đúng", "không cần", "không muốn", "chưa",
             "sai", "sai rồi", "khỏi", "khỏi cần", "không nhé", "thôi không", "khong", "ko"],
        cancel: ["hủy", "huỷ", "hủy bỏ", "huỷ bỏ", "hủy đi", "huỷ đi", "thôi", "thôi bỏ đi", "thôi khỏi", "bỏ qua", "bỏ đi",
                 "dừng", "dừng lại", "quên đi", "thoát", "không làm nữa", "hủy yêu cầu"],
        ordinals: ["thứ nhất": 1, "đầu tiên": 1, "đầu": 1, "thứ tư": 4, "cuối cùng": -1, "cuối": -1, "sau cùng": -1],
        fillers: ["cái", "món", "cho", "tôi", "mình", "em", "anh", "chị", "lấy", "muốn", "chọn", "lựa", "nhé", "nha", "ạ", "đi",
                  "vậy", "nhỉ", "là", "thôi", "xin", "vui", "lòng", "làm", "ơn", "giúp", "đó", "này", "kia", "ý", "tớ", "nhá"],
        numberMarkers: ["số", "thứ", "phương án", "lựa chọn"],
        listMarks: [",", ";"],
        listJoiners: [" và ", " với ", " cùng ", " rồi "])

    /// Korean: `네`/`예`/`응`/`좋아`/`그래` and `아니`/`아니요`/`싫어`;
    /// `취소`, `그만`, `됐어`; `첫 번째`, `두 번째` … `마지막`, `1번`; lists
    /// with `,`, `하고`, `와`/`과`, `랑`, `그리고`, `및`.
    public static let korean = AnswerWords(
        yes: ["네", "네 네", "네네", "넵", "넹", "예", "응", "웅", "어", "그래", "그래요", "좋아", "좋아요", "좋습니다", "맞아", "맞아요",
              "맞습니다", "네 맞아요", "응 맞아", "확인", "오케이", "ok", "그럼", "그럼요", "물론", "물론이죠", "당연하지",
              "해 줘", "해줘", "해 주세요", "해주세요", "부탁해", "부탁해요", "진행해", "진행해 주세요", "알겠어", "알겠어요"],
        no: ["아니", "아니요", "아니오", "아뇨", "아니야", "아니에요", "싫어", "싫어요", "안 돼", "안돼", "안 할래", "안 해",
             "하지 마", "하지마", "아니 괜찮아", "아니요 괜찮아요", "노"],
        cancel: ["취소", "취소해", "취소해 줘", "취소해줘", "취소해 주세요", "취소할래", "그만", "그만해", "그만할래", "됐어", "됐어요",
                 "됐다", "관둬", "관둘래", "멈춰", "중지", "중단", "필요 없어", "안 할래요"],
        ordinals: ["첫 번째": 1, "첫번째": 1, "첫째": 1, "첫 번": 1, "첫번": 1, "처음": 1, "맨 처음": 1, "맨 앞": 1,
                   "마지막": -1, "맨 마지막": -1, "마지막 번째": -1, "마지막꺼": -1, "마지막거": -1, "맨 끝": -1],
        fillers: ["거", "거요", "걸로", "걸로요", "것", "것으로", "꺼", "껄로", "그거", "저거", "그", "저", "전", "저는", "나는",
                  "난", "제가", "내가", "좀", "주세요", "줘", "줘요", "해줘", "해", "할게", "할게요", "할래", "할래요", "로", "으로",
                  "요", "부탁해", "부탁해요", "부탁드려요", "선택", "고를게", "고를게요", "골라", "로요", "으로요"],
        numberMarkers: ["번호", "옵션"],
        listMarks: [",", "，", "、", ";"],
        listJoiners: ["하고 ", "이랑 ", "랑 ", "와 ", "과 ", " 그리고 ", " 및 "])

    /// Simplified Chinese: `是`/`对`/`好`/`可以`/`嗯` and `不`/`不是`/`不要`;
    /// `取消`, `算了`, `不用了`; `第一个`, `第二个` … `最后一个`; lists with
    /// `，`, `、`, `和`, `跟`, `还有`.
    public static let simplifiedChinese = AnswerWords(
        yes: ["是", "是的", "是啊", "对", "对的", "对啊", "没错", "好", "好的", "好啊", "好吧", "行", "行啊", "可以", "可以的",
              "嗯", "嗯嗯", "恩", "确定", "确认", "当然", "当然可以", "没问题", "要", "要的", "ok", "好嘞", "就这样"],
        no: ["不", "不是", "不要", "不用", "否", "不行", "不对", "不可以", "不好", "没有", "别", "不需要", "不了", "不要了吧"],
        cancel: ["取消", "取消吧", "算了", "算了吧", "不用了", "停", "停止", "停下", "退出", "不要了", "别弄了", "放弃", "取消订单"],
        ordinals: ["最后一个": -1, "最后一": -1, "最后": -1, "最后那个": -1, "最后一项": -1, "倒数第一个": -1, "倒数第一": -1,
                   "头一个": 1, "首个": 1],
        fillers: ["请", "我", "要", "选", "选择", "就", "那", "这", "个", "的", "吧", "呢", "啊", "呀", "来", "给", "用", "嗯",
                  "是", "想"],
        numberMarkers: ["第", "号", "项"],
        listMarks: ["，", ",", "、", "；", ";"],
        listJoiners: ["和", "跟", "还有", "以及", "与", "加上"])

    /// Whether the normalized `tokens` say yes (`true`), no (`false`), or neither.
    public func yesOrNo(_ tokens: [String]) -> Bool? {
        let text = tokens.joined(separator: " ")
        if yes.contains(text) { return true }
        if no.contains(text) { return false }
        return nil
    }

    /// Whether the answer `text` says yes or no: as a whole, or by its first
    /// clause ("có, đặt đi", "好的，下单吧", "yes, go ahead").
    public func yesOrNo(answer text: String) -> Bool? {
        if let whole = yesOrNo(TextNormalizer.words(text)) { return whole }
        let marks: Set<Character> = [",", "，", "、", ";", "；", "!", "！", ".", "。"]
        guard let cut = text.firstIndex(where: { marks.contains($0) }) else { return nil }
        return yesOrNo(TextNormalizer.words(String(text[..<cut])))
    }

    /// Whether the normalized `tokens` cancel the request.
    public func isCancel(_ tokens: [String]) -> Bool {
        cancel.contains(tokens.joined(separator: " "))
    }
}
