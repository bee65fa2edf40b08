import Foundation
import Testing

@testable import Phrasebook

@Suite struct ChoiceResolverTests {
    /// A resolver over one type of the sample apps, in English.
    private func resolver(_ typeName: String, app: String) throws -> ChoiceResolver {
        let appIndex = try sampleCatalog.app(app)
        let type = try #require(sampleCatalog.type(named: typeName, inApp: appIndex))
        return ChoiceResolver(values: type.values, locale: "en", isDevelopmentLocale: true, words: .english)
    }

    /// The ids of the values `answer` picks among all of the type's values,
    /// every one of them listed.
    private func pick(_ answer: String, _ typeName: String, app: String) throws -> [String]? {
        let resolver = try resolver(typeName, app: app)
        let all = Array(resolver.values.indices)
        guard case .values(let picked) = resolver.resolve(answer, candidates: all, listed: all) else { return nil }
        return picked.map { resolver.values[$0].id }
    }

    // Meditation's sessions in order: calming, walking, breathing, sleep, focus,
    // gratitude, bodyScan, morning, lovingKindness, stressRelief.

    @Test(arguments: [
        ("2", "walking"), ("number 2", "walking"), ("option 2", "walking"), ("no. 2", "walking"),
        ("the second one", "walking"), ("second", "walking"), ("2nd", "walking"), ("the 2nd one please", "walking"),
        ("two", "walking"), ("number two", "walking"), ("one", "calming"), ("number one", "calming"),
        ("first", "calming"), ("third", "breathing"), ("the tenth", "stressRelief"), ("10", "stressRelief"),
        ("last", "stressRelief"), ("the last one", "stressRelief"),
    ])
    func aNumberOrOrdinalPicksThatOption(answer: String, id: String) throws {
        #expect(try pick(answer, "MeditationSession", app: "Meditation") == [id], "\(answer)")
    }

    @Test(arguments: [
        ("Walking", "walking"), ("WALKING", "walking"), ("walking.", "walking"), ("the walking one please", "walking"),
        ("Body Scan", "bodyScan"), ("body-scan", "bodyScan"), ("metta", "lovingKindness"), ("Wind Down", "sleep"),
        ("I want relaxing", "calming"), ("Calmng", "calming"), ("brething", "breathing"), ("Gratitud", "gratitude"),
    ])
    func aTitleSynonymOrCloseSpellingPicksThatValue(answer: String, id: String) throws {
        #expect(try pick(answer, "MeditationSession", app: "Meditation") == [id], "\(answer)")
    }

    @Test(arguments: ["", "   ", "?!", "xyzzy", "11", "0", "eleventh", "the", "number", "the one", "Clmg"])
    func anAnswerThatNamesNoValueIsNotUnderstood(answer: String) throws {
        #expect(try pick(answer, "MeditationSession", app: "Meditation") == nil, "\(answer)")
    }

    @Test func aShortNameMustBeSpelledExactly() throws {
        #expect(try pick("Pho", "Soup", app: "Soup Chef") == ["pho"])
        #expect(try pick("Pha", "Soup", app: "Soup Chef") == nil)
        #expect(try pick("Misso", "Soup", app: "Soup Chef") == ["misoSoup"])
    }

    @Test func aTitleTwoValuesShareFitsBoth() throws {
        #expect(try pick("The Outsider", "Book", app: "Library") == ["outsiderKing", "outsiderCamus"])
        #expect(try pick("outsider", "Book", app: "Library") == ["outsiderKing", "outsiderCamus"])
        #expect(try pick("The Stranger", "Book", app: "Library") == ["outsiderCamus"])
    }

    @Test func aSubtitleFitsEveryValueWithIt() throws {
        #expect(try pick("Stephen King", "Book", app: "Library") == ["outsiderKing", "shining"])
        #expect(try pick("Albert Camus", "Book", app: "Library") == ["outsiderCamus"])
        #expect(try pick("the Jane Austen one", "Book", app: "Library") == ["prideAndPrejudice"])
    }

