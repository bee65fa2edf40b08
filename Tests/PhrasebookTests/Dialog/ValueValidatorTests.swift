import Foundation
import Testing

@testable import Phrasebook

/// A value against its parameter's rules: the first rule broken says why, in
/// the rule's own message or in the request's language.
@Suite struct ValueValidatorTests {
    let catalog: Catalog
    let validator: ValueValidator
    let pending: PendingInvocation

    init() throws {
        catalog = try DialogFixtures.everyType()
        validator = ValueValidator(catalog: catalog, now: { fixedDate })
        pending = InvocationBuilder(timeZone: newYork)
            .start(try DialogFixtures.candidate("Start Walk in Meditation", in: catalog), catalog: catalog)
    }

    private func violation(_ name: String, _ value: ParameterValue) throws -> String? {
        let parameter = try #require(catalog.apps[0].intent(named: "StartIntent")?.parameter(named: name))
        return validator.violation(of: parameter, by: value, in: pending)
    }

    @Test func numbersOutsideTheirRangeSayTheRange() throws {
        #expect(try violation("minutes", .integer(90)) == "Please choose a number from 5 to 60.")
        #expect(try violation("minutes", .integer(4)) == "Please choose a number from 5 to 60.")
        #expect(try violation("minutes", .integer(5)) == nil)
        #expect(try violation("level", .number(3.5)) == "Please choose a number of at most 2.5.")
        #expect(try violation("level", .number(2.5)) == nil)
    }

    @Test func aDateMustLieInTheFutureAndAStringHaveText() throws {
        #expect(try violation("day", .date(fixedDate)) == "The day must be in the future.")
        #expect(try violation("day", .date(fixedDate.addingTimeInterval(60))) == nil)
        #expect(try violation("note", .string(" \n")) == "The note can't be empty.")
        #expect(try violation("note", .string("Slowly")) == nil)
    }

    @Test func everyItemOfAListIsChecked() throws {
        #expect(
            try violation("minutes", .list([.integer(10), .integer(61)])) == "Please choose a number from 5 to 60.")
        #expect(try violation("minutes", .list([.integer(10)])) == nil)
    }

    @Test func aParameterWithoutRulesOrAValueOfAnotherKindPasses() throws {
        #expect(try violation("session", entity("walking", "Walking")) == nil)
        #expect(try violation("guided", .bool(false)) == nil)
        #expect(try violation("minutes", .bool(true)) == nil)
    }

    @Test func aBoundTooLargeForIntIsShownAsWritten() {
        let huge = ParameterDeclaration(name: "count", title: "Count", type: .int, validation: Validation(min: 1e300))
        #expect(
            validator.violation(of: huge, by: .integer(3), in: pending) == "Please choose a number of at least 1e+300.")
        let whole = ParameterDeclaration(
            name: "count", title: "Count", type: .double, validation: Validation(max: -0.0))
        #expect(validator.violation(of: whole, by: .number(1), in: pending) == "Please choose a number of at most 0.")
    }
}
