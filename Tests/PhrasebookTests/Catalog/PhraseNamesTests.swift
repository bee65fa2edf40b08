import Foundation
import Testing

@testable import Phrasebook

/// The names a catalog keeps per phrase, which every candidate of a phrase
/// shares: they say what the phrase's own records say, and a candidate
/// named from them equals one named from the phrase's match.
@Suite struct PhraseNamesTests {
    @Test func eachPhrasesNamesAreItsAppsIntentsLocaleAndTemplate() {
        let catalog = sampleCatalog
        #expect(catalog.phraseNames.count == catalog.phrases.count)
        var negatives = 0
        for (index, phrase) in catalog.phrases.enumerated() {
            let names = catalog.phraseNames[index]
            let app = catalog.apps[phrase.app]
            #expect(names.appIndex == phrase.app)
            #expect(names.app == app.app.name)
            #expect(names.locale == phrase.locale)
            #expect(names.phrase == phrase.template.source)
            #expect(names.isNegative == phrase.isNegative)
            #expect(names.shortcut == phrase.shortcut)
            if let shortcut = phrase.shortcut {
                #expect(names.intent == app.shortcuts[shortcut].intent)
            } else {
                negatives += 1
            }
        }
        // The samples have a negative phrase ("Stop ${applicationName}").
        #expect(negatives > 0)
    }

    @Test func eachPhrasesIntentAndWhetherItStartsFromItsBindingsAreTheManifests() throws {
        for catalog in [sampleCatalog, try DialogFixtures.everyType(), try DialogFixtures.soupBar()] {
            var starting = 0
            for (index, phrase) in catalog.phrases.enumerated() {
                let names = catalog.phraseNames[index]
                guard let shortcut = phrase.shortcut else {
                    #expect(names.intentIndex == nil && !names.startsFromBindings)
                    continue
                }
                let intentIndex = catalog.intentIndex(ofShortcut: shortcut, inApp: phrase.app)
                #expect(names.intentIndex == intentIndex)
                let expected =
                    intentIndex.map { intent in
                        let declaration = catalog.apps[phrase.app].intents[intent]
                        return declaration.confirmation == nil
                            && catalog.apps[phrase.app].shortcuts[shortcut].parameters.isEmpty
                            && declaration.parameters.allSatisfy { $0.defaultValue == nil }
                    } ?? false
                #expect(names.startsFromBindings == expected, "\(names.phrase)")
                if expected { starting += 1 }
            }
            #expect(starting > 0)
        }
    }

    @Test func aNegativePhraseOfAnAppWithoutShortcutsNamesNoIntent() throws {
        let phrase = CompiledPhrase(
            app: 0, shortcut: nil, phraseIndex: 0, locale: "en",
            template: try Template(parsing: "Stop ${applicationName}"),
            literalTokenCount: 1, expansionCount: 1, pieces: [])
        var manifest = sampleCatalog.apps[0]
        manifest.shortcuts = []
        let names = PhraseNames.of(
            [phrase], apps: [manifest], shortcutIntents: CatalogStorage.shortcutIntents(of: [manifest]))
        #expect(names.count == 1)
        #expect(names[0].intent == "")
        #expect(names[0].isNegative)
        #expect(names[0].app == manifest.app.name)
    }

    @Test func candidatesNamedFromTheWalkEqualThoseNamedFromTheirMatches() {
        let matcher = Matcher(catalog: sampleCatalog)
        var compared = 0
        for line in sampleCorpusTypedLines {
            let candidates = matcher.candidates(for: line)
            let matches = matcher.match(line).candidates
            guard candidates.count == matches.count else {
                Issue.record("\(line): \(candidates.count) candidates, \(matches.count) matches")
                continue
            }
            for (candidate, (match, named)) in zip(
                candidates, zip(matches, Candidate.named(matches, in: sampleCatalog)))
            {
                #expect(candidate == named, "\(line)")
                #expect(candidate.hashValue == named.hashValue, "\(line)")
                #expect(candidate.intent == match.intent && candidate.locale == match.locale, "\(line)")
                compared += 1
            }
        }
        #expect(compared > 100)
    }

    @Test func aMatchThatNamesAnotherIntentKeepsItsOwnNames() throws {
        let matcher = Matcher(catalog: sampleCatalog)
        let match = try #require(matcher.match("Start walking in Meditation").candidates.first)
        var renamed = match
        renamed.intent = "SomeOtherIntent"
        let candidate = Candidate(renamed, in: sampleCatalog)
        #expect(candidate.intent == "SomeOtherIntent")
        #expect(candidate.phrase == Candidate(match, in: sampleCatalog).phrase)
        #expect(candidate != Candidate(match, in: sampleCatalog))
    }
}
