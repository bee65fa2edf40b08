extension QuestionForms {
    /// Vietnamese: "Tôi có thể làm gì ở đây?", "Tôi có thể làm gì với <App>?",
    /// "<App> làm được gì?".
    static let vietnamese = QuestionForms(
        everything: [
            "tôi có thể làm gì ở đây", "ở đây tôi có thể làm gì", "tôi có thể làm gì", "tôi làm được gì",
            "tôi làm được gì ở đây", "ở đây tôi làm được gì", "bạn có thể làm gì", "bạn làm được gì",
            "tôi có thể nói gì",
            "tôi có thể nói gì ở đây", "tôi nói được gì", "có những phím tắt nào", "có phím tắt nào",
            "ở đây có những phím tắt nào",
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
}
