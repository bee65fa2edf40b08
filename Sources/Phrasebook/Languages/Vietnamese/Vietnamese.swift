extension Language {
    /// Vietnamese (`vi`, `vi-VN`), whose answers may be typed without
    /// diacritics (`co`, `huy`, `ngay mai luc 3 gio chieu`).
    static let vietnamese = Language(
        tag: "vi", tags: LanguageTags("vi"), phrases: .vietnamese, answers: .vietnameseAsTyped, questions: .vietnamese,
        readNumber: VietnameseNumbers.number, mayBeInNumber: VietnameseNumbers.mayBeInNumber,
        readDate: { text, parser in parser.readVietnamese(text) },
        flexibleWords: .vietnamese)
}
