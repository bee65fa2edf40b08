extension QuestionForms {
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
