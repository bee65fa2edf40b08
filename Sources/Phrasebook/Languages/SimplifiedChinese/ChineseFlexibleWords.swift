extension FlexibleWords {
    /// Chinese fillers, locatives and measure words that stand for one
    /// another, the generic words for an app, and the traditional characters
    /// a user may type for a simplified phrase, and the characters' pinyin
    /// (a pinyin keyboard's homophone, `书价` for `书架`, is read with it).
    static let simplifiedChinese = FlexibleWords(
        actions: .simplifiedChinese,
        fillers: [
            "请", "帮我", "帮忙", "一下", "吧", "麻烦", "麻烦你", "给我", "我要", "我想", "能不能", "可以", "呢", "啊",
            "好吗", "谢谢", "请你", "你", "吗", "行吗", "好不好", "可不可以", "能否",
            "嗯", "那个", "哎", "诶", "喂", "你好", "嗨", "谢谢你", "谢了", "多谢", "麻烦了", "麻烦你了", "拜托", "拜托了", "快", "赶紧", "马上", "现在",
            "呗", "呀", "哈", "啦", "嘛", "行不行", "帮个忙", "帮帮我", "给我把",
            "麻烦您", "请您", "能不能帮我", "可以帮我", "谢谢啦", "劳驾", "您好",
            // Courtesy frames: openings and closings around a request.
            "谢谢您", "感谢", "非常感谢", "请问", "烦请", "劳烦", "能否请您", "请您帮我", "麻烦帮我", "帮我一下", "行不", "你好呀", "嗨呀",
            // Interjections said as a clause of their own.
            "唉", "哎呀", "哎哟", "哇", "呃", "天哪",
        ],
        smallWords: ["里", "中", "上", "内", "的", "一", "个", "本", "份", "碗", "在", "我", "了", "和", "与", "把", "用"],
        interchangeable: [["里", "中", "上", "内"], ["份", "碗", "个"], ["和", "与", "跟"], ["查", "看"], ["除", "掉"]],
        genericAppWords: ["app", "应用", "应用程序", "软件"],
        negations: ["不", "别", "没", "甭", "勿", "莫", "除了", "而是"],
        clauseMarks: ["那", "那就", "就", "所以", "然后", "那么", "先", "顺便", "不过", "因为", "反正"],
        clauseJoiners: ["所以", "因为", "然后", "不过", "但是", "可是", "吧", "顺便", "反正", "于是"],
        sampleChatter: ["我有点赶", "趁我还没忘", "今天好累"],
        sampleLeftovers: ["赶紧", "马上", "立刻"],
        valueMarks: ["送到", "要", "加", "加上", "配", "到", "截止", "之前", "前", "的", "和", "外加", "带"],
        textMarks: ["叫", "叫做", "名为", "名叫", "标题是", "标题为", "题为"],
        nameWords: ["姓名", "名字", "名称", "名"], ownerMarks: [], ownerEndings: ["的"],
        pointingWords: ["那个", "这个", "它", "那件", "这件", "那项", "这项", "那条", "这条", "那本", "这本"],
        traditionalToSimplified: ChineseTraditionalCharacters.pairs,
        characterReadings: { .chinese },
        didYouMean: { "你是说“\($0)”吗？" },
        notMeant: "抱歉，我没明白你的意思。",
        closestPhrases: { "最接近的说法：" + $0.map { "“\($0)”" }.joined(separator: "、") })
}
