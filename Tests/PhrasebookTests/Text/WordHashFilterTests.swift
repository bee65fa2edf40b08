import Testing

@testable import Phrasebook

@Suite struct WordHashFilterTests {
    @Test func everyMemberMayBeContained() {
        let words = ["완료", "도서관", "thiền", "walking", "冥想", "a"]
        var filter = WordHashFilter()
        for word in words { filter.insert(word) }
        for word in words {
            #expect(filter.mayContain(word), "\(word)")
            #expect(filter.mayContain(Array(word.utf8)), "\(word)")
        }
    }

    @Test func anEmptyFilterTurnsEveryWordDown() {
        let filter = WordHashFilter()
        for word in ["", "완료", "walking"] { #expect(!filter.mayContain(word)) }
    }

    /// A filter tells apart words of one length and script, which their
    /// shapes (``WordShapeFilter``) do not: of a thousand two-syllable
    /// Hangul words not inserted, almost all are turned down.
    @Test func mostOtherWordsOfTheSameShapeAreTurnedDown() {
        var filter = WordHashFilter()
        let syllables = (0..<2000).compactMap { Unicode.Scalar(0xAC00 + UInt32($0) * 5) }
        for index in stride(from: 0, to: 200, by: 2) {
            filter.insert(String(String.UnicodeScalarView([syllables[index], syllables[index + 1]])))
        }
        var passed = 0
        for index in stride(from: 201, to: 1201, by: 1) {
            if filter.mayContain(String(String.UnicodeScalarView([syllables[index], syllables[index + 1]]))) {
                passed += 1
            }
        }
        #expect(passed < 50)
    }

    /// The bytes before a word's part are inserted as its slice (as the
    /// flexible index inserts a glued word's stem).
    @Test func aSliceOfBytesIsTheWordItSpells() {
        var filter = WordHashFilter()
        let glued = Array("완료로".utf8)
        filter.insert(glued.prefix(glued.count - "로".utf8.count))
        #expect(filter.mayContain("완료"))
    }
}
