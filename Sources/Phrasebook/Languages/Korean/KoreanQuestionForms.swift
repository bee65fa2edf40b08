extension QuestionForms {
    /// Korean: "여기서 뭘 할 수 있어?", "<App>로/으로 뭘 할 수 있어?" (the
    /// particle glued on: "명상으로 뭘 할 수 있어?"), "<App>에서 뭘 할 수 있어요?",
    /// "<App>에는 어떤 단축어가 있어?".
    static let korean: QuestionForms = {
        let objects = ["뭘", "뭐", "무엇을", "뭐를", "무얼"]
        let verbs = ["할 수", "할수", "말할 수", "말할수"]
        let endings = ["있어", "있어요", "있나요", "있니", "있을까", "있을까요", "있습니까", "있지", "있죠", "있는데"]
        var questions: [String] = []
        for object in objects {
            for verb in verbs {
                for ending in endings { questions.append("\(object) \(verb) \(ending)") }
            }
            questions += ["\(object) 하면 될까", "\(object) 하면 돼", "\(object) 하면 되나요"]
        }
        for shortcut in ["어떤 단축어가", "무슨 단축어가", "어떤 기능이", "무슨 기능이"] {
            for ending in ["있어", "있어요", "있나요", "있니", "있지", "있죠", "있습니까"] { questions.append("\(shortcut) \(ending)") }
        }
        return QuestionForms(
            everything: questions
                + questions.flatMap { question in
                    ["여기서", "여기에서", "여기선", "내가", "제가", "나는", "저는", "난"].map { "\($0) \(question)" }
                },
            around: questions.map { "<app> \($0)" },
            selfNames: ["여기", "여기서", "여기에서", "여기선", "내가", "제가", "나는", "저는", "난", "나", "저"],
            nameParticles: KoreanParticles.afterAppName)
    }()
}
