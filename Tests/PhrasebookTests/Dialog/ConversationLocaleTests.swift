import Foundation
import Testing

@testable import Phrasebook

/// Real conversations over the sample apps in Vietnamese, Korean and
/// Chinese: the locale of the matched phrase sets the language the engine
/// speaks and reads answers in — numbers, yes and no, cancel, dates, ordinals
/// — and the app's own prompts and dialogs come from its Localizable tables.
///
/// The clock is fixed at Friday 20 November 2026, 14:30 in New York.
@Suite struct ConversationLocaleTests {
    /// The app's own `text` in `locale`, as its Localizable table has it.
    private func translated(_ text: String, app: String, _ locale: String) throws -> String {
        sampleCatalog.apps[try sampleCatalog.app(app)].translate(text, into: locale)
    }

    /// `template` translated and rendered with `values` shown by title.
    private func rendered(_ template: String, app: String, _ locale: String, _ values: [String: ParameterValue]) throws
        -> String
    {
        let manifest = sampleCatalog.apps[try sampleCatalog.app(app)]
        return DialogRenderer(timeZone: newYork, locale: locale).render(
            manifest.translate(template, into: locale), values: values,
            appName: manifest.translate(manifest.app.name, into: locale))
    }

    /// How a date is shown in `locale`.
    private func shown(_ date: Date, _ locale: String) -> String {
        DialogRenderer(timeZone: newYork, locale: locale).display(.date(date))
    }

