extension Language {
    /// Vietnamese (`vi`, `vi-VN`).
    static let vietnamese = Language(
        tag: "vi", tags: LanguageTags("vi"), phrases: .vietnamese, answers: .vietnamese, questions: .vietnamese,
        readNumber: VietnameseNumbers.number, readDate: { text, parser in parser.readVietnamese(text) },
        flexibleWords: .vietnamese)
}
