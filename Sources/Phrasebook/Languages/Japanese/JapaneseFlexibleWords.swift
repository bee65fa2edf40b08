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
            "あのー", "あのう", "えーと", "えーっと", "ええと", "ねぇ", "すいません", "ごめん", "悪いけど", "ありがとう", "ありがとうございます", "どうも", "よろしく",
            "よろしくお願いします", "とりあえず", "くれない", "くれません", "もらえない", "もらえません", "お願いできる", "お願いできますか", "してくれる", "いただけますか",
            "いただけますでしょうか", "お願いいたします", "恐れ入りますが", "恐れ入ります",
            // Courtesy frames: openings and closings around a request.
            "ていただけますか", "ていただけませんか", "ていただけますでしょうか", "てもらえますか", "てもらえますでしょうか", "てもらえる", "てもらえない", "てくれる", "てくれない",
            "てくれませんか", "てくれますか", "てください", "てほしい", "といて", "ておいて", "ちゃって", "じゃって", "お願いできますでしょうか", "ね", "よろしくね",
            // Interjections said as a clause of their own.
            "ふう", "ふぅ", "はぁ", "はあ", "あーあ", "うーん", "よし", "やった", "おっと",
        ],
        smallWords: ["を", "は", "が", "の", "に", "へ", "で", "私の", "僕の", "この", "その"],
        interchangeable: [["を", "は", "が"], ["に", "へ"]],
        genericAppWords: ["アプリ", "アプリケーション", "app"],
        negations: ["ない", "ないで", "な", "ず", "ません", "やめ", "以外", "じゃなく", "ではなく", "代わり"],
        clauseMarks: ["から", "ので", "けど", "けれど", "けども", "し", "たら", "じゃあ", "それじゃ", "では", "なら", "ついでに"],
        clauseJoiners: ["から", "ので", "けど", "けれど", "けども", "んだけど", "だけど", "ですが", "ついでに", "それで", "だから"],
        sampleChatter: ["急いでるんだけど", "忘れないうちに", "今日は疲れたから"],
        sampleLeftovers: ["すぐに", "今すぐ", "早速"],
        valueMarks: ["で", "に", "まで", "までに", "を", "の", "と", "付き", "つき", "追加", "入り", "のせ", "乗せ", "トッピング"],
        textMarks: ["タイトルは", "件名は"],
        textMarksAfter: ["という", "っていう", "と言う", "って", "との"],
        nameWords: ["名", "名前"], ownerMarks: [], ownerEndings: ["の"],
        pointingWords: ["その", "それ", "あの", "あれ", "この", "これ", "例の"],
        characterReadings: { .japanese },
        didYouMean: { "「\($0)」のことですか？" },
        notMeant: "すみません、よくわかりませんでした。",
        closestPhrases: { "近いフレーズ：" + $0.map { "「\($0)」" }.joined(separator: "、") })
}
