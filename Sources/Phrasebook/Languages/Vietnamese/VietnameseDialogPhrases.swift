extension DialogPhrases {
    /// Vietnamese: "Tiêu đề là gì?", "Số lượng là bao nhiêu?", "Đã hủy.", "A, B và C".
    static let vietnamese = DialogPhrases(
        valuePrompt: { "\($0) là gì?" },
        numberPrompt: { "\($0) là bao nhiêu?" },
        disambiguationPrompt: { "Ý bạn là \($0.lowercased()) nào?" },
        actionPrompt: "Bạn muốn làm gì?",
        cancelled: "Đã hủy.",
        didNotUnderstand: { "Xin lỗi, tôi chưa hiểu \"\($0)\" là gì." },
        gaveUp: "Xin lỗi, tôi vẫn chưa hiểu câu trả lời của bạn nên xin dừng ở đây. Bạn thử yêu cầu lại nhé.",
        inputEnded: "Dữ liệu nhập đã hết trước khi bạn trả lời câu hỏi.",
        nothingToContinue: "Không có yêu cầu nào để tiếp tục.",
        intentNotDeclared: { "Ý định \($0) chưa được khai báo." },
        nothingSaid: "Bạn chưa nói gì.",
        noMatch: { "Không có cụm từ nào khớp với \"\($0)\"." },
        negativePhrase: { "\"\($0)\" là cụm từ mà \($1) không phản hồi." },
        tooLong: { "Câu nói dài quá, không so khớp được (hơn \($0) từ)." },
        youCanSay: "Bạn có thể nói:",
        moreOptions: { "…và \($0) mục khác" },
        noSuchApp: { "Ở đây không có ứng dụng nào tên là \"\($0)\"." },
        outOfRange: { "Vui lòng chọn một số từ \($0) đến \($1)." },
        tooSmall: { "Vui lòng chọn một số từ \($0) trở lên." },
        tooLarge: { "Vui lòng chọn một số từ \($0) trở xuống." },
        notInFuture: { "\($0) phải là thời điểm sau bây giờ." },
        empty: { "\($0) không được để trống." },
        joinList: { DialogPhrases.joined($0, separator: ", ", last: " và ") },
        trueValue: "có",
        falseValue: "không")
}
