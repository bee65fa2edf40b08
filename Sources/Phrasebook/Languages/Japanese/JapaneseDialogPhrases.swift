extension DialogPhrases {
    /// Japanese, polite as Siri speaks (です/ます): "セッションを教えてください。",
    /// "どの本ですか？", "キャンセルしました。", "A、BとC".
    static let japanese = DialogPhrases(
        valuePrompt: { "\($0)を教えてください。" },
        numberPrompt: { "\($0)はいくつにしますか？" },
        disambiguationPrompt: { "どの\($0)ですか？" },
        actionPrompt: "どれを実行しますか？",
        cancelled: "キャンセルしました。",
        didNotUnderstand: { "すみません、「\($0)」がよくわかりませんでした。" },
        gaveUp: "すみません、やはりお答えがわからなかったので中止しました。もう一度お試しください。",
        inputEnded: "質問にお答えいただく前に入力が終わりました。",
        nothingToContinue: "続けるリクエストはありません。",
        intentNotDeclared: { "インテント\($0)は宣言されていません。" },
        nothingSaid: "何も入力されていません。",
        noMatch: { "「\($0)」に一致するフレーズはありません。" },
        negativePhrase: { "「\($0)」は\($1)が応答しないフレーズです。" },
        tooLong: { "文が長すぎて照合できません（\($0)語を超えています）。" },
        youCanSay: "次のように話しかけてください：",
        noSuchApp: { "「\($0)」というアプリはここにはありません。" },
        outOfRange: { "\($0)から\($1)までの数を選んでください。" },
        tooSmall: { "\($0)以上の数を選んでください。" },
        tooLarge: { "\($0)以下の数を選んでください。" },
        notInFuture: { "\($0)は未来の日時にしてください。" },
        empty: { "\($0)を入力してください。" },
        joinList: { DialogPhrases.joined($0, separator: "、", last: "と") },
        trueValue: "はい",
        falseValue: "いいえ")
}
