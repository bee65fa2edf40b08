import Testing

@testable import Phrasebook

/// A request said in one clause that points back (`that task`, `そのタスク`,
/// `việc đó`) at a value said in the chatter around it
/// (`Matcher+ReferredValues.swift`): the value is bound, as said there.
@Suite struct ReferredValueTests {
    let matcher = Matcher(catalog: sampleCatalog)

    /// The value's id a candidate binds for `parameter`, if any.
    func boundID(_ candidate: PhraseMatch, _ parameter: String) -> String? {
        for binding in candidate.bindings where binding.parameter == parameter {
            guard case .values(let type, let choices) = binding.value, let choice = choices.first else { continue }
            return sampleCatalog.apps[candidate.app].types[type].values[choice.index].id
        }
        return nil
    }

    static let pointedBack: [(text: String, locale: String, intent: String, task: String)] = [
        (
            "I finally paid the rent this morning, so mark that task as done in Tasks", "en", "CompleteTaskIntent",
            "payRent"
        ),
        ("My passport expires soon, show me that task", "en", "ShowTaskIntent", "renewPassport"),
        ("さっき母に電話したよ。そのタスクを完了にして", "ja", "CompleteTaskIntent", "callMom"),
        ("드디어 여권 갱신하기 끝났어, 그 할 일 완료해 줘", "ko", "CompleteTaskIntent", "renewPassport"),
        ("여권 갱신하기 마감이 궁금해서, 그 할 일 보여 줘", "ko", "ShowTaskIntent", "renewPassport"),
        (
            "Mình vừa nộp báo cáo chi phí xong rồi, đánh dấu việc đó là xong nhé", "vi", "CompleteTaskIntent",
            "submitExpenses"
        ),
        ("唉，刚刚去交房租了，帮我把那个任务标成完成", "zh-Hans", "CompleteTaskIntent", "payRent"),
    ]

    @Test(arguments: pointedBack)
    func aValueSaidInTheChatterIsBoundWhereTheRequestPointsBack(
        request: (text: String, locale: String, intent: String, task: String)
    ) throws {
        let best = try #require(matcher.resolvedCandidate(request.text, locale: request.locale), "\(request.text)")
        #expect(best.intent == request.intent, "\(request.text)")
        #expect(boundID(best, "task") == request.task, "\(request.text)")
        #expect(best.liberties?.contains { $0.kind == .chatterClause } == true, "\(request.text)")
    }

    @Test func theBindingStandsWhereTheValueWasSaid() throws {
        let text = "My passport expires soon, show me that task"
        let best = try #require(matcher.resolvedCandidate(text, locale: "en"))
        let binding = try #require(best.bindings.first { $0.parameter == "task" })
        #expect(binding.text == "passport")
        #expect(binding.tokenRange == 1..<2)
    }

    @Test func noValueIsTakenWithoutAPointingWordOrOneValue() {
        for (said, locale) in [
            // Two tasks said: which one the request means is not known.
            ("I need to pay rent and call mom, mark that task as done", "en"),
            ("家賃を払うと母に電話、そのタスクを完了にして", "ja"),
            // No word points back: the task said is not the request's.
            ("I paid the rent, mark a task as done", "en"),
        ] {
            let best = matcher.resolvedCandidate(said, locale: locale)
            #expect(best.flatMap { boundID($0, "task") } == nil, "\(said)")
        }
        // A value of another type is no value of the one the request asks for.
        let shelf = matcher.resolvedCandidate("Dune was great, open that shelf in Library", locale: "en")
        #expect(shelf.flatMap { boundID($0, "shelf") } == nil)
    }

    @Test func aFillerOfSeveralCharactersIsAKnownWordOfAShortClause() {
        let index = sampleCatalog.lazyFlexibleIndex.box.index
        let texts = ["天", "哪"]
        #expect(!Matcher.saysUnknownWord(in: 0..<2, texts: texts, ids: [-1, -1], index: index))
        #expect(Matcher.saysUnknownWord(in: 0..<2, texts: ["终", "点"], ids: [-1, -1], index: index))
    }

    @Test func aTimeOfDaySaidInTheChatterIsNoOtherAppsValue() throws {
        let best = try #require(
            matcher.resolvedCandidate("Rent is paid as of this morning, so mark that task as done", locale: "en"))
        #expect(best.intent == "CompleteTaskIntent")
        #expect(boundID(best, "task") == "payRent")
    }
}
