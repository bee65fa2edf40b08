extension FlexibleWords {
    /// Japanese politeness and request words a user adds (`ください`,
    /// `お願いします`, `ちょっと`), particles cheap to add or leave out and
    /// those that stand for one another, and the generic words for an app.
    ///
    /// Japanese is written without spaces, so every kana and kanji is a
    /// token and each word below is matched as its run of characters. The
    /// kanji's kana readings (``CharacterReadings/japanese``) read kana
    /// typed for a phrase's kanji and a kanji typed for another.
    static let japanese = FlexibleWords(
        actions: .japanese,
        fillers: [
            "ください", "下さい", "お願いします", "お願い", "おねがい", "ちょっと", "すみません", "ねえ", "あの", "えっと", "今すぐ",
            "すぐに", "ヘイSiri", "Siri", "くれる", "くれますか", "もらえる", "もらえますか",
        ],
        smallWords: ["を", "は", "が", "の", "に", "へ", "で", "私の", "僕の", "この", "その"],
        interchangeable: [["を", "は", "が"], ["に", "へ"]],
        genericAppWords: ["アプリ", "アプリケーション", "app"],
        characterReadings: { .japanese },
        didYouMean: { "「\($0)」のことですか？" },
        notMeant: "すみません、よくわかりませんでした。",
        closestPhrases: { "近いフレーズ：" + $0.map { "「\($0)」" }.joined(separator: "、") })
}
