extension FlexibleWords {
    /// Vietnamese politeness words, classifiers and prepositions, and the
    /// generic words for an app.
    static let vietnamese = FlexibleWords(
        actions: .vietnamese,
        fillers: [
            "giúp tôi", "giúp mình", "giúp em", "giùm tôi", "giùm", "dùm", "làm ơn", "vui lòng", "nhé", "nha", "nhá",
            "đi", "đi nhé", "ạ", "ơi", "bạn ơi", "hãy", "cho tôi", "cho mình", "được không", "với", "nào", "tôi muốn",
            "mình muốn",
            "em muốn", "tôi cần", "mình cần",
        ],
        smallWords: [
            "cái", "cuốn", "quyển", "sách", "bài", "chiếc", "một", "những", "các", "của", "tôi", "mình", "trong",
            "trên", "ở", "vào", "tại", "và", "kệ", "phần", "bát", "tô", "cho",
        ],
        interchangeable: [
            ["trong", "trên", "ở", "tại", "bằng", "qua", "từ", "vào"], ["sách", "cuốn", "quyển"], ["bát", "tô"],
            ["tôi", "mình"], ["đến", "tới"],
            ["xem", "coi"],
        ],
        genericAppWords: ["ứng dụng", "app", "ứng dụng app"],
        didYouMean: { "Ý bạn là \"\($0)\"?" },
        notMeant: "Xin lỗi, tôi chưa hiểu ý bạn.",
        closestPhrases: { "Các câu gần nhất: " + $0.map { "\"\($0)\"" }.joined(separator: ", ") })
}
