/// What follows a chosen option in a Korean answer (`걷기로`, `산책으로
/// 할게요`, `걷기요`): verbal words after it and a particle or polite ending
/// glued to its last word, stripped when the answer as said names nothing.
enum KoreanChoiceEndings {
    /// Korean verbal endings that follow a chosen option.
    static let trailingWords: Set<String> = [
        "할게요", "할게", "해줘", "해", "해요", "주세요", "해주세요", "하자", "할래", "할래요", "으로요", "로요",
    ]

    /// `answer` without trailing verbal words and the particle glued to its
    /// last word (``KoreanParticles/afterChoice``).
    static func stripped(_ answer: String) -> String {
        var words = answer.split(separator: " ").map(String.init)
        while let last = words.last, words.count > 1, trailingWords.contains(last) { words.removeLast() }
        guard var last = words.popLast() else { return answer }
        for suffix in KoreanParticles.afterChoice where last.hasSuffix(suffix) && last.count > suffix.count {
            last.removeLast(suffix.count)
            break
        }
        return (words + [last]).joined(separator: " ")
    }
}