    /// The invocation of `outcome`, failing the test when it did not resolve.
    private func resolved(_ outcome: Outcome, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Invocation?
    {
        #expect(outcome.status == .resolved, "\(outcome)", sourceLocation: sourceLocation)
        return outcome.invocation
    }

    // MARK: Vietnamese

    @Test(arguments: ["hai", "Hai", "hai phần", "2", "cho tôi hai phần nhé"])
    func vietnameseOrderIsAnsweredInWordsAndConfirmed(quantity: String) throws {
        var conversation = dialogConversation()
        let quantityPrompt = try requirePrompt(conversation.say("Đặt Phở trên Soup Chef"))
        #expect(
            quantityPrompt
                == Prompt(
                    kind: .value, parameter: "quantity",
                    text: try translated("How many would you like?", app: "Soup Chef", "vi")))
        let orderType = try requirePrompt(conversation.answer(quantity))
        #expect(orderType.text == (try translated("Pickup or delivery?", app: "Soup Chef", "vi")))
        #expect(orderType.options == [option("pickup", "Đến lấy"), option("delivery", "Giao tận nơi")])
        let values: [String: ParameterValue] = [
            "soup": entity("pho", "Phở"), "quantity": .integer(2), "orderType": entity("delivery", "Giao tận nơi"),
        ]
        #expect(
            try requirePrompt(conversation.answer("giao hàng"))
                == Prompt(
                    kind: .confirmation,
                    text: try rendered("Order ${quantity} ${soup} for ${orderType}?", app: "Soup Chef", "vi", values)))
        let outcome = try requireOutcome(conversation.answer("có"))
        #expect(
            resolved(outcome)
                == Invocation(
                    app: "Soup Chef", intent: "OrderSoupIntent", locale: "vi",
                    parameters: [
                        ParameterAssignment(name: "soup", value: entity("pho", "Phở")),
                        ParameterAssignment(name: "quantity", value: .integer(2)),
                        ParameterAssignment(name: "orderType", value: entity("delivery", "Giao tận nơi")),
                    ]))
        #expect(outcome.dialog == (try rendered("Your ${soup} order is on its way.", app: "Soup Chef", "vi", values)))
        #expect(outcome.dialog != "Your Phở order is on its way.")
    }

    @Test(arguments: ["không", "Không được"])
    func vietnameseNoCancelsTheOrder(answer: String) throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Đặt Phở trên Soup Chef"))
        _ = try requirePrompt(conversation.answer("ba"))
        #expect(try requirePrompt(conversation.answer("đến lấy")).kind == .confirmation)
        let outcome = try requireOutcome(conversation.answer(answer))
        #expect(outcome.status == .cancelled)
        #expect(outcome.message == "Đã hủy.")
        #expect(outcome.invocation == nil)
    }

    @Test(arguments: ["hủy", "Thôi", "bỏ qua", "dừng lại"])
    func vietnameseCancelWorksAtAnyQuestion(answer: String) throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Đặt Phở trên Soup Chef"))
        let outcome = try requireOutcome(conversation.answer(answer))
        #expect(outcome.status == .cancelled)
        #expect(outcome.message == "Đã hủy.")
        #expect(outcome.invocation == nil && conversation.state == ConversationState())
    }

    @Test(arguments: [
        ("thứ hai", "clamChowder", "Súp nghêu"), ("cái đầu tiên", "tomato", "Súp cà chua"),
        ("cuối cùng", "butternutSquash", "Súp bí đỏ"), ("số 6", "pho", "Phở"),
    ])
    func vietnameseOptionIsChosenByOrdinal(answer: String, id: String, title: String) throws {
        var conversation = dialogConversation()
        let soups = try requirePrompt(conversation.say("Đặt súp trên Soup Chef"))
        #expect(soups.text == (try translated("Which soup would you like?", app: "Soup Chef", "vi")))
        #expect(soups.options.map(\.title).first == "Súp cà chua")
        _ = try requirePrompt(conversation.answer(answer))
        #expect(conversation.pending?.values["soup"] == entity(id, title))
    }

    @Test func vietnameseQuantityOutOfRangeIsRefusedInVietnamese() throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Đặt Phở trên Soup Chef"))
        let refused = try requirePrompt(conversation.answer("mười hai"))
        #expect(refused.notice == (try translated("You can order between 1 and 10 soups.", app: "Soup Chef", "vi")))
        #expect(try requirePrompt(conversation.answer("mười")).parameter == "orderType")
        #expect(conversation.pending?.values["quantity"] == .integer(10))
    }

    @Test func vietnameseAnswersNotUnderstoodAreAskedAgainThenGivenUp() throws {
        var conversation = dialogConversation()
        let prompt = try requirePrompt(conversation.say("Đặt Phở trên Soup Chef"))
        #expect(
            try requirePrompt(conversation.answer("nhiều lắm")).notice == "Xin lỗi, tôi chưa hiểu \"nhiều lắm\" là gì.")
        #expect(try requirePrompt(conversation.answer("abc")).text == prompt.text)
        let outcome = try requireOutcome(conversation.answer("xyz"))
        #expect(outcome.status == .failed)
        #expect(
            outcome.message
                == "Xin lỗi, tôi vẫn chưa hiểu câu trả lời của bạn nên xin dừng ở đây. Bạn thử yêu cầu lại nhé.")
    }

    @Test(arguments: [
        ("ngày mai lúc 9 giờ sáng", "2026-11-21T09:00:00-05:00"), ("thứ hai tuần sau", "2026-11-23T00:00:00-05:00"),
        ("2 tiếng nữa", "2026-11-20T16:30:00-05:00"), ("ngày 1 tháng 12", "2026-12-01T00:00:00-05:00"),
    ])
    func vietnameseTaskIsGivenADueDate(answer: String, due: String) throws {
        var conversation = dialogConversation()
        #expect(try requirePrompt(conversation.say("Tạo nhiệm vụ trong Nhiệm vụ")).parameter == "title")
        let duePrompt = try requirePrompt(conversation.answer("Mua sữa"))
        #expect(duePrompt.text == (try translated("When is it due?", app: "Tasks", "vi")))
        let outcome = try requireOutcome(conversation.answer(answer))
        #expect(resolved(outcome)?["dueDate"] == .date(moment(due)))
        #expect(
            outcome.dialog == (try rendered("Created ${title}.", app: "Tasks", "vi", ["title": .string("Mua sữa")])))
        #expect(outcome.summary?.contains(shown(moment(due), "vi")) == true)
    }

    @Test func vietnameseDateInThePastIsRefusedWithTheTranslatedRule() throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Tạo nhiệm vụ trong Nhiệm vụ"))
        _ = try requirePrompt(conversation.answer("Mua sữa"))
        let refused = try requirePrompt(conversation.answer("hôm qua"))
        #expect(refused.notice == (try translated("The due date must be in the future.", app: "Tasks", "vi")))
    }

    @Test func vietnameseConfirmationOfADeletion() throws {
        var conversation = dialogConversation()
        let confirm = try requirePrompt(conversation.say("Xóa Mua sữa trong Nhiệm vụ"))
        #expect(
            confirm
                == Prompt(
                    kind: .confirmation,
                    text: try rendered("Delete ${task}?", app: "Tasks", "vi", ["task": entity("buyMilk", "Mua sữa")])))
        let outcome = try requireOutcome(conversation.answer("vâng"))
        #expect(resolved(outcome)?["task"] == entity("buyMilk", "Mua sữa"))
        #expect(
            outcome.dialog
                == (try rendered("Deleted ${task}.", app: "Tasks", "vi", ["task": entity("buyMilk", "Mua sữa")])))
    }

    // MARK: Chinese

    @Test(arguments: ["两份", "两", "2份", "二", "我要两份"])
    func chineseOrderIsAnsweredInWordsAndConfirmed(quantity: String) throws {
        var conversation = dialogConversation()
        let quantityPrompt = try requirePrompt(conversation.say("在Soup Chef点番茄汤"))
        #expect(
            quantityPrompt
                == Prompt(
                    kind: .value, parameter: "quantity",
                    text: try translated("How many would you like?", app: "Soup Chef", "zh-Hans")))
        let orderType = try requirePrompt(conversation.answer(quantity))
        #expect(orderType.options == [option("pickup", "自取"), option("delivery", "配送")])
        let values: [String: ParameterValue] = [
            "soup": entity("tomato", "番茄汤"), "quantity": .integer(2), "orderType": entity("delivery", "配送"),
        ]
        #expect(
            try requirePrompt(conversation.answer("配送"))
                == Prompt(
                    kind: .confirmation,
                    text: try rendered(
                        "Order ${quantity} ${soup} for ${orderType}?", app: "Soup Chef", "zh-Hans", values)))
        let outcome = try requireOutcome(conversation.answer("是的"))
        #expect(
            resolved(outcome)
                == Invocation(
                    app: "Soup Chef", intent: "OrderSoupIntent", locale: "zh-Hans",
                    parameters: [
                        ParameterAssignment(name: "soup", value: entity("tomato", "番茄汤")),
                        ParameterAssignment(name: "quantity", value: .integer(2)),
                        ParameterAssignment(name: "orderType", value: entity("delivery", "配送")),
                    ]))
        #expect(
            outcome.dialog == (try rendered("Your ${soup} order is on its way.", app: "Soup Chef", "zh-Hans", values)))
    }

    @Test(arguments: [("不要", "已取消。"), ("算了", "已取消。"), ("取消", "已取消。"), ("不用了", "已取消。")])
    func chineseNoOrCancelEndsTheOrder(answer: String, message: String) throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("在Soup Chef点番茄汤"))
        _ = try requirePrompt(conversation.answer("三份"))
        #expect(try requirePrompt(conversation.answer("自取")).kind == .confirmation)
        let outcome = try requireOutcome(conversation.answer(answer))
        #expect(outcome.status == .cancelled)
        #expect(outcome.message == message)
    }

    @Test func chineseCancelAtTheFirstQuestion() throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("在Soup Chef点番茄汤"))
        #expect(try requireOutcome(conversation.answer("算了")).message == "已取消。")
    }

    @Test(arguments: [
        ("第二个", "clamChowder", "蛤蜊浓汤"), ("第一个", "tomato", "番茄汤"), ("最后一个", "butternutSquash", "南瓜汤"),
        ("选第三个", "chickenNoodle", "鸡汤面"),
    ])
    func chineseOptionIsChosenByOrdinal(answer: String, id: String, title: String) throws {
        var conversation = dialogConversation()
        #expect(try requirePrompt(conversation.say("在Soup Chef点汤")).options.first?.title == "番茄汤")
        _ = try requirePrompt(conversation.answer(answer))
        #expect(conversation.pending?.values["soup"] == entity(id, title))
    }

    @Test(arguments: [("第二个", "outsiderCamus"), ("第一个", "outsiderKing"), ("最后一个", "outsiderCamus")])
    func chineseTwoBooksAreTellApartByOrdinal(answer: String, id: String) throws {
        var conversation = dialogConversation()
        let which = try requirePrompt(conversation.say("在图书馆里打开局外人"))
        #expect(which.kind == .disambiguation)
        #expect(
            which.options == [
                option("outsiderKing", "局外人", "Stephen King"), option("outsiderCamus", "局外人", "Albert Camus"),
            ])
        let outcome = try requireOutcome(conversation.answer(answer))
        #expect(resolved(outcome)?["book"] == entity(id, "局外人"))
        #expect(
            outcome.dialog == (try rendered("Opening ${book}.", app: "Library", "zh-Hans", ["book": entity(id, "局外人")]))
        )
    }

    @Test(arguments: [
        ("明天下午3点", "2026-11-21T15:00:00-05:00"), ("下周一", "2026-11-23T00:00:00-05:00"),
        ("两小时后", "2026-11-20T16:30:00-05:00"), ("12月1日", "2026-12-01T00:00:00-05:00"),
    ])
    func chineseTaskIsGivenADueDate(answer: String, due: String) throws {
        var conversation = dialogConversation()
        #expect(try requirePrompt(conversation.say("在任务清单里创建任务")).parameter == "title")
        _ = try requirePrompt(conversation.answer("买牛奶"))
        let outcome = try requireOutcome(conversation.answer(answer))
        #expect(resolved(outcome)?["dueDate"] == .date(moment(due)))
        #expect(
            outcome.dialog == (try rendered("Created ${title}.", app: "Tasks", "zh-Hans", ["title": .string("买牛奶")])))
    }

    @Test func chineseOneShotResolvesWithItsDialog() throws {
        var conversation = dialogConversation()
        let outcome = try requireOutcome(conversation.say("开始呼吸冥想"))
        #expect(resolved(outcome)?["session"] == entity("breathing", "呼吸"))
        #expect(outcome.invocation?.locale == "zh-Hans")
        #expect(
            outcome.dialog
                == (try rendered(
                    "Starting ${session}.", app: "Meditation", "zh-Hans", ["session": entity("breathing", "呼吸")])))
    }

    @Test func chineseNotUnderstoodIsSaidInChinese() throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("在Soup Chef点番茄汤"))
        #expect(try requirePrompt(conversation.answer("很多")).notice == "抱歉，我没听懂“很多”。")
        #expect(conversation.endOfInput().message == "问题还没有回答，输入就结束了。")
    }

    // MARK: Korean

    @Test(arguments: [
        ("두 번째", "walking", "걷기"), ("첫 번째", "calming", "마음 안정"), ("마지막 거", "stressRelief", "스트레스 해소"),
        ("3번", "breathing", "호흡"),
    ])
    func koreanSessionIsChosenByOrdinal(answer: String, id: String, title: String) throws {
        var conversation = dialogConversation()
        let prompt = try requirePrompt(conversation.say("명상 세션 시작해"))
        #expect(prompt.text == (try translated("Which session would you like to start?", app: "Meditation", "ko")))
        #expect(prompt.options.count == 10)
        let outcome = try requireOutcome(conversation.answer(answer))
        #expect(
            resolved(outcome)
                == Invocation(
                    app: "Meditation", intent: "StartMeditationIntent", locale: "ko",
                    parameters: [ParameterAssignment(name: "session", value: entity(id, title))]))
        #expect(
            outcome.dialog
                == (try rendered("Starting ${session}.", app: "Meditation", "ko", ["session": entity(id, title)])))
    }

    @Test(arguments: [
        ("내일 오후 3시", "2026-11-21T15:00:00-05:00"), ("모레 오전 9시 30분", "2026-11-22T09:30:00-05:00"),
        ("다음 주 월요일", "2026-11-23T00:00:00-05:00"), ("2시간 후", "2026-11-20T16:30:00-05:00"),
        ("12월 1일", "2026-12-01T00:00:00-05:00"),
    ])
    func koreanReminderIsGivenATime(answer: String, time: String) throws {
        var conversation = dialogConversation()
        let prompt = try requirePrompt(conversation.say("명상 알림 설정해"))
        #expect(prompt.text == (try translated("When should I remind you?", app: "Meditation", "ko")))
        let outcome = try requireOutcome(conversation.answer(answer))
        #expect(resolved(outcome)?["time"] == .date(moment(time)))
        #expect(
            outcome.dialog
                == (try rendered("I'll remind you at ${time}.", app: "Meditation", "ko", ["time": .date(moment(time))]))
        )
    }

    @Test(arguments: ["취소", "그만", "됐어", "취소해"])
    func koreanCancelWorksAtAnyQuestion(answer: String) throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("명상 알림 설정해"))
        let refused = try requirePrompt(conversation.answer("어제"))
        #expect(refused.notice == (try translated("The reminder must be in the future.", app: "Meditation", "ko")))
        let outcome = try requireOutcome(conversation.answer(answer))
        #expect(outcome.status == .cancelled)
        #expect(outcome.message == "취소했어요.")
    }

    @Test func koreanNotUnderstoodIsSaidInKorean() throws {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("명상 알림 설정해"))
        #expect(try requirePrompt(conversation.answer("언젠가")).notice == "죄송해요, 잘 알아듣지 못했어요.")
        _ = try requirePrompt(conversation.answer("글쎄"))
        #expect(try requireOutcome(conversation.answer("몰라")).message == "죄송해요, 계속 알아듣지 못해서 여기서 멈출게요. 처음부터 다시 말씀해 주세요.")
    }

    /// A Soup Chef order under way in Korean.
    ///
    /// Soup Chef's Korean phrases
    /// glue a particle to the app's name (`수프 셰프에서`), which matching reads
    /// only with Korean particle support; so the order starts from its
    /// English phrase and its state is switched to Korean, as a server
    /// restoring a Korean conversation would hold it.
    private func koreanSoupOrder() throws -> Conversation {
        var conversation = dialogConversation()
        _ = try requirePrompt(conversation.say("Order soup from Soup Chef"))
        var pending = try #require(conversation.state.pending)
        pending.locale = "ko"
        pending.candidates = pending.candidates.map { candidate in
            var korean = candidate
            korean.locale = "ko"
            return korean
        }
        conversation.state.pending = pending
        return conversation
    }

    @Test(arguments: ["두 개", "둘", "2개", "두 그릇", "이", "두 개 주세요"])
    func koreanOrderIsAnsweredInWordsAndConfirmed(quantity: String) throws {
        var conversation = try koreanSoupOrder()
        let quantityPrompt = try requirePrompt(conversation.answer("첫 번째"))
        #expect(
            quantityPrompt
                == Prompt(
                    kind: .value, parameter: "quantity",
                    text: try translated("How many would you like?", app: "Soup Chef", "ko")))
        let orderType = try requirePrompt(conversation.answer(quantity))
        #expect(orderType.options == [option("pickup", "포장"), option("delivery", "배달")])
        let values: [String: ParameterValue] = [
            "soup": entity("tomato", "토마토 수프"), "quantity": .integer(2), "orderType": entity("delivery", "배달"),
        ]
        #expect(
            try requirePrompt(conversation.answer("배달"))
                == Prompt(
                    kind: .confirmation,
                    text: try rendered("Order ${quantity} ${soup} for ${orderType}?", app: "Soup Chef", "ko", values)))
        let outcome = try requireOutcome(conversation.answer("네"))
        #expect(
            resolved(outcome)
                == Invocation(
                    app: "Soup Chef", intent: "OrderSoupIntent", locale: "ko",
                    parameters: [
                        ParameterAssignment(name: "soup", value: entity("tomato", "토마토 수프")),
                        ParameterAssignment(name: "quantity", value: .integer(2)),
                        ParameterAssignment(name: "orderType", value: entity("delivery", "배달")),
                    ]))
        #expect(outcome.dialog == (try rendered("Your ${soup} order is on its way.", app: "Soup Chef", "ko", values)))
    }

    @Test(arguments: ["아니요", "아니", "싫어"])
    func koreanNoCancelsTheOrder(answer: String) throws {
        var conversation = try koreanSoupOrder()
        _ = try requirePrompt(conversation.answer("토마토 수프"))
        _ = try requirePrompt(conversation.answer("세 개"))
        #expect(try requirePrompt(conversation.answer("포장")).kind == .confirmation)
        let outcome = try requireOutcome(conversation.answer(answer))
        #expect(outcome.status == .cancelled)
        #expect(outcome.message == "취소했어요.")
    }

    @Test func koreanYesIsNotFour() throws {
        var conversation = try koreanSoupOrder()
        _ = try requirePrompt(conversation.answer("첫 번째"))
        #expect(try requirePrompt(conversation.answer("네")).notice == "죄송해요, 잘 알아듣지 못했어요.")
        _ = try requirePrompt(conversation.answer("네 개"))
        #expect(conversation.pending?.values["quantity"] == .integer(4))
    }
}
