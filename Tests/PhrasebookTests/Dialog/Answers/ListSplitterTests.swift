import Testing

@testable import Phrasebook

@Suite struct ListSplitterTests {
    private func items(_ text: String) -> [String] {
        ListSplitter.items(of: text, separators: AnswerWords.english.listSeparators)
    }

    @Test func splitsAtCommasAndAnd() {
        #expect(items("croutons, cheese and red pepper") == ["croutons", "cheese", "red pepper"])
        #expect(items("croutons and cheese and basil") == ["croutons", "cheese", "basil"])
        #expect(items("croutons,cheese") == ["croutons", "cheese"])
    }

    @Test func splitsAtEveryEnglishSeparator() {
        #expect(
            items("bacon; basil & cheese plus croutons with scallions") == [
                "bacon", "basil", "cheese", "croutons", "scallions",
            ])
    }

    @Test func keepsItemsAsTypedAndMatchesSeparatorsInAnyCase() {
        #expect(items("Milk, Eggs AND Bread") == ["Milk", "Eggs", "Bread"])
        #expect(items("Dr. Who Plus The Doctor") == ["Dr. Who", "The Doctor"])
    }

    @Test func splitsOnlyAtWholeWords() {
        #expect(items("sandwich and candy") == ["sandwich", "candy"])
        #expect(items("android, Anderson and band") == ["android", "Anderson", "band"])
        #expect(items("withdrawal") == ["withdrawal"])
    }

    @Test func trimsAndDropsEmptyItems() {
        #expect(items("  basil  ") == ["basil"])
        #expect(items("and cheese") == ["cheese"])
        #expect(items("basil,, ,cheese,") == ["basil", "cheese"])
        #expect(items(",,, ,") == [])
        #expect(items("and") == [])
        #expect(items("") == [])
    }

    @Test func usesTheSeparatorsItIsGiven() {
        #expect(ListSplitter.items(of: "a/b and c", separators: ["/"]) == ["a", "b and c"])
        #expect(ListSplitter.items(of: "a, b", separators: []) == ["a, b"])
    }
}
