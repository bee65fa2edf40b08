import Testing

@testable import Phrasebook

/// The flexible index reads an ASCII word from its bytes
/// (``FlexibleIndex/wordFacts(of:)``): what it notes is what the scalar
/// tests note of the same word.
@Suite struct FlexibleIndexWordFactsTests {
    private static func byScalars(_ text: String) -> FlexibleIndex.WordFacts {
        let scalars = Array(text.unicodeScalars)
        let typing = FlexibleIndex.typoLetters(scalars)
        return FlexibleIndex.WordFacts(
            letters: typing ?? scalars.map(\.value), ascii: scalars.allSatisfy(\.isASCII),
            wholeNumber: FlexibleIndex.isWholeNumber(scalars),
            han: scalars.count == 1 && ScriptClass(scalars[0]) == .single && scalars[0].properties.isIdeographic,
            takesTypos: typing != nil && FlexibleIndex.takesTypos(scalars), hangul: FlexibleIndex.isHangulWord(scalars))
    }

    @Test func anASCIIWordHasTheFactsItsScalarsHave() {
        let words = [
            "", "a", "ab", "abc", "open", "walking", "don't", "0", "7", "07", "24", "123456789", "1234567890", "a1b2",
            "mp3", "4k", "x-ray", "3.5", "o'clock",
        ]
        for word in words {
            #expect(FlexibleIndex.wordFacts(of: word) == Self.byScalars(word), "\(word)")
        }
        #expect(FlexibleIndex.wordFacts(of: "walking").takesTypos)
        #expect(FlexibleIndex.wordFacts(of: "24").wholeNumber)
    }

    @Test func anotherWordHasTheFactsItsScalarsHave() {
        for word in ["thiền", "書", "书架", "이방인", "완료로", "ス", "١٢", "café"] {
            #expect(FlexibleIndex.wordFacts(of: word) == Self.byScalars(word), "\(word)")
        }
        #expect(FlexibleIndex.wordFacts(of: "書").han)
        #expect(FlexibleIndex.wordFacts(of: "이방인").hangul)
    }
}
