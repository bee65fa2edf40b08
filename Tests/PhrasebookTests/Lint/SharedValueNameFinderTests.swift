import Testing

@testable import Phrasebook

@Suite struct SharedValueNameFinderTests {
    private func sharedNames(_ catalog: Catalog, locale: String? = nil) -> [LintFinding] {
        Linter.lint(catalog, options: Linter.Options(locale: locale)).findings.filter { $0.code == .sharedValueName }
    }

    private static func types(_ entities: [String]) -> String {
        "{ \"Session\": { \"kind\": \"entity\", \"title\": \"Session\", \"entities\": [\n      \(entities.joined(separator: ",\n      "))\n    ] } }"
    }

    @Test func twoValuesWithOneTitle() throws {
        var fixture = ManifestFixture()
        fixture.types = Self.types([
            #"{ "id": "calming", "title": "Calming" }"#,
            #"{ "id": "calmingLong", "title": "Calming", "subtitle": "30 min" }"#,
        ])
        let findings = sharedNames(try fixture.compile())
        try #require(findings.count == 1, "\(findings)")
        expectDiagnostic(
            findings[0].diagnostic, .sharedValueName, .warning,
            message: [
                "Session \"calmingLong\" shares the name \"Calming\" with \"calming\" (types.Session.entities[0].title)",
                "a user who says it will be asked which one",
            ],
            at: fixture.location(of: "\"Calming\"", occurrence: 2), path: "types.Session.entities[1].title")
        #expect(findings[0].witnesses == ["Start Calming in Meditation"])
    }

    @Test func aSynonymThatIsAnotherValuesTitle() throws {
        var fixture = ManifestFixture()
        fixture.types = Self.types([
            #"{ "id": "calming", "title": "Calming", "synonyms": ["Calm"] }"#,
            #"{ "id": "walking", "title": "Walking", "synonyms": ["walk", "calming!"] }"#,
        ])
        let findings = sharedNames(try fixture.compile())
        try #require(findings.count == 1, "\(findings)")
        #expect(findings[0].diagnostic.jsonPath == "types.Session.entities[1].synonyms[1]")
        #expect(findings[0].message.contains("shares the name \"calming!\" with \"calming\""))
        #expect(findings[0].witnesses == ["Start Calming in Meditation"])
    }

    @Test func oneValueMaySayItsNameTwice() throws {
        var fixture = ManifestFixture()
        fixture.types = Self.types([#"{ "id": "calming", "title": "Calming", "synonyms": ["calming.", "Calm"] }"#])
        #expect(sharedNames(try fixture.compile()).isEmpty)
    }

    @Test func localizedNamesAreCheckedPerLocale() throws {
        var fixture = ManifestFixture()
        fixture.types = Self.types([
            #"{ "id": "calming", "title": "Calming", "localized": { "vi": { "title": "Thư giãn" } } }"#,
            #"{ "id": "relaxing", "title": "Relaxing", "localized": { "vi": { "title": "thư giãn" } } }"#,
        ])
        let findings = sharedNames(try fixture.compile())
        try #require(findings.count == 1, "\(findings)")
        #expect(
            findings[0].message.contains("Session \"relaxing\" shares the vi name \"thư giãn\" with \"calming\""),
            "\(findings[0].message)")
        #expect(findings[0].diagnostic.jsonPath == "types.Session.entities[1].localized.vi.title")
        // No phrase in Vietnamese uses the type: the witness is the name.
        #expect(findings[0].witnesses == ["Thư giãn"])
        #expect(sharedNames(try fixture.compile(), locale: "en").isEmpty)
    }

    @Test func aClashOfTheDevelopmentLocaleIsNotRepeatedForAnother() throws {
        var fixture = ManifestFixture()
        fixture.types = Self.types([
            #"{ "id": "calming", "title": "Calming", "localized": { "vi": { "title": "Thư giãn" } } }"#,
            #"{ "id": "calmingLong", "title": "Calming" }"#,
        ])
        let findings = sharedNames(try fixture.compile())
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.first?.diagnostic.jsonPath == "types.Session.entities[1].title")
    }

    @Test func enumCasesToo() throws {
        var fixture = ManifestFixture()
        fixture.types = """
            { "Session": { "kind": "enum", "title": "Session", "cases": [
                { "id": "calming", "title": "Calming" }, { "id": "walking", "title": "Walking", "synonyms": ["Calming"] } ] } }
            """
        let findings = sharedNames(try fixture.compile())
        try #require(findings.count == 1, "\(findings)")
        #expect(findings[0].diagnostic.jsonPath == "types.Session.cases[1].synonyms[0]")
    }

    @Test func theSampleBooksTitledTheOutsider() throws {
        let findings = sharedNames(sampleCatalog, locale: "en")
        try #require(findings.count == 1, "\(findings)")
        #expect(
            findings[0].message.hasPrefix(
                "Book \"outsiderCamus\" shares the name \"The Outsider\" with \"outsiderKing\""))
        #expect(findings[0].witnesses == ["Open The Outsider in Library"])
        #expect(findings[0].diagnostic.file?.hasSuffix("Phrases/Library/app.json") == true)
    }
}
