import Foundation
import Testing

@testable import Phrasebook

/// The questions a conversation asks, in the request's locale.
@Suite struct PromptBuilderTests {
    let catalog: Catalog

    init() throws {
        catalog = try DialogFixtures.everyType()
    }

    @Test func aValueQuestionIsTheParametersOwnOrTheLanguagesWithOptions() throws {
        let candidate = try DialogFixtures.candidate("Start a Meditation session", in: catalog)
        let pending = InvocationBuilder(timeZone: newYork).start(candidate, catalog: catalog)
        let intent = try #require(catalog.apps[0].intent(named: "StartIntent"))
        let renderer = DialogRenderer(timeZone: newYork, locale: "en")
        let session = try #require(intent.parameter(named: "session"))
        #expect(
            PromptBuilder.valuePrompt(
                for: session, candidate: candidate, pending: pending, renderer: renderer, catalog: catalog)
                == Prompt(
                    kind: .value, parameter: "session", text: "Which session?",
                    options: [option("calming", "Calming", "10 min"), option("walking", "Walking", "15 min")]))
        let note = try #require(intent.parameter(named: "note"))
        #expect(
            PromptBuilder.valuePrompt(
                for: note, candidate: candidate, pending: pending, renderer: renderer, catalog: catalog)
                == Prompt(kind: .value, parameter: "note", text: "What's the note?"))
    }

    @Test func aDisambiguationListsTheChoices() throws {
        let candidate = try DialogFixtures.candidate("Start a Meditation session", in: catalog)
        let pending = InvocationBuilder(timeZone: newYork).start(candidate, catalog: catalog)
        let session = try #require(catalog.apps[0].intent(named: "StartIntent")?.parameter(named: "session"))
        let declaration = catalog.apps[0].types[0]
        let prompt = PromptBuilder.disambiguationPrompt(
            for: session, choices: [1, 0], of: declaration, candidate: candidate, pending: pending,
            renderer: DialogRenderer(timeZone: newYork, locale: "en"), appName: "Meditation", catalog: catalog)
        #expect(
            prompt
                == Prompt(
                    kind: .disambiguation, parameter: "session", text: "Which session did you mean?",
                    options: [option("walking", "Walking", "15 min"), option("calming", "Calming", "10 min")]))
    }

    @Test func anActionQuestionNamesEachShortcut() throws {
        let catalog = try DialogFixtures.collidingShortcuts()
        let rivals = Matcher(catalog: catalog).match("Start calming in Meditation", locale: nil).candidates
        let prompt = PromptBuilder.actionPrompt(rivals, catalog: catalog)
        #expect(prompt.kind == .action)
        #expect(prompt.text == "Which would you like to do?")
        #expect(prompt.options.allSatisfy { $0.id.hasPrefix("Meditation/") && $0.subtitle == "Meditation" })
        #expect(prompt.options.count == rivals.count)
    }
}
