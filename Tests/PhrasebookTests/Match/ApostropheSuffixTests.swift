import Testing

@testable import Phrasebook

/// Real apps glue a suffix to a slot with an apostrophe — English
/// `${person}'s`, Turkish `${applicationName}'da` — or an elided word before
/// it (French `l'${x}`), and users type it glued (`Bob's`, `Harita'da`,
/// `l'entrée`, with a straight or a typographic apostrophe).
@Suite struct ApostropheSuffixTests {
    func catalog(app: String, phrases: [String]) throws -> Catalog {
        var fixture = ManifestFixture()
        fixture.app = #"{ "name": "\#(app)", "synonyms": [], "locale": "en" }"#
        fixture.types = """
            { "Person": { "kind": "entity", "title": "Person", "entities": [
                { "id": "bob", "title": "Bob" }, { "id": "ann", "title": "Ann Lee" } ] } }
            """
        fixture.intents = """
            { "PauseIntent": { "title": "Pause", "parameters": [
                { "name": "person", "title": "Person", "type": "Person" } ] } }
            """
        fixture.shortcuts = [ManifestFixture.shortcut("PauseIntent", phrases)]
        return try fixture.compile()
    }

    @Test func aSuffixGluedToAValueByAnApostropheMatches() throws {
        let catalog = try catalog(app: "Family", phrases: ["Turn off ${person}'s internet in ${applicationName}"])
        #expect(catalog.diagnostics.filter { $0.severity == .error }.isEmpty)
        for utterance in [
            "Turn off Bob's internet in Family", "turn off bob’s internet in family",
            "Turn off Ann Lee's internet in Family",
        ] {
            let match = try DialogFixtures.candidate(utterance, in: catalog)
            #expect(match.intent == "PauseIntent", "\(utterance)")
            #expect(match.score == 1.0, "\(utterance)")
            guard case .values(_, let choices)? = match.bindings.first?.value else {
                Issue.record("no value bound for \(utterance)")
                continue
            }
            #expect(choices.count == 1, "\(utterance)")
        }
        #expect(
            Matcher(catalog: catalog).match("Turn off Bob internet in Family", locale: nil).candidates.first?.score
                != 1.0)
    }

    @Test func aSuffixGluedToTheAppNameByAnApostropheMatches() throws {
        let catalog = try catalog(app: "Harita", phrases: ["${applicationName}'da ${person} durdur"])
        let match = try DialogFixtures.candidate("Harita'da Bob durdur", in: catalog)
        #expect(match.intent == "PauseIntent")
        #expect(match.score == 1.0)
        #expect(match.bindings.first?.text == "Bob")
    }

    @Test func anElidedWordBeforeASlotMatchesGluedToTheValue() throws {
        let catalog = try catalog(app: "Maison", phrases: ["Allume l'${person} dans ${applicationName}"])
        #expect(catalog.diagnostics.filter { $0.severity == .error }.isEmpty)
        for utterance in ["Allume l'Ann Lee dans Maison", "allume l’bob dans maison"] {
            let match = try DialogFixtures.candidate(utterance, in: catalog)
            #expect(match.intent == "PauseIntent", "\(utterance)")
            #expect(match.score == 1.0, "\(utterance)")
        }
        #expect(Matcher(catalog: catalog).match("Allume l Bob dans Maison", locale: nil).candidates.first?.score != 1.0)
    }
}
