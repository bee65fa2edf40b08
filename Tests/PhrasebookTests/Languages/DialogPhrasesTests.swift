import Foundation
import Testing

@testable import Phrasebook

/// The dialog engine's own words in each locale it speaks.
@Suite struct DialogPhrasesTests {
    @Test func englishIsAsBefore() {
        let phrases = Language.of("en").phrases
        #expect(phrases.valuePrompt("Session") == "What's the session?")
        #expect(phrases.disambiguationPrompt("Book") == "Which book did you mean?")
        #expect(phrases.cancelled == "Cancelled.")
        #expect(phrases.joinList(["A", "B", "C"]) == "A, B and C")
        #expect(phrases.trueValue == "yes" && phrases.falseValue == "no")
        #expect(phrases.nothingToContinue == "There is nothing to continue.")
        #expect(phrases.moreOptions(3) == "…and 3 more")
        #expect(phrases.intentNotDeclared("OrderSoupIntent") == "The intent OrderSoupIntent is not declared.")
    }

    @Test func vietnamese() {
        let phrases = Language.of("vi-VN").phrases
        #expect(phrases.valuePrompt("Số lượng") == "Số lượng là gì?")
        #expect(phrases.valuePrompt("Tiêu đề") == "Tiêu đề là gì?")
        #expect(phrases.disambiguationPrompt("Sách") == "Ý bạn là sách nào?")
        #expect(phrases.actionPrompt == "Bạn muốn làm gì?")
        #expect(phrases.cancelled == "Đã hủy.")
        #expect(phrases.didNotUnderstand("abc") == "Xin lỗi, tôi chưa hiểu \"abc\" là gì.")
        #expect(
            phrases.gaveUp
                == "Xin lỗi, tôi vẫn chưa hiểu câu trả lời của bạn nên xin dừng ở đây. Bạn thử yêu cầu lại nhé.")
        #expect(phrases.inputEnded == "Dữ liệu nhập đã hết trước khi bạn trả lời câu hỏi.")
        #expect(phrases.nothingSaid == "Bạn chưa nói gì.")
        #expect(phrases.noMatch("xin chào") == "Không có cụm từ nào khớp với \"xin chào\".")
        #expect(
            phrases.negativePhrase("dừng thiền", "Meditation")
                == "\"dừng thiền\" là cụm từ mà Meditation không phản hồi.")
        #expect(phrases.tooLong(512) == "Câu nói dài quá, không so khớp được (hơn 512 từ).")
        #expect(phrases.youCanSay == "Bạn có thể nói:")
        #expect(phrases.moreOptions(3) == "…và 3 mục khác")
        #expect(phrases.nothingToContinue == "Không có yêu cầu nào để tiếp tục.")
        #expect(phrases.noSuchApp("netflix") == "Ở đây không có ứng dụng nào tên là \"netflix\".")
        #expect(phrases.outOfRange("1", "10") == "Vui lòng chọn một số từ 1 đến 10.")
        #expect(phrases.tooSmall("3") == "Vui lòng chọn một số từ 3 trở lên.")
        #expect(phrases.tooLarge("2.5") == "Vui lòng chọn một số từ 2.5 trở xuống.")
        #expect(phrases.notInFuture("Ngày đến hạn") == "Ngày đến hạn phải là thời điểm sau bây giờ.")
        #expect(phrases.empty("Tiêu đề") == "Tiêu đề không được để trống.")
        #expect(phrases.joinList([]) == "")
        #expect(phrases.joinList(["A"]) == "A")
        #expect(phrases.joinList(["A", "B"]) == "A và B")
        #expect(phrases.joinList(["A", "B", "C"]) == "A, B và C")
        #expect(phrases.trueValue == "có" && phrases.falseValue == "không")
    }

    @Test func korean() {
        let phrases = Language.of("ko-KR").phrases
        #expect(phrases.valuePrompt("제목") == "제목을 알려 주세요.")
        #expect(phrases.valuePrompt("세션") == "세션을 알려 주세요.")
        #expect(phrases.valuePrompt("수프") == "수프를 알려 주세요.")
        #expect(phrases.valuePrompt("마감일") == "마감일을 알려 주세요.")
        #expect(phrases.numberPrompt("수량") == "몇 개로 할까요?")
        #expect(phrases.disambiguationPrompt("책") == "어떤 책 말씀이세요?")
        #expect(phrases.disambiguationPrompt("수프") == "어떤 수프 말씀이세요?")
        #expect(phrases.moreOptions(3) == "…외 3개 더 있어요")
        #expect(phrases.actionPrompt == "어떤 걸 하시겠어요?")
        #expect(phrases.cancelled == "취소했어요.")
        #expect(phrases.didNotUnderstand("뭐") == "죄송해요, 잘 알아듣지 못했어요.")
        #expect(phrases.gaveUp == "죄송해요, 계속 알아듣지 못해서 여기서 멈출게요. 처음부터 다시 말씀해 주세요.")
        #expect(phrases.inputEnded == "질문에 답하시기 전에 입력이 끝났어요.")
        #expect(phrases.nothingSaid == "아무 말씀도 안 하셨어요.")
        #expect(phrases.noMatch("안녕") == "\"안녕\"에 맞는 문구가 없어요.")
        #expect(phrases.negativePhrase("명상 그만", "명상") == "\"명상 그만\"은 명상이 응답하지 않는 문구예요.")
        #expect(phrases.negativePhrase("명상 꺼줘", "Meditation") == "\"명상 꺼줘\"는 Meditation이(가) 응답하지 않는 문구예요.")
        #expect(phrases.tooLong(512) == "문장이 너무 길어서 찾을 수 없어요(512단어 초과).")
        #expect(phrases.youCanSay == "이렇게 말해 보세요:")
        #expect(phrases.noSuchApp("넷플릭스") == "여기에는 \"넷플릭스\"라는 앱이 없어요.")
        #expect(phrases.noSuchApp("유튜브 뮤직") == "여기에는 \"유튜브 뮤직\"이라는 앱이 없어요.")
        #expect(phrases.outOfRange("1", "10") == "1에서 10 사이의 숫자를 골라 주세요.")
        #expect(phrases.tooSmall("3") == "3 이상의 숫자를 골라 주세요.")
        #expect(phrases.tooLarge("2.5") == "2.5 이하의 숫자를 골라 주세요.")
        #expect(phrases.notInFuture("마감일") == "이미 지난 시간이에요. 다른 시간을 말해 주세요.")
        #expect(phrases.empty("제목") == "제목은 비워 둘 수 없어요.")
        #expect(phrases.joinList(["치즈", "베이컨", "바질"]) == "치즈, 베이컨, 바질")
        #expect(phrases.joinList(["치즈"]) == "치즈")
        #expect(phrases.trueValue == "네" && phrases.falseValue == "아니요")
    }

    @Test func simplifiedChinese() {
        let phrases = Language.of("zh-CN").phrases
        #expect(phrases.valuePrompt("数量") == "数量是什么？")
        #expect(phrases.disambiguationPrompt("图书") == "你指的是哪一个？")
        #expect(phrases.actionPrompt == "你想做哪件事？")
        #expect(phrases.cancelled == "已取消。")
        #expect(phrases.didNotUnderstand("啥") == "抱歉，我没听懂“啥”。")
        #expect(phrases.gaveUp == "抱歉，我还是没听懂你的回答，先到这里吧。请重新说一遍你的请求。")
        #expect(phrases.inputEnded == "问题还没有回答，输入就结束了。")
        #expect(phrases.nothingSaid == "你什么都没说。")
        #expect(phrases.noMatch("你 好") == "没有与“你 好”匹配的短语。")
        #expect(phrases.negativePhrase("停 止 冥 想", "冥想") == "“停 止 冥 想”是冥想不响应的短语。")
        #expect(phrases.tooLong(512) == "这句话太长，无法匹配（超过512个词）。")
        #expect(phrases.youCanSay == "你可以说：")
        #expect(phrases.noSuchApp("netflix") == "这里没有名为“netflix”的应用。")
        #expect(phrases.outOfRange("1", "10") == "请选择1到10之间的数字。")
        #expect(phrases.tooSmall("3") == "请选择不小于3的数字。")
        #expect(phrases.tooLarge("2.5") == "请选择不大于2.5的数字。")
        #expect(phrases.notInFuture("截止日期") == "这个时间已经过去了，请换一个以后的时间。")
        #expect(phrases.moreOptions(3) == "…还有3个")
        #expect(phrases.empty("标题") == "标题不能为空。")
        #expect(phrases.joinList(["面包丁", "芝士", "培根"]) == "面包丁、芝士和培根")
        #expect(phrases.joinList(["面包丁", "芝士"]) == "面包丁和芝士")
        #expect(phrases.trueValue == "是" && phrases.falseValue == "否")
    }

    @Test func aBoolIsShownInTheLocale() {
        let newYork = TimeZone(identifier: "America/New_York")!
        #expect(DialogRenderer(timeZone: newYork, locale: "en").display(.bool(true)) == "yes")
        #expect(DialogRenderer(timeZone: newYork, locale: "vi").display(.bool(false)) == "không")
        #expect(DialogRenderer(timeZone: newYork, locale: "ko").display(.bool(true)) == "네")
        #expect(
            DialogRenderer(timeZone: newYork, locale: "zh-Hans").display(.list([.bool(true), .bool(false)])) == "是和否")
    }
}
