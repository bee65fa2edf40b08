extension Language {
    /// Korean (`ko`, `ko-KR`), with particles that follow the final sound of
    /// the word before them.
    static let korean = Language(
        tag: "ko", tags: LanguageTags("ko"), phrases: .korean, answers: .korean, questions: .korean,
        readNumber: KoreanNumbers.number, mayBeInNumber: KoreanNumbers.mayBeInNumber,
        readDate: { text, parser in parser.readKorean(text) },
        gluedParticles: KoreanParticles.glued, conditionalJoiners: KoreanParticles.listJoiners,
        withoutChoiceEndings: KoreanChoiceEndings.stripped,
        flexibleWords: .korean)
}
