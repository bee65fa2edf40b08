import Testing

@testable import Phrasebook

@Suite struct NearCollisionFinderTests {
    /// The default fixture's intents plus parameterless ones named `names`.
    private static func intents(_ names: [String]) -> String {
        let extra = names.map { "\"\($0)\": { \"title\": \"\($0)\", \"result\": \"Done.\" }" }
        return """
            {
                "StartIntent": {
                  "title": "Start Meditation",
                  "parameters": [ { "name": "session", "title": "Session", "type": "Session" } ],
                  "result": "Starting ${session}."
                },
                "PauseIntent": { "title": "Pause Meditation", "result": "Paused." },
                \(extra.joined(separator: ",\n    "))
              }
            """
    }

    private func nearCollisions(_ catalog: Catalog, budget: Int = Linter.Options.defaultNearCollisionBudget)
        -> [LintFinding]
    {
        Linter.lint(catalog, options: Linter.Options(nearCollisionBudget: budget)).findings.filter {
            $0.code == .nearCollision
        }
    }

    private func fixture(_ intents: [String], _ shortcuts: [String]) -> ManifestFixture {
        var fixture = ManifestFixture()
        fixture.intents = Self.intents(intents)
        fixture.shortcuts += shortcuts
        return fixture
    }

    @Test func oneWordSubstituted() throws {
        let fixture = fixture(
            ["StatsIntent", "StreakIntent"],
            [
                ManifestFixture.shortcut("StatsIntent", ["Show my ${applicationName} stats"]),
                ManifestFixture.shortcut("StreakIntent", ["Show my ${applicationName} streak"]),
            ])
        let findings = nearCollisions(try fixture.compile())
        try #require(findings.count == 1, "\(findings)")
        expectDiagnostic(
            findings[0].diagnostic, .nearCollision, .warning,
            message: [
                "this phrase (StreakIntent) is one word (\"streak\" for \"stats\") from shortcuts[2] (StatsIntent), phrase \"Show my ${applicationName} stats\"",
                "a typo or a speech error could run the wrong intent",
            ],
            at: fixture.location(of: "\"Show my ${applicationName} streak\""), path: "shortcuts[3].phrases[0]")
        #expect(findings[0].witnesses == ["Show my Meditation stats", "Show my Meditation streak"])
        #expect(findings[0].witnessLine == #""Show my Meditation stats" ~ "Show my Meditation streak""#)
    }

    @Test func oneWordAddedOrLeftOut() throws {
        let added = fixture(
            ["MusicIntent"], [ManifestFixture.shortcut("MusicIntent", ["Pause ${applicationName} music"])])
        let findings = nearCollisions(try added.compile())
        try #require(findings.count == 1, "\(findings)")
        #expect(
            findings[0].message.contains("one word (\"music\" added) from shortcuts[1] (PauseIntent)"),
            "\(findings[0].message)")
        #expect(findings[0].witnesses == ["Pause Meditation", "Pause Meditation music"])

