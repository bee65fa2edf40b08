extension Language {
    /// English: the fallback for every locale without words of its own.
    static let english = Language(
        tag: "en", tags: LanguageTags("en"), phrases: .english, answers: .english, questions: .english,
        readNumber: EnglishNumbers.number, mayBeInNumber: EnglishNumbers.mayBeInNumber,
        readDate: { text, parser in parser.readEnglish(text) },
        flexibleWords: .english)
}
