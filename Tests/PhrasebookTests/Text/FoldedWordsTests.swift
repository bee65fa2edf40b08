import Testing

@testable import Phrasebook

/// The kept folds of non-ASCII words: a word's kept fold is the one
/// folding it again gives, whether it was kept before or not.
@Suite struct FoldedWordsTests {
    static let words = ["ＡＢＣ", "Đọc", "SÁCH", "読", "ｶﾀｶﾅ", "명상에서", "ﬁle", "Straße", "图书馆", "e\u{301}"]

    @Test func aKeptFoldIsTheFoldAgain() {
        for word in Self.words {
            let bytes = Array(word.utf8)
            let first = FoldedWords.shared.fold(bytes, TextNormalizer.foldUnicode)
            let again = FoldedWords.shared.fold(bytes, TextNormalizer.foldUnicode)
            #expect(first == TextNormalizer.foldUnicode(bytes), "\(word)")
            #expect(again == first, "\(word)")
        }
        #expect(FoldedWords.shared.fold(Array("ＡＢＣ".utf8), TextNormalizer.foldUnicode) == "abc")
        #expect(FoldedWords.shared.fold(Array("e\u{301}".utf8), TextNormalizer.foldUnicode) == "\u{E9}")
        #expect(FoldedWords.shared.count > 0)
    }

    @Test func aWordIsFoldedFromItsBytesAloneWhereverItStands() {
        // The same word read in two utterances, first and then after others.
        let first = TextNormalizer.tokenize("ĐỌC Sách Ở Thư Viện").map(\.text)
        let second = TextNormalizer.tokenize("sách ĐỌC").map(\.text)
        #expect(first == ["đọc", "sách", "ở", "thư", "viện"])
        #expect(second == ["sách", "đọc"])
    }

    /// A word's key hashes its bytes as one run: keys of the same bytes are
    /// equal and hash alike, keys of other bytes (or the same bytes cut
    /// elsewhere) are not equal.
    @Test func keysOfTheSameBytesAreEqual() {
        let word = Array("Thiền".utf8)
        #expect(FoldedWords.Key(bytes: word) == FoldedWords.Key(bytes: Array("Thiền".utf8)))
        #expect(FoldedWords.Key(bytes: word).hashValue == FoldedWords.Key(bytes: Array("Thiền".utf8)).hashValue)
        #expect(FoldedWords.Key(bytes: word) != FoldedWords.Key(bytes: Array("Thiện".utf8)))
        #expect(FoldedWords.Key(bytes: word) != FoldedWords.Key(bytes: Array(word.dropLast())))
        var folds: [FoldedWords.Key: Int] = [:]
        folds[FoldedWords.Key(bytes: word)] = 1
        #expect(folds[FoldedWords.Key(bytes: Array("Thiền".utf8))] == 1)
    }
}
