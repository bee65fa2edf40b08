import Foundation
import Testing

@testable import Phrasebook

/// The time zone dialog tests read and show dates in: not UTC, so a date that
/// ignored it would be off by hours.
let newYork = TimeZone(identifier: "America/New_York")!

/// The dialog tests' clock: Friday 20 November 2026, 14:30 in New York.
let fixedDate = moment("2026-11-20T14:30:00-05:00")

/// The instant an ISO 8601 text with an explicit offset names.
func moment(_ iso: String) -> Date {
    guard let date = ISODateParser.parse(iso) else { fatalError("not an ISO date: \(iso)") }
    return date
}

/// A conversation over `catalog` on the fixed clock in New York.
func dialogConversation(_ catalog: Catalog = sampleCatalog, state: ConversationState = ConversationState())
    -> Conversation
{
    Conversation(catalog: catalog, state: state, timeZone: newYork, now: { fixedDate })
}

/// The prompt of `turn`, failing the test when the turn ended the conversation.
func requirePrompt(_ turn: DialogTurn, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Prompt {
    guard case .prompt(let prompt) = turn else {
        Issue.record("expected a prompt, got \(turn)", sourceLocation: sourceLocation)
        throw CancellationError()
    }
    return prompt
}

/// The outcome of `turn`, failing the test when the turn asked a question.
func requireOutcome(_ turn: DialogTurn, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Outcome {
    guard case .outcome(let outcome) = turn else {
        Issue.record("expected an outcome, got \(turn)", sourceLocation: sourceLocation)
        throw CancellationError()
    }
    return outcome
}

/// Small manifests for dialog paths the sample apps do not reach.
enum DialogFixtures {
    /// Meditation with twelve sessions, `s0` to `s11` ("Session 0"…): more
    /// than a prompt lists.
    static func twelveSessions() throws -> Catalog {
        var fixture = ManifestFixture()
        fixture.types = ManifestValidatorTests.manySessions(12)
        return try fixture.compile()
    }

    /// Meditation whose start intent also asks a required `Bool`, with a
    /// When/Otherwise summary on it.
    static func guidedSessions() throws -> Catalog {
        var fixture = ManifestFixture()
        fixture.intents = """
            {
                "StartIntent": {
                  "title": "Start Meditation",
                  "parameters": [
                    { "name": "session", "title": "Session", "type": "Session", "prompt": "Which session would you like to start?" },
                    { "name": "guided", "title": "Guided", "type": "Bool", "prompt": "Should it be guided?" }
                  ],
                  "summary": { "when": "guided", "is": "true", "then": "Start a guided ${session} session", "otherwise": "Start ${session} on your own" },
                  "result": "Starting ${session}, guided: ${guided}."
                },
                "PauseIntent": { "title": "Pause Meditation", "result": "Paused." }
              }
            """
        return try fixture.compile()
    }

    /// Meditation with a summary of the given JSON (a when or switch object).
    static func summarized(_ summary: String) throws -> Catalog {
        var fixture = ManifestFixture()
        fixture.intents = ManifestFixture.defaultIntents.replacingOccurrences(
            of: #""result": "Starting ${session}.""#, with: #""summary": \#(summary), "result": "Starting ${session}.""#
        )
        return try fixture.compile()
    }

    /// Meditation where "Start calming in Meditation" is a phrase of both
    /// shortcuts: the user is asked which action.
    static func collidingShortcuts() throws -> Catalog {
        var fixture = ManifestFixture()
        fixture.shortcuts[1] = ManifestFixture.shortcut(
            "PauseIntent", ["Pause ${applicationName}", "Start calming in ${applicationName}"], shortTitle: "Pause")
        return try fixture.compile()
    }

    /// A library with two books titled "The Outsider" and a phrase that
    /// names no book, so the book is asked for.
    static func outsiders() throws -> Catalog {
        var fixture = ManifestFixture()
        fixture.app = #"{ "name": "Library", "synonyms": [], "locale": "en" }"#
        fixture.types = """
            { "Book": { "kind": "entity", "title": "Book", "entities": [
                { "id": "outsiderKing", "title": "The Outsider", "subtitle": "Stephen King" },
                { "id": "outsiderCamus", "title": "The Outsider", "subtitle": "Albert Camus", "synonyms": ["The Stranger"] },
                { "id": "dune", "title": "Dune", "subtitle": "Frank Herbert" } ] } }
            """
        fixture.intents = """
            { "OpenBookIntent": { "title": "Open Book", "parameters": [
                { "name": "book", "title": "Book", "type": "Book", "prompt": "Which book would you like to open?" } ],
                "summary": "Open ${book}", "result": "Opening ${book}." } }
            """
        fixture.shortcuts = [
            ManifestFixture.shortcut("OpenBookIntent", ["Open a book in ${applicationName}"], shortTitle: "Open Book")
        ]
        return try fixture.compile()
    }

    /// Meditation whose start intent has a parameter of every type, with
    /// defaults and validation rules, and a shortcut that fixes two values:
    /// for the pieces a conversation is built from.
    static func everyType() throws -> Catalog {
        var fixture = ManifestFixture()
        fixture.intents = """
            { "StartIntent": { "title": "Start Meditation", "parameters": [
                { "name": "session", "title": "Session", "type": "Session", "prompt": "Which session?" },
                { "name": "minutes", "title": "Minutes", "type": "Int", "default": 10, "validation": { "min": 5, "max": 60 } },
                { "name": "level", "title": "Level", "type": "Double", "optional": true, "validation": { "max": 2.5 } },
                { "name": "day", "title": "Day", "type": "Date", "optional": true, "default": "2026-12-01T09:00:00",
                  "validation": { "future": true } },
                { "name": "note", "title": "Note", "type": "String", "optional": true, "validation": { "nonEmpty": true } },
                { "name": "sessions", "title": "Sessions", "type": "[Session]", "optional": true, "default": ["calming", "walking"] },
                { "name": "guided", "title": "Guided", "type": "Bool", "optional": true, "default": true } ],
                "summary": "Start ${session}", "result": "Starting ${session} for ${minutes} minutes." },
              "PauseIntent": { "title": "Pause Meditation", "result": "Paused." } }
            """
        fixture.shortcuts = [
            ManifestFixture.shortcut(
                "StartIntent", ["Start ${session} in ${applicationName}", "Start a ${applicationName} session"],
                shortTitle: "Start"),
            ManifestFixture.shortcut(
                "StartIntent", ["Walk with ${applicationName}"], shortTitle: "Walk",
                parameters: #"{ "session": "walking", "minutes": 20 }"#),
            ManifestFixture.shortcut("PauseIntent", ["Pause ${applicationName}"], shortTitle: "Pause"),
        ]
        return try fixture.compile()
    }

    /// The best candidate for `utterance` in `catalog`.
    static func candidate(
        _ utterance: String, in catalog: Catalog, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> PhraseMatch {
        try #require(
            Matcher(catalog: catalog).match(utterance, locale: nil).candidates.first, sourceLocation: sourceLocation)
    }

    /// "Soup Bar": a required list of toppings, a required list of strings,
    /// and an intent asking a date, a list and a yes or no in turn.
    static func soupBar() throws -> Catalog {
        var fixture = ManifestFixture()
        fixture.app = #"{ "name": "Soup Bar", "synonyms": [], "locale": "en" }"#
        fixture.types = """
            { "Topping": { "kind": "entity", "title": "Topping", "entities": [
                { "id": "croutons", "title": "Croutons", "subtitle": "$0.50", "synonyms": ["Crouton"] },
                { "id": "cheese", "title": "Cheese", "subtitle": "$0.75" },
                { "id": "redPepper", "title": "Red Pepper", "synonyms": ["Chili Flakes"] },
                { "id": "basil", "title": "Basil" } ] } }
            """
        fixture.intents = """
            {
                "AddToppingsIntent": { "title": "Add Toppings", "parameters": [
                  { "name": "toppings", "title": "Toppings", "type": "[Topping]", "prompt": "Which toppings would you like?" } ],
                  "summary": "Add ${toppings}", "result": "Adding ${toppings}." },
                "ShoppingListIntent": { "title": "Shopping List", "parameters": [
                  { "name": "items", "title": "Items", "type": "[String]", "prompt": "What should I buy?" } ],
                  "result": "Buying ${items}." },
                "ScheduleTastingIntent": { "title": "Schedule Tasting", "parameters": [
                  { "name": "day", "title": "Day", "type": "Date", "prompt": "When should the tasting be?",
                    "validation": { "future": true } },
                  { "name": "toppings", "title": "Toppings", "type": "[Topping]", "prompt": "Which toppings should we taste?" },
                  { "name": "vegan", "title": "Vegan", "type": "Bool", "prompt": "Should it be vegan?" } ],
                  "result": "Tasting ${toppings} on ${day}, vegan: ${vegan}." }
              }
            """
        fixture.shortcuts = [
            ManifestFixture.shortcut("AddToppingsIntent", ["Add toppings in ${applicationName}"]),
            ManifestFixture.shortcut("ShoppingListIntent", ["Make a shopping list in ${applicationName}"]),
            ManifestFixture.shortcut("ScheduleTastingIntent", ["Schedule a tasting at ${applicationName}"]),
        ]
        return try fixture.compile()
    }
}

extension Outcome {
    /// The outcome without its match trace (which coverage reads) and
    /// without what an unfinished request had reached (checked on its own in
    /// `PublicAPITests`), for comparing everything the JSON output shows.
    var untraced: Outcome {
        var outcome = self
        outcome.trace = nil
        outcome.unfinished = nil
        outcome.awaitedParameter = nil
        return outcome
    }
}

/// An option of a prompt, for comparing whole prompts.
func option(_ id: String, _ title: String, _ subtitle: String? = nil) -> PromptOption {
    PromptOption(id: id, title: title, subtitle: subtitle)
}

/// An entity or enum case value, for comparing invocations.
func entity(_ id: String, _ title: String) -> ParameterValue {
    .entity(id: id, title: title)
}
