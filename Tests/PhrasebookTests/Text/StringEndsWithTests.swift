import Testing

@testable import Phrasebook

@Suite struct StringEndsWithTests {
    /// Words and endings in normalization form C, ASCII and not, long and
    /// short enough to be kept inline.
    static let words = [
        "", "a", "playlist", "list", "도서관에서", "에서", "서", "완료로", "로", "으로", "三つください", "ください", "つ", "phở", "ở", "o", "ố",
    ]

    @Test func answersAsHasSuffixDoes() {
        for word in Self.words {
            for ending in Self.words {
                #expect(word.endsWith(ending) == word.hasSuffix(ending), "\(word) \(ending)")
            }
        }
    }

    @Test func aCombiningMarkIsNotAnEndingOfItsOwn() {
        // The same last bytes, but the mark belongs to the character before it.
        let word = "cafe\u{301}"
        #expect(!word.endsWith("\u{301}"))
        #expect(word.endsWith("e\u{301}"))
        #expect(!"도서관에서".endsWith("관"))
        #expect("도서관에서".endsWith("에서"))
    }
}
