extension AnswerWords {
    /// Vietnamese: `có`/`vâng`/`ừ`/`được` and `không`; `hủy`, `thôi`, `bỏ
    /// qua`; `thứ nhất`/`đầu tiên`, `thứ hai` …, `cuối cùng`; `số 2`;
    /// lists with `,`, `và`, `với`.
    static let vietnamese = AnswerWords(
        yes: [
            "có", "có ạ", "vâng", "vâng ạ", "dạ", "dạ vâng", "dạ có", "ừ", "ừm", "ờ", "uh", "ok", "okay", "oke", "đúng",
            "đúng rồi", "đúng vậy", "được", "được rồi", "được ạ", "phải", "phải rồi", "đồng ý", "chắc chắn",
            "chắc chắn rồi",
            "tất nhiên", "có chứ", "làm đi", "xác nhận", "ừ đúng rồi", "ok luôn", "dạ được", "ừa", "uk", "uhm",
            "ờ được",
            "xóa đi", "xoá đi", "đặt đi", "ok đặt đi", "được luôn",
        ],
        no: [
            "không", "không ạ", "dạ không", "không được", "không phải", "không đúng", "không cần", "không muốn", "chưa",
            "sai", "sai rồi", "khỏi", "khỏi cần", "không nhé", "thôi không", "khong", "ko", "k", "không cần đâu",
            "không đâu",
            "đừng", "đừng xóa", "không xóa", "chưa cần", "không cần nữa",
            // Putting it off: a no where a value is asked for.
            "để lúc khác", "lúc khác", "để khi khác", "khi khác", "để sau nhé", "sau đi", "lát nữa", "để lát nữa",
            "chưa phải bây giờ", "bữa khác", "để bữa khác",
        ],
        cancel: [
            "hủy", "huỷ", "hủy bỏ", "huỷ bỏ", "hủy đi", "huỷ đi", "thôi", "thôi bỏ đi", "thôi khỏi", "bỏ qua", "bỏ đi",
            "dừng", "dừng lại", "quên đi", "thoát", "không làm nữa", "hủy yêu cầu", "bỏ qua đi", "thôi hủy đi",
            "để đó đi", "để sau", "để sau đi", "không cần nữa", "không cần", "khỏi", "khỏi đi", "thôi khỏi đi",
            "hủy giúp tôi", "hủy giúp mình", "hủy nhé", "thôi bỏ qua", "thôi không cần", "không đặt nữa",
            "không tạo nữa", "không xóa nữa", "không mở nữa", "thôi đừng", "đừng", "thôi khỏi nhé", "bỏ đi nhé",
            "không nữa", "thôi không",
            "đừng xóa", "đừng nhắc", "đừng đặt", "đừng mở", "đừng thêm", "đừng tạo", "đừng làm", "thôi không cần đâu",
            "không cần đâu", "để lần sau", "lần sau đi",
        ],
        ordinals: [
            "thứ nhất": 1, "đầu tiên": 1, "đầu": 1, "thứ tư": 4, "cuối cùng": -1, "cuối": -1, "sau cùng": -1,
            "trước": 1,
            "sau": -1, "ở trên": 1, "ở dưới": -1,
        ],
        fillers: [
            "cái", "món", "cho", "tôi", "mình", "em", "anh", "chị", "lấy", "muốn", "chọn", "lựa", "nhé", "nha", "ạ",
            "đi",
            "vậy", "nhỉ", "là", "thôi", "xin", "vui", "lòng", "làm", "ơn", "giúp", "đó", "này", "kia", "ý", "tớ", "nhá",
            "bài", "buổi", "cuốn", "quyển", "kệ", "việc", "phần", "bát", "tô", "ạ",
        ],
        numberMarkers: ["số", "thứ", "phương án", "lựa chọn"],
        listMarks: [",", ";"],
        listJoiners: [" và ", " với ", " cùng ", " rồi "],
        hesitations: [
            "à", "ừ", "ờ", "ơ", "ủa", "khoan", "khoan đã", "chờ đã", "đợi đã", "thôi", "nha", "nhé", "giúp tôi",
            "giúp mình", "mà", "đi",
            "ấy", "ấy chết", "ơ kìa",
        ])
}

extension AnswerWords {
    /// The Vietnamese words also read without diacritics, as answers are
    /// often typed (`co`, `huy`): the words the language reads answers with,
    /// made once.
    static let vietnameseAsTyped = AnswerWords.vietnamese.foldingDiacritics()
}
