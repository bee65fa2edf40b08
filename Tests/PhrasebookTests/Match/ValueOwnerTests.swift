import Testing

@testable import Phrasebook

/// A value's maker said next to it (`by Camus`, `Orwell's`, `của`,
/// `の`) tells which value is meant and is read with it; words that name
/// no maker of the value read still read nothing.
@Suite struct ValueOwnerTests {
    let matcher = Matcher(catalog: sampleCatalog)

    /// The ids of the values `candidate`'s first value binding holds.
    func valueIDs(_ candidate: PhraseMatch) -> [String] {
        for binding in candidate.bindings {
            guard case .values(let type, let choices) = binding.value else { continue }
            return choices.map { sampleCatalog.apps[candidate.app].types[type].values[$0.index].id }
        }
        return []
    }

    @Test func aMakerSaidNextToABookPicksIt() throws {
        for (utterance, locale, book) in [
            ("Open The Outsider by Albert Camus in Library", "en", "outsiderCamus"),
            ("open the outsider by stephen king", "en", "outsiderKing"),
            ("pull up camus's the outsider in library", "en", "outsiderCamus"),
            ("Open George Orwell's 1984", "en", "nineteenEightyFour"),
            ("open the hobbit by tolkien in library", "en", "hobbit"),
            ("Mở Người xa lạ của Albert Camus", "vi", "outsiderCamus"),
            ("Mở cuốn 1984 của George Orwell trong Thư viện", "vi", "nineteenEightyFour"),
            ("オーウェルの一九八四年を開いて", "ja", "nineteenEightyFour"),
            ("キングのアウトサイダーを開いて", "ja", "outsiderKing"),
        ] {
            let read = try #require(matcher.resolvedCandidate(utterance, locale: locale), "\(utterance)")
            #expect(read.intent == "OpenBookIntent" && valueIDs(read) == [book], "\(utterance)")
            #expect(read.liberties?.contains { $0.kind == .valueOwner } ?? false, "\(utterance)")
        }
    }

    @Test func theMakerIsReadWhereItStands() throws {
        let read = try #require(matcher.resolvedCandidate("open the outsider by camus in library", locale: "en"))
        let book = try #require(read.bindings.first { $0.parameter == "book" })
        // `open the outsider by camus in library`: the book is words 1-2.
        #expect(book.tokenRange == 1..<3)
        #expect(read.liberties?.first { $0.kind == .valueOwner }?.typed == "by camus")
    }

    @Test func wordsThatNameNoMakerOfTheValueReadNothing() {
        for (utterance, locale) in [
            // A maker of another book, or of none.
            ("open dune by camus in library", "en"),
            ("open the outsider by dickens in library", "en"),
            ("Mở Dune của Camus", "vi"),
            ("カミュのデューンを開いて", "ja"),
            // A maker said with a request of no value.
            ("pause the meditation by camus", "en"),
        ] {
            #expect(matcher.resolvedCandidate(utterance, locale: locale) == nil, "\(utterance)")
        }
    }

    @Test func aSubtitleWithADigitNamesNoMaker() {
        #expect(ValueOwnerWords.keys(of: "Due Dec 1, 2026").isEmpty)
        #expect(ValueOwnerWords.keys(of: "$4.50").isEmpty)
        #expect(ValueOwnerWords.keys(of: "J. R. R. Tolkien") == ["tolkien"])
        #expect(ValueOwnerWords.keys(of: "阿尔贝·加缪") == ["阿尔贝", "加缪"])
        #expect(ValueOwnerWords.keys(of: "알베르 카뮈") == ["알베르", "카뮈"])
    }

    @Test func theMarksAreEveryLanguagesOwn() {
        let marks = ValueOwnerMarks(locales: ["en", "vi", "ja"])
        #expect(marks.before.contains("by") && marks.before.contains("của"))
        #expect(marks.after.contains("'s") && marks.after.contains("の"))
        #expect(ValueOwnerMarks(locales: []).isEmpty)
        #expect(marks.saysMark("orwell's") && marks.saysMark("by") && marks.saysMark("の"))
        #expect(!marks.saysMark("open") && !marks.saysMark("library") && !marks.saysMark(""))
    }
}
