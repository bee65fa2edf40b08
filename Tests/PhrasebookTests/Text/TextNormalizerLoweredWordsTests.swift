import Testing

@testable import Phrasebook

@Suite struct TextNormalizerLoweredWordsTests {
    /// The words `loweredASCIIWords` cuts from `text` (lowercased ASCII),
    /// with `padding` bytes after it, and the words `asciiWords` cuts.
    private static func both(_ text: [UInt8], padding: [UInt8], limit: Int = 64) -> (
        fast: [TokenSpan], bytewise: [TokenSpan]
    ) {
        precondition(padding.count >= 8)
        let padded = text + padding
        var fast: [TokenSpan] = [TokenSpan(start: 99, end: 100)]
        var bytewise: [TokenSpan] = []
        padded.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            TextNormalizer.loweredASCIIWords(padded: base, count: text.count, limit: limit, into: &fast)
            TextNormalizer.asciiWords(
                UnsafeBufferPointer(rebasing: buffer[..<text.count]), limit: limit, into: &bytewise)
        }
        return (fast, bytewise)
    }

    @Test(arguments: [
        "", " ", "start", "start walking in meditation", "  two  spaces  ", "exactly8", "exactly8 exactly8",
        "seven77 ", "a b c d e f g h i j", "x9,5y 3.5 kg", "what's on", "it's 3,000.", "'quoted'", "end.",
        "tab\tand\nnewline",
        "abcdefghijklmnopqrstuvwxyz0123456789", "-hyphen-and_underscore-", "z", "0",
        String(repeating: "a", count: 64), String(repeating: "b", count: 63) + " ",
        " " + String(repeating: "c", count: 63),
        String(repeating: "word ", count: 13), String(repeating: "longer than sixty-four bytes ", count: 3),
    ])
    func cutsTheWordsTheBytewiseReaderCuts(text: String) {
        let result = Self.both(Array(text.utf8), padding: Array(repeating: 0, count: 8))
        #expect(result.fast == result.bytewise)
    }

    @Test func ignoresWhatLiesPastTheText() {
        // Letters, joiners and bytes above 0x7F after the text's end are
        // not part of it, whatever carries their arithmetic makes.
        for padding in [
            Array("abcdefgh".utf8), Array("'.,'.,'.".utf8), Array(repeating: 0xFF, count: 8),
            [0x80, 0x61, 0xFF, 0x27, 0x7F, 0x30, 0x2E, 0xC3],
        ] {
            for text in ["start", "start walking", "exactly8", "seven77", "in x"] {
                let result = Self.both(Array(text.utf8), padding: padding)
                #expect(result.fast == result.bytewise, "\(text) + \(padding)")
            }
        }
    }

    @Test func stopsAfterOneWordPastTheLimit() {
        let result = Self.both(Array("one two three four five".utf8), padding: Array(repeating: 0, count: 8), limit: 2)
        #expect(result.fast.count == 3)
        #expect(result.fast == result.bytewise)
    }

    @Test func agreesOnRandomLowercasedText() {
        // Bytes from a small alphabet that makes every kind of edge likely:
        // letters, digits, spaces, joiners and other separators.
        // Half the texts have no joiner, so they are read 8 bytes at a time.
        let alphabets = [Array("ab z09 ',.-!".utf8), Array("ab z09  -!\t".utf8)]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
        for round in 0..<5_000 {
            let alphabet = alphabets[round % 2]
            let count = Int(next() % 80)
            let text = (0..<count).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
            let padding = (0..<8).map { _ in UInt8(truncatingIfNeeded: next()) }
            let result = Self.both(text, padding: padding, limit: Int(next() % 12))
            #expect(result.fast == result.bytewise, "\(String(decoding: text, as: UTF8.self))")
        }
    }
}
