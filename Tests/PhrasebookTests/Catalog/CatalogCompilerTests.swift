import Testing
@testable import Phrasebook

@Suite struct CatalogCompilerTests {
    /// App names: Meditation + 2 synonyms = 3. Session forms: calming (title +
    /// 2 synonyms) + walking (title + 1 synonym) = 5.
    static func countingFixture() -> ManifestFixture {
        var fixture = ManifestFixture()
        fixture.app = #"{ "name": "Meditation", "synonyms": ["Mindful", "Calm App"], "locale": "en" }"#
        fixture.shortcuts = [
            ManifestFixture.shortcut("StartIntent", ["Start ${session} in ${applicationName}", "Start a ${applicationName} session"]),
            ManifestFixture.shortcut("PauseIntent", ["Pause ${applicationName}"]),
        ]
        fixture.negativePhrases = ["Stop ${applicationName}"]
        return fixture
    }

    @Test func expansionCountsAreTheProductOfAppNamesAndValueForms() throws {
        let catalog = try Self.countingFixture().compile()
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        let appNames = 1 + 2
        let sessionForms = (1 + 2) + (1 + 1)
        let expected = [appNames * sessionForms, appNames, appNames, appNames]
        #expect(catalog.phrases.map(\.expansionCount) == expected)
        #expect(catalog.phrases.map(\.isNegative) == [false, false, false, true])
        for index in catalog.phrases.indices {
            #expect(catalog.expandedUtterances(ofPhrase: index).count == catalog.phrases[index].expansionCount)
        }
        // Negative phrases are not utterances that trigger anything.
        #expect(catalog.statistics.expandedUtterances == 15 + 3 + 3)
        #expect(catalog.statistics.expandedUtterances == appNames * sessionForms + appNames + appNames)
    }

    @Test func expandedUtterancesSpellOutEveryNameAndValue() throws {
        let catalog = try Self.countingFixture().compile()
        let utterances = catalog.expandedUtterances(ofPhrase: 0)
        let texts = Set(utterances.map(\.text))
        var expected = Set<String>()
        for app in ["meditation", "mindful", "calm app"] {
            for session in ["calming", "calm", "relaxing", "walking", "walk"] {
                expected.insert("start \(session) in \(app)")
            }
        }
        #expect(texts == expected)
        #expect(utterances.allSatisfy { $0.phrase == 0 })
        #expect(utterances.first { $0.text == "start relaxing in calm app" }?.bindings == ["session": "calming"])
        #expect(utterances.first { $0.text == "start walk in mindful" }?.bindings == ["session": "walking"])
        #expect(catalog.expandedUtterances(ofPhrase: 1).map(\.bindings) == [[:], [:], [:]])
        #expect(catalog.expandedUtterances(ofPhrase: 0, limit: 4).count == 4)
    }

    @Test func formsThatNormalizeAlikeCountOnceButSameTitledValuesCountEach() throws {
        var fixture = ManifestFixture()
        fixture.types = """
            { "Book": { "kind": "entity", "title": "Book", "entities": [
                { "id": "king", "title": "The Outsider", "synonyms": ["the outsider!", "THE OUTSIDER"] },
                { "id": "camus", "title": "The Outsider", "synonyms": ["The Stranger"] } ] } }
            """
        fixture.intents = #"{ "OpenIntent": { "title": "Open", "parameters": [ { "name": "book", "type": "Book" } ] } }"#
        fixture.app = #"{ "name": "Library" }"#
        fixture.shortcuts = [ManifestFixture.shortcut("OpenIntent", ["Open ${book} in ${applicationName}"])]
        let catalog = try fixture.compile()
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        #expect(catalog.phrases[0].expansionCount == 3)
        #expect(catalog.statistics.valueVariants == 3 + 1)
        let utterances = catalog.expandedUtterances(ofPhrase: 0)
        #expect(utterances.filter { $0.text == "open the outsider in library" }.map(\.bindings) == [["book": "king"], ["book": "camus"]])
        #expect(utterances.filter { $0.text == "open the stranger in library" }.map(\.bindings) == [["book": "camus"]])
    }

