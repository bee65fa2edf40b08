/// One language's ways of asking the built-in questions (SPEC §6): whole
/// questions that name no app ("What can I do here?"), and forms with an
/// app's name between a prefix and a suffix ("What can I do with <App>?",
/// "<App>能做什么？", "<App>로 뭘 할 수 있어?"). Every form is normalized
/// as utterances are, so Han characters are single tokens.
struct QuestionForms: Sendable {
    /// Normalized questions that name no app.
    let everything: Set<String>
    /// The tokens before and after an app's name, in the order tried.
    let around: [([String], [String])]
    /// Normalized words that stand where an app's name would but mean "here"
    /// or the speaker (`ở đây`, `여기서`, `这里`): the question is about everything.
    let selfNames: Set<String>
    /// Particles that may be glued to the end of the app's name (Korean
    /// `명상으로`), longest first.
    let nameParticles: [String]
    /// Tokens that may end a question without changing it (`vậy`, `呢`).
    let trailing: Set<String>

    /// Forms from readable templates, `<app>` marking the app's name.
    init(everything: [String], around: [String], selfNames: [String] = [], nameParticles: [String] = [], trailing: [String] = []) {
        self.everything = Set(everything.map(TextNormalizer.normalize))
        self.around = around.map { template in
            let parts = template.components(separatedBy: "<app>")
            return (TextNormalizer.words(parts[0]), TextNormalizer.words(parts.count > 1 ? parts[1] : ""))
        }
        self.selfNames = Set(selfNames.map(TextNormalizer.normalize))
        self.nameParticles = nameParticles.sorted { $0.count > $1.count }
        self.trailing = Set(trailing.flatMap(TextNormalizer.words))
    }

    /// The forms of `language`.
    static func forLanguage(_ language: DialogLanguage) -> QuestionForms {
        switch language {
        case .english: english
        case .vietnamese: vietnamese
        case .korean: korean
        case .simplifiedChinese: simplifiedChinese
        }
    }

    /// The question the normalized `tokens` ask in these forms, if any.
    func parse(_ tokens: [String], catalog: Catalog) -> BuiltinQuestion? {
        if let question = parseWhole(tokens, catalog: catalog) { return question }
        guard tokens.count > 1, let last = tokens.last, trailing.contains(last) else { return nil }
        return parseWhole(Array(tokens.dropLast()), catalog: catalog)
    }

    private func parseWhole(_ tokens: [String], catalog: Catalog) -> BuiltinQuestion? {
        if everything.contains(tokens.joined(separator: " ")) { return .everything }
        var unknown: String?
        for (prefix, suffix) in around where tokens.count > prefix.count + suffix.count
            && Array(tokens.prefix(prefix.count)) == prefix && Array(tokens.suffix(suffix.count)) == suffix
        {
            let name = Array(tokens[prefix.count..<(tokens.count - suffix.count)])
            let names = candidateNames(name)
            if names.contains(where: selfNames.contains) { return .everything }
            if let app = names.lazy.compactMap(catalog.appIndex(named:)).first { return .app(app) }
            unknown = unknown ?? names.first
        }
        return unknown.map(BuiltinQuestion.unknownApp)
    }

    /// The ways to read the name `tokens`: without a particle glued to its
    /// end (or standing after it), longest particle first, then as said.
    private func candidateNames(_ tokens: [String]) -> [String] {
        var names: [String] = []
        if tokens.count > 1, let last = tokens.last, nameParticles.contains(last) {
            names.append(tokens.dropLast().joined(separator: " "))
        }
        if let last = tokens.last {
            for particle in nameParticles where last.hasSuffix(particle) && last.count > particle.count {
                names.append((tokens.dropLast() + [String(last.dropLast(particle.count))]).joined(separator: " "))
            }
        }
        names.append(tokens.joined(separator: " "))
        return names
    }

    /// English.
    static let english = QuestionForms(
        everything: [
            "what can i do here", "what can i do", "what can you do", "what can i say", "what can i say here",
            "what shortcuts are there", "what shortcuts do i have", "show me what i can do", "what can i ask",
        ],
        around: [
            "what can <app> do", "what does <app> do", "what shortcuts does <app> have",
            "what can i do with <app>", "what can i do in <app>", "what can i say to <app>", "what can i ask <app>",
            "what can i say in <app>", "what shortcuts does <app>",
        ])

