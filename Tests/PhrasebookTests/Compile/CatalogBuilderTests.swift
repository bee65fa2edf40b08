import Testing

@testable import Phrasebook

@Suite struct CatalogBuilderTests {
    /// App names: Meditation + 2 synonyms = 3.
    ///
    /// Session forms: calming (title +
    /// 2 synonyms) + walking (title + 1 synonym) = 5.
    static func countingFixture() -> ManifestFixture {
        var fixture = ManifestFixture()
        fixture.app = #"{ "name": "Meditation", "synonyms": ["Mindful", "Calm App"], "locale": "en" }"#
        fixture.shortcuts = [
            ManifestFixture.shortcut(
                "StartIntent", ["Start ${session} in ${applicationName}", "Start a ${applicationName} session"]),
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
        fixture.intents =
            #"{ "OpenIntent": { "title": "Open", "parameters": [ { "name": "book", "type": "Book" } ] } }"#
        fixture.app = #"{ "name": "Library" }"#
        fixture.shortcuts = [ManifestFixture.shortcut("OpenIntent", ["Open ${book} in ${applicationName}"])]
        let catalog = try fixture.compile()
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        #expect(catalog.phrases[0].expansionCount == 3)
        #expect(catalog.statistics.valueVariants == 3 + 1)
        let utterances = catalog.expandedUtterances(ofPhrase: 0)
        #expect(
            utterances.filter { $0.text == "open the outsider in library" }.map(\.bindings) == [
                ["book": "king"], ["book": "camus"],
            ])
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
        for word in [
            "start", "in", "a", "session", "pause", "stop", "meditation", "mindful", "calm", "app", "calming",
            "relaxing", "walking", "walk",
        ] {
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
            ManifestFixture.shortcut(
                "StartIntent", ["Start ${sesion} in ${applicationName}", "Start ${session} in ${applicationName}"]),
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

    @Test func hangulGluedToASlotRidesOnTheSlotKey() throws {
        let catalog = try ManifestFixture.korean([
            ManifestFixture.shortcut(
                "StartIntent", ["${applicationName}에서 ${session}을 시작해", "${session}으로 ${applicationName} 시작"]),
            ManifestFixture.shortcut("PauseIntent", ["${applicationName} 멈춰"]),
        ]).compile()
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        let vocabulary = catalog.vocabulary
        // Glued text is a glued form, not a word of the phrase graph.
        for form in ["에서", "을", "를", "으로", "로"] {
            #expect(vocabulary.gluedID(of: form) != Vocabulary.unknown, "\(form)")
            #expect(vocabulary.id(of: form) == Vocabulary.unknown, "\(form)")
        }
        let suffixes = catalog.slotKeys.compactMap(\.suffix)
        #expect(suffixes.count == 3)
        let object = try #require(
            catalog.slotKeys.first { $0.parameter == "session" && $0.suffix?.written == vocabulary.gluedID(of: "을") }?
                .suffix)
        #expect(object.afterConsonant == vocabulary.gluedID(of: "을"))
        #expect(object.afterVowel == vocabulary.gluedID(of: "를"))
        #expect(!object.rieulTakesVowelForm)
        let direction = try #require(
            catalog.slotKeys.first { $0.suffix?.written == vocabulary.gluedID(of: "으로") }?.suffix)
        #expect(direction.rieulTakesVowelForm)
        let place = try #require(catalog.slotKeys.first { $0.parameter == nil && $0.suffix != nil }?.suffix)
        #expect(!place.alternates)
        #expect(place.written == vocabulary.gluedID(of: "에서"))
        // The glued word still counts as a literal word of its phrase.
        #expect(catalog.phrases.map(\.literalTokenCount) == [3, 2, 1])
        #expect(catalog.phrases.map(\.expansionCount) == [2 * 5, 5 * 2, 2])
    }

    @Test func expansionsGlueEachValuesGrammaticalParticle() throws {
        let catalog = try ManifestFixture.korean([
            ManifestFixture.shortcut(
                "StartIntent", ["${applicationName}에서 ${session}을 시작해", "${session}으로 ${applicationName} 시작"]),
            ManifestFixture.shortcut("PauseIntent", ["${applicationName}하라고 알려줘"]),
        ]).compile()
        let object = Set(catalog.expandedUtterances(ofPhrase: 0).filter { $0.text.hasPrefix("명상에서") }.map(\.text))
        #expect(object == ["명상에서 걷기를 시작해", "명상에서 서울 산책을 시작해", "명상에서 서울을 시작해", "명상에서 호흡을 시작해", "명상에서 breath을 시작해"])
        let direction = Set(catalog.expandedUtterances(ofPhrase: 1).filter { $0.text.hasSuffix("명상 시작") }.map(\.text))
        #expect(direction == ["걷기로 명상 시작", "서울 산책으로 명상 시작", "서울로 명상 시작", "호흡으로 명상 시작", "breath으로 명상 시작"])
        #expect(catalog.expandedUtterances(ofPhrase: 2).map(\.text) == ["명상하라고 알려줘", "zen하라고 알려줘"])
        #expect(
            catalog.expandedUtterances(ofPhrase: 0).first { $0.text == "명상에서 서울을 시작해" }?.bindings == [
                "session": "seoul"
            ])
    }

    @Test func spacedOrNonHangulTextAfterASlotIsNotGlued() throws {
        var fixture = ManifestFixture.korean([
            ManifestFixture.shortcut("StartIntent", ["${applicationName} 에서 ${session} 시작해"]),
            ManifestFixture.shortcut("PauseIntent", ["${applicationName}, 멈춰"]),
        ])
        fixture.shortcuts.append(ManifestFixture.shortcut("PauseIntent", ["Pause ${applicationName}s now"]))
        let catalog = try fixture.compile()
        #expect(catalog.slotKeys.allSatisfy { $0.suffix == nil })
        #expect(catalog.vocabulary.id(of: "에서") != Vocabulary.unknown)
    }

    @Test func theSampleAppsCompile() {
        let statistics = sampleCatalog.statistics
        let apps = sampleCatalog.apps
        #expect(statistics.apps == 4)
        #expect(statistics.shortcuts == apps.reduce(0) { $0 + $1.shortcuts.count })
        // Every development-locale phrase, and every translated one of `manifest.localizations`.
        let developmentPhrases = apps.reduce(0) {
            $0 + $1.negativePhrases.count + $1.shortcuts.reduce(0) { $0 + $1.phrases.count }
        }
        let translatedPhrases = apps.reduce(0) { total, app in
            total
                + app.localizations.values.reduce(0) {
                    $0 + $1.negativePhrases.count + $1.shortcutPhrases.reduce(0) { $0 + $1.count }
                }
        }
        #expect(translatedPhrases > developmentPhrases)
        #expect(statistics.phrases == developmentPhrases + translatedPhrases)
        #expect(Set(sampleCatalog.phrases.map(\.locale)) == ["en", "ja", "ko", "vi", "zh-Hans"])
        #expect(statistics.values == apps.reduce(0) { $0 + $1.types.reduce(0) { $0 + $1.values.count } })
        let total = sampleCatalog.phrases.indices.filter { !sampleCatalog.phrases[$0].isNegative }
            .reduce(0) { $0 + sampleCatalog.expandedUtterances(ofPhrase: $1).count }
        #expect(statistics.expandedUtterances == total)
    }
}