        var leftOut = fixture(["MusicIntent"], [])
        leftOut.shortcuts.insert(ManifestFixture.shortcut("MusicIntent", ["Pause ${applicationName} music"]), at: 0)
        let reversed = nearCollisions(try leftOut.compile())
        try #require(reversed.count == 1, "\(reversed)")
        #expect(
            reversed[0].message.contains("this phrase (PauseIntent) is one word (\"music\" left out)"),
            "\(reversed[0].message)")
        #expect(reversed[0].diagnostic.jsonPath == "shortcuts[2].phrases[0]")
    }

    @Test func twoWordsEachOneCharacterApart() throws {
        let fixture = fixture(
            ["GoalIntent", "GoalsIntent"],
            [
                ManifestFixture.shortcut("GoalIntent", ["Show my ${applicationName} goal"]),
                ManifestFixture.shortcut("GoalsIntent", ["Show me ${applicationName} goals"]),
            ])
        let findings = nearCollisions(try fixture.compile())
        try #require(findings.count == 1, "\(findings)")
        #expect(
            findings[0].message.contains("two characters (\"me\" for \"my\", \"goals\" for \"goal\")"),
            "\(findings[0].message)")
        #expect(findings[0].witnesses == ["Show my Meditation goal", "Show me Meditation goals"])
    }

    @Test func twoWholeWordsApartAreNotNear() throws {
        let fixture = fixture(
            ["StatsIntent", "StreakIntent"],
            [
                ManifestFixture.shortcut("StatsIntent", ["Show my ${applicationName} stats"]),
                ManifestFixture.shortcut("StreakIntent", ["Show your ${applicationName} streak"]),
            ])
        #expect(nearCollisions(try fixture.compile()).isEmpty)
    }

    @Test func phrasesOfOneIntentMayBeNear() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts[1] = ManifestFixture.shortcut(
            "PauseIntent", ["Pause ${applicationName}", "Pause ${applicationName} now"])
        fixture.shortcuts.append(ManifestFixture.shortcut("PauseIntent", ["Halt ${applicationName}"]))
        #expect(nearCollisions(try fixture.compile()).isEmpty)
    }

    @Test func valuesAreSpelledOutAndEachPairOfPhrasesIsReportedOnceWithItsFirstWitness() throws {
        let fixture = fixture(
            ["StopIntent"], [ManifestFixture.shortcut("StopIntent", ["Stop walk in ${applicationName}"])])
        let findings = nearCollisions(try fixture.compile())
        try #require(findings.count == 1, "\(findings)")
        // "start walk in mindful" ~ "stop walk in mindful" too, but the pair is reported once.
        #expect(findings[0].witnesses == ["Start Walk in Meditation", "Stop walk in Meditation"])
        #expect(findings[0].diagnostic.jsonPath == "shortcuts[2].phrases[0]")
    }

    @Test func shortcutsThatCollideAreNotAlsoNear() throws {
        let fixture = fixture(
            ["ResumeIntent"],
            [ManifestFixture.shortcut("ResumeIntent", ["Resume ${applicationName}", "Pause ${applicationName}"])])
        let report = Linter.lint(try fixture.compile())
        #expect(report.findings.map(\.code) == [.collision], "\(report.findings)")
        #expect(report.hasErrors)
    }

    @Test func appsWithCloseNamesAreCheckedTogether() throws {
        var notes = ManifestFixture()
        notes.app = #"{ "name": "Notes" }"#
        notes.path = "Phrases/Notes/app.json"
        notes.shortcuts = [ManifestFixture.shortcut("PauseIntent", ["Open ${applicationName}"])]
        var note = notes
        note.app = #"{ "name": "Note" }"#
        note.path = "Phrases/Note/app.json"
        let manifests = try [notes, note].map { try #require($0.load().0) }
        let findings = nearCollisions(CatalogCompiler.compile(manifests))
        try #require(findings.count == 1, "\(findings)")
        #expect(findings[0].diagnostic.file == "Phrases/Note/app.json")
        #expect(
            findings[0].message.contains("one word (\"note\" for \"notes\") from Notes's shortcuts[0] (PauseIntent)"),
            "\(findings[0].message)")
        #expect(findings[0].witnesses == ["Open Notes", "Open Note"])
    }

    @Test func appsWithDistinctNamesAreNot() throws {
        var first = ManifestFixture()
        first.shortcuts = [ManifestFixture.shortcut("PauseIntent", ["Open ${applicationName}"])]
        var second = first
        second.app = #"{ "name": "Tasks" }"#
        second.path = "Phrases/Tasks/app.json"
        let manifests = try [first, second].map { try #require($0.load().0) }
        #expect(nearCollisions(CatalogCompiler.compile(manifests)).isEmpty)
    }

    /// A manifest of `count` generated entities and phrases of four intents
    /// that differ in their first word only.
    private func generated(_ count: Int) throws -> Catalog {
        let syllables = ["ka", "lo", "mi", "ne", "su", "ta", "ri", "po"]
        let entities = (0..<count).map { index -> String in
            var word = ""
            var rest = index
            repeat {
                word += syllables[rest % syllables.count]
                rest /= syllables.count
            } while rest > 0
            return "{ \"id\": \"e\(index)\", \"title\": \"\(word) \(syllables[index % 3])\" }"
        }
        var fixture = ManifestFixture()
        fixture.rules = "extended"
        fixture.types =
            "{ \"Session\": { \"kind\": \"entity\", \"title\": \"Session\", \"entities\": [\(entities.joined(separator: ",\n"))] } }"
        fixture.intents = Self.intents(["OpenIntent", "PlayIntent", "ShareIntent"])
        fixture.intents = fixture.intents.replacingOccurrences(
            of: "\"title\": \"OpenIntent\"",
            with:
                "\"title\": \"OpenIntent\", \"parameters\": [ { \"name\": \"session\", \"title\": \"Session\", \"type\": \"Session\" } ]"
        )
        fixture.shortcuts = [
            ManifestFixture.shortcut("StartIntent", ["Start ${session} in ${applicationName}"]),
            ManifestFixture.shortcut("OpenIntent", ["Open ${session} in ${applicationName}"]),
            ManifestFixture.shortcut("PauseIntent", ["Pause ${applicationName}"]),
        ]
        return try fixture.compile()
    }

    @Test func aGeneratedCatalogIsCheckedThroughItsKeys() throws {
        let catalog = try generated(5_000)
        #expect(catalog.statistics.expandedUtterances == 20_002)
        let findings = nearCollisions(catalog)
        try #require(findings.count == 1, "\(findings.map(\.description))")
        #expect(findings[0].witnesses == ["Start ka ka in Meditation", "Open ka ka in Meditation"])
    }

    @Test func pastTheBudgetTheCheckSaysItWasLimited() throws {
        let catalog = try generated(1_000)
        let findings = nearCollisions(catalog, budget: 2_500)
        let limit = try #require(findings.first { $0.diagnostic.jsonPath == "shortcuts" }, "\(findings)")
        #expect(limit.severity == .warning)
        #expect(
            limit.message
                == "near-collision check stopped for Meditation: spelling out more than 2500 expanded utterances exceeds the check's budget; near-collisions past it are not reported"
        )
        #expect(limit.witnesses.isEmpty)
        // What was spelled out before the budget ran out is still checked.
        #expect(findings.contains { $0.witnesses == ["Start ka ka in Meditation", "Open ka ka in Meditation"] })
        #expect(!nearCollisions(catalog).contains { $0.diagnostic.jsonPath == "shortcuts" })
    }

    @Test func theSampleAppsNearCollisionsAreBetweenDifferentIntents() throws {
        let findings = nearCollisions(sampleCatalog)
        #expect(
            Linter.lint(sampleCatalog, options: Linter.Options(locale: "en")).findings.filter {
                $0.code == .nearCollision
            }.count == 8)
        #expect(findings.contains { $0.witnesses == ["Show Buy milk in Tasks", "Complete Buy milk in Tasks"] })
        for finding in findings {
            try #require(finding.witnesses.count == 2)
            let intents = try finding.witnesses.map { utterance in
                try #require(Matcher(catalog: sampleCatalog).match(utterance).candidates.first).intent
            }
            #expect(intents[0] != intents[1], "\(finding)")
        }
    }
}
