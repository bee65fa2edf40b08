extension DialogPhrases {
    /// Korean, with each particle fitted to the word before it: "제목을
    /// 알려 주세요." ("몇 개로 할까요?" for a number), "어떤 책 말씀이세요?", "취소했어요.", "A, B, C".
    static let korean = DialogPhrases(
        valuePrompt: { "\($0)\(KoreanParticles.object.after($0)) 알려 주세요." },
        numberPrompt: { _ in "몇 개로 할까요?" },
        disambiguationPrompt: { "어떤 \($0) 말씀이세요?" },
        actionPrompt: "어떤 걸 하시겠어요?",
        cancelled: "취소했어요.",
        didNotUnderstand: { _ in "죄송해요, 잘 알아듣지 못했어요." },
        gaveUp: "죄송해요, 계속 알아듣지 못해서 여기서 멈출게요. 처음부터 다시 말씀해 주세요.",
        inputEnded: "질문에 답하시기 전에 입력이 끝났어요.",
        nothingToContinue: "이어서 할 요청이 없어요.",
        intentNotDeclared: { "\($0) 인텐트가 선언되어 있지 않아요." },
        nothingSaid: "아무 말씀도 안 하셨어요.",
        noMatch: { "\"\($0)\"에 맞는 문구가 없어요." },
        negativePhrase: {
            "\"\($0)\"\(KoreanParticles.topic.after($0)) \($1)\(KoreanParticles.subject.after($1)) 응답하지 않는 문구예요."
        },
        tooLong: { "문장이 너무 길어서 찾을 수 없어요(\($0)단어 초과)." },
        youCanSay: "이렇게 말해 보세요:",
        moreOptions: { "…외 \($0)개 더 있어요" },
        noSuchApp: { "여기에는 \"\($0)\"\(KoreanParticles.called.after($0)) 앱이 없어요." },
        outOfRange: { "\($0)에서 \($1) 사이의 숫자를 골라 주세요." },
        tooSmall: { "\($0) 이상의 숫자를 골라 주세요." },
        tooLarge: { "\($0) 이하의 숫자를 골라 주세요." },
        notInFuture: { _ in "이미 지난 시간이에요. 다른 시간을 말해 주세요." },
        empty: { "\($0)\(KoreanParticles.topic.after($0)) 비워 둘 수 없어요." },
        joinList: { $0.joined(separator: ", ") },
        trueValue: "네",
        falseValue: "아니요")
}

extension ParticlePair {
    /// The form after `text` as Korean reads it (digits by their
    /// Sino-Korean names), both forms when that is not known.
    fileprivate func after(_ text: String) -> String {
        KoreanParticles.choose(self, after: text)
    }
}
