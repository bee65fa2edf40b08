extension AnswerWords {
    /// Japanese: `はい`/`ええ`/`うん`/`そう`/`お願いします` and `いいえ`/`いや`/
    /// `ううん`/`やめて`, each also followed by the verb (`うん、消して`,
    /// `いや、消さないで`); `キャンセル`, `やめる`, `中止`, `もういい`; `最初`,
    /// `二番目`, `3つ目`, `最後`, `3番`; lists with `、`, `と`, `や`, `あと`.
    static let japanese = AnswerWords(
        yes: JapaneseAnswers.yes, no: JapaneseAnswers.no, cancel: JapaneseAnswers.cancel,
        ordinals: [
            "最初": 1, "一番最初": 1, "はじめ": 1, "初め": 1, "一番上": 1, "最後": -1, "一番最後": -1, "ラスト": -1,
            "一番下": -1, "最後のやつ": -1, "最初のやつ": 1,
        ],
        fillers: ["の", "ね", "よ", "を", "で", "に", "が", "は"],
        numberMarkers: ["番", "目"],
        listMarks: ["、", ",", "，", "・", ";", "；"],
        listJoiners: ["と", "や", "それと", "あと"])
}

/// The Japanese yes, no and cancel forms, built from short answers and the
/// verbs people say after them.
enum JapaneseAnswers {
    /// Short answers that mean yes.
    static let shortYes = ["はい", "ええ", "うん", "そう", "そうそう", "オッケー", "OK", "いいよ", "いいね", "了解", "りょうかい"]
    /// Short answers that mean no.
    static let shortNo = ["いいえ", "いえ", "いや", "ううん", "いいや", "違う", "ちがう"]

    /// Yes, alone or followed by a request to go ahead (`うん、消して`).
    static let yes: [String] = {
        let alone =
            shortYes + [
                "はいはい", "うんうん", "そうです", "そうだね", "そうだよ", "そうして", "そうしてください", "いいですよ",
                "いいですね", "おけ", "了解です", "了解しました", "かしこまりました", "お願いします", "お願い", "おねがい", "おねがいします",
                "よろしく", "よろしくお願いします", "もちろん", "もちろんです", "構いません", "かまいません",
                "どうぞ", "ぜひ", "ぜひお願いします", "頼む", "頼みます", "やって", "進めて", "それで", "それでお願いします",
                "それでいい", "それでいいです", "合ってる", "合ってます", "正解", "イエス", "yes", "確定", "確定で", "決定",
            ]
        let verbs = [
            "お願いします", "お願い", "どうぞ", "いいよ", "大丈夫", "そうして", "して", "やって", "進めて", "続けて", "実行して",
            "消して", "削除して", "注文して", "頼んで", "送って", "作って", "追加して", "設定して", "始めて", "それで", "確定して",
        ]
        return alone + shortYes.flatMap { answer in verbs.map { answer + $0 } }
    }()

    /// No, alone or followed by the verb it refuses (`いや、消さないで`).
    static let no: [String] = {
        let alone =
            shortNo + [
                "いやいや", "違います", "ちがいます", "だめ", "ダメ", "駄目", "やめて", "やめとく", "やめておく", "やめておきます",
                "いらない", "いらないです", "いりません", "結構です", "けっこうです", "しないで", "しない", "しなくていい",
                "しなくていいです", "まだ", "まだいい", "ノー", "no", "違うよ", "そうじゃない",
            ]
        let verbs = [
            "やめて", "やめとく", "やめておきます", "いらない", "結構です", "しないで", "消さないで", "削除しないで", "注文しないで",
            "頼まないで", "送らないで", "まだ", "違う", "違います", "大丈夫です", "いいです",
        ]
        return alone + shortNo.flatMap { answer in verbs.map { answer + $0 } }
    }()

    /// Words that cancel the request at any prompt.
    static let cancel = [
        "キャンセル", "キャンセルして", "キャンセルで", "キャンセルします", "キャンセルしてください", "キャンセルお願いします",
        "取り消し", "取り消して", "取り消す", "やめる", "やめます", "やめた", "やめて", "やっぱりやめる", "やっぱりやめて",
        "やっぱりいい", "やっぱりいいや", "もういい", "もういいです", "もういいや", "中止", "中止して", "中止します", "中止で",
        "中断", "止めて", "ストップ", "なんでもない", "何でもない", "なしで", "やっぱなし", "やっぱやめる", "やっぱいい",
    ]
}
