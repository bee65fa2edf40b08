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
            "ừm", "ừ", "ờ", "à", "ê", "này", "nè", "nhỉ", "nhen", "nghen", "giùm mình", "dùm mình", "giùm tôi",
            "dùm tôi", "hộ mình", "hộ tôi", "giúp tớ", "giúp", "cảm ơn", "cảm ơn nhé", "cảm ơn nha", "cám ơn",
            "xin chào", "chào bạn", "anh ơi", "chị ơi", "em ơi", "cho em", "cho tớ", "tớ muốn", "ngay", "ngay nhé",
            "nhanh nhé", "một chút", "chút", "xíu", "được chứ", "được không ạ", "bạn có thể", "có thể", "với nhé",
            "nhé bạn", "đi bạn",
            "bạn", "phiền bạn", "bạn vui lòng", "xin lỗi", "cho phép tôi", "cảm ơn bạn", "bạn làm ơn", "được không",
            "tui",
            "cho tui", "giùm tui",
            // Courtesy frames: openings and closings around a request.
            "dạ", "nhờ bạn", "xin vui lòng", "cho em xin", "cho con", "với ạ", "cảm ơn nhiều", "cảm ơn ạ", "đi nha",
            "vậy", "zậy", "z", "trời", "nha bạn", "giùm mình nha", "giúp mình nhé", "giúp mình nha", "giùm mình nhé",
            // Interjections said as a clause of their own.
            "phù", "ôi", "trời ơi", "ôi trời", "haizz", "chà",
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
        negations: ["không", "đừng", "chưa", "chẳng", "chả", "khỏi", "trừ", "ngoài"],
        clauseMarks: [
            "thôi", "nên", "vậy", "vậy thì", "thì", "rồi", "mà", "à mà", "tiện thể", "với lại", "nhưng", "vì", "tại",
        ],
        clauseJoiners: ["vì", "vì vậy", "nên", "thì", "vậy thì", "nhưng", "tại vì", "bởi vì", "cho nên", "tiện thể"],
        sampleChatter: ["mình hơi vội", "hôm nay mệt quá", "xin lỗi nha"],
        sampleLeftovers: ["luôn", "giùm", "sẵn"],
        valueMarks: ["cho", "lúc", "với", "để", "vào", "thêm", "kèm", "hạn", "trước", "có", "và", "hạn chót"],
        textMarks: ["tên là", "có tên", "tên", "gọi là", "tựa đề", "tựa là", "là"],
        nameWords: ["tên"], ownerMarks: ["của", "do"], ownerEndings: [],
        pointingWords: ["đó", "này", "ấy", "kia", "nó"],
        typingKeys: .vietnameseTelex,
        didYouMean: { "Ý bạn là \"\($0)\"?" },
        notMeant: "Xin lỗi, tôi chưa hiểu ý bạn.",
        closestPhrases: { "Các câu gần nhất: " + $0.map { "\"\($0)\"" }.joined(separator: ", ") })
}
