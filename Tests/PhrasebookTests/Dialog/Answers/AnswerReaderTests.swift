import Foundation
import Testing

@testable import Phrasebook

/// Answers read as values of a parameter's type, and as the action an
/// action question's answer picks.
@Suite struct AnswerReaderTests {
    let catalog: Catalog
    let reader: AnswerReader
    let pending: PendingInvocation

    init() throws {
        catalog = try DialogFixtures.everyType()
        reader = AnswerReader(catalog: catalog, timeZone: newYork, now: { fixedDate })
        pending = InvocationBuilder(timeZone: newYork)
            .start(try DialogFixtures.candidate("Start a Meditation session", in: catalog), catalog: catalog)
    }

    /// What `text` reads as for parameter `name`: a value, the indices of
    /// the entities it fits, or nil when it is not understood.
    private func read(_ text: String, _ name: String, options: [PromptOption] = []) throws -> Either? {
        let parameter = try #require(catalog.apps[0].intent(named: "StartIntent")?.parameter(named: name))
        let prompt = Prompt(kind: .value, parameter: name, text: "?", options: options)
        switch reader.read(text, for: parameter, prompt: prompt, pending: pending) {
        case .value(let value): return .value(value)
        case .ambiguous(let choices): return .choices(choices)
        case .notUnderstood: return nil
        }
    }

    /// A reading, comparable.
    enum Either: Equatable {
        case value(ParameterValue)
        case choices([Int])
    }

    @Test func numbersAreReadInWordsOrDigitsWithFillersAndASign() throws {
        #expect(try read("4 please", "minutes") == .value(.integer(4)))
        #expect(try read("twenty", "minutes") == .value(.integer(20)))
        #expect(try read("-3", "minutes") == .value(.integer(-3)))
        #expect(try read("1.5", "minutes") == nil)
        #expect(try read("1.5", "level") == .value(.number(1.5)))
        #expect(try read("lots", "minutes") == nil)
    }

    @Test func yesOrNoDatesAndStrings() throws {
        #expect(try read("yes please", "guided") == .value(.bool(true)))
        #expect(try read("nope", "guided") == .value(.bool(false)))
        #expect(try read("maybe", "guided") == nil)
        #expect(try read("tomorrow at 9am", "day") == .value(.date(moment("2026-11-21T09:00:00-05:00"))))
        #expect(try read("whenever", "day") == nil)
        #expect(try read("  Slowly ", "note") == .value(.string("Slowly")))
        // Quotation marks around the whole answer are not part of it.
        #expect(try read("\"Slowly\"", "note") == .value(.string("Slowly")))
        #expect(try read("「コンビニ人間」", "note") == .value(.string("コンビニ人間")))
        #expect(try read("《活着》", "note") == .value(.string("活着")))
        #expect(try read("“ Breathe ”", "note") == .value(.string("Breathe")))
        #expect(try read("\"Dune\" and \"Emma\"", "note") == .value(.string("\"Dune\" and \"Emma\"")))
        #expect(try read("'til dawn", "note") == .value(.string("'til dawn")))
        // An empty answer to a `nonEmpty` parameter is read, so its rule says why.
        #expect(try read(" ", "note") == .value(.string("")))
    }

    @Test func entitiesByTitleSynonymOrListedNumber() throws {
        #expect(try read("walk", "session") == .value(entity("walking", "Walking")))
        let listed = [option("walking", "Walking"), option("calming", "Calming")]
        #expect(try read("the first one", "session", options: listed) == .value(entity("walking", "Walking")))
        #expect(try read("xyzzy", "session") == nil)
    }

    @Test func listsAreSplitAtMarksThenWords() throws {
        #expect(
            try read("calm and walking", "sessions")
                == .value(.list([entity("calming", "Calming"), entity("walking", "Walking")])))
        #expect(
            try read("walking, calm", "sessions")
                == .value(.list([entity("walking", "Walking"), entity("calming", "Calming")])))
        #expect(try read("walking and xyzzy", "sessions") == nil)
    }

    @Test func anActionIsPickedByTitleIntentOrPosition() {
        let prompt = Prompt(
            kind: .action, text: "Which would you like to do?",
            options: [
                PromptOption(id: "Meditation/PauseIntent", title: "Pause", subtitle: "Meditation"),
                PromptOption(id: "Meditation/StartIntent", title: "Start", subtitle: "Meditation"),
            ])
        let words = Language.of("en").answers
        func choose(_ text: String) -> Int? { reader.chooseAction(text, prompt: prompt, words: words, locale: "en") }
        #expect(choose("start please") == 1)
        #expect(choose("PauseIntent") == 0)
        #expect(choose("2") == 1)
        #expect(choose("the first one") == 0)
        #expect(choose("dance") == nil)
    }
}
