extension QuestionForms {
    /// Japanese: "ここで何ができますか？", "何ができる？", "<App>で何ができる？",
    /// "<App>では何ができますか", "<App>って何ができるの？", "<App>で何て言えばいい？".
    static let japanese: QuestionForms = {
        var questions: [String] = []
        for what in ["何", "なに"] {
            for can in [
                "ができる", "ができますか", "ができるの", "ができるか", "が出来る", "が出来ますか", "できる", "できますか",
                "ができるんですか", "ができるかな",
            ] {
                questions.append(what + can)
            }
        }
        questions += [
            "どんなことができる", "どんなことができますか", "どんなことができるの", "何をすればいい", "何て言えばいい", "なんて言えばいい",
            "何と言えばいいですか", "どんなショートカットがある", "どんなショートカットがありますか", "何ができるか教えて",
            "何ができるか教えてください", "使い方を教えて",
        ]
        let places = ["ここで", "ここでは", "ここって", "ここは", "私は", "僕は", "わたしは"]
        let particles = ["で", "では", "って", "は", "の", "を使って", "だと", "には"]
        return QuestionForms(
            everything: questions + places.flatMap { place in questions.map { place + $0 } },
            around: particles.flatMap { particle in questions.map { "<app>" + particle + $0 } },
            selfNames: ["ここ", "私", "僕", "わたし", "あなた", "君", "siri"],
            trailing: ["ね", "の", "か", "よ"])
    }()
}
