import Foundation
import Testing

@testable import Phrasebook

@Suite struct CorpusParserTests {
    @Test func readsCasesWithEveryKindOfLine() throws {
        let text = """
            # comment
            @locale en
            @now 2026-11-21T10:00:00
            @timezone Asia/Ho_Chi_Minh

            > Order Tomato from Soup Chef
            ? How many would you like?
            > 40
            ! You can order between 1 and 10 soups.
            > 2
            = "Soup Chef" OrderSoupIntent soup=tomato quantity=2 title="Buy stamps" toppings=[croutons,cheese] due=2026-12-01T09:00:00 flag=true
            < Your Tomato order is on its way.

            @locale vi
            > xin chào
            = none
            """
        let result = CorpusParser.parse(text, file: "t.txt")
        #expect(result.diagnostics.isEmpty)
        try #require(result.cases.count == 2)
        let first = result.cases[0]
        #expect(first.line == 6)
        #expect(first.locale == "en")
        #expect(first.timeZone == TimeZone(identifier: "Asia/Ho_Chi_Minh"))
        #expect(
            first.now == ISODateParser.parse("2026-11-21T10:00:00", timeZone: TimeZone(identifier: "Asia/Ho_Chi_Minh")!)
        )
        #expect(first.utterance == "Order Tomato from Soup Chef")
        #expect(first.steps.map(\.line) == [6, 7, 8, 9, 10, 11, 12])
        guard case .outcome(.invocation(let app, let intent, let parameters)) = first.steps[5].step else {
            Issue.record("expected an invocation")
            return
        }
        #expect(app == "Soup Chef")
        #expect(intent == "OrderSoupIntent")
        #expect(
            parameters.map(\.description) == [
                "soup=tomato", "quantity=2", #"title="Buy stamps""#, "toppings=[croutons,cheese]",
                "due=2026-12-01T09:00:00", "flag=true",
            ])
        #expect(result.cases[1].locale == "vi")
        #expect(result.cases[1].steps.last?.step == .outcome(.none))
    }

    @Test func aKnownGapMarksTheNextCaseOnlyAndNeedsAReason() throws {
        let text = """
            @known-gap values said outside the phrase's slots
            > Order two Tomato for pickup from Soup Chef
            = "Soup Chef" OrderSoupIntent soup=tomato quantity=2 orderType=pickup

            > Start Walking in Meditation
            = Meditation StartMeditationIntent session=walking

            @known-gap
            > Pause Meditation
            = Meditation PauseMeditationIntent
            """
        let result = CorpusParser.parse(text, file: "t.txt")
        try #require(result.cases.count == 3)
        #expect(result.cases[0].knownGap == "values said outside the phrase's slots")
        #expect(result.cases[1].knownGap == nil && result.cases[2].knownGap == nil)
        let problem = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(problem.location?.line == 8 && problem.message.contains("@known-gap needs a reason"))
    }

    @Test func nowIsReadInTheCaseTimeZoneWhicheverDirectiveComesFirst() {
        let text = "@now 2026-11-21T10:00:00\n@timezone America/New_York\n\n> hi\n= none\n"
        let result = CorpusParser.parse(text, file: "t.txt")
        #expect(
            result.cases.first?.now
                == ISODateParser.parse("2026-11-21T10:00:00", timeZone: TimeZone(identifier: "America/New_York")!))
    }

    @Test func reportsEveryMalformedLineWithItsPlace() {
        let text = """
            @locale
            @mood happy
            > hello
            = App Intent name
            - oops

            ? orphan question
            > answer
            = none

            > no outcome
            """
        let result = CorpusParser.parse(text, file: "bad.txt")
        let places = result.diagnostics.map { "\($0.location!.line):\($0.location!.column)" }
        #expect(places == ["1:1", "2:1", "4:14", "5:1", "7:1", "11:1"])
        #expect(result.diagnostics.allSatisfy { $0.code == .corpusSyntax && $0.severity == .error })
        #expect(result.diagnostics[3].message.contains("a line starts with"))
        #expect(result.diagnostics[5].message.contains("no '=' line"))
        #expect(result.cases.isEmpty)
    }

    @Test func unclosedQuoteInAnOutcomeIsAnError() {
        let result = CorpusParser.parse("> hi\n= \"Soup Chef OrderSoupIntent\n", file: "q.txt")
        #expect(result.diagnostics.first?.message == "a double quote is not closed")
    }

    @Test func aMissingFolderIsReported() {
        let result = CorpusParser.load(directory: "/no/such/corpus")
        #expect(result.diagnostics.first?.code == .unreadable)
    }

    @Test func aBinaryCorpusFileIsReportedAsSuch() throws {
        try withTemporaryDirectory { folder in
            try Data([0x3E, 0x20, 0x68, 0x69, 0x00, 0xFF, 0x0A]).write(to: folder.appendingPathComponent("bin.txt"))
            let result = CorpusParser.load(directory: folder.path)
            #expect(result.cases.isEmpty)
            let diagnostic = try #require(result.diagnostics.first)
            #expect(diagnostic.code == .notText)
            #expect(diagnostic.message == "is a binary file, not a corpus of test dialogs (a NUL byte at offset 4)")
        }
    }
}