    @Test func aTypesValuesAreStoredOnceForEveryPhraseThatUsesThem() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts = [
            ManifestFixture.shortcut(
                "StartIntent", (0..<8).map { "Start k\($0) ${session} in ${applicationName}" }),
            ManifestFixture.shortcut("PauseIntent", ["Pause ${applicationName}"]),
        ]
        let catalog = try fixture.compile()
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        // One value set for the app's names and one for Session, however many phrases.
        #expect(catalog.valueSets.count == 2)
        #expect(catalog.statistics.valueVariants == 2 + 5)
        #expect(catalog.statistics.valueTrieNodes == catalog.valueSets.reduce(0) { $0 + $1.trie.nodeCount })
        #expect(catalog.statistics.expandedUtterances == 8 * 2 * 5 + 2)
        // The phrase graph holds slot edges, not the values: a handful of nodes per phrase.
        #expect(catalog.statistics.phraseGraphNodes < 8 * 6 + 4)
    }

    @Test func statisticsDescribeTheCatalog() throws {
        let catalog = try Self.countingFixture().compile()
        let statistics = catalog.statistics
        #expect(statistics.apps == 1)
        #expect(statistics.shortcuts == 2)
        #expect(statistics.phrases == 4)
        #expect(statistics.values == 2)
        #expect(statistics.valueVariants == 3 + 5)
        #expect(statistics.trieNodes == statistics.phraseGraphNodes + statistics.valueTrieNodes)
        #expect(statistics.phraseGraphNodes == catalog.graph.nodeCount)
        #expect(statistics.vocabularySize == catalog.vocabulary.count)
        #expect(statistics.bytes > 0)
        #expect(statistics.compileSeconds >= 0)
        for word in ["start", "in", "a", "session", "pause", "stop", "meditation", "mindful", "calm", "app", "calming", "relaxing", "walking", "walk"] {
            #expect(catalog.vocabulary.id(of: word) != Vocabulary.unknown, "\(word)")
        }
        #expect(catalog.vocabulary.count == 14)
    }

    @Test func compiledPhrasesKnowWhereTheyCameFrom() throws {
        let catalog = try Self.countingFixture().compile()
        let phrase = catalog.phrases[1]
        #expect(phrase.app == 0)
        #expect(phrase.shortcut == 0)
        #expect(phrase.phraseIndex == 1)
        #expect(phrase.locale == "en")
        #expect(phrase.template.source == "Start a ${applicationName} session")
        #expect(phrase.literalTokenCount == 3)
        #expect(catalog.phrases[0].literalTokenCount == 2)
        let negative = catalog.phrases[3]
        #expect(negative.shortcut == nil)
        #expect(negative.phraseIndex == 0)
    }

    @Test func phrasesWithBrokenReferencesAreLeftOut() throws {
        var fixture = ManifestFixture()
        fixture.shortcuts = [
            ManifestFixture.shortcut("StartIntent", ["Start ${sesion} in ${applicationName}", "Start ${session} in ${applicationName}"]),
            ManifestFixture.shortcut("NoSuchIntent", ["Pause ${applicationName}"]),
            ManifestFixture.shortcut("PauseIntent", ["Pause ${applicationName"]),
        ]
        let catalog = try fixture.compile()
        #expect(catalog.hasErrors)
        #expect(catalog.phrases.map(\.template.source) == ["Start ${session} in ${applicationName}"])
        let matcher = Matcher(catalog: catalog)
        #expect(matcher.match("Pause Meditation").candidates.isEmpty)
        #expect(matcher.match("Start walking in Meditation").candidates.count == 1)
    }

    @Test func lookupsByNameAndID() throws {
        let library = try sampleCatalog.app("Library")
        #expect(sampleCatalog.appIndex(named: "my library") == library)
        #expect(sampleCatalog.appIndex(named: "BOOKSHELF") == library)
        #expect(sampleCatalog.appIndex(named: "Soup Chef") == sampleCatalog.appIndex(named: "soupchef"))
        #expect(sampleCatalog.appIndex(named: "Weather") == nil)
        let book = try #require(sampleCatalog.type(named: "Book", inApp: library))
        #expect(book.values.count == 26)
        #expect(sampleCatalog.type(named: "Session", inApp: library) == nil)
        let bookIndex = try #require(sampleCatalog.typeIndex(named: "Book", inApp: library))
        #expect(sampleCatalog.valueIndex(id: "outsiderCamus", type: bookIndex, app: library) == 1)
        #expect(sampleCatalog.valueIndex(id: "nope", type: bookIndex, app: library) == nil)
    }

    @Test func theSampleAppsCompile() {
        let statistics = sampleCatalog.statistics
        let apps = sampleCatalog.apps
        #expect(statistics.apps == 4)
        #expect(statistics.shortcuts == apps.reduce(0) { $0 + $1.shortcuts.count })
        #expect(statistics.phrases == apps.reduce(0) { $0 + $1.negativePhrases.count + $1.shortcuts.reduce(0) { $0 + $1.phrases.count } })
        #expect(statistics.values == apps.reduce(0) { $0 + $1.types.reduce(0) { $0 + $1.values.count } })
        let total = sampleCatalog.phrases.indices.filter { !sampleCatalog.phrases[$0].isNegative }
            .reduce(0) { $0 + sampleCatalog.expandedUtterances(ofPhrase: $1).count }
        #expect(statistics.expandedUtterances == total)
    }
}
