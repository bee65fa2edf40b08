extension FlexibleWords {
    /// Korean fillers, the particles after a noun, the verb endings that
    /// stand for one another (`열어줘`, `열어 주세요`, `열어요`, `열어`), and
    /// the generic words for an app.
    static let korean = FlexibleWords(
        actions: .korean,
        fillers: [
            "좀", "주세요", "줘", "줘요", "제발", "부탁해", "부탁해요", "혹시", "저기", "그냥", "빨리", "줄래", "줄래요", "주실래요", "주시겠어요", "줄 수 있어",
            "줄 수 있어요",
            "저", "저기요", "음", "어", "아", "그", "야", "있잖아", "감사합니다", "고마워", "고마워요", "고맙습니다", "안녕", "안녕하세요", "지금", "당장",
            "얼른", "부탁드려요", "부탁합니다", "부탁드립니다", "주실 수 있어요", "주실 수 있나요", "줄 수 있니",
            "죄송한데", "죄송하지만", "실례지만", "실례합니다", "주실 수 있을까요", "줄 수 있을까요", "주시겠어요",
            // Courtesy frames: openings and closings around a request.
            "주시면 감사하겠습니다", "주시면 감사하겠어요", "주시면 좋겠어요", "줬으면 좋겠어", "줄 수 있을까", "주시겠습니까", "주실 수 있으세요", "해 주실래요", "ㄱㄱ", "ㄱ",
            "ㅋㅋ", "ㅎㅎ", "ㅠㅠ", "걍", "부탁할게", "부탁할게요", "감사해요",
            // Interjections said as a clause of their own.
            "휴", "에휴", "어머", "헐", "아이고", "앗",
        ],
        smallWords: ["내", "제", "나의", "한", "하나", "거", "것"],
        interchangeable: [["나", "내가", "난"], ["어떤", "무슨"], ["어디쯤", "어디까지"], ["통계", "기록", "실적"]],
        genericAppWords: ["앱", "어플", "애플리케이션"],
        negations: [
            "안", "못", "말고", "마", "마요", "마세요", "말아", "말아요", "말아줘", "지마", "지 마", "않아", "않게", "않을", "싫어", "빼고", "대신",
        ],
        clauseMarks: ["그럼", "그러면", "그래서", "근데", "그런데", "아무튼", "암튼", "일단"],
        clauseJoiners: ["그래서", "그러니까", "근데", "그런데", "그니까", "아무튼", "암튼", "왜냐하면", "그리고"],
        sampleChatter: ["바빠서 미안한데", "까먹기 전에", "오늘 너무 피곤하니까"],
        sampleLeftovers: ["얼른", "어서", "당장"],
        clauseEndings: [
            "니까", "는데", "은데", "인데", "던데", "해서", "어서", "아서", "길래", "지만", "는데요", "니", "거든", "거든요", "라서", "니까요",
        ],
        nounParticles: ["에서", "으로", "이랑", "을", "를", "이", "가", "은", "는", "에", "로", "도", "의", "와", "과", "랑"],
        valueMarks: [
            "로", "으로", "에", "까지", "추가", "추가해서", "넣어서", "올려서", "얹어서", "해서", "로 해서", "으로 해서", "하고", "랑",
        ],
        textMarks: ["제목은", "제목이"],
        textMarksAfter: ["이라는", "라는", "이라고", "라고", "이란", "란"],
        nameWords: ["이름", "명"], ownerMarks: [], ownerEndings: ["의", "작가의"],
        pointingWords: ["그", "그거", "그걸", "그것", "이", "이거", "이걸", "저", "저거", "해당"],
        endingStem: KoreanEndings.stem,
        didYouMean: { "\"\($0)\" 말씀이신가요?" },
        notMeant: "죄송해요, 무슨 말씀인지 잘 모르겠어요.",
        closestPhrases: { "비슷한 문장: " + $0.map { "\"\($0)\"" }.joined(separator: ", ") })
}

/// Korean verb endings taken off a word so that its polite and plain forms
/// meet: `열어줘`, `열어주세요`, `열어요` and `열어` all have the stem `열어`;
/// `추가해`, `추가해요`, `추가하세요` the stem `추가해`.
enum KoreanEndings {
    /// Endings removed from a word's end, longest first.
    private static let endings = ["주세요", "줘요", "줄래", "줘", "세요", "요"]

    /// The stem of `word`, or `nil` when it does not end in Hangul.
    @Sendable static func stem(_ word: String) -> String? {
        guard let last = word.unicodeScalars.last, HangulSyllable.isHangul(last) else { return nil }
        var stem = word
        for ending in endings where stem.endsWith(ending) && stem.count > ending.count {
            stem = String(stem.dropLast(ending.count))
            break
        }
        if stem.endsWith("하") { stem = String(stem.dropLast()) + "해" }
        return stem
    }
}