    /// Vietnamese: "Tôi có thể làm gì ở đây?", "Tôi có thể làm gì với <App>?",
    /// "<App> làm được gì?".
    static let vietnamese = QuestionForms(
        everything: [
            "tôi có thể làm gì ở đây", "ở đây tôi có thể làm gì", "tôi có thể làm gì", "tôi làm được gì",
            "tôi làm được gì ở đây", "ở đây tôi làm được gì", "bạn có thể làm gì", "bạn làm được gì", "tôi có thể nói gì",
            "tôi có thể nói gì ở đây", "tôi nói được gì", "có những phím tắt nào", "có phím tắt nào", "ở đây có những phím tắt nào",
            "tôi có những phím tắt nào", "tôi có thể hỏi gì", "cho tôi biết tôi có thể làm gì",
        ],
        around: [
            "tôi có thể làm gì với <app>", "tôi có thể làm gì trong <app>", "tôi có thể làm gì trên <app>",
            "tôi làm được gì với <app>", "tôi làm được gì trong <app>", "tôi làm được gì trên <app>",
            "với <app> tôi có thể làm gì", "trong <app> tôi có thể làm gì", "tôi có thể dùng <app> để làm gì",
            "tôi có thể nói gì với <app>", "tôi có thể nói gì trong <app>", "tôi có thể hỏi <app> gì",
            "<app> có thể làm gì", "<app> làm được gì", "<app> làm được những gì", "<app> có những phím tắt nào",
            "<app> có phím tắt nào",
        ],
        selfNames: ["tôi", "bạn", "ở đây", "đây"],
        trailing: ["vậy", "nhỉ", "thế", "ạ", "nhé", "nào"])

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
            everything: questions + questions.flatMap { question in
                ["여기서", "여기에서", "여기선", "내가", "제가", "나는", "저는", "난"].map { "\($0) \(question)" }
            },
            around: questions.map { "<app> \($0)" },
            selfNames: ["여기", "여기서", "여기에서", "여기선", "내가", "제가", "나는", "저는", "난", "나", "저"],
            nameParticles: [
                "으로는", "에서는", "에서도", "에서", "에선", "에는", "한테", "에게", "으로", "로는", "로", "은", "는", "이", "가",
                "을", "를", "이랑", "랑", "하고", "과", "와", "의", "에",
            ])
    }()

    /// Simplified Chinese: "我在这里能做什么？", "<App>能做什么？", "用<App>能做什么？".
    static let simplifiedChinese: QuestionForms = {
        var everything: [String] = []
        var around: [String] = []
        for can in ["能", "可以", "都能", "都可以"] {
            for what in ["做什么", "干什么", "做些什么"] {
                everything += [
                    "我在这里\(can)\(what)", "我在这\(can)\(what)", "我在这儿\(can)\(what)", "在这里\(can)\(what)",
                    "这里\(can)\(what)", "我\(can)\(what)", "你\(can)\(what)", "\(can)\(what)", "我\(can)在这里\(what)",
                ]
                around += [
                    "<app>\(can)\(what)", "用<app>\(can)\(what)", "我\(can)用<app>\(what)", "在<app>里\(can)\(what)",
                    "我在<app>里\(can)\(what)", "在<app>中\(can)\(what)", "我在<app>中\(can)\(what)", "我\(can)在<app>里\(what)",
                ]
            }
            everything += ["我\(can)说什么", "我在这里\(can)说什么"]
            around += ["我\(can)对<app>说什么"]
        }
        for which in ["哪些", "什么"] {
            everything += ["有\(which)快捷指令", "我有\(which)快捷指令", "这里有\(which)快捷指令"]
            around += ["<app>有\(which)快捷指令", "<app>有\(which)功能", "<app>里有\(which)快捷指令"]
        }
        return QuestionForms(
            everything: everything, around: around,
            selfNames: ["我", "你", "这里", "这儿", "这", "我在这里", "在这里", "我在这", "我在这儿"],
            trailing: ["呢", "啊", "呀"])
    }()
}
