import Testing

@testable import Phrasebook

/// Within one shortcut, a reading that binds a required value beats one
/// with more literal words (Amperfy: "Favorite song in Amperfy" is said by
/// "Favorite song in ${applicationName}" and by "${isFavorite} song in
/// ${applicationName}"; only the second says which).
@Suite struct BoundReadingTests {
    func catalog(optional: Bool) throws -> Catalog {
        var fixture = ManifestFixture()
        fixture.app = #"{ "name": "Amperfy", "synonyms": [], "locale": "en" }"#
        fixture.types = """
            { "Favorite": { "kind": "enum", "title": "Favorite", "cases": [
                { "id": "favorite", "title": "Favorite" }, { "id": "notFavorite", "title": "Not favorite" } ] } }
            """
        fixture.intents = """
            { "MarkIntent": { "title": "Mark", "parameters": [
                { "name": "isFavorite", "title": "Favorite", "type": "Favorite", "optional": \(optional) } ] } }
            """
        fixture.shortcuts = [
            ManifestFixture.shortcut(
                "MarkIntent", ["Favorite song in ${applicationName}", "${isFavorite} song in ${applicationName}"])
        ]
        return try fixture.compile()
    }

    @Test func theReadingThatBindsTheRequiredValueWins() throws {
        let match = try DialogFixtures.candidate("Favorite song in Amperfy", in: try catalog(optional: false))
        #expect(match.bindings.map(\.parameter) == ["isFavorite"])
        #expect(match.phraseIndex == 1)
    }

    @Test func withAnOptionalValueMoreLiteralWordsStillWin() throws {
        let match = try DialogFixtures.candidate("Favorite song in Amperfy", in: try catalog(optional: true))
        #expect(match.bindings.isEmpty)
    }
}
