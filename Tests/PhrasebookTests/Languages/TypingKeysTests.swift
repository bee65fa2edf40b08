import Testing

@testable import Phrasebook

/// Vietnamese Telex (``TypingKeys``): a typed word and a marked word meet
/// in their key spellings; a word without keys has none.
@Suite struct TypingKeysTests {
    let telex = TypingKeys.vietnameseTelex

    @Test(arguments: [
        ("tamj", "tamj"), ("duwngf", "duwngf"), ("vieejc", "vieecj"), ("mowr", "mowr"), ("nhuw", "nhuw"),
        ("ddawtj", "ddawtj"), ("nguowif", "nguwowif"), ("tw", "tuw"),
    ])
    func aTypedWordIsSpelledWithItsToneLast(typed: String, spelled: String) {
        #expect(telex.spelling(ofTyped: typed) == spelled)
    }

    @Test(arguments: [
        ("tạm", "tamj"), ("dừng", "duwngf"), ("việc", "vieecj"), ("mở", "mowr"), ("đặt", "ddawtj"),
        ("người", "nguwowif"),
    ])
    func aMarkedWordIsSpelledInKeys(marked: String, spelled: String) {
        #expect(telex.spelling(ofMarked: marked) == spelled)
    }

    @Test(arguments: ["ban", "thien", "a"])
    func aWordWithoutKeysHasNoSpelling(word: String) {
        #expect(telex.spelling(ofTyped: word) == nil)
        #expect(telex.spelling(ofMarked: word) == nil)
    }

    @Test func otherLanguagesTypeNoKeys() {
        #expect(Language.of("en").flexibleWords.typingKeys.isEmpty)
        #expect(!Language.of("vi").flexibleWords.typingKeys.isEmpty)
    }
}
