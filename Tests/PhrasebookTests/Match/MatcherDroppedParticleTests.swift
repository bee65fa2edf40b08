import Testing

@testable import Phrasebook

/// Particles a language lets speakers leave out after a slot
/// (``Language/droppableParticles``, Japanese を, に, は, が, へ): the compiler
/// adds the phrase's readings without each, after a value slot and not right
/// before an open slot, and the
/// matcher scores them ``Matcher/droppedParticleScore``.
@Suite struct MatcherDroppedParticleTests {
    /// A Japanese app (`瞑想`) with a session slot and, under extended rules,
    /// an open text slot, each followed by を.
    private func catalog() throws -> Catalog {
        var fixture = ManifestFixture()
        fixture.rules = "extended"
        fixture.app = #"{ "name": "瞑想", "synonyms": ["Zen"], "locale": "ja" }"#
        fixture.types = """
            { "Session": { "kind": "entity", "title": "セッション", "entities": [
                { "id": "walking", "title": "歩く瞑想" }, { "id": "breathing", "title": "呼吸" } ] } }
            """
        fixture.intents = """
            { "StartIntent": { "title": "開始", "parameters": [ { "name": "session", "title": "セッション", "type": "Session" } ] },
              "NoteIntent": { "title": "メモ", "parameters": [ { "name": "text", "title": "内容", "type": "String" } ] } }
            """
        fixture.shortcuts = [
            ManifestFixture.shortcut("StartIntent", ["${applicationName}で${session}を始めて"]),
            ManifestFixture.shortcut("NoteIntent", ["${applicationName}に${text}をメモ"]),
        ]
        return try fixture.compile()
    }

    @Test func aParticleAfterAValueSlotMayBeLeftOut() throws {
        let catalog = try catalog()
        let matcher = Matcher(catalog: catalog)
        let written = matcher.match("瞑想で歩く瞑想を始めて").candidates
        #expect(written.count == 1)
        #expect(written.first?.score == 1.0)
        let dropped = matcher.match("瞑想で歩く瞑想始めて").candidates
        #expect(dropped.count == 1)
        #expect(dropped.first?.score == Matcher.droppedParticleScore)
        #expect(dropped.first?.choiceIDs(in: catalog) == ["session": ["walking"]])
        // で is not droppable in the exact stage; the flexible stage reads
        // it as a small word left out.
        #expect(Matcher.exactOnly(catalog).match("瞑想歩く瞑想を始めて").candidates.isEmpty)
        #expect(matcher.match("瞑想歩く瞑想を始めて").candidates.first?.liberties?.map(\.kind) == [.smallWordDropped])
        // The readings are paths of the phrase, not phrases of their own.
        #expect(catalog.phrases.count == 2)
    }

    @Test func aParticleAfterAnOpenSlotStays() throws {
        let matcher = Matcher(catalog: try catalog())
        let written = matcher.match("瞑想に牛乳をメモ").candidates
        #expect(written.count == 1)
        #expect(written.first?.score == 1.0)
        #expect(written.first?.bindings.first?.text == "牛乳")
        // An open slot would take any text in: neither the particle after it
        // nor the one alone before it is dropped.
        let exact = Matcher.exactOnly(try catalog())
        #expect(exact.match("瞑想に牛乳メモ").candidates.isEmpty)
        #expect(exact.match("瞑想牛乳をメモ").candidates.isEmpty)
        // Flexible matching reads either as a small word left out, and the
        // open slot still takes just the value.
        for text in ["瞑想に牛乳メモ", "瞑想牛乳をメモ"] {
            let flexible = try #require(matcher.match(text).candidates.first, "\(text)")
            #expect(flexible.bindings.first?.text == "牛乳", "\(text)")
            #expect(flexible.liberties?.map(\.kind) == [.smallWordDropped], "\(text)")
        }
    }

    @Test func explainSaysAParticleWasLeftOut() throws {
        let matcher = Matcher(catalog: try catalog())
        let explanation = matcher.explain("瞑想で歩く瞑想始めて")
        #expect(explanation.verdict.contains("particle after a value left out"))
    }
}
