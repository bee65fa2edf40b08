import Foundation
import Testing

@testable import Phrasebook

/// The invocation a request builds: defaults, then what the phrase bound,
/// then what the shortcut fixes; the invocation in declaration order; the
/// trace of the phrase.
@Suite struct InvocationBuilderTests {
    let catalog: Catalog
    let builder: InvocationBuilder

    init() throws {
        catalog = try DialogFixtures.everyType()
        builder = InvocationBuilder(timeZone: newYork)
    }

    @Test func startingValuesAreTheDefaultsThenWhatThePhraseBound() throws {
        let pending = builder.start(
            try DialogFixtures.candidate("Start Calm in Meditation", in: catalog), catalog: catalog)
        #expect(
            pending.values == [
                "session": entity("calming", "Calming"),
                "minutes": .integer(10),
                "day": .date(moment("2026-12-01T09:00:00-05:00")),
                "sessions": .list([entity("calming", "Calming"), entity("walking", "Walking")]),
                "guided": .bool(true),
            ])
        #expect(pending.ambiguous.isEmpty)
        #expect(pending.locale == "en" && !pending.confirmed && pending.candidates.count == 1)
        #expect(builder.phrase(of: pending, catalog: catalog) == "Start ${session} in ${applicationName}")
        #expect(builder.intent(of: pending, catalog: catalog)?.name == "StartIntent")
    }

    @Test func theShortcutsFixedValuesWinOverDefaults() throws {
        let pending = builder.start(try DialogFixtures.candidate("Walk with Meditation", in: catalog), catalog: catalog)
        #expect(pending.values["session"] == entity("walking", "Walking"))
        #expect(pending.values["minutes"] == .integer(20))
    }

    @Test func theInvocationListsTheValuesInDeclarationOrder() throws {
        let candidate = try DialogFixtures.candidate("Start Walk in Meditation", in: catalog)
        var pending = builder.start(candidate, catalog: catalog)
        pending.values["note"] = .string("Slowly")
        let intent = try #require(builder.intent(of: pending, catalog: catalog))
        let invocation = builder.invocation(of: pending, app: candidate.app, intent: intent, catalog: catalog)
        #expect(invocation.app == "Meditation" && invocation.intent == "StartIntent" && invocation.locale == "en")
        #expect(invocation.parameters.map(\.name) == ["session", "minutes", "day", "note", "sessions", "guided"])
    }

    @Test func theResolvedOutcomeHasTheDialogSummaryAndTrace() throws {
        let candidate = try DialogFixtures.candidate("Start Walk in Meditation", in: catalog)
        let pending = builder.start(candidate, catalog: catalog)
        let intent = try #require(catalog.intentIndex(of: candidate))
        let renderer = DialogRenderer(timeZone: newYork, locale: "en")
        let outcome = builder.resolved(
            pending, candidate: candidate, intent: intent, renderer: renderer, appName: "Meditation", catalog: catalog)
        #expect(outcome.status == .resolved)
        #expect(outcome.dialog == "Starting Walking for 10 minutes.")
        #expect(outcome.summary == "Start Walking")
        #expect(outcome.phrase == "Start ${session} in ${applicationName}")
        #expect(outcome.score == candidate.score)
        let trace = try #require(outcome.trace)
        #expect(trace == builder.trace(of: candidate, in: pending, catalog: catalog))
        #expect(trace.phraseIndex == candidate.phraseIndex)
        #expect(trace.values.count == 1 && trace.values.first?.type == 0)
    }

    @Test func theTypeOfAParameterIsItsElementsType() throws {
        let pending = builder.start(
            try DialogFixtures.candidate("Start Walk in Meditation", in: catalog), catalog: catalog)
        #expect(builder.typeOf(parameter: "sessions", in: pending, catalog: catalog)?.1 == 0)
        #expect(builder.typeOf(parameter: "session", in: pending, catalog: catalog)?.0.name == "Session")
        #expect(builder.typeOf(parameter: "minutes", in: pending, catalog: catalog) == nil)
        #expect(builder.typeOf(parameter: "nothing", in: pending, catalog: catalog) == nil)
    }
}
