extension DialogPhrases {
    /// Simplified Chinese: "标题是什么？", "数量是多少？", "已取消。", "A、B和C".
    static let simplifiedChinese = DialogPhrases(
        valuePrompt: { "\($0)是什么？" },
        numberPrompt: { "\($0)是多少？" },
        disambiguationPrompt: { _ in "你指的是哪一个？" },
        actionPrompt: "你想做哪件事？",
        cancelled: "已取消。",
        didNotUnderstand: { "抱歉，我没听懂“\($0)”。" },
        gaveUp: "抱歉，我还是没听懂你的回答，先到这里吧。请重新说一遍你的请求。",
        inputEnded: "问题还没有回答，输入就结束了。",
        nothingToContinue: "没有可以继续的请求。",
        intentNotDeclared: { "意图\($0)未声明。" },
        nothingSaid: "你什么都没说。",
        noMatch: { "没有与“\($0)”匹配的短语。" },
        negativePhrase: { "“\($0)”是\($1)不响应的短语。" },
        tooLong: { "这句话太长，无法匹配（超过\($0)个词）。" },
        youCanSay: "你可以说：",
        moreOptions: { "…还有\($0)个" },
        noSuchApp: { "这里没有名为“\($0)”的应用。" },
        outOfRange: { "请选择\($0)到\($1)之间的数字。" },
        tooSmall: { "请选择不小于\($0)的数字。" },
        tooLarge: { "请选择不大于\($0)的数字。" },
        notInFuture: { _ in "这个时间已经过去了，请换一个以后的时间。" },
        empty: { "\($0)不能为空。" },
        joinList: { DialogPhrases.joined($0, separator: "、", last: "和") },
        trueValue: "是",
        falseValue: "否")
}
