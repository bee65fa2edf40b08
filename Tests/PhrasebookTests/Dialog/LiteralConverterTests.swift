import Foundation
import Testing
@testable import Phrasebook

/// Manifest literals (fixed values and defaults) as values of a parameter's
/// type, entities titled in the request's locale.
@Suite struct LiteralConverterTests {
    let converter: LiteralConverter

    init() throws {
        converter = LiteralConverter(catalog: try DialogFixtures.everyType(), timeZone: newYork)
    }

    private func convert(_ literal: LiteralValue, _ type: TypeReference) -> ParameterValue? {
        converter.convert(literal, to: type, app: 0, locale: "en")
    }

    @Test func anEntityIsNamedByItsID() {
        #expect(convert(.string("walking"), .named("Session")) == entity("walking", "Walking"))
        #expect(convert(.string("running"), .named("Session")) == nil)
        #expect(convert(.string("walking"), .named("Mood")) == nil)
    }

    @Test func aListTakesEveryItemOrNone() {
        #expect(convert(.array([.string("calming"), .string("walking")]), .array(.named("Session")))
            == .list([entity("calming", "Calming"), entity("walking", "Walking")]))
        #expect(convert(.array([.string("calming"), .string("running")]), .array(.named("Session"))) == nil)
        #expect(convert(.string("walking"), .array(.named("Session"))) == .list([entity("walking", "Walking")]))
    }

    @Test func numbersBoolsStringsAndDates() {
        #expect(convert(.number(20), .int) == .integer(20))
        #expect(convert(.number(-0.0), .int) == .integer(0))
        #expect(convert(.number(2.5), .int) == nil)
        #expect(convert(.number(2.5), .double) == .number(2.5))
        #expect(convert(.bool(true), .bool) == .bool(true))
        #expect(convert(.string("Slowly"), .string) == .string("Slowly"))
        #expect(convert(.string("2026-12-01T09:00:00"), .date) == .date(moment("2026-12-01T09:00:00-05:00")))
        #expect(convert(.string("2026-12-01T09:00:00Z"), .date) == .date(moment("2026-12-01T09:00:00+00:00")))
        #expect(convert(.string("soon"), .date) == nil)
        #expect(convert(.number(1), .string) == nil)
    }

    @Test func aWholeNumberTooLargeForIntIsNoValueRatherThanATrap() {
        #expect(convert(.number(1e300), .int) == nil)
        #expect(convert(.number(.infinity), .int) == nil)
        #expect(convert(.number(.nan), .int) == nil)
        #expect(convert(.number(1e300), .double) == .number(1e300))
    }

    /// A default too large for `Int` passes validation (it is a whole
    /// number); the conversation asks for the value instead of trapping.
    @Test func aConversationAsksForAnIntWhoseDefaultIsTooLarge() throws {
        var fixture = ManifestFixture()
        fixture.intents = """
            { "StartIntent": { "title": "Start", "parameters": [
                { "name": "minutes", "title": "Minutes", "type": "Int", "prompt": "For how long?", "default": 1e300 } ],
                "result": "${minutes} minutes." },
              "PauseIntent": { "title": "Pause" } }
            """
        fixture.shortcuts = [
            ManifestFixture.shortcut("StartIntent", ["Start a ${applicationName} session"]),
            ManifestFixture.shortcut("PauseIntent", ["Pause ${applicationName}"]),
        ]
        let catalog = try fixture.compile()
        #expect(!catalog.hasErrors)
        var conversation = dialogConversation(catalog)
        #expect(try requirePrompt(conversation.say("Start a Meditation session")) == Prompt(kind: .value, parameter: "minutes", text: "For how long?"))
        #expect(try requireOutcome(conversation.answer("20")).dialog == "20 minutes.")
    }
}
