/// Japanese particles: those a phrase writes after a slot that speakers
/// drop in casual requests, and the endings that follow a chosen option in
/// an answer (`歩く瞑想で`, `二番目にして`, `トマトでお願いします`).
enum JapaneseParticles {
    /// Case particles a phrase may write after a slot that an utterance may
    /// leave out: the object を, the topic は, the subject が, the goal に
    /// and へ (`Meditationで歩く瞑想を始めて` said as `Meditationで歩く瞑想始めて`).
    ///
    /// で, から, まで, と and の carry meaning and stay.
    static let droppable = ["を", "は", "が", "に", "へ"]

    /// What follows a chosen option, longest first: particles and polite
    /// requests (`でお願いします`, `にして`, `がいい`).
    static let afterChoice = [
        "でお願いします", "をお願いします", "にしてください", "でお願い", "をお願い", "でいいです", "にします", "にしよう", "にして",
        "でいい", "がいいです", "がいい", "お願いします", "ください", "をください", "です", "で", "を", "に", "が", "かな", "の方",
        "のほう", "ね", "よ",
    ]

    /// `answer` without the endings after a chosen option, repeatedly
    /// (`歩く瞑想でお願いします` → `歩く瞑想`).
    static func withoutChoiceEndings(_ answer: String) -> String {
        var text = answer.filter { !$0.isWhitespace && !"、。,.!！?？".contains($0) }
        var changed = true
        while changed {
            changed = false
            for ending in afterChoice where text.hasSuffix(ending) && text.count > ending.count {
                text.removeLast(ending.count)
                changed = true
                break
            }
        }
        return text
    }
}
