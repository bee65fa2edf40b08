import Testing

@testable import Phrasebook

/// Expectations that name what the catalog does not have are corpus errors
/// at the word's column, with the closest name.
@Suite struct CorpusExpectationCheckTests {
    static func diagnostics(_ corpus: String) -> [Diagnostic] {
        let parsed = CorpusParser.parse(corpus, file: "t.txt")
        var check = CorpusExpectationCheck(catalog: sampleCatalog)
        return parsed.diagnostics + check.diagnostics(for: parsed.cases)
    }

    @Test func eachUnknownNameIsReportedAtItsColumn() {
        let found = Self.diagnostics(
            """
            > a
            = Task CreateTaskIntent

            > b
              =  "Soup Chef" OrderSoupIntent soup=tomatoe toppings=[cheese,bacn] qty=2
            """)
        #expect(found.map(\.code) == [.corpusExpectation, .corpusExpectation, .corpusExpectation, .corpusExpectation])
        #expect(found.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["2:3", "5:34", "5:47", "5:70"])
        #expect(found[0].message == #"the catalog has no app "Task"; did you mean "Tasks"?"#)
        #expect(found[1].message.contains(#"has no value with id "tomatoe"; did you mean "tomato"?"#))
        #expect(found[2].message.contains(#""bacn"; did you mean "bacon"?"#))
        #expect(found[3].message.hasPrefix(#"OrderSoupIntent has no parameter "qty""#))
    }

    @Test func knownNamesAndBuiltinValuesPass() {
        let found = Self.diagnostics(
            """
            > a
            = "Soup Chef" OrderSoupIntent soup=tomato quantity=2 orderType=pickup toppings=[cheese,bacon]

            > b
            = Tasks CreateTaskIntent title="Call Mom" dueDate=2026-12-01T09:00:00

            > c
            = none
            """)
        #expect(found.isEmpty)
    }
}