    @Test func someWordsOfANameOrSubtitlePickTheValuesThatHaveThemAll() throws {
        #expect(try pick("camus", "Book", app: "Library") == ["outsiderCamus"])
        #expect(try pick("king", "Book", app: "Library") == ["outsiderKing", "shining"])
        #expect(try pick("Tolkien", "Book", app: "Library") == ["hobbit", "fellowshipOfTheRing"])
        #expect(try pick("ring tolkien", "Book", app: "Library") == ["fellowshipOfTheRing"])
        #expect(try pick("hundred years", "Book", app: "Library") == ["oneHundredYearsOfSolitude"])
        // A number is an option position, never words of a name.
        #expect(try pick("twenty two", "Book", app: "Library") == ["martian"])
    }

    @Test func aSynonymThatIsANumberIsAName() throws {
        // "1984" is a synonym of Nineteen Eighty-Four, not option 1984.
        #expect(try pick("1984", "Book", app: "Library") == ["nineteenEightyFour"])
    }

    @Test func onlyTheCandidatesCanBePicked() throws {
        let resolver = try resolver("Book", app: "Library")
        let outsiders = [0, 1]
        #expect(resolver.resolve("Stephen King", candidates: outsiders, listed: outsiders) == .values([0]))
        #expect(resolver.resolve("2", candidates: outsiders, listed: outsiders) == .values([1]))
        #expect(resolver.resolve("last", candidates: outsiders, listed: outsiders) == .values([1]))
        #expect(resolver.resolve("third", candidates: outsiders, listed: outsiders) == .notUnderstood)
        #expect(resolver.resolve("Dune", candidates: outsiders, listed: outsiders) == .notUnderstood)
        #expect(resolver.resolve("The Outsider", candidates: outsiders, listed: outsiders) == .values([0, 1]))
    }

    @Test func aNumberCountsInTheOptionsAsShown() throws {
        let resolver = try resolver("MeditationSession", app: "Meditation")
        let all = Array(resolver.values.indices)
        #expect(resolver.resolve("2", candidates: all, listed: [4, 7]) == .values([7]))
        #expect(resolver.resolve("last", candidates: all, listed: [4, 7]) == .values([7]))
        #expect(resolver.resolve("3", candidates: all, listed: [4, 7]) == .notUnderstood)
        #expect(resolver.resolve("2", candidates: all, listed: []) == .notUnderstood)
        // A name still picks a value that is not listed.
        #expect(resolver.resolve("Sleep", candidates: all, listed: [4, 7]) == .values([3]))
    }

    @Test func anotherLocaleAlsoAcceptsItsOwnNames() {
        let values = [
            TypeValue(
                id: "calming", title: "Calming", synonyms: ["Calm"],
                localized: ["vi": LocalizedNames(title: "Thư giãn", synonyms: ["Thư thái"])]),
            TypeValue(id: "walking", title: "Walking"),
        ]
        let vietnamese = ChoiceResolver(values: values, locale: "vi", isDevelopmentLocale: false, words: .english)
        #expect(vietnamese.resolve("thư giãn", candidates: [0, 1], listed: [0, 1]) == .values([0]))
        #expect(vietnamese.resolve("Thư thái", candidates: [0, 1], listed: [0, 1]) == .values([0]))
        #expect(vietnamese.resolve("calm", candidates: [0, 1], listed: [0, 1]) == .values([0]))
        let english = ChoiceResolver(values: values, locale: "en", isDevelopmentLocale: true, words: .english)
        #expect(english.resolve("thư giãn", candidates: [0, 1], listed: [0, 1]) == .notUnderstood)
    }

    @Test func optionPositionsAreZeroBasedAndWithinTheCount() throws {
        let resolver = try resolver("MeditationSession", app: "Meditation")
        #expect(resolver.optionPosition(["the", "third", "one"], count: 5) == 2)
        #expect(resolver.optionPosition(["last"], count: 4) == 3)
        #expect(resolver.optionPosition(["last"], count: 0) == nil)
        #expect(resolver.optionPosition(["number", "twelve"], count: 12) == 11)
        #expect(resolver.optionPosition(["twenty", "one"], count: 21) == 20)
        #expect(resolver.optionPosition(["6"], count: 5) == nil)
        #expect(resolver.optionPosition(["second", "third"], count: 5) == nil)
        #expect(resolver.optionPosition(["please"], count: 5) == nil)
    }
}
