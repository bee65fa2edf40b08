extension Language {
    /// Simplified Chinese (`zh-Hans`, `zh-CN`, `zh-SG`, `zh`), not the
    /// Traditional Chinese of `zh-Hant`, `zh-TW`, `zh-HK` or `zh-MO`.
    static let simplifiedChinese = Language(
        tag: "zh-Hans", tags: LanguageTags("zh", excluding: ["hant", "tw", "hk", "mo"]), phrases: .simplifiedChinese,
        answers: .simplifiedChinese, questions: .simplifiedChinese,
        readNumber: ChineseNumbers.number, mayBeInNumber: ChineseNumbers.mayBeInNumber,
        readDate: { text, parser in parser.readChinese(text) },
        answerCharacters: ChineseTraditionalCharacters.simplified, flexibleWords: .simplifiedChinese)
}
