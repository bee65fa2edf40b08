extension Language {
    /// Japanese (`ja`, `ja-JP`): written without spaces (every kana and kanji
    /// is a token), with particles after a slot that speakers often leave
    /// out (`${session}を開始` said as `歩く瞑想開始`).
    static let japanese = Language(
        tag: "ja", tags: LanguageTags("ja"), phrases: .japanese, answers: .japanese, questions: .japanese,
        readNumber: JapaneseNumbers.number, mayBeInNumber: JapaneseNumbers.mayBeInNumber,
        readDate: { text, parser in parser.readJapanese(text) },
        droppableParticles: JapaneseParticles.droppable, withoutChoiceEndings: JapaneseParticles.withoutChoiceEndings,
        flexibleWords: .japanese)
}
