import Testing

@testable import Phrasebook

@Suite struct NumberParserTests {
    private func words(_ text: String) -> [String] {
        TextNormalizer.words(text)
    }

    @Test(arguments: [
        ("0", 0), ("3", 3), ("42", 42), ("1,000", 1000), ("１２", 12), ("١٢", 12),
        ("zero", 0), ("one", 1), ("three", 3), ("ten", 10), ("twelve", 12), ("nineteen", 19),
        ("twenty", 20), ("twenty one", 21), ("twenty-one", 21), ("ninety nine", 99),
        ("a hundred", 100), ("one hundred", 100), ("a hundred and five", 105), ("three hundred twenty", 320),
        ("one thousand two hundred", 1200), ("two thousand and twenty six", 2026),
        ("a thousand", 1000), ("two million", 2_000_000), ("3 hundred", 300),
        ("a dozen", 12), ("two dozen", 24), ("dozen", 12),
        ("minus five", -5), ("negative 3", -3), ("nineteen hundred", 1900), ("twenty five hundred", 2500),
        ("one hundred twenty three thousand four hundred fifty six", 123_456),
    ])
    func readsWholeNumbers(text: String, value: Int) {
        #expect(NumberParser.integer(words(text)) == value)
        #expect(NumberParser.number(words(text)) == Double(value))
    }

    @Test(arguments: [("2.5", 2.5), ("0.25", 0.25), ("1,234.5", 1234.5), ("minus 1.5", -1.5)])
    func readsDecimals(text: String, value: Double) {
        #expect(NumberParser.number(words(text)) == value)
        #expect(NumberParser.integer(words(text)) == nil)
    }

    @Test(arguments: [
        "", "a", "an", "and", "some", "three apples", "one and", "hundred 3", "twenty 3", "1 2",
        "one two", "twenty twenty", "three zero", "five twelve", "ten three", "twenty thirteen", "minus", "x1",
        "nineteen eighty four", "hundred hundred", "thousand thousand", "dozen dozen", "a dozen hundred",
    ])
    func refusesWhatIsNotANumber(text: String) {
        #expect(NumberParser.number(words(text)) == nil, "\(words(text))")
        #expect(NumberParser.integer(words(text)) == nil)
    }

    @Test func refusesNumbersTooLargeForAnInt() {
        #expect(NumberParser.integer(["1000000000000000000000"]) == nil)
        #expect(NumberParser.number(["1000000000000000000000"]) == 1e21)
    }
}
