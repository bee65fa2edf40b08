import Foundation
import Testing

@testable import Phrasebook

/// Manifest literals (fixed values and defaults) as values of a parameter's
/// type, entities titled in the request's locale.
@Suite struct LiteralConverterTests {
    let catalog: Catalog
    let converter: LiteralConverter

    init() throws {
        catalog = try DialogFixtures.everyType()
        converter = LiteralConverter(timeZone: newYork)
    }

    private func convert(_ literal: LiteralValue, _ type: TypeReference) -> ParameterValue? {
        converter.convert(literal, to: type, app: 0, locale: "en", catalog: catalog)
    }

    @Test func anEntityIsNamedByItsID() {
        #expect(convert(.string("walking"), .named("Session")) == entity("walking", "Walking"))
        #expect(convert(.string("running"), .named("Session")) == nil)
        #expect(convert(.string("walking"), .named("Mood")) == nil)
    }

    @Test func aListTakesEveryItemOrNone() {
        #expect(
            convert(.array([.string("calming"), .string("walking")]), .array(.named("Session")))
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

    /// A default too large for `Int` is a compile error at the default: it
    /// would trap wherever it became an `Int`.
    @Test func anIntDefaultTooLargeIsACompileErrorAtTheDefault() throws {
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
        let errors = catalog.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.jsonPath == "intents.StartIntent.parameters[0].default")
        #expect(errors.first?.message.contains("1e+300 is out of range") == true)
        #expect(errors.first?.location?.line == fixture.location(of: "1e300")?.line)
    }
}
